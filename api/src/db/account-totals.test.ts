import { eq, inArray, sql } from 'drizzle-orm';
import { insertApplication, insertCampaign, insertUsers } from '../test/marketplace-fixtures';
import { freshTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { ledgerTotals } from './queries/ledger';
import { recountAccountTotals, totalsMismatches } from './queries/account-totals';
import { accountTotals, applications, campaigns, withdrawals } from './schema';

/**
 * The per-account totals kept by migration 0015's triggers, through the writes the services make
 * rarely or never but the database allows: statements changing many rows at once, a campaign
 * deleted with accepted applications still awaiting payment, a TRUNCATE, and a recount after a
 * write that bypassed the triggers. After each, the kept totals equal a fresh count.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshTestDatabase();
});
afterAll(() => database.close());

const newUsers = (role: 'brand' | 'influencer', count: number) =>
  insertUsers(database.db, role, count);

async function expectKeptEqualsFresh(): Promise<void> {
  expect(await totalsMismatches(database.db)).toEqual([]);
}

describe('account_totals (the money totals kept by triggers)', () => {
  it('follows many-row statements and a campaign deleted while its applications await payment', async () => {
    const db = database.db;
    const [brand = 0] = await newUsers('brand', 1);
    const [first = 0, second = 0, third = 0] = await newUsers('influencer', 3);
    await expectKeptEqualsFresh();

    const campaign = await insertCampaign(db, { brandId: brand, budget: '2000.00' });
    await insertApplication(db, { campaignId: campaign.id, influencerId: first });
    await insertApplication(db, {
      campaignId: campaign.id,
      influencerId: second,
      expectedFee: '750.00',
    });
    await insertApplication(db, {
      campaignId: campaign.id,
      influencerId: third,
      status: 'pending',
    });
    await expectKeptEqualsFresh();
    expect((await ledgerTotals(db, first)).pendingEarnings).toBe('2000.00');
    expect((await ledgerTotals(db, second)).pendingEarnings).toBe('750.00');

    // One statement accepts the pending one and rejects an accepted one.
    await db
      .update(applications)
      .set({
        status: sql`case when ${applications.status} = 'pending' then 'accepted' else 'rejected' end`,
      })
      .where(inArray(applications.influencerId, [first, third]));
    await expectKeptEqualsFresh();
    expect((await ledgerTotals(db, first)).pendingEarnings).toBe('0.00');
    expect((await ledgerTotals(db, third)).pendingEarnings).toBe('2000.00');

    await db.insert(withdrawals).values(
      [first, first, second].map((influencerId) => ({
        influencerId,
        amount: '150.00',
        paymentMethod: 'nagad' as const,
        phoneNumber: '01712345678',
      })),
    );
    await db
      .update(withdrawals)
      .set({ status: 'approved' })
      .where(eq(withdrawals.influencerId, first));
    await expectKeptEqualsFresh();
    expect(await ledgerTotals(db, first)).toMatchObject({
      withdrawn: '300.00',
      pendingWithdrawals: '0.00',
    });

    // The applications go with the campaign (cascade), their agreed amounts with them.
    await db.delete(campaigns).where(eq(campaigns.id, campaign.id));
    await expectKeptEqualsFresh();
    expect((await ledgerTotals(db, third)).pendingEarnings).toBe('0.00');
    expect((await ledgerTotals(db, second)).pendingEarnings).toBe('0.00');
  });

  it('is counted again after a TRUNCATE and after a write that bypassed the triggers', async () => {
    const [influencer = 0] = await newUsers('influencer', 1);
    await database.db.insert(withdrawals).values({
      influencerId: influencer,
      amount: '200.00',
      paymentMethod: 'bkash',
      phoneNumber: '01812345678',
    });
    await database.db.execute(sql`truncate ${withdrawals} cascade`);
    await expectKeptEqualsFresh();

    await database.db
      .update(accountTotals)
      .set({ earned: '99.00', applications: 7 })
      .where(eq(accountTotals.userId, influencer));
    expect(await totalsMismatches(database.db)).toEqual([
      { userId: influencer, month: null, figure: 'applications', kept: '7', fresh: '0' },
      { userId: influencer, month: null, figure: 'earned', kept: '99.00', fresh: '0.00' },
    ]);
    expect(await recountAccountTotals(database.db)).toBe(2);
    await expectKeptEqualsFresh();
    expect(await recountAccountTotals(database.db)).toBe(0);
  });
});
