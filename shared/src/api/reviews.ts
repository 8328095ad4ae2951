import {
  publicReviewSchema,
  reviewSchema,
  type CreateReviewRequest,
  type ReplyRequest,
} from '../contract/reviews';
import { keysetListOptions, useKeysetList, type ListOptions } from '../data/keyset-pages';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { sendParsed } from '../data/request';

/**
 * What a review or a reply changes: the collaboration's review block, and once published the
 * reviewed user's list of reviews and the rating on their public profile.
 */
const REVIEW_VIEWS = [
  queryKeys.collaborations.all,
  queryKeys.reviews.all,
  queryKeys.profiles.publicAll,
] as const;

/**
 * A party reviews the other side of an ended collaboration (see docs/collaboration.md): 1-5 stars
 * and a text.
 */
export function useCreateReview() {
  return useApiMutation({
    mutationFn: ({ applicationId, ...review }: { applicationId: number } & CreateReviewRequest) =>
      sendParsed('post', `/applications/${applicationId}/review/`, review, reviewSchema),
    invalidates: REVIEW_VIEWS,
  });
}

/** The reviewed user's one public reply to a published review. */
export function useReplyToReview() {
  return useApiMutation({
    mutationFn: ({ reviewId, text }: { reviewId: number } & ReplyRequest) =>
      sendParsed('post', `/reviews/${reviewId}/reply/`, { text }, reviewSchema),
    invalidates: REVIEW_VIEWS,
  });
}

/** The reviews' query: its cache key, its fetcher and so the type of its data. */
export const reviewQueries = {
  ofUser: (username: string) =>
    keysetListOptions(
      queryKeys.reviews.ofUser(username),
      `/profile/${encodeURIComponent(username)}/reviews/`,
      publicReviewSchema,
    ),
};

/** The published reviews `username` received, newest first, page by page ("Load more"). */
export function useProfileReviews(username: string, options: ListOptions = {}) {
  return useKeysetList(reviewQueries.ofUser(username), options);
}
