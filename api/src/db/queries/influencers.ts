import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { InfluencerSearchResult } from '@portal/shared/contract/influencers';
import type { Category } from '@portal/shared/contract/common';
import type { Queryable } from '../client';
import type { KeysetPage } from './keyset-page';
import { profiles, users } from '../schema';

export interface InfluencerSearch {
  category: Category | undefined;
  minFollowers: number | undefined;
}

/** One page of active influencers matching the filters, newest accounts first (limit + 1 rows). */
export async function searchInfluencers(
  db: Queryable,
  search: InfluencerSearch,
  page: KeysetPage,
): Promise<InfluencerSearchResult[]> {
  const conditions: SQL[] = [eq(users.role, 'influencer'), eq(users.isActive, true)];
  if (search.category !== undefined) conditions.push(eq(profiles.category, search.category));
  if (search.minFollowers !== undefined) {
    conditions.push(gte(profiles.followersCount, search.minFollowers));
  }
  if (page.beforeId !== undefined) conditions.push(lt(users.id, page.beforeId));
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      category: profiles.category,
      followersCount: profiles.followersCount,
      bio: profiles.bio,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(...conditions))
    .orderBy(desc(users.id))
    .limit(page.limit + 1);
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    email: row.email,
    // The profiles check constraint admits only the nine categories.
    category: row.category as Category | null,
    followers_count: row.followersCount,
    // An empty bio is "no bio": the portal then shows 'No bio'.
    bio: row.bio === '' ? null : row.bio,
  }));
}
