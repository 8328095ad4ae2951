import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import { campaigns, offers, users } from '../schema';
import { newestFirstPage, type KeysetPage } from './keyset-page';
import { hasRow, insertRow, lockRow } from './one-row';

export type OfferRow = typeof offers.$inferSelect;
export type NewOfferRow = typeof offers.$inferInsert;

/** An offer with both parties' names and its campaign's title (null for a private brief). */
export type OfferViewRow = OfferRow & {
  brandName: string;
  influencerName: string;
  campaignTitle: string | null;
};

/** Which offers a list may see: a brand's sent or an influencer's received. */
export interface OfferFilter {
  brandId?: number;
  influencerId?: number;
}

function selectOffers(db: Queryable) {
  return db
    .select({
      offer: offers,
      brandName: sql<string>`(select ${users.username} from ${users} where ${users.id} = ${offers.brandId})`,
      influencerName: sql<string>`(select ${users.username} from ${users} where ${users.id} = ${offers.influencerId})`,
      campaignTitle: sql<
        string | null
      >`(select ${campaigns.title} from ${campaigns} where ${campaigns.id} = ${offers.campaignId})`,
    })
    .from(offers)
    .$dynamic();
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['execute']>>[number];

const toViewRow = ({ offer, ...names }: SelectedRow): OfferViewRow => ({ ...offer, ...names });

/** One page of offers, newest first: `limit + 1` rows so the caller can tell if more follow. */
export async function listOffers(
  db: Queryable,
  filter: OfferFilter,
  page: KeysetPage,
): Promise<OfferViewRow[]> {
  const conditions: SQL[] = [];
  if (filter.brandId !== undefined) conditions.push(eq(offers.brandId, filter.brandId));
  if (filter.influencerId !== undefined) {
    conditions.push(eq(offers.influencerId, filter.influencerId));
  }
  const rows = await newestFirstPage(selectOffers(db).$dynamic(), offers.id, conditions, page);
  return rows.map(toViewRow);
}

export async function findOffer(db: Queryable, id: number): Promise<OfferViewRow | undefined> {
  const [row] = await selectOffers(db).where(eq(offers.id, id));
  return row === undefined ? undefined : toViewRow(row);
}

/** The offer row, locked until the transaction ends. */
export async function lockOffer(db: Queryable, id: number): Promise<OfferRow | undefined> {
  return lockRow(db, offers, eq(offers.id, id));
}

export async function insertOffer(db: Queryable, offer: NewOfferRow): Promise<OfferRow> {
  return insertRow(db, offers, offer);
}

export async function updateOffer(
  db: Queryable,
  id: number,
  change: Partial<Pick<OfferRow, 'status' | 'reason' | 'applicationId' | 'decidedAt'>>,
): Promise<void> {
  await db.update(offers).set(change).where(eq(offers.id, id));
}

/** The pair's pending offers for the campaign. */
function pendingOf(campaignId: number, influencerId: number): SQL | undefined {
  return and(
    eq(offers.campaignId, campaignId),
    eq(offers.influencerId, influencerId),
    eq(offers.status, 'pending'),
  );
}

/**
 * Stores as expired the pair's pending offers for the campaign whose time ran out by `now`, so
 * they no longer hold the one pending offer per campaign and influencer.
 */
export async function expirePendingOffers(
  db: Queryable,
  campaignId: number,
  influencerId: number,
  now: Date,
): Promise<void> {
  await db
    .update(offers)
    .set({ status: 'expired' })
    .where(and(pendingOf(campaignId, influencerId), lte(offers.expiresAt, now)));
}

/** Whether the pair has a pending offer for the campaign. */
export async function hasPendingOffer(
  db: Queryable,
  campaignId: number,
  influencerId: number,
): Promise<boolean> {
  return hasRow(db, offers, pendingOf(campaignId, influencerId));
}
