import { useProfileReviews } from '@portal/shared/api/reviews';
import type { PublicReview } from '@portal/shared/contract/reviews';
import { formatDate } from '@portal/shared/dates';
import { Avatar } from '@portal/shared/ui/avatar';
import { Button } from '@portal/shared/ui/button';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { LoadMore } from '@portal/shared/ui/load-more';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { ReviewStars } from '@portal/shared/ui/review-stars';
import { Section } from '@portal/shared/ui/layout';
import { useProfileTexts } from '../texts';
import styles from './public-profile.module.css';

/** One published review: stars, text, who wrote it for which campaign and when, the reply. */
function ReviewItem({ review, reviewed }: { review: PublicReview; reviewed: string }) {
  const { t, language } = useProfileTexts();
  return (
    <li className={styles.review}>
      <article>
        <header className={styles.reviewHeader}>
          <Avatar
            picture={review.reviewer.profile_picture}
            name={review.reviewer.username}
            size={40}
          />
          <div>
            <p className={styles.reviewBy}>
              <ProfileLink username={review.reviewer.username} fallback="" />
            </p>
            <p className={styles.reviewMeta}>
              {t('reviews.campaign', { title: review.campaign_title })} ·{' '}
              <time dateTime={review.published_at}>
                {formatDate(review.published_at, language)}
              </time>
            </p>
          </div>
        </header>
        <ReviewStars rating={review.rating} />
        <p className={styles.reviewText}>{review.text}</p>
        {review.reply !== null && (
          <blockquote className={styles.reply}>
            <p className={styles.replyBy}>{t('reviews.reply', { username: reviewed })}</p>
            <p className={styles.reviewText}>{review.reply}</p>
          </blockquote>
        )}
      </article>
    </li>
  );
}

/**
 * The latest published reviews a user received, newest first, with "Load more" (see
 * docs/collaboration.md).
 */
export function ProfileReviews({ username }: { username: string }) {
  const { t } = useProfileTexts();
  const reviews = useProfileReviews(username);

  let content;
  if (reviews.isLoading) {
    content = <LoadingSkeleton label={t('reviews.loading')} />;
  } else if (reviews.isError && reviews.items.length === 0) {
    content = (
      <>
        <ErrorBox>{t('reviews.loadFailed')}</ErrorBox>
        <Button variant="secondary" onClick={reviews.refetch}>
          {t('tryAgain')}
        </Button>
      </>
    );
  } else if (reviews.items.length === 0) {
    content = <EmptyState message={t('reviews.empty')} />;
  } else {
    content = (
      <>
        <ul className={styles.reviews}>
          {reviews.items.map((review) => (
            <ReviewItem key={review.id} review={review} reviewed={username} />
          ))}
        </ul>
        <LoadMore list={reviews} />
      </>
    );
  }
  return (
    <Section title={t('reviews.title')} className={styles.reviewsSection}>
      {content}
    </Section>
  );
}
