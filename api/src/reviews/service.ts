import type { PublicReview, Review } from '@portal/shared/contract/reviews';
import type { CurrentUser } from '../auth/authenticate';
import type { Clock } from '../clock';
import { visibleTo } from '../collaborations/service';
import type { Database, Transaction } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  findCollaborationRecord,
  lockEscrow,
  type CollaborationRecord,
} from '../db/queries/collaborations';
import { findPublicUserProfile } from '../db/queries/profiles';
import { addRating } from '../db/queries/reputation';
import {
  claimDueReview,
  insertReview,
  lockReview,
  publishedReviewsOf,
  publishReview,
  publishReviewsOf,
  reviewsOf,
  saveReply,
  type PublicReviewRow,
  type ReviewCursor,
  type ReviewRow,
} from '../db/queries/reviews';
import { conflict, forbidden, notFound } from '../http/errors';
import { cutPage, encodeKeyCursor, invalidCursor, matchCursor } from '../http/pagination';
import { collaborationLink, notify } from '../notifications/notify';
import { PROFILE_NOT_FOUND } from '../profiles/service';
import type { PendingEvents, TransactionWithEvents } from '../realtime/after-commit';
import type { PictureStorage } from '../uploads/picture-storage';
import { reviewFields, reviewWindowEnd, toReview } from './view';

export const NOT_ENDED_YET =
  'You can review this collaboration once it is released or its dispute is decided.';
export const REVIEW_WINDOW_CLOSED = 'The time to review this collaboration has ended.';
export const ALREADY_REVIEWED = 'You have already reviewed this collaboration.';
export const REVIEW_NOT_FOUND = 'Review not found.';
export const ONLY_REVIEWED_USER_REPLIES = 'Only the reviewed user can reply to this review.';
export const ALREADY_REPLIED = 'You have already replied to this review.';

export interface ReviewPage {
  reviews: PublicReview[];
  /** The cursor of the next page, when there is one. */
  next: string | undefined;
}

export interface ReviewService {
  /** A party reviews the other side of an ended collaboration: the review as its author sees it. */
  review(
    user: CurrentUser,
    applicationId: number,
    input: { rating: number; text: string },
  ): Promise<Review>;
  /** The reviewed user's one public answer to a published review. */
  reply(user: CurrentUser, reviewId: number, text: string): Promise<Review>;
  /** The published reviews a brand or influencer received, newest first, in keyset pages. */
  list(username: string, cursor: string | undefined, limit: number): Promise<ReviewPage>;
  /** Publishes every lone review whose window has closed; the number published. */
  publishDue(): Promise<number>;
}

/** A page cursor: "<published_at in ms>:<id>" of the last review shown. */
function encodeReviewCursor(row: { publishedAt: Date; id: number }): string {
  return encodeKeyCursor([row.publishedAt.getTime(), row.id]);
}

function decodeReviewCursor(cursor: string | undefined): ReviewCursor | undefined {
  const match = matchCursor(cursor, /^(\d{1,15}):(\d{1,10})$/);
  if (match === undefined) return undefined;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id < 1) throw invalidCursor();
  return { publishedAt: new Date(Number(match[1])), id };
}

/**
 * Two-way double-blind reviews of ended collaborations (see docs/collaboration.md). A review stays
 * hidden from all but its author until the other side reviews too (both are published in that
 * transaction) or the 14-day window closes (the publishing job). Publishing adds the stars to the
 * reviewed user's reputation, notifies them and tells both parties' open pages, in the same
 * transaction.
 */
