import { and, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { profiles, shortlistEntries, users } from '../schema';
import { newestFirstPage, type KeysetPage } from './keyset-page';
import { reputationColumns } from './reputation';

/** A saved influencer with the public fields Find Influencers shows (see docs/collaboration.md). */
export interface ShortlistRow {
  /** The entry's id: the list's order and page key. */
  entryId: number;
  savedAt: Date;
  id: number;
  username: string;
  isActive: boolean;
  category: string | null;
  followersCount: number;
  bio: string;
  profilePicture: string | null;
  ratingSum: number;
  ratingCount: number;
  completedCollaborations: number;
}

function selectShortlist(db: Queryable) {
  return db
    .select({
      entryId: shortlistEntries.id,
      savedAt: shortlistEntries.createdAt,
      id: users.id,
      username: users.username,
      isActive: users.isActive,
      category: profiles.category,
      followersCount: profiles.followersCount,
      bio: profiles.bio,
      profilePicture: profiles.profilePicture,
      ...reputationColumns,
    })
    .from(shortlistEntries)
    .innerJoin(users, eq(users.id, shortlistEntries.influencerId))
    .innerJoin(profiles, eq(profiles.userId, shortlistEntries.influencerId))
    .$dynamic();
}

/** One page of the brand's shortlist, newest first: `limit + 1` rows. */
export async function listShortlist(
  db: Queryable,
  brandId: number,
  page: KeysetPage,
): Promise<ShortlistRow[]> {
  return newestFirstPage(
    selectShortlist(db).$dynamic(),
    shortlistEntries.id,
    [eq(shortlistEntries.brandId, brandId)],
    page,
  );
}

/** The brand's entry for the influencer, if saved. */
export async function findShortlistEntry(
  db: Queryable,
  brandId: number,
  influencerId: number,
): Promise<ShortlistRow | undefined> {
  const [row] = await selectShortlist(db).where(
    and(eq(shortlistEntries.brandId, brandId), eq(shortlistEntries.influencerId, influencerId)),
  );
  return row;
}

/** Whether the brand saved the user with this username (in any case). */
export async function isOnShortlist(
  db: Queryable,
  brandId: number,
  username: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: shortlistEntries.id })
    .from(shortlistEntries)
    .innerJoin(users, eq(users.id, shortlistEntries.influencerId))
    .where(
      and(
        eq(shortlistEntries.brandId, brandId),
        sql`lower(${users.username}) = lower(${username})`,
      ),
    );
  return row !== undefined;
}

/** How many influencers the brand saved. */
export async function countShortlist(db: Queryable, brandId: number): Promise<number> {
  const [row] = await db
    .select({ saved: count() })
    .from(shortlistEntries)
    .where(eq(shortlistEntries.brandId, brandId));
  return row?.saved ?? 0;
}

/** Saves the influencer; answers false when the brand had already saved them. */
export async function insertShortlistEntry(
  db: Queryable,
  brandId: number,
  influencerId: number,
): Promise<boolean> {
  const rows = await db
    .insert(shortlistEntries)
    .values({ brandId, influencerId })
    .onConflictDoNothing({ target: [shortlistEntries.brandId, shortlistEntries.influencerId] })
    .returning({ id: shortlistEntries.id });
  return rows.length > 0;
}

/** Removes the influencer from the brand's shortlist; answers false when they were not on it. */
export async function deleteShortlistEntry(
  db: Queryable,
  brandId: number,
  influencerId: number,
): Promise<boolean> {
  const rows = await db
    .delete(shortlistEntries)
    .where(
      and(eq(shortlistEntries.brandId, brandId), eq(shortlistEntries.influencerId, influencerId)),
    )
    .returning({ id: shortlistEntries.id });
  return rows.length > 0;
}
