import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { openMigratedDatabase } from '../db/open-migrated';
import { accountTotals, campaigns, platformTotals, profiles, rowCounts, users } from '../db/schema';
import { insertCampaign } from '../test/marketplace-fixtures';
import { runCommandLine } from '../test/command-line';

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
});
