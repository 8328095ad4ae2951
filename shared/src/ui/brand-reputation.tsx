import type { Reputation } from '../contract/reviews';
import { digitsFor } from '../language';
import { useUiTexts } from './ui-messages';
import styles from './campaign.module.css';
import ui from './ui.module.css';

/**
 * Whom an influencer would work for (see docs/collaboration.md): the brand's average rating and how
 * many reviews it rests on ('★ 4.5 (12)', read out in words), or 'New brand' before any, and the
 * collaborations it released.
 */
export function BrandReputation({ reputation }: { reputation: Reputation }) {
  const { t, language } = useUiTexts();
  const { average_rating: average, review_count: count } = reputation;
  const completed = reputation.completed_collaborations;
  return (
    <p className={styles.brandReputation}>
      {average === null ? (
        <span>{t('reputation.newBrand')}</span>
      ) : (
        <span>
          <span aria-hidden="true">
            {t('reputation.stars', { average: digitsFor(language, average), count })}
          </span>
          <span className={ui.visuallyHidden}>
            {t('reputation.rated', { average: digitsFor(language, average), count })}
          </span>
        </span>
      )}
      {completed > 0 && <span>{t('reputation.completed', { count: completed })}</span>}
    </p>
  );
}
