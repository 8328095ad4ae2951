import { parseArgs } from 'node:util';
import { loadConfig, type BkashSettings } from '../config';
import type { Database } from '../db/client';
import { openMigratedDatabase } from '../db/open-migrated';
import { gatewayDifferences, intentsWithGatewayPayment } from '../db/queries/gateway-differences';
import { reconcile } from '../db/queries/kept-figures';
import { BkashClient } from '../gateways/bkash/client';
import { runCommand } from './run-command';

const USAGE = 'Usage: npm run reconcile [-- --fix]';

/**
 * `npm run reconcile [-- --fix]`: compares every kept figure (see docs/money.md: account totals
 * and their months, the platform's totals, row counts, reputation, campaigns' application counts)
 * with a fresh count of the rows, and checks that each collaboration's ledger entries add up to
 * its escrow and the transfers add up to the kept totals and to 0, and that gateway intents,
 * payments and (with a BKASH_* account) bKash agree (docs/payment-gateways.md); prints each
 * difference and exits 1 when there is any. With --fix it corrects the kept figures to the fresh
 * count; it never changes a ledger entry, a payment or an intent. Uses the server's
 * DATABASE_URL / DATA_DIR.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { fix: { type: 'boolean', default: false } } });
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  try {
    const gateway = await gatewayLines(
      database.db,
      config.gatewayReconciliation.intentExpiryMinutes,
      config.bkash,
    );
    for (const line of gateway) console.log(line);
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
      if (gateway.length === 0) return 0;
    }
    if (gateway.length > 0) {
      console.log(`${gateway.length} gateway intents and payments disagree; nothing was changed.`);
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

/**
 * The gateway's differences, one line each: intents completed without their confirmed payment,
 * confirmed gateway payments without a completed intent, intents left executing past the expiry,
 * and, with a bKash account configured, intents bKash sees otherwise than we do.
 */
async function gatewayLines(
  db: Database,
  expiryMinutes: number,
  bkash: BkashSettings | undefined,
): Promise<string[]> {
  const found = await gatewayDifferences(db, expiryMinutes);
  const lines = [
    ...found.completedWithoutPayment.map(
      (row) => `intent ${row.intentId}: completed, but ${row.why}`,
    ),
    ...found.paymentsWithoutIntent.map(
      (row) =>
        `payment ${row.paymentId}: confirmed with gateway transaction ${row.transactionId}, but no intent completed it`,
    ),
    ...found.staleExecuting.map(
      (row) =>
        `intent ${row.intentId}: executing since ${row.since.toISOString()}, past ${expiryMinutes} minutes`,
    ),
  ];
  if (bkash === undefined) return lines;
  const client = new BkashClient({ settings: bkash });
  for (const intent of await intentsWithGatewayPayment(db, 'bkash')) {
    // A payment still on bKash's page is the reconciliation job's to expire, not a difference.
    if (intent.state === 'created' || intent.state === 'awaiting_approval') continue;
    const queried = await client.queryPayment(intent.gatewayPaymentId);
    if (!queried.ok) {
      lines.push(
        `intent ${intent.id}: ${intent.state}, bKash did not answer (${queried.failure.kind})`,
      );
    } else if (
      (intent.state === 'completed') !==
      (queried.value.transactionStatus === 'Completed')
    ) {
      lines.push(
        `intent ${intent.id}: ${intent.state}, bKash says ${queried.value.transactionStatus}`,
      );
    }
  }
  return lines;
}

runCommand('reconcile', USAGE, main);
