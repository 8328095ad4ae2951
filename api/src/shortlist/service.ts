import {
  SHORTLIST_MAX,
  type ShortlistEntry,
  type ShortlistState,
} from '@portal/shared/contract/shortlist';
import type { CurrentUser } from '../auth/authenticate';
import type { Database, Queryable } from '../db/client';
import type { KeysetPage } from '../db/queries/keyset-page';
import {
  countShortlist,
  deleteShortlistEntry,
  findShortlistEntry,
  insertShortlistEntry,
  isOnShortlist,
  listShortlist,
  type ShortlistRow,
} from '../db/queries/shortlist';
import { findUserByUsername, lockUser } from '../db/queries/users';
import { badRequest, conflict, notFound } from '../http/errors';
import { cutPage, encodeCursor } from '../http/pagination';
import { publicInfluencerFields } from '../influencers/service';
import type { PictureStorage } from '../uploads/picture-storage';

export const SHORTLIST_INFLUENCER_NOT_FOUND = 'Influencer not found.';
export const SHORTLIST_ONLY_INFLUENCERS = 'Only influencers can be saved to a shortlist.';
export const SHORTLIST_INFLUENCER_INACTIVE =
  'This influencer’s account is not active, so they cannot be saved.';
export const SHORTLIST_FULL =
  'Your shortlist is full (500 influencers): remove someone before saving another.';
export const NOT_ON_SHORTLIST = 'This influencer is not on your shortlist.';

export interface ShortlistPage {
  entries: ShortlistEntry[];
  /** The cursor of the next page, when there is one. */
  next: string | undefined;
}

export interface ShortlistService {
  /** The brand's saved influencers, newest first. */
  list(brand: CurrentUser, page: KeysetPage): Promise<ShortlistPage>;
  /** Whether the brand saved the user with this username. */
  state(brand: CurrentUser, username: string): Promise<ShortlistState>;
  /** Saves an active influencer; `created` is false when they were already saved. */
  save(brand: CurrentUser, username: string): Promise<{ entry: ShortlistEntry; created: boolean }>;
  remove(brand: CurrentUser, username: string): Promise<void>;
}

/** One shortlist per brand, at most SHORTLIST_MAX influencers (see docs/collaboration.md). */
export function createShortlistService(db: Database, pictures: PictureStorage): ShortlistService {
  function toEntry(row: ShortlistRow): ShortlistEntry {
    return {
      ...publicInfluencerFields(row, pictures),
      is_active: row.isActive,
      saved_at: row.savedAt.toISOString(),
    };
  }

  /** The influencer the username names: 404 when there is none. */
  async function influencerNamed(tx: Queryable, username: string) {
    const user = await findUserByUsername(tx, username);
    if (user === undefined || user.role === 'admin') throw notFound(SHORTLIST_INFLUENCER_NOT_FOUND);
    return user;
  }

  return {
    async list(brand, page) {
      const rows = await listShortlist(db, brand.id, page);
      const { page: shown, next } = cutPage(rows, page.limit, (last) => encodeCursor(last.entryId));
      return { entries: shown.map(toEntry), next };
    },

    async state(brand, username) {
      return { username, saved: await isOnShortlist(db, brand.id, username) };
    },

    async save(brand, username) {
      return db.transaction(async (tx) => {
        const influencer = await influencerNamed(tx, username);
        if (influencer.role !== 'influencer') throw badRequest(SHORTLIST_ONLY_INFLUENCERS);
        if (!influencer.isActive) throw badRequest(SHORTLIST_INFLUENCER_INACTIVE);
        // One save of the brand at a time, so two at once cannot pass the maximum together.
        await lockUser(tx, brand.id);
        const saved = await findShortlistEntry(tx, brand.id, influencer.id);
        if (saved === undefined && (await countShortlist(tx, brand.id)) >= SHORTLIST_MAX) {
          throw conflict(SHORTLIST_FULL);
        }
        const created =
          saved === undefined && (await insertShortlistEntry(tx, brand.id, influencer.id));
        const row = saved ?? (await findShortlistEntry(tx, brand.id, influencer.id));
        if (row === undefined) throw new Error(`shortlist entry of ${username} vanished`);
        return { entry: toEntry(row), created };
      });
    },

    async remove(brand, username) {
      const influencer = await influencerNamed(db, username);
      if (!(await deleteShortlistEntry(db, brand.id, influencer.id))) {
        throw notFound(NOT_ON_SHORTLIST);
      }
    },
  };
}
