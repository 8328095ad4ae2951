import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openMigratedDatabase } from '../db/open-migrated';
import { accountTotals, platformTotals, users } from '../db/schema';
import { insertCampaign } from '../test/marketplace-fixtures';

// Four CLI processes, each opening the embedded database (the first creates it): on a busy
// two-core machine that takes longer than the suites' usual 60 s.
jest.setTimeout(180_000);

const API_DIR = path.resolve(__dirname, '..', '..');
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'reconcile-test-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run reconcile -- ...` as an operator runs it, on an embedded database of its own. */
function reconcile(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/reconcile.ts', ...args], {
    cwd: API_DIR,
    env,
    encoding: 'utf8',
  });
}

/** Changes the database while no CLI holds it: a brand with one campaign, then `change`. */
async function withDatabase(
  change: (db: Awaited<ReturnType<typeof openMigratedDatabase>>['db']) => Promise<void>,
) {
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

    const unknown = reconcile('--fox');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("Unknown option '--fox'");
  });
});