export function createReviewService(
  db: Database,
  transaction: TransactionWithEvents,
  clock: Clock,
  pictures: PictureStorage,
): ReviewService {
  async function publish(
    tx: Transaction,
    events: PendingEvents,
    record: CollaborationRecord,
    published: ReviewRow[],
  ): Promise<void> {
    // In ascending reviewee id, the order every reputation change locks profiles in.
    const byReviewee = [...published].sort((a, b) => a.revieweeId - b.revieweeId);
    for (const row of byReviewee) {
      await addRating(tx, row.revieweeId, row.rating);
      await notify(tx, events, {
        userId: row.revieweeId,
        kind: 'review_published',
        params: {
          reviewer: row.reviewerId === record.brandId ? record.brandName : record.influencerName,
          campaign: record.campaignTitle,
          rating: row.rating,
        },
        link: collaborationLink(record.id),
      });
      for (const userId of [row.reviewerId, row.revieweeId]) {
        events.add(userId, { type: 'review', application_id: record.id, review_id: row.id });
      }
    }
  }

  function toPublicReview(row: PublicReviewRow): PublicReview {
    return {
      ...reviewFields(row.review),
      published_at: row.publishedAt.toISOString(),
      reviewer: {
        username: row.reviewerUsername,
        profile_picture: row.reviewerPicture === null ? null : pictures.urlFor(row.reviewerPicture),
        role: row.reviewerRole,
      },
      campaign_title: row.campaignTitle,
    };
  }

  return {
    review(user, applicationId, input) {
      return transaction(async (tx, events) => {
        const record = visibleTo(user, await findCollaborationRecord(tx, applicationId));
        // The escrow row's lock orders the two parties' reviews: the second sees the first.
        const escrow = await lockEscrow(tx, applicationId);
        const until = reviewWindowEnd(escrow ?? null);
        if (until === null) throw conflict(NOT_ENDED_YET);
        const now = clock();
        if (now >= until) throw conflict(REVIEW_WINDOW_CLOSED);
        const existing = await reviewsOf(tx, applicationId);
        if (existing.some((row) => row.reviewerId === user.id)) throw conflict(ALREADY_REVIEWED);
        const revieweeId = user.id === record.brandId ? record.influencerId : record.brandId;
        const inserted = await insertReview(tx, {
          applicationId,
          reviewerId: user.id,
          revieweeId,
          rating: input.rating,
          text: input.text,
          createdAt: now,
          publishAt: until,
        }).catch((error: unknown) => {
          if (isUniqueViolation(error, 'reviews_application_reviewer_key')) {
            throw conflict(ALREADY_REVIEWED);
          }
          throw error;
        });
        if (existing.length === 0) return toReview(inserted);
        // Both sides have reviewed: both become visible now.
        const published = await publishReviewsOf(tx, applicationId, now);
        await publish(tx, events, record, published);
        return toReview(published.find((row) => row.id === inserted.id) ?? inserted);
      });
    },

    reply(user, reviewId, text) {
      return transaction(async (tx) => {
        const review = await lockReview(tx, reviewId);
        // A hidden review exists only for its author.
        if (
          review === undefined ||
          (review.publishedAt === null && review.reviewerId !== user.id)
        ) {
          throw notFound(REVIEW_NOT_FOUND);
        }
        if (review.revieweeId !== user.id) throw forbidden(ONLY_REVIEWED_USER_REPLIES);
        if (review.reply !== null) throw conflict(ALREADY_REPLIED);
        return toReview(await saveReply(tx, reviewId, { text, at: clock() }));
      });
    },

    async list(username, cursor, limit) {
      const after = decodeReviewCursor(cursor);
      const user = await findPublicUserProfile(db, username);
      if (user === undefined) throw notFound(PROFILE_NOT_FOUND);
      const rows = await publishedReviewsOf(db, user.id, after, limit + 1);
      const { page, next } = cutPage(rows, limit, (last) =>
        encodeReviewCursor({ publishedAt: last.publishedAt, id: last.review.id }),
      );
      return { reviews: page.map(toPublicReview), next };
    },

    async publishDue() {
      let count = 0;
      for (;;) {
        const claimed = await transaction(async (tx, events) => {
          const id = await claimDueReview(tx, clock());
          if (id === undefined) return false;
          const published = await publishReview(tx, id, clock());
          if (published === undefined) return true;
          const record = await findCollaborationRecord(tx, published.applicationId);
          if (record === undefined) throw new Error(`review ${id} has no collaboration`);
          await publish(tx, events, record, [published]);
          count += 1;
          return true;
        });
        if (!claimed) return count;
      }
    },
  };
}
