import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openMigratedDatabase } from '../db/open-migrated';
import {
  recountAccountTotals,
  totalsMismatches,
  type TotalsMismatch,
} from '../db/queries/account-totals';
import { runCommand } from './run-command';

const USAGE = 'Usage: npm run reconcile [-- --fix]';

/** Where a mismatch is: "user 12", "user 12, month 2026-11", "platform". */
function accountOf(mismatch: TotalsMismatch): string {
  if (mismatch.userId === null) return 'platform';
  const user = `user ${mismatch.userId}`;
  return mismatch.month === null ? user : `${user}, month ${mismatch.month.slice(0, 7)}`;
}

/**
 * `npm run reconcile [-- --fix]`: compares every kept money total (see docs/money.md) with a fresh
 * count from the ledger's entries and the other rows, prints each figure that differs and exits 1
 * when any does; with --fix it also corrects them to the fresh count. Uses the server's
 * DATABASE_URL / DATA_DIR.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { fix: { type: 'boolean', default: false } } });
  const database = await openMigratedDatabase(loadConfig());
  try {
    const mismatches = await totalsMismatches(database.db);
    for (const mismatch of mismatches) {
      console.log(
        `${accountOf(mismatch)}: ${mismatch.figure} kept ${mismatch.kept ?? 'missing'}, entries give ${mismatch.fresh}`,
      );
    }
    if (mismatches.length === 0) {
      console.log('The kept totals equal the entries.');
      return 0;
    }
    console.log(`${mismatches.length} kept figures differ from the entries.`);
    if (values.fix) {
      const corrected = await recountAccountTotals(database.db);
      console.log(`Corrected ${corrected} figures to the entries.`);
    }
    return 1;
  } finally {
    await database.close();
  }
}

runCommand('reconcile', USAGE, main);
