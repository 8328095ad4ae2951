import { and, asc, desc, eq, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role } from '@portal/shared/contract/common';
import type { Queryable } from '../client';
import { applications, campaigns, profiles, reviews, users } from '../schema';
import { insertRow, lockRow } from './one-row';

export type ReviewRow = typeof reviews.$inferSelect;

const reviewer = alias(users, 'reviewer');
const reviewerProfile = alias(profiles, 'reviewer_profile');

export async function insertReview(
  db: Queryable,
  row: typeof reviews.$inferInsert,
): Promise<ReviewRow> {
  return insertRow(db, reviews, row);
}

/** The reviews of a collaboration (at most one per party), oldest first. */
export async function reviewsOf(db: Queryable, applicationId: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.applicationId, applicationId))
    .orderBy(asc(reviews.id));
}

/**
 * Publishes the hidden reviews of a collaboration at `at`; answers those it published. A review
 * the job published meanwhile is not published again: the row lock makes this wait for the job's
 * transaction, and the condition is then read again on the committed row.
 */
export async function publishReviewsOf(
  db: Queryable,
  applicationId: number,
  at: Date,
): Promise<ReviewRow[]> {
  return db
    .update(reviews)
    .set({ publishedAt: at })
    .where(and(eq(reviews.applicationId, applicationId), isNull(reviews.publishedAt)))
    .returning();
}

/**
 * Claims the hidden review whose window closed first, under a row lock that other instances'
 * jobs skip (SKIP LOCKED), so each due review is published by exactly one of them.
 */
export async function claimDueReview(db: Queryable, now: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(isNull(reviews.publishedAt), lte(reviews.publishAt, now)))
    .orderBy(asc(reviews.publishAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row?.id;
}

/** Publishes one hidden review at `at`; undefined when it was published already. */
export async function publishReview(
  db: Queryable,
  id: number,
  at: Date,
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(reviews)
    .set({ publishedAt: at })
    .where(and(eq(reviews.id, id), isNull(reviews.publishedAt)))
    .returning();
  return row;
}

/** The review, locked until the transaction ends (a reply must not race another). */
export async function lockReview(db: Queryable, id: number): Promise<ReviewRow | undefined> {
  return lockRow(db, reviews, eq(reviews.id, id));
}

export async function saveReply(
  db: Queryable,
  id: number,
  reply: { text: string; at: Date },
): Promise<ReviewRow> {
  const [row] = await db
    .update(reviews)
    .set({ reply: reply.text, repliedAt: reply.at })
    .where(eq(reviews.id, id))
    .returning();
  if (row === undefined) throw new Error(`review ${id} vanished in its transaction`);
  return row;
}

/** Where a page of a user's reviews starts: below this review (its publishing time, then id). */
export interface ReviewCursor {
  publishedAt: Date;
  id: number;
}

/** A published review with its reviewer and the collaboration's campaign, as profiles list it. */
export interface PublicReviewRow {
  review: ReviewRow;
  /** The review's publishing time, never null in this list. */
  publishedAt: Date;
  reviewerUsername: string;
  reviewerPicture: string | null;
  reviewerRole: Role;
  campaignTitle: string;
}

/**
 * One page of the published reviews `revieweeId` received, newest published first, the id
 * breaking ties (`take` rows, below `cursor`), read in order from reviews_reviewee_published_idx.
 */
export async function publishedReviewsOf(
  db: Queryable,
  revieweeId: number,
  cursor: ReviewCursor | undefined,
  take: number,
): Promise<PublicReviewRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(reviews.revieweeId, revieweeId),
    isNotNull(reviews.publishedAt),
  ];
  if (cursor !== undefined) {
    conditions.push(
      or(
        lt(reviews.publishedAt, cursor.publishedAt),
        and(eq(reviews.publishedAt, cursor.publishedAt), lt(reviews.id, cursor.id)),
      ),
    );
  }
  const rows = await db
    .select({
      review: reviews,
      publishedAt: sql<Date>`${reviews.publishedAt}`.mapWith(reviews.publishedAt),
      reviewerUsername: reviewer.username,
      reviewerPicture: reviewerProfile.profilePicture,
      reviewerRole: reviewer.role,
      campaignTitle: campaigns.title,
    })
    .from(reviews)
    .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
    .leftJoin(reviewerProfile, eq(reviewerProfile.userId, reviews.reviewerId))
    .innerJoin(applications, eq(applications.id, reviews.applicationId))
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .where(and(...conditions))
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .limit(take);
  return rows;
}
