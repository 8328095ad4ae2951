import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Secret } from '../config';
import type { Database } from '../db/client';
import { openMigratedDatabase } from '../db/open-migrated';
import { insertPaymentIntent, moveIntent } from '../db/queries/payment-intents';
import { decidePayment, insertPayment } from '../db/queries/payments';
import {
  accountTotals,
  campaigns,
  paymentIntents,
  platformTotals,
  profiles,
  rowCounts,
  users,
} from '../db/schema';
import { BkashClient } from '../gateways/bkash/client';
import { SIMULATOR_BKASH_CREDENTIALS, startGatewaySimulator } from '../gateways/simulator';
import { acceptedApplication, insertCampaign } from '../test/marketplace-fixtures';
import { commandLine, runCommandLine } from '../test/command-line';

// Nine CLI processes, each opening the embedded database (the first creates it): on a busy
// two-core machine that takes longer than the suites' usual 60 s.
jest.setTimeout(180_000);

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'reconcile-test-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run reconcile -- ...` as an operator runs it, on an embedded database of its own. */
const reconcile = (...args: string[]) => runCommandLine('reconcile', dataDir, args);

/** Opens the embedded database for `change` while no CLI holds it. */
async function withDatabase(change: (db: Database) => Promise<void>) {
  const database = await openMigratedDatabase({ databaseUrl: undefined, dataDir });
  try {
    await change(database.db);
  } finally {
    await database.close();
  }
}

