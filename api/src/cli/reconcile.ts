import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openMigratedDatabase } from '../db/open-migrated';
import { reconcile } from '../db/queries/kept-figures';
import { runCommand } from './run-command';

const USAGE = 'Usage: npm run reconcile [-- --fix]';

/**
 * `npm run reconcile [-- --fix]`: compares every kept figure (see docs/money.md: account totals
 * and their months, the platform's totals, row counts, reputation, campaigns' application counts)
 * with a fresh count of the rows, and checks that each collaboration's ledger entries add up to
 * its escrow and the transfers add up to the kept totals and to 0; prints each difference and exits 1 when there is any. With --fix it corrects the
 * kept figures to the fresh count; it never changes a ledger entry. Uses the server's
 * DATABASE_URL / DATA_DIR.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { fix: { type: 'boolean', default: false } } });
  const database = await openMigratedDatabase(loadConfig());
  try {
    const { kept, ledger, transfers } = await reconcile(database.db, { fix: values.fix });
    for (const difference of kept) {
      console.log(
        `${difference.account}: ${difference.figure} kept ${difference.kept ?? 'missing'}, entries give ${difference.fresh}`,
      );
    }
    for (const row of ledger) {
      console.log(
        `collaboration ${row.applicationId} (${row.status}, ${row.amount}): entries hold ${row.held} and pay out ${row.out}`,
      );
    }
    for (const difference of transfers) {
      console.log(
        `${difference.account}: ${difference.figure} kept ${difference.kept}, transfers give ${difference.transfers}`,
      );
    }
    if (kept.length === 0 && ledger.length === 0 && transfers.length === 0) {
      console.log('The kept totals equal the entries.');
      return 0;
    }
    if (kept.length > 0) console.log(`${kept.length} kept figures differ from the entries.`);
    if (ledger.length > 0) {
      console.log(
        `${ledger.length} collaborations' ledger entries do not add up; --fix never changes entries.`,
      );
    }
    if (transfers.length > 0) {
      console.log(
        `${transfers.length} figures differ from the transfers; --fix never changes transfers.`,
      );
    }
    if (values.fix && kept.length > 0)
      console.log(`Corrected ${kept.length} figures to the entries.`);
    return 1;
  } finally {
    await database.close();
  }
}

runCommand('reconcile', USAGE, main);
