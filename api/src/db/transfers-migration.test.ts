import { sql } from 'drizzle-orm';
import { DEMO_USERS } from '../seed/demo-data';
import { bearer } from '../test/marketplace-fixtures';
import { signInDemo, startDemoMoneyApp } from '../test/demo-money';
import type { TestApp } from '../test/test-app';
import { transferDifferences } from './queries/transfers';

/**
 * The migration to the double-entry ledger on a database in use (see docs/money.md): the demo's
 * money in every escrow state, written by the API, with its ledger taken away (what the code
 * before the ledger left: the same rows, no accounts or transfers). The migration's data part,
 * `transfers_from_records()`, must rebuild exactly the transfers the API wrote, and every balance,
 * total, statement line and receipt must read the same before and after it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startDemoMoneyApp();
});
afterAll(() => t.close());

/** Each API answer a user reads money in, and the kept figures and the ledger's sums. */
async function everyFigure(): Promise<Record<string, unknown>> {
  const figures: Record<string, unknown> = {};
  const get = async (who: { access: string }, url: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(who) });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    return response.json() as unknown;
  };
  for (const user of DEMO_USERS) {
    const who = await signInDemo(t, user.email);
    figures[`${user.username} dashboard`] = await get(who, `/dashboard/${user.role}/`);
    if (user.role === 'admin') continue;
    figures[`${user.username} statement`] = await get(who, '/statement/?limit=100');
    if (user.role === 'influencer') {
      figures[`${user.username} balance`] = await get(who, '/influencer/balance/');
    }
  }
  const admin = await signInDemo(t, 'admin@demo.local');
  const { rows: numbers } = await t.database.db.execute<{ number: number }>(
    sql`select number from receipts order by number`,
  );
  for (const { number } of numbers)
    figures[`receipt ${number}`] = await get(admin, `/receipts/${number}/`);
  const read = async (query: ReturnType<typeof sql>) =>
    (await t.database.db.execute<Record<string, unknown>>(query)).rows;
  figures.kept = await read(sql`select * from account_totals order by user_id`);
  figures.months = await read(sql`select * from account_months order by user_id, month`);
  figures.platform = await read(sql`select * from platform_totals`);
  figures.summed = await read(sql`select * from account_totals_by_transfers order by user_id`);
  figures.balances = await read(sql`
    select kind, user_id, application_id, wallet, posted::text, pending::text
    from account_balances order by kind, user_id, application_id, wallet`);
  // Every transfer by what it says, its accounts and pending transfer by their owners, not ids.
  figures.transfers = await read(sql`
    with owner as (
      select id, concat_ws(' ', kind, user_id, application_id, wallet) as name from accounts)
    select t.kind, t.phase, d.name as debit, c.name as credit, t.amount::text, t.payment_id,
      t.application_id, t.refund_id, t.withdrawal_id, t.intent_id, t.created_at,
      p.kind || ' of ' || p.application_id as settles
    from transfers t join owner d on d.id = t.debit_account_id
    join owner c on c.id = t.credit_account_id
    left join transfers p on p.id = t.pending_id
    order by t.created_at, t.kind, t.phase, debit, credit, t.amount, t.payment_id,
      t.application_id, t.refund_id, t.withdrawal_id, t.intent_id`);
  return figures;
}

test('rebuilds the transfers the API wrote, and every figure reads the same', async () => {
  const before = await everyFigure();
  expect((before.transfers as unknown[]).length).toBeGreaterThan(30);
  // Money gateways took that was not credited, held and returned, is rebuilt too.
  expect(before.transfers).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'unmatched_receipt', credit: 'unmatched' }),
      expect.objectContaining({ kind: 'unmatched_returned', debit: 'unmatched' }),
    ]),
  );
  expect(Object.keys(before).filter((key) => key.startsWith('receipt')).length).toBeGreaterThan(5);

  // The database as the code before the ledger left it; TRUNCATE is how a test gets there, as
  // the transfers refuse DELETE.
  await t.database.db.execute(sql`truncate transfers, accounts`);
  expect((await everyFigure()).transfers).toEqual([]);
  await t.database.db.execute(sql`select transfers_from_records()`);

  expect(await everyFigure()).toEqual(before);
  expect(await transferDifferences(t.database.db)).toEqual([]);
  // Run again, it refuses: the ledger is only ever built into an empty one.
  await expect(t.database.db.execute(sql`select transfers_from_records()`)).rejects.toThrow();
});
