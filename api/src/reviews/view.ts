import {
  REVIEW_WINDOW_DAYS,
  type CollaborationReview,
  type Review,
} from '@portal/shared/contract/reviews';
import type { Queryable } from '../db/client';
import type { CollaborationRow } from '../db/queries/collaborations';
import { reviewsOf, type ReviewRow } from '../db/queries/reviews';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Until when the parties of a collaboration may review each other: 14 days after it was released
 * or an admin decided its dispute (release, refund or split); null while it has not ended so, or
 * ended otherwise (the influencer stepped back, the brand cancelled).
 */
export function reviewWindowEnd(
  escrow: Pick<CollaborationRow, 'status' | 'closedAt' | 'closedBy'> | null,
): Date | null {
  if (escrow === null || escrow.closedAt === null) return null;
  if (escrow.status !== 'released' && escrow.closedBy !== 'dispute') return null;
  return new Date(escrow.closedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

export function toReview(row: ReviewRow): Review {
  return { ...reviewFields(row), application_id: row.applicationId };
}

/** What every answer shows of a review, whatever else it adds. */
export function reviewFields(row: ReviewRow): Omit<Review, 'application_id'> {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

/**
 * The `review` block of a collaboration for one of its parties at `now`: whether they may review
 * and until when, their own review, and the other side's only once it is published.
 */
export async function collaborationReview(
  db: Queryable,
  collaboration: { id: number; escrow: CollaborationRow | null },
  partyId: number,
  now: Date,
): Promise<CollaborationReview> {
  const until = reviewWindowEnd(collaboration.escrow);
  const rows = until === null ? [] : await reviewsOf(db, collaboration.id);
  const mine = rows.find((row) => row.reviewerId === partyId);
  const theirs = rows.find((row) => row.reviewerId !== partyId && row.publishedAt !== null);
  return {
    can_review: until !== null && mine === undefined && now < until,
    review_until: until?.toISOString() ?? null,
    mine: mine === undefined ? null : toReview(mine),
    theirs: theirs === undefined ? null : toReview(theirs),
  };
}