describe('npm run reconcile', () => {
  it('finds kept totals that differ from the entries, exits 1, and corrects them with --fix', async () => {
    const clean = reconcile();
    expect(clean.stderr).toBe('');
    expect(clean.stdout).toContain('The kept totals equal the entries.');
    expect(clean.status).toBe(0);

    let brandId = 0;
    await withDatabase(async (db) => {
      const [brand] = await db
        .insert(users)
        .values({
          username: 'reconciled_brand',
          email: 'reconciled@example.com',
          passwordHash: 'x',
          role: 'brand',
        })
        .returning();
      brandId = brand?.id ?? 0;
      await insertCampaign(db, { brandId });
      // What a write that bypassed the triggers would leave behind.
      await db.update(accountTotals).set({ campaigns: 5 }).where(eq(accountTotals.userId, brandId));
      await db.update(platformTotals).set({ confirmedPayments: '12.50' });
    });

    const found = reconcile();
    expect(found.status).toBe(1);
    expect(found.stdout).toContain(`user ${brandId}: campaigns kept 5, entries give 1`);
    expect(found.stdout).toContain('platform: confirmed_payments kept 12.50, entries give 0.00');
    expect(found.stdout).toContain('2 kept figures differ from the entries.');

    const fixed = reconcile('--fix');
    expect(fixed.status).toBe(1);
    expect(fixed.stdout).toContain('Corrected 2 figures to the entries.');

    const again = reconcile();
    expect(again.stdout).toContain('The kept totals equal the entries.');
    expect(again.status).toBe(0);

    // Reputation, row counts and campaigns' application counts are kept figures too.
    let campaignId = 0;
    await withDatabase(async (db) => {
      await db.insert(profiles).values({ userId: brandId, completedCollaborations: 3 });
      await db.update(rowCounts).set({ value: 99 }).where(eq(rowCounts.name, 'campaigns'));
      const [campaign] = await db
        .update(campaigns)
        .set({ applicationsCount: 4 })
        .where(eq(campaigns.brandId, brandId))
        .returning();
      campaignId = campaign?.id ?? 0;
    });
    const kept = reconcile();
    expect(kept.status).toBe(1);
    expect(kept.stdout).toContain('platform: campaigns kept 99, entries give 1');
    expect(kept.stdout).toContain(
      `user ${brandId}: completed_collaborations kept 3, entries give 0`,
    );
    expect(kept.stdout).toContain(
      `campaign ${campaignId}: applications_count kept 4, entries give 0`,
    );
    expect(kept.stdout).toContain('3 kept figures differ from the entries.');
    // Without --fix nothing changed.
    expect(reconcile().stdout).toContain('3 kept figures differ from the entries.');
    expect(reconcile('--fix').stdout).toContain('Corrected 3 figures to the entries.');
    expect(reconcile().status).toBe(0);

    const unknown = reconcile('--fox');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("Unknown option '--fox'");
  });

  it('reports gateway intents, payments and bKash that disagree, and exits 1', async () => {
    const simulator = await startGatewaySimulator();
    const credentials = SIMULATOR_BKASH_CREDENTIALS;
    const bkash = {
      baseUrl: simulator.bkashBaseUrl,
      appKey: credentials.appKey,
      appSecret: new Secret(credentials.appSecret),
      username: credentials.username,
      password: new Secret(credentials.password),
    };
    try {
      // A payment bKash created and nobody paid.
      const created = await new BkashClient({ settings: bkash }).createPayment({
        amount: '700.00',
        merchantInvoiceNumber: 'C-RECONCILE-1',
        callbackURL: 'http://127.0.0.1/api/payments/bkash/callback',
      });
      if (!created.ok) throw new Error('the simulator did not create the payment');
      const ids = { noPayment: 0, otherAmount: 0, stale: 0, payment: 0 };
      await withDatabase(async (db) => {
        const [brand, influencer] = await db
          .insert(users)
          .values(
            ['gw_brand', 'gw_influencer'].map((username, index) => ({
              username,
              email: `${username}@example.com`,
              passwordHash: 'x',
              role: index === 0 ? ('brand' as const) : ('influencer' as const),
            })),
          )
          .returning();
        const brandId = brand?.id ?? 0;
        const influencerId = influencer?.id ?? 0;
        const intentOf = async (amount: string) => {
          const { application } = await acceptedApplication(db, brandId, influencerId, amount);
          const intent = await insertPaymentIntent(db, {
            applicationId: application.id,
            brandId,
            gateway: 'bkash',
            amount,
            reference: `C-${application.id}-GW`,
          });
          return { application, intent };
        };
        // Completed, says our row, with no payment; bKash has it Initiated.
        const noPayment = await intentOf('700.00');
        await moveIntent(db, noPayment.intent.id, ['created'], {
          state: 'completed',
          gatewayPaymentId: created.value.paymentID,
          trxId: 'TRXNOPAYMENT1',
        });
        ids.noPayment = noPayment.intent.id;
        // Completed with a confirmed payment of another amount.
        const otherAmount = await intentOf('800.00');
        const payment = await insertPayment(db, {
          applicationId: otherAmount.application.id,
          brandId,
          influencerId,
          amount: '850.00',
          paymentMethod: 'bkash',
          transactionId: 'TRXOTHERAMOUNT',
          feePercent: 10,
        });
        await decidePayment(db, payment.id, { status: 'confirmed' }, null);
        await moveIntent(db, otherAmount.intent.id, ['created'], {
          state: 'completed',
          trxId: 'TRXOTHERAMOUNT',
          paymentId: payment.id,
        });
        ids.otherAmount = otherAmount.intent.id;
        // A confirmed payment with a gateway transaction ID whose intent failed.
        const failed = await intentOf('900.00');
        const orphan = await insertPayment(db, {
          applicationId: failed.application.id,
          brandId,
          influencerId,
          amount: '900.00',
          paymentMethod: 'bkash',
          transactionId: 'TRXORPHAN',
          feePercent: 10,
        });
        await decidePayment(db, orphan.id, { status: 'confirmed' }, null);
        await moveIntent(db, failed.intent.id, ['created'], {
          state: 'failed',
          failureReason: 'gateway_error',
          trxId: 'TRXORPHAN',
        });
        ids.payment = orphan.id;
        // Left executing two hours ago.
        const stale = await intentOf('1000.00');
        await moveIntent(db, stale.intent.id, ['created'], { state: 'executing' });
        await db
          .update(paymentIntents)
          .set({ updatedAt: sql`now() - interval '2 hours'` })
          .where(eq(paymentIntents.id, stale.intent.id));
        ids.stale = stale.intent.id;
      });

      const found = reconcile();
      expect(found.stderr).toBe('');
      expect(found.status).toBe(1);
      expect(found.stdout).toContain(`intent ${ids.noPayment}: completed, but no payment`);
      expect(found.stdout).toMatch(
        new RegExp(
          `intent ${ids.otherAmount}: completed, but its payment \\d+ is of 850.00, the intent of 800.00`,
        ),
      );
      expect(found.stdout).toContain(
        `payment ${ids.payment}: confirmed with gateway transaction TRXORPHAN, but no intent completed it`,
      );
      expect(found.stdout).toMatch(
        new RegExp(`intent ${ids.stale}: executing since \\S+, past 30 minutes`),
      );
      expect(found.stdout).toContain(
        '4 gateway intents and payments disagree; nothing was changed.',
      );
      expect(found.stdout).not.toContain('bKash says');

      // With the bKash account configured, bKash is asked too.
      const asked = await commandLine('reconcile', dataDir, [], {
        PAYMENT_GATEWAY: 'simulator',
        BKASH_BASE_URL: bkash.baseUrl,
        BKASH_APP_KEY: credentials.appKey,
        BKASH_APP_SECRET: credentials.appSecret,
        BKASH_USERNAME: credentials.username,
        BKASH_PASSWORD: credentials.password,
      });
      expect(asked.status).toBe(1);
      expect(asked.stdout).toContain(`intent ${ids.noPayment}: completed, bKash says Initiated`);
      expect(asked.stdout).toContain(
        '5 gateway intents and payments disagree; nothing was changed.',
      );
      expect(asked.stdout).not.toContain(credentials.appSecret);
    } finally {
      await simulator.stop();
    }
  });
});
