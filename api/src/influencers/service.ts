import type { InfluencerSearchResult, InfluencerSort } from '@portal/shared/contract/influencers';
import type { Category } from '@portal/shared/contract/common';
import type { CurrentUser } from '../auth/authenticate';
import type { Database } from '../db/client';
import {
  searchInfluencers,
  type InfluencerCursor,
  type InfluencerRow,
  type InfluencerSearch,
} from '../db/queries/influencers';
import { cursorText, cutPage, encodeKeyCursor, invalidCursor } from '../http/pagination';
import { toReputation } from '../db/queries/reputation';
import type { PictureStorage } from '../uploads/picture-storage';

export const CURSOR_OF_ANOTHER_SORT = 'This page link belongs to another sort order.';

export interface InfluencerPage {
  influencers: InfluencerSearchResult[];
  /** The cursor of the next page, when there is one. */
  next: string | undefined;
}

export interface InfluencerService {
  /** One page of active influencers matching `search` in `sort` order, after `cursor`. */
  search(
    viewer: CurrentUser,
    search: InfluencerSearch,
    sort: InfluencerSort,
    page: { cursor: string | undefined; limit: number },
  ): Promise<InfluencerPage>;
}

/** A page cursor: "<sort>:<sort key...>:<user id>" of the last result shown. */
function encodeCursor(sort: InfluencerSort, row: InfluencerRow): string {
  const key =
    sort === 'followers'
      ? [row.followersCount]
      : sort === 'rating'
        ? [row.ratingAverage, row.ratingCount]
        : [row.completedCollaborations];
  return encodeKeyCursor([sort, ...key, row.id]);
}

const CURSOR_FORMS = {
  followers: /^followers:(\d{1,10}):(\d{1,10})$/,
  rating: /^rating:(\d\.\d{3}):(\d{1,10}):(\d{1,10})$/,
  completed_collaborations: /^completed_collaborations:(\d{1,10}):(\d{1,10})$/,
} satisfies Record<InfluencerSort, RegExp>;

/** Where `sort` continues; a forged cursor, or one of another sort, is a 400. */
function decodeCursor(
  sort: InfluencerSort,
  cursor: string | undefined,
): InfluencerCursor | undefined {
  const text = cursorText(cursor);
  if (text === undefined) return undefined;
  // At most ten digits a number: every one is a safe integer.
  const match = CURSOR_FORMS[sort].exec(text);
  if (match === null) {
    const ofAnotherSort = Object.values(CURSOR_FORMS).some((form) => form.test(text));
    throw invalidCursor(ofAnotherSort ? CURSOR_OF_ANOTHER_SORT : undefined);
  }
  const [first = '', second = '', third = ''] = match.slice(1);
  switch (sort) {
    case 'followers':
      return { sort, followers: Number(first), id: Number(second) };
    case 'rating':
      return { sort, rating: first, reviews: Number(second), id: Number(third) };
    case 'completed_collaborations':
      return { sort, completed: Number(first), id: Number(second) };
  }
}

/** The public fields of an influencer as Find Influencers and a shortlist show them. */
export type PublicInfluencerRow = Pick<
  InfluencerRow,
  | 'id'
  | 'username'
  | 'category'
  | 'followersCount'
  | 'bio'
  | 'profilePicture'
  | 'ratingSum'
  | 'ratingCount'
  | 'completedCollaborations'
>;

/** An influencer's public fields, never the email (see docs/collaboration.md). */
export function publicInfluencerFields(
  row: PublicInfluencerRow,
  pictures: PictureStorage,
): Omit<InfluencerSearchResult, 'email' | 'saved'> {
  return {
    id: row.id,
    username: row.username,
    // The profiles check constraint admits only the nine categories.
    category: row.category as Category | null,
    followers_count: row.followersCount,
    // An empty bio is "no bio": the portal then shows 'No bio'.
    bio: row.bio === '' ? null : row.bio,
    profile_picture: row.profilePicture === null ? null : pictures.urlFor(row.profilePicture),
    ...toReputation(row),
  };
}

/**
 * Find Influencers for brands and admins (see docs/api-conventions.md and docs/collaboration.md).
 */
export function createInfluencerService(db: Database, pictures: PictureStorage): InfluencerService {
  function toResult(row: InfluencerRow): InfluencerSearchResult {
    return {
      ...publicInfluencerFields(row, pictures),
      ...(row.email === null ? {} : { email: row.email }),
      ...(row.saved === null ? {} : { saved: row.saved }),
    };
  }

  return {
    async search(viewer, search, sort, { cursor, limit }) {
      const after = decodeCursor(sort, cursor);
      const rows = await searchInfluencers(
        db,
        viewer.role === 'admin' ? { role: 'admin' } : { role: 'brand', id: viewer.id },
        search,
        sort,
        { after, limit },
      );
      const { page, next } = cutPage(rows, limit, (last) => encodeCursor(sort, last));
      return { influencers: page.map(toResult), next };
    },
  };
}
