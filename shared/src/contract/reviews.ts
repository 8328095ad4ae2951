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
    z.int(CHOOSE_STARS).check(z.gte(MIN_RATING, CHOOSE_STARS), z.lte(MAX_RATING, CHOOSE_STARS)),
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
  rating: z.int().check(z.gte(MIN_RATING), z.lte(MAX_RATING)),
  text: z.string(),
  reply: z.nullable(z.string()),
  replied_at: z.nullable(z.string()),
  created_at: z.string(),
  published_at: z.nullable(z.string()),
});
export type Review = z.infer<typeof reviewSchema>;

/** An entry of GET /profile/{username}/reviews/: a published review with who wrote it and where. */
export const publicReviewSchema = z.extend(z.omit(reviewSchema, { application_id: true }), {
  reviewer: z.object({
    username: z.string(),
    profile_picture: z.nullable(z.string()),
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
  review_until: z.nullable(z.string()),
  mine: z.nullable(reviewSchema),
  theirs: z.nullable(reviewSchema),
});
export type CollaborationReview = z.infer<typeof collaborationReviewSchema>;

/** A user's reputation as public profiles show it (see docs/collaboration.md). */
export const reputationSchema = z.object({
  /** The average of the published reviews received, one decimal ("4.5"); null with none. */
  average_rating: z.nullable(z.string()),
  review_count: z.int().check(z.gte(0)),
  /** Collaborations released, or decided by an admin with a release or a split. */
  completed_collaborations: z.int().check(z.gte(0)),
});
export type Reputation = z.infer<typeof reputationSchema>;
