import { MAX_RATING } from '../contract/reviews';
import { useUiTexts } from './ui-messages';
import styles from './review-stars.module.css';

/** A review's stars, filled and empty, read out as '4 of 5 stars'. */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useUiTexts();
  return (
    <span className={styles.reviewStars} role="img" aria-label={t('reviewStars', { rating })}>
      {'★'.repeat(rating)}
      <span className={styles.reviewStarsEmpty}>{'★'.repeat(MAX_RATING - rating)}</span>
    </span>
  );
}
