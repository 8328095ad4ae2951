import { eq } from 'drizzle-orm';
import { confirmedPayment, registerAdmin } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { reconcile } from './queries/kept-figures';
import { collaborations, profiles } from './schema';

/** The reconcile of every kept figure and of the ledger (see docs/money.md). */

let t: TestApp;
afterAll(() => t.close());

test('finds a ledger that does not add up, and --fix leaves entries as they are', async () => {
  t = await startTestApp({ platformFeePercent: 10 });
  const parties = {
    brand: await registerUser(t.app, 'brand'),
    influencer: await registerUser(t.app, 'influencer'),
    admin: await registerAdmin(t.app, t.database.db),
  };
  const { db } = t.database;
  const { applicationId } = await confirmedPayment(t.app, db, parties, '500.00');
  expect(await reconcile(db, { fix: false })).toEqual({ kept: [], ledger: [], transfers: [] });

  // What a write that bypassed the services would leave: an escrow its entries do not hold, and
  // a reputation no review or collaboration gives.
  await db
    .update(collaborations)
    .set({ amount: '450.00' })
    .where(eq(collaborations.applicationId, applicationId));
  await db
    .update(profiles)
    .set({ completedCollaborations: 2 })
    .where(eq(profiles.userId, parties.influencer.user.id));
  const ledger = [
    { applicationId, status: 'in_escrow', amount: '450.00', held: '500.00', out: '0.00' },
  ];
  const found = {
    kept: [
      {
        account: `user ${parties.influencer.user.id}`,
        figure: 'completed_collaborations',
        kept: '2',
        fresh: '0',
      },
    ],
    ledger,
    transfers: [],
  };
  expect(await reconcile(db, { fix: false })).toEqual(found);
  expect(await reconcile(db, { fix: true })).toEqual(found);
  expect(await reconcile(db, { fix: false })).toEqual({ kept: [], ledger, transfers: [] });
});
