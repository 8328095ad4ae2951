import { useId } from 'react';
import { DELIVERY_PLATFORMS } from '../contract/collaborations';
import {
  DELIVERABLE_COUNT_MAX,
  DELIVERABLE_KINDS,
  DELIVERABLES_MAX,
  type DeliverableDraft,
} from '../contract/deliverables';
import type { FieldErrors } from '../data/api-error';
import { useDeliverableLabels } from '../option-labels';
import { Button } from './button';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { useUiTexts } from './ui-messages';
import styles from './ui.module.css';

const NEW_LINE: DeliverableDraft = { platform: 'instagram', kind: 'post', count: '1' };

/** A line's two selects, and the change each makes from the option chosen. */
const SELECTS = ['platform', 'kind'] as const;
const choose: Record<(typeof SELECTS)[number], (value: string) => Partial<DeliverableDraft>> = {
  platform: (value) => ({
    platform: DELIVERY_PLATFORMS.find((platform) => platform === value) ?? 'other',
  }),
  kind: (value) => ({ kind: DELIVERABLE_KINDS.find((kind) => kind === value) ?? 'post' }),
};

/**
 * The deliverables of a campaign or a private brief being written (see docs/campaigns.md): one
 * line each of a platform, a kind and how many (as typed, checked by deliverableDraftsSchema),
 * added up to the contract's limit and removed one by one. Each field shows its own errors, keyed
 * by their paths ('deliverables.0.count'); the list's own (a platform and kind twice) show under it.
 */
export function DeliverablesEditor({
  lines,
  errors,
  onChange,
}: {
  lines: readonly DeliverableDraft[];
  errors: FieldErrors;
  onChange: (lines: DeliverableDraft[]) => void;
}) {
  const { t } = useUiTexts();
  const labels = useDeliverableLabels();
  const legendId = useId();
  const change = (index: number, line: Partial<DeliverableDraft>) =>
    onChange(lines.map((current, at) => (at === index ? { ...current, ...line } : current)));
  const listErrors = errors.deliverables;

  return (
    <fieldset className={styles.deliverables} aria-labelledby={legendId}>
      <legend id={legendId}>{t('deliverable.title')}</legend>
      <p className={styles.deliverablesHint}>{t('deliverable.hint')}</p>
      {lines.map((line, index) => {
        const number = index + 1;
        return (
          <div
            key={index}
            className={styles.deliverableLine}
            role="group"
            aria-label={t('deliverable.number', { number })}
          >
            {SELECTS.map((field) => (
              <SelectField
                key={field}
                label={t(`deliverable.${field}`)}
                options={field === 'platform' ? labels.platformOptions : labels.kindOptions}
                value={line[field]}
                errors={errors[`deliverables.${index}.${field}`]}
                onChange={(event) => change(index, choose[field](event.target.value))}
              />
            ))}
            <TextField
              label={t('deliverable.count')}
              inputMode="numeric"
              value={line.count}
              hint={t('deliverable.countHint', { max: DELIVERABLE_COUNT_MAX })}
              errors={errors[`deliverables.${index}.count`]}
              onChange={(event) => change(index, { count: event.target.value })}
            />
            <Button
              variant="secondary"
              small
              onClick={() => onChange(lines.filter((_line, at) => at !== index))}
            >
              {t('deliverable.remove', { number })}
            </Button>
          </div>
        );
      })}
      {listErrors && (
        <p className={styles.deliverablesError} role="alert">
          {listErrors[0]}
        </p>
      )}
      {lines.length < DELIVERABLES_MAX && (
        <Button variant="secondary" small onClick={() => onChange([...lines, NEW_LINE])}>
          {t('deliverable.add')}
        </Button>
      )}
    </fieldset>
  );
}
