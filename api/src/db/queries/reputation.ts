import { eq, sql } from 'drizzle-orm';
import type { Reputation } from '@portal/shared/contract/reviews';
import type { Queryable } from '../client';
import { profiles } from '../schema';

/** A user's reputation as kept on their profile (see docs/collaboration.md). */
export interface ReputationRow {
  ratingSum: number;
  ratingCount: number;
  completedCollaborations: number;
}

/** The columns of a `ReputationRow`, for the queries that show a user's reputation. */
export const reputationColumns = {
  ratingSum: profiles.ratingSum,
  ratingCount: profiles.ratingCount,
  completedCollaborations: profiles.completedCollaborations,
};

/** A review of the user was published: its stars join their average. */
export async function addRating(db: Queryable, userId: number, rating: number): Promise<void> {
  await db
    .update(profiles)
    .set({
      ratingSum: sql`${profiles.ratingSum} + ${rating}`,
      ratingCount: sql`${profiles.ratingCount} + 1`,
    })
    .where(eq(profiles.userId, userId));
}

/**
 * A collaboration of theirs ended released or split: one more completed for each party. The rows
 * are changed in ascending user id, the order every reputation change takes its row locks in, so
 * two transactions changing the same two profiles never wait on each other in a circle.
 */
export async function addCompletedCollaboration(db: Queryable, userIds: number[]): Promise<void> {
  for (const userId of [...userIds].sort((a, b) => a - b)) {
    await db
      .update(profiles)
      .set({ completedCollaborations: sql`${profiles.completedCollaborations} + 1` })
      .where(eq(profiles.userId, userId));
  }
}

export async function findReputation(
  db: Queryable,
  userId: number,
): Promise<ReputationRow | undefined> {
  const [row] = await db
    .select(reputationColumns)
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
}

/**
 * Recounts every profile's reputation from the reviews and collaborations (migration 0013's
 * `reputation_recount()`); answers how many profiles held other figures than a fresh count.
 */
export async function recountReputation(db: Queryable): Promise<number> {
  const { rows } = await db.execute<{ corrected: number }>(
    sql`select reputation_recount() as corrected`,
  );
  return Number(rows[0]?.corrected ?? 0);
}

/**
 * A reputation as profiles show it: the average of the stars to one decimal, half up ("4.5"),
 * worked in whole numbers so no float rounding moves it; null with no published review.
 */
export function toReputation(row: ReputationRow): Reputation {
  const { ratingSum: sum, ratingCount: count } = row;
  const tenths = count === 0 ? null : Math.floor((sum * 20 + count) / (2 * count));
  return {
    average_rating: tenths === null ? null : `${Math.floor(tenths / 10)}.${tenths % 10}`,
    review_count: count,
    completed_collaborations: row.completedCollaborations,
  };
}
