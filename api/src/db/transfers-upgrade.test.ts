import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { databaseBefore } from '../test/database-before';
import type { DatabaseHandle } from './client';
import { applyMigrations, MIGRATIONS_FOLDER } from './migrate';
import { transferDifferences } from './queries/transfers';

/** The migration that creates the transfers, whatever its number (it may be renumbered). */
function ledgerMigration(): string {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const entry = journal.entries.find(({ tag }) =>
    readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8').includes(
      'CREATE TABLE "transfers"',
    ),
  );
  if (entry === undefined) throw new Error('no migration creates the transfers');
  return entry.tag;
}

/**
 * The upgrade to the double-entry ledger on a database in use (see docs/money.md), as a
 * deployment runs it: rows written before it (a released collaboration with its fee, a refunded
 * one whose refund was sent, an open escrow, withdrawals approved, rejected and pending) become
 * their transfers, each kept total equals them and all accounts add up to zero.
 */
describe('the ledger migration on a database in use', () => {
  let handle: DatabaseHandle;
  const run = async (query: ReturnType<typeof sql>): Promise<number> => {
    const { rows } = await handle.db.execute<{ id: number }>(query);
    return Number(rows[0]?.id);
  };

  beforeAll(async () => {
    handle = await databaseBefore(ledgerMigration());
    const user = (name: string, role: string) =>
      run(sql`insert into users (username, email, password_hash, role)
        values (${name}, ${`${name}@example.com`}, 'x', ${role}) returning id`);
    const brand = await user('rahim_brand', 'brand');
    const influencer = await user('nusrat_styles', 'influencer');
    const funded = async (name: string, status: string, closed: string | null) => {
      const campaign = await run(sql`insert into campaigns (brand_id, title, description, budget,
          category)
        values (${brand}, ${name}, 'Before the ledger.', '1000.00', 'fashion') returning id`);
      const application = await run(sql`insert into applications (campaign_id, influencer_id,
          brand_id, proposal, expected_fee, status)
        values (${campaign}, ${influencer}, ${brand}, 'Hello.', '1000.00', 'accepted')
        returning id`);
      const payment = await run(sql`insert into payments (application_id, brand_id, influencer_id,
          amount, platform_fee, payment_method, transaction_id, status, decided_at)
        values (${application}, ${brand}, ${influencer}, '1000.00', '100.00', 'bkash',
          ${`TX${name.toUpperCase()}01`}, 'confirmed', '2026-02-01T08:00:00Z') returning id`);
      await handle.db.execute(sql`insert into collaborations (application_id, brand_id,
          influencer_id, payment_id, amount, platform_fee, status, funded_at, closed_at, closed_by)
        values (${application}, ${brand}, ${influencer}, ${payment}, '1000.00', '100.00',
          ${status}, '2026-02-01T08:00:00Z', ${closed}, ${closed === null ? null : 'approved'})`);
      const entry = (kind: string, amount: string, at: string) =>
        handle.db.execute(sql`insert into ledger_entries (application_id, influencer_id, brand_id,
            kind, amount, created_at)
          values (${application}, ${influencer}, ${brand}, ${kind}, ${amount}, ${at})`);
      await entry('held', '1000.00', '2026-02-01T08:00:00Z');
      return { application, entry };
    };
    const released = await funded('released', 'released', '2026-02-02T08:00:00Z');
    await released.entry('released', '900.00', '2026-02-02T08:00:00Z');
    await released.entry('fee', '100.00', '2026-02-02T08:00:00Z');
    const refunded = await funded('refunded', 'refunded', '2026-02-03T08:00:00Z');
    await refunded.entry('refunded', '1000.00', '2026-02-03T08:00:00Z');
    await handle.db.execute(sql`insert into refunds (application_id, brand_id, amount, cause,
        status, payment_method, phone_number, transaction_id, created_at, sent_at)
      values (${refunded.application}, ${brand}, '1000.00', 'withdrawn', 'sent', 'nagad',
        '01912345678', 'TXREFUND01', '2026-02-03T08:00:00Z', '2026-02-04T08:00:00Z')`);
    await funded('held', 'in_escrow', null);
    for (const status of ['approved', 'rejected', 'pending']) {
      await handle.db.execute(sql`insert into withdrawals (influencer_id, amount, payment_method,
          phone_number, status, decided_at, payout_transaction_id, rejection_reason)
        values (${influencer}, '200.00', 'bkash', '01712345678', ${status},
          ${status === 'pending' ? null : '2026-02-05T08:00:00Z'},
          ${status === 'approved' ? 'TXPAYOUT01' : null},
          ${status === 'rejected' ? 'Wrong wallet' : null})`);
    }
    await applyMigrations(handle.db);
  }, 180_000);
  afterAll(() => handle.close());

  it('writes the transfers of every movement made before it', async () => {
    const { rows } = await handle.db.execute<{ kind: string; phase: string; amount: string }>(
      sql`select kind, phase, amount::text from transfers order by kind, phase, amount`,
    );
    expect(rows.map(({ kind, phase, amount }) => `${kind} ${phase} ${amount}`)).toEqual([
      'escrow pending 100000',
      'escrow pending 100000',
      'escrow pending 100000',
      'escrow post 100000',
      'escrow void 100000',
      'fee posted 10000',
      'payment posted 100000',
      'payment posted 100000',
      'payment posted 100000',
      'payout posted 20000',
      'refund posted 100000',
      'refund_sent posted 100000',
      'release posted 90000',
      'withdrawal posted 20000',
      'withdrawal posted 20000',
      'withdrawal posted 20000',
      'withdrawal_returned posted 20000',
    ]);
  });

  it('leaves every kept total equal to its transfers and all accounts at zero', async () => {
    expect(await transferDifferences(handle.db)).toEqual([]);
    const { rows } = await handle.db.execute<{ kind: string; posted: string; pending: string }>(
      sql`select kind, sum(posted)::text as posted, sum(pending)::text as pending
        from account_balances group by kind order by kind`,
    );
    // The wallets took 3 × ৳1000 and sent a ৳1000 refund and a ৳200 payout; the brand's ৳1000
    // still held, the influencer's ৳900 less ৳400 asked for, ৳200 of it in flight, the fee ৳100.
    expect(rows).toEqual([
      { kind: 'brand_payments', posted: '100000', pending: '0' },
      { kind: 'clearing', posted: '-180000', pending: '0' },
      { kind: 'earnings', posted: '50000', pending: '0' },
      { kind: 'escrow', posted: '0', pending: '100000' },
      { kind: 'payouts', posted: '20000', pending: '0' },
      { kind: 'platform_fees', posted: '10000', pending: '0' },
      { kind: 'refunds_owed', posted: '0', pending: '0' },
    ]);
  });
});
