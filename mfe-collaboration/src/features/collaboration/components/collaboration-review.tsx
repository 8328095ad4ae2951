import { useState, type ReactNode } from 'react';
import { classNames } from '@portal/shared/class-names';
import { useCreateReview, useReplyToReview } from '@portal/shared/api/reviews';
import {
  createReviewRequestSchema,
  MAX_RATING,
  MIN_RATING,
  replyRequestSchema,
  REVIEW_TEXT_MAX_LENGTH,
  type Review,
} from '@portal/shared/contract/reviews';
import { formatDate } from '@portal/shared/dates';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { CancelAndSubmit, Form, FormSubmit, useForm } from '@portal/shared/ui/form';
import { Section } from '@portal/shared/ui/layout';
import { RadioGroup } from '@portal/shared/ui/radio-group';
import { ReviewStars } from '@portal/shared/ui/review-stars';
import { TextAreaField } from '@portal/shared/ui/text-area-field';
import type { CollaborationProps } from './collaboration-actions';
import { useCollaborationTexts } from '../texts';
import { useSubmitFailure } from '@portal/shared/submit-failure';
import styles from './collaboration.module.css';
import detail from '@portal/shared/ui/campaign-detail.module.css';
import { failureSentence } from '@portal/shared/submit-failure';

const RATINGS = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, at) => MIN_RATING + at);

/** The review form: 1-5 stars and a text, checked with the contract's schema before sending. */
function ReviewForm({
  applicationId,
  onConflict,
}: {
  applicationId: number;
  onConflict: (error: unknown) => void;
}) {
  const { t } = useCollaborationTexts();
  const createReview = useCreateReview();
  const { failure, clear, fail } = useSubmitFailure({ fallback: t('failed') }, { onConflict });
  const form = useForm({
    schema: createReviewRequestSchema,
    // No stars chosen yet: null, so the contract tells 'Choose 1 to 5 stars.' until one is.
    initialValues: (): { rating: number | null; text: string } => ({ rating: null, text: '' }),
    onInvalid: clear,
    onSubmit: async (review) => {
      clear();
      try {
        await createReview.mutateAsync({ applicationId, ...review });
      } catch (error) {
        fail(error, form.showErrors);
      }
    },
  });
  const ratingErrors = form.errors.rating;
  return (
    <Form form={form}>
      <Banner message={failure} tone="error" />
      <RadioGroup
        legend={t('review.rating')}
        name="rating"
        options={RATINGS.map((rating) => ({
          value: String(rating),
          label: t('review.stars', { count: rating }),
        }))}
        value={String(form.values.rating ?? '')}
        onChange={(rating) => form.setValue('rating', Number(rating))}
      />
      {ratingErrors && <ErrorBox>{ratingErrors.join(' ')}</ErrorBox>}
      <TextAreaField
        label={t('review.text')}
        required
        limit={REVIEW_TEXT_MAX_LENGTH}
        {...form.field('text')}
      />
      <FormSubmit busy={form.submitting}>{t('review.submit')}</FormSubmit>
    </Form>
  );
}

/** A reply as it shows under the review it answers. */
function ReplyText({ title, text }: { title: string; text: string }) {
  return (
    <div className={styles.reviewReply}>
      <h4 className={styles.reviewReplyTitle}>{title}</h4>
      <p className={styles.reviewText}>{text}</p>
    </div>
  );
}

/**
 * The reviewed user's one reply: 'Reply' opens the form, 'Post Reply' sends it. While it is sent
 * the reply already shows in place of the form (there is no second one to write); a refusal
 * brings the form back with the text and the server's sentence.
 */
