import { classNames } from '../class-names';
import { digitsFor } from '../language';
import { useUiTexts } from './ui-messages';
import styles from './character-counter.module.css';

/** From this share of the limit on, a screen reader is told the count as it changes. */
const NEAR_THE_LIMIT = 0.9;

export interface CharacterCounterProps {
  length: number;
  /** The contract's maximum for the field. */
  limit: number;
}

/**
 * "12 / 200" ('১২ / ২০০' in Bangla) under a field with a character limit. The field takes more than the limit (nothing
 * is cut silently): the count turns red and the form refuses it with a field error. Near and over
 * the limit the count is announced politely.
 */
export function CharacterCounter({ length, limit }: CharacterCounterProps) {
  const { t, language } = useUiTexts();
  const over = length > limit;
  return (
    <span
      className={classNames(styles.characterCounter, over && styles.characterCounterOver)}
      aria-live={length >= limit * NEAR_THE_LIMIT ? 'polite' : 'off'}
    >
      {t('characterCounter.count', {
        // As strings: a count is written without grouping ('2001 / 2000').
        length: digitsFor(language, String(length)),
        limit: digitsFor(language, String(limit)),
      })}
    </span>
  );
}
