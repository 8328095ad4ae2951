import { sql } from 'drizzle-orm';
import { transferDifferences } from '../db/queries/transfers';
import { startDemoMoneyApp } from '../test/demo-money';
import type { TestApp } from '../test/test-app';

/**
 * The double-entry ledger (see docs/money.md) on the demo's money, every flow written by the API:
 * each kept total is the sum of its transfers, all accounts add up to zero, and each escrow is a
 * pending transfer posted, voided or split as its collaboration ended.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startDemoMoneyApp();
});
afterAll(() => t.close());

test('every kept total equals the sum of its transfers, and all accounts add up to zero', async () => {
  expect(await transferDifferences(t.database.db)).toEqual([]);
  const { rows } = await t.database.db.execute<{ accounts: number; total: string }>(
    sql`select count(*)::int as accounts, sum(posted)::text as total from account_balances`,
  );
  expect(rows[0]?.accounts).toBeGreaterThan(10);
  expect(rows[0]?.total).toBe('0');
});

test('each kind of transfer the flows write has moved money in the demo', async () => {
  const { rows } = await t.database.db.execute<{ kind: string; phase: string }>(
    sql`select distinct kind, phase from transfers order by kind, phase`,
  );
  expect(rows.map(({ kind, phase }) => `${kind} ${phase}`)).toEqual([
    'escrow pending',
    'escrow post',
    'escrow void',
    'fee posted',
    'payment posted',
    'payout posted',
    'refund posted',
    'refund_sent posted',
    'release posted',
    'unmatched_receipt posted',
    'unmatched_returned posted',
    'withdrawal posted',
    'withdrawal_returned posted',
  ]);
});

test('an escrow is reserved while held, and settled whole once its collaboration ended', async () => {
  const { rows } = await t.database.db.execute<{
    status: string;
    amount: string;
    platform_fee: string;
    posted: string;
    pending: string;
    settled: string;
    fee: string;
  }>(sql`
    select c.status, (c.amount * 100)::bigint::text as amount,
      (c.platform_fee * 100)::bigint::text as platform_fee, b.posted::text, b.pending::text,
      coalesce((select sum(s.amount) from transfers s where s.pending_id = p.id), 0)::text
        as settled,
      coalesce((select sum(f.amount) from transfers f
        where f.application_id = c.application_id and f.kind = 'fee'), 0)::text as fee
    from collaborations c
    join account_balances b on b.kind = 'escrow' and b.application_id = c.application_id
    join transfers p on p.application_id = c.application_id and p.kind = 'escrow'
      and p.phase = 'pending'`);
  expect(rows.length).toBeGreaterThan(5);
  for (const row of rows) {
    // What the escrow account received it passed on at once: the influencer's part and the fee.
    expect(row.posted).toBe('0');
    const ended = ['released', 'refunded', 'split'].includes(row.status);
    expect(row.pending).toBe(ended ? '0' : row.amount);
    expect(row.settled).toBe(ended ? row.amount : '0');
    if (row.status === 'released') expect(row.fee).toBe(row.platform_fee);
    if (row.status !== 'released' && row.status !== 'split') expect(row.fee).toBe('0');
  }
});