function ReplyForm({
  reviewId,
  onConflict,
  onClose,
}: {
  reviewId: number;
  onConflict: (error: unknown) => void;
  onClose: () => void;
}) {
  const { t } = useCollaborationTexts();
  const reply = useReplyToReview();
  const [sending, setSending] = useState<string | null>(null);
  const { failure, clear, fail } = useSubmitFailure({ fallback: t('failed') }, { onConflict });
  const form = useForm({
    schema: replyRequestSchema,
    initialValues: { text: '' },
    onInvalid: clear,
    onSubmit: async ({ text }) => {
      clear();
      setSending(text);
      try {
        await reply.mutateAsync({ reviewId, text });
      } catch (error) {
        setSending(null);
        fail(error, form.showErrors);
      }
    },
  });
  if (sending !== null) return <ReplyText title={t('review.yourReply')} text={sending} />;
  return (
    <Form form={form}>
      <Banner message={failure} tone="error" />
      <TextAreaField
        label={t('review.replyLabel')}
        required
        limit={REVIEW_TEXT_MAX_LENGTH}
        {...form.field('text')}
      />
      <CancelAndSubmit onCancel={onClose} busy={form.submitting}>
        {t('review.postReply')}
      </CancelAndSubmit>
    </Form>
  );
}

/** One review: who it is by or for (`title`), its stars and text, and the reply under it. */
function ReviewCard({
  title,
  review,
  replyTitle,
  children,
}: {
  title: string;
  review: Review;
  replyTitle: string;
  children?: ReactNode;
}) {
  return (
    <article className={classNames(detail.card, styles.review)} aria-label={title}>
      <h3 className={styles.reviewTitle}>{title}</h3>
      <p className={styles.stars}>
        <ReviewStars rating={review.rating} />
      </p>
      <p className={styles.reviewText}>{review.text}</p>
      {review.reply !== null && <ReplyText title={replyTitle} text={review.reply} />}
      {children}
    </article>
  );
}

/**
 * The two-way review of an ended collaboration (see docs/collaboration.md), for its brand and its
 * influencer: the invitation and the form while the viewer may review; their own review (and, while
 * hidden, until when); the other side's once published, with its one reply. A 409 (already
 * reviewed, the window closed) shows the server's sentence and refetches the collaboration.
 */
export function CollaborationReview({ collaboration, viewer, onConflict }: CollaborationProps) {
  const { t, language } = useCollaborationTexts();
  const [conflict, setConflict] = useState('');
  const [replying, setReplying] = useState(false);
  const { review } = collaboration;
  if (viewer === 'admin' || review === null) return null;
  const { can_review: canReview, mine, theirs } = review;
  // Nothing to show, unless the form just went away on a refusal the viewer should read.
  if (!canReview && mine === null && theirs === null && conflict === '') return null;
  const name = viewer === 'brand' ? collaboration.influencer_name : collaboration.brand_name;
  const date = formatDate(review.review_until ?? '', language);

  function conflicted(error: unknown) {
    setReplying(false);
    setConflict(failureSentence(error, { fallback: t('failed') }));
    onConflict();
  }

  return (
    <Section title={t('review.title')}>
      <Banner message={conflict} tone="error" />
      {canReview && mine === null && (
        <>
          <p>{t('review.invitation', { name, date })}</p>
          <ReviewForm applicationId={collaboration.id} onConflict={conflicted} />
        </>
      )}
      {mine !== null && (
        <ReviewCard
          title={t('review.mine', { name })}
          review={mine}
          replyTitle={t('review.theirReply', { name })}
        >
          {mine.published_at === null && (
            <p className={styles.muted}>{t('review.hidden', { name, date })}</p>
          )}
        </ReviewCard>
      )}
      {theirs !== null && (
        <ReviewCard
          title={t('review.theirs', { name })}
          review={theirs}
          replyTitle={t('review.yourReply')}
        >
          {theirs.reply === null &&
            (replying ? (
              <ReplyForm
                reviewId={theirs.id}
                onConflict={conflicted}
                onClose={() => setReplying(false)}
              />
            ) : (
              <p>
                <Button variant="secondary" small onClick={() => setReplying(true)}>
                  {t('review.reply')}
                </Button>
              </p>
            ))}
        </ReviewCard>
      )}
    </Section>
  );
}
