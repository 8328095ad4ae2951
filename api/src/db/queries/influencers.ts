import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Category } from '@portal/shared/contract/common';
import type { InfluencerSort } from '@portal/shared/contract/influencers';
import type { Queryable } from '../client';
import { applications, profiles, shortlistEntries, users } from '../schema';
import { containsText } from './text-search';
import { reputationColumns } from './reputation';

export interface InfluencerSearch {
  category: Category | undefined;
  minFollowers: number | undefined;
  /** A case-insensitive substring of the username. */
  q: string | undefined;
}

/**
 * Where a sorted page continues: the sort key of the last row shown and its user id. `rating` is
 * the kept average as PostgreSQL writes it ("4.500"), so the comparison is exact.
 */
export type InfluencerCursor =
  | { sort: 'followers'; followers: number; id: number }
  | { sort: 'rating'; rating: string; reviews: number; id: number }
  | { sort: 'completed_collaborations'; completed: number; id: number };

/** Who searches: an admin sees every address, a brand only those of its accepted influencers. */
export type SearchViewer = { role: 'admin' } | { role: 'brand'; id: number };

export interface InfluencerRow {
  id: number;
  username: string;
  /** Null when the viewer may not see it. */
  email: string | null;
  category: string | null;
  followersCount: number;
  bio: string;
  profilePicture: string | null;
  ratingAverage: string;
  ratingSum: number;
  ratingCount: number;
  completedCollaborations: number;
  /** Whether the searching brand saved the influencer; null for an admin. */
  saved: boolean | null;
}

/**
 * Each sort's columns, descending, in the order of its index (profiles_followers_idx or
 * profiles_category_followers_idx, profiles_rating_idx, profiles_completed_idx): PostgreSQL walks
 * the index down from the cursor and stops after a page, whatever the number of influencers.
 */
const SORT_COLUMNS = {
  followers: [profiles.followersCount, profiles.userId],
  rating: [profiles.ratingAverage, profiles.ratingCount, profiles.userId],
  completed_collaborations: [profiles.completedCollaborations, profiles.userId],
} as const satisfies Record<InfluencerSort, unknown>;

function cursorValues(cursor: InfluencerCursor): SQL[] {
  switch (cursor.sort) {
    case 'followers':
      return [sql`${cursor.followers}`, sql`${cursor.id}`];
    case 'rating':
      return [sql`${cursor.rating}::numeric`, sql`${cursor.reviews}`, sql`${cursor.id}`];
    case 'completed_collaborations':
      return [sql`${cursor.completed}`, sql`${cursor.id}`];
  }
}

/** The email as `viewer` may read it, decided in the same query (no query per row). */
function visibleEmail(viewer: SearchViewer): SQL<string | null> {
  if (viewer.role === 'admin') return sql<string>`${users.email}`;
  return sql<string | null>`case when (
    select 1 from ${applications}
    where ${applications.brandId} = ${viewer.id} and ${applications.influencerId} = ${users.id}
      and ${applications.status} = 'accepted'
    limit 1
  ) is not null then ${users.email} end`;
}

/** Whether the searching brand has the influencer on its shortlist, in the same query. */
function savedBy(viewer: SearchViewer): SQL<boolean | null> {
  if (viewer.role === 'admin') return sql<null>`null::boolean`;
  return sql<boolean>`(
    select 1 from ${shortlistEntries}
    where ${shortlistEntries.brandId} = ${viewer.id} and ${shortlistEntries.influencerId} = ${users.id}
    limit 1
  ) is not null`;
}

/**
 * The query of one page of active influencers matching the filters in `sort` order (descending,
 * the user id breaking ties), after `cursor` (limit + 1 rows); unrun, so the data-scale bench can
 * EXPLAIN the very statement the API sends.
 */
export function influencerSearchQuery(
  db: Queryable,
  viewer: SearchViewer,
  search: InfluencerSearch,
  sort: InfluencerSort,
  page: { after: InfluencerCursor | undefined; limit: number },
) {
  const columns = SORT_COLUMNS[sort];
  const conditions: SQL[] = [eq(users.role, 'influencer'), eq(users.isActive, true)];
  if (search.category !== undefined) conditions.push(eq(profiles.category, search.category));
  if (search.minFollowers !== undefined) {
    conditions.push(gte(profiles.followersCount, search.minFollowers));
  }
  if (search.q !== undefined) conditions.push(containsText([users.username], search.q));
  if (page.after !== undefined) {
    // A row comparison, which a descending index scan starts from directly.
    conditions.push(
      sql`(${sql.join([...columns], sql`, `)}) < (${sql.join(cursorValues(page.after), sql`, `)})`,
    );
  }
  return db
    .select({
      id: users.id,
      username: users.username,
      email: visibleEmail(viewer),
      category: profiles.category,
      followersCount: profiles.followersCount,
      bio: profiles.bio,
      profilePicture: profiles.profilePicture,
      ratingAverage: profiles.ratingAverage,
      ...reputationColumns,
      saved: savedBy(viewer),
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(...conditions))
    .orderBy(...columns.map((column) => desc(column)))
    .limit(page.limit + 1);
}

/** One page of the search (see `influencerSearchQuery`). */
export async function searchInfluencers(
  ...query: Parameters<typeof influencerSearchQuery>
): Promise<InfluencerRow[]> {
  return influencerSearchQuery(...query);
}
