import * as z from '@portal/shared/contract/zod';
import { idSchema, pageQuerySchema, roleSchema, wholeNumberInputSchema } from './common';
import { freeTextSchema } from './free-text';

/**
 * How long after a collaboration ends its two parties may review each other (see
 * docs/collaboration.md).
 */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_TEXT_MAX_LENGTH = 1000;
export const MIN_RATING = 1;
export const MAX_RATING = 5;
const CHOOSE_STARS = `Choose ${MIN_RATING} to ${MAX_RATING} stars.`;

/** A review's or a reply's text: 1-1000 characters (the free-text rule). */
const reviewTextSchema = (empty: string) =>
  freeTextSchema({
    required: empty,
    max: {
      length: REVIEW_TEXT_MAX_LENGTH,
      message: `Write at most ${REVIEW_TEXT_MAX_LENGTH} characters.`,
    },
  });

/** POST /applications/{id}/review/: 1-5 stars and a text. */
export const createReviewRequestSchema = z.object({
  rating: wholeNumberInputSchema(
    z.number().int(CHOOSE_STARS).min(MIN_RATING, CHOOSE_STARS).max(MAX_RATING, CHOOSE_STARS),
    CHOOSE_STARS,
  ),
  text: reviewTextSchema('Write your review.'),
});
export type CreateReviewRequest = z.input<typeof createReviewRequestSchema>;

/** POST /reviews/{id}/reply/: the reviewed user's one public answer. */
export const replyRequestSchema = z.object({ text: reviewTextSchema('Write your reply.') });
export type ReplyRequest = z.input<typeof replyRequestSchema>;

/**
 * A review as its author, or anyone once it is published, sees it. `published_at` is null while it
 * is hidden (double blind: until the other side reviews too or the window closes).
 */
export const reviewSchema = z.object({
  id: idSchema,
  application_id: idSchema,
  rating: z.number().int().min(MIN_RATING).max(MAX_RATING),
  text: z.string(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
  published_at: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** An entry of GET /profile/{username}/reviews/: a published review with who wrote it and where. */
export const publicReviewSchema = reviewSchema.omit({ application_id: true }).extend({
  reviewer: z.object({
    username: z.string(),
    profile_picture: z.string().nullable(),
    role: roleSchema,
  }),
  campaign_title: z.string(),
  published_at: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewListQuerySchema = pageQuerySchema;

/**
 * The `review` block of a collaboration for the signed-in party: whether they may review now and
 * until when, their own review, and the other side's once it is published. Null for an admin.
 */
export const collaborationReviewSchema = z.object({
  can_review: z.boolean(),
  /** When the window closes; null while the collaboration has not ended in a reviewable way. */
  review_until: z.string().nullable(),
  mine: reviewSchema.nullable(),
  theirs: reviewSchema.nullable(),
});
export type CollaborationReview = z.infer<typeof collaborationReviewSchema>;

/** A user's reputation as public profiles show it (see docs/collaboration.md). */
export const reputationSchema = z.object({
  /** The average of the published reviews received, one decimal ("4.5"); null with none. */
  average_rating: z.string().nullable(),
  review_count: z.number().int().min(0),
  /** Collaborations released, or decided by an admin with a release or a split. */
  completed_collaborations: z.number().int().min(0),
});
export type Reputation = z.infer<typeof reputationSchema>;
