import { eq, inArray, sql } from 'drizzle-orm';
import { insertApplication, insertCampaign } from '../test/marketplace-fixtures';
import { countedFromTables } from '../test/platform-counts';
import { freshTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { adminStats } from './queries/dashboards';
import { payments, rowCounts, users, withdrawals } from './schema';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshTestDatabase();
});
afterAll(() => database.close());

let counter = 0;
const newUser = (role: 'brand' | 'influencer') => {
  counter += 1;
  const username = `counted_${counter}`;
  return { username, email: `${username}@example.com`, passwordHash: 'x', role };
};

async function expectExact() {
  expect(await adminStats(database.db)).toEqual(await countedFromTables(database.db));
}

describe('row_counts (the admin dashboard counters kept by triggers)', () => {
  it('stays exact under statements that insert, move and delete many rows at once', async () => {
    const db = database.db;
    const inserted = await db
      .insert(users)
      .values([newUser('brand'), newUser('brand'), newUser('brand'), newUser('influencer')])
      .returning();
    await expectExact();
    const [first, second, third, fourth] = inserted.map((user) => user.id) as [
      number,
      number,
      number,
      number,
    ];
    // Two brands become influencers and one influencer a brand: a net move of one, in one
    // statement; then an update that moves nobody.
    await db
      .update(users)
      .set({
        role: sql`case when ${users.role} = 'brand' then 'influencer' else 'brand' end`,
      })
      .where(inArray(users.id, [first, second, fourth]));
    await expectExact();
    await db
      .update(users)
      .set({ isActive: false })
      .where(inArray(users.id, [first, third]));
    await expectExact();

    const campaign = await insertCampaign(db, { brandId: third });
    const applied = await Promise.all(
      [first, second].map((influencerId) =>
        insertApplication(db, { campaignId: campaign.id, influencerId }),
      ),
    );
    await db.insert(payments).values(
      applied.map((application, index) => ({
        applicationId: application.id,
        brandId: third,
        influencerId: application.influencerId,
        amount: '250.00',
        paymentMethod: 'bkash' as const,
        transactionId: `MULTI${index}ROW`,
      })),
    );
    await expectExact();
    await db.update(payments).set({ status: 'confirmed' }).where(eq(payments.brandId, third));
    await expectExact();
    await db.delete(payments).where(eq(payments.brandId, third));
    await db.delete(users).where(eq(users.id, fourth));
    await expectExact();
  });

  it('counts both of two concurrent transactions and nothing of one rolled back', async () => {
    const before = await adminStats(database.db);
    const insertThree = (role: 'brand' | 'influencer', commit: boolean) =>
      database.db.transaction(async (tx) => {
        await tx.insert(users).values([newUser(role), newUser(role), newUser(role)]);
        // Held open so that, on PostgreSQL, the other transaction's trigger waits for this one.
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (!commit) tx.rollback();
      });
    const outcomes = await Promise.allSettled([
      insertThree('brand', true),
      insertThree('influencer', true),
      insertThree('brand', false),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    await expectExact();
    expect(await adminStats(database.db)).toMatchObject({
      total_users: before.total_users + 6,
      total_brands: before.total_brands + 3,
      total_influencers: before.total_influencers + 3,
    });
  });

  it('lets many payments be submitted at once without a deadlock on the counters', async () => {
    // Each payment moves two counters ("payments" and "payments.pending"); taken in differing
    // orders by concurrent writers they deadlocked on PostgreSQL (migration 0017 orders them).
    const db = database.db;
    const [brand, ...influencers] = await db
      .insert(users)
      .values([newUser('brand'), ...Array.from({ length: 24 }, () => newUser('influencer'))])
      .returning();
    if (brand === undefined) throw new Error('no brand inserted');
    const campaign = await insertCampaign(db, { brandId: brand.id });
    const applied = await Promise.all(
      influencers.map((influencer) =>
        insertApplication(db, { campaignId: campaign.id, influencerId: influencer.id }),
      ),
    );
    const outcomes = await Promise.allSettled(
      applied.map((application, index) =>
        db.transaction(async (tx) => {
          await tx.insert(payments).values({
            applicationId: application.id,
            brandId: brand.id,
            influencerId: application.influencerId,
            amount: '250.00',
            paymentMethod: 'nagad',
            transactionId: `TOGETHER${index}X`,
          });
          await tx
            .update(payments)
            .set({ status: 'confirmed' })
            .where(eq(payments.applicationId, application.id));
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    await expectExact();
  });

  it('follows TRUNCATE, and row_counts_recount() restores counters from the rows', async () => {
    const [influencer] = await database.db.insert(users).values(newUser('influencer')).returning();
    if (influencer === undefined) throw new Error('no user inserted');
    const request = {
      influencerId: influencer.id,
      amount: '150.00',
      paymentMethod: 'nagad' as const,
      phoneNumber: '01712345678',
    };
    await database.db.insert(withdrawals).values([request, request]);
    await expectExact();
    await database.db.execute(sql`truncate ${withdrawals} cascade`);
    await expectExact();

    await database.db.update(rowCounts).set({ value: 999 });
    await database.db.execute(sql`select row_counts_recount()`);
    await expectExact();
  });
});
