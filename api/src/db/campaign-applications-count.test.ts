import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  brandOfCampaign,
  insertApplication,
  insertCampaign,
  insertUsers,
} from '../test/marketplace-fixtures';
import { freshTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { applications, campaigns } from './schema';

/**
 * Each campaign's number of applications, kept on the campaign by migration 0019's triggers: through
 * single and many-row statements, an application moved between campaigns, a campaign deleted with
 * its applications, concurrent applications to one campaign, a TRUNCATE and a write that bypassed
 * the triggers. After each, the kept count equals a fresh count.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshTestDatabase();
});
afterAll(() => database.close());

const newUsers = (role: 'brand' | 'influencer', count: number) =>
  insertUsers(database.db, role, count);

/** Each of `campaignIds`' kept count, in the order given. */
async function keptCounts(campaignIds: number[]): Promise<number[]> {
  const rows = await database.db
    .select({ id: campaigns.id, kept: campaigns.applicationsCount })
    .from(campaigns)
    .where(inArray(campaigns.id, campaignIds));
  return campaignIds.map((id) => rows.find((row) => row.id === id)?.kept ?? -1);
}

/** How many campaigns a recount corrects: 0 when every kept count equals a fresh one. */
async function recount(): Promise<number> {
  const result = await database.db.execute<{ corrected: number }>(
    sql`select campaign_applications_recount() as corrected`,
  );
  return Number(result.rows[0]?.corrected);
}

/** Inserts one application of each influencer to `campaignId` in a single statement. */
async function applyAll(campaignId: number, influencerIds: number[]): Promise<void> {
  await database.db.insert(applications).values(
    influencerIds.map((influencerId) => ({
      campaignId,
      brandId: brandOfCampaign(campaignId),
      influencerId,
      proposal: 'Counted.',
    })),
  );
}

describe('campaigns.applications_count (kept by triggers)', () => {
  it('starts at 0 and follows single and many-row inserts, deletes and a move', async () => {
    const db = database.db;
    const [brand = 0] = await newUsers('brand', 1);
    const influencers = await newUsers('influencer', 5);
    const first = await insertCampaign(db, { brandId: brand });
    const second = await insertCampaign(db, { brandId: brand });
    expect(await keptCounts([first.id, second.id])).toEqual([0, 0]);

    const single = await insertApplication(db, {
      campaignId: first.id,
      influencerId: influencers[0] ?? 0,
    });
    await applyAll(first.id, influencers.slice(1, 4));
    await applyAll(second.id, influencers.slice(0, 2));
    expect(await keptCounts([first.id, second.id])).toEqual([4, 2]);

    await db
      .delete(applications)
      .where(
        and(
          eq(applications.campaignId, first.id),
          inArray(applications.influencerId, influencers.slice(1, 3)),
        ),
      );
    expect(await keptCounts([first.id, second.id])).toEqual([2, 2]);

    // The first influencer's application moves to a third campaign of the same brand.
    const third = await insertCampaign(db, { brandId: brand });
    await db
      .update(applications)
      .set({ campaignId: third.id })
      .where(eq(applications.id, single.id));
    expect(await keptCounts([first.id, second.id, third.id])).toEqual([1, 2, 1]);

    // A status change leaves the counts as they are.
    await db
      .update(applications)
      .set({ status: 'accepted' })
      .where(eq(applications.campaignId, second.id));
    expect(await keptCounts([second.id])).toEqual([2]);
    expect(await recount()).toBe(0);
  });

  it('lets a campaign be deleted with its applications, leaving the other counts right', async () => {
    const db = database.db;
    const [brand = 0] = await newUsers('brand', 1);
    const influencers = await newUsers('influencer', 3);
    const doomed = await insertCampaign(db, { brandId: brand });
    const kept = await insertCampaign(db, { brandId: brand });
    await applyAll(doomed.id, influencers);
    await applyAll(kept.id, influencers.slice(0, 1));

    await db.delete(campaigns).where(eq(campaigns.id, doomed.id));
    expect(await keptCounts([kept.id])).toEqual([1]);
    expect(await recount()).toBe(0);
  });

  it('counts every one of many applications made at the same moment to one campaign', async () => {
    const db = database.db;
    const [brand = 0] = await newUsers('brand', 1);
    const influencers = await newUsers('influencer', 12);
    const campaign = await insertCampaign(db, { brandId: brand });
    await Promise.all(
      influencers.map((influencerId) =>
        db.transaction(async (tx) => {
          await insertApplication(tx, { campaignId: campaign.id, influencerId, status: 'pending' });
        }),
      ),
    );
    expect(await keptCounts([campaign.id])).toEqual([influencers.length]);
    expect(await recount()).toBe(0);
  });

  it('is counted again after a write that bypassed the triggers and after a TRUNCATE', async () => {
    const db = database.db;
    const [brand = 0] = await newUsers('brand', 1);
    const influencers = await newUsers('influencer', 2);
    const campaign = await insertCampaign(db, { brandId: brand });
    await applyAll(campaign.id, influencers);

    await db.update(campaigns).set({ applicationsCount: 7 }).where(eq(campaigns.id, campaign.id));
    expect(await recount()).toBe(1);
    expect(await keptCounts([campaign.id])).toEqual([2]);

    await db.execute(sql`truncate ${applications} cascade`);
    expect(await keptCounts([campaign.id])).toEqual([0]);
    expect(await recount()).toBe(0);
  });

  it('refuses a negative count', async () => {
    const [brand = 0] = await newUsers('brand', 1);
    const campaign = await insertCampaign(database.db, { brandId: brand });
    await expect(
      database.db
        .update(campaigns)
        .set({ applicationsCount: -1 })
        .where(eq(campaigns.id, campaign.id)),
    ).rejects.toThrow();
  });
});
