import { sql } from 'drizzle-orm';
import { databaseBefore } from '../test/database-before';
import type { DatabaseHandle } from './client';
import { applyMigrations } from './migrate';

const RECEIPTS_MIGRATION = '0011_money_operations';

/**
 * The upgrade to receipts on a database in use (see docs/money.md): every confirmed payment,
 * release, refund sent and approved withdrawal made before it gets its receipt, numbered in the
 * order they happened (at one time: payment, release, refund, payout); nothing pending or rejected
 * gets one.
 */
describe(`migration ${RECEIPTS_MIGRATION} on a database in use`, () => {
  let handle: DatabaseHandle;
  const ids: Record<string, number> = {};
  const id = (name: string): number => {
    const value = ids[name];
    if (value === undefined) throw new Error(`no row ${name} yet`);
    return value;
  };
  const at = (time: string) => sql`${`2026-02-01T${time}:00Z`}::timestamptz`;

  async function insertReturningId(query: ReturnType<typeof sql>): Promise<number> {
    const { rows } = await handle.db.execute<{ id: number }>(query);
    const value = rows[0]?.id;
    if (value === undefined) throw new Error('insert returned no id');
    return Number(value);
  }

  /** An accepted application of the influencer with a payment in `status`, decided at `time`. */
  async function paid(name: string, status: string, time: string | null): Promise<void> {
    const campaign = await insertReturningId(sql`
      insert into campaigns (brand_id, title, description, budget, category)
      values (${id('brand')}, ${`Campaign ${name}`}, 'Before receipts.', '5000.00', 'fashion')
      returning id`);
    ids[name] = await insertReturningId(sql`
      insert into applications (campaign_id, influencer_id, brand_id, proposal, expected_fee, status)
      values (${campaign}, ${id('influencer')}, ${id('brand')}, 'Hello.', '1000.00', 'accepted')
      returning id`);
    ids[`${name}Payment`] = await insertReturningId(sql`
      insert into payments (application_id, brand_id, influencer_id, amount, platform_fee,
        payment_method, transaction_id, status, decided_at)
      values (${id(name)}, ${id('brand')}, ${id('influencer')}, '1000.00', '100.00', 'bkash',
        ${`TXRECEIPT${name.toUpperCase()}`}, ${status}, ${time === null ? null : at(time)})
      returning id`);
  }

  /** The collaboration of a confirmed payment, closed at `time` with `status`. */
  async function collaboration(name: string, status: string, time: string): Promise<void> {
    await handle.db.execute(sql`
      insert into collaborations (application_id, brand_id, influencer_id, payment_id, amount,
        platform_fee, status, funded_at, closed_at, closed_by)
      values (${id(name)}, ${id('brand')}, ${id('influencer')}, ${id(`${name}Payment`)}, '1000.00',
        '100.00', ${status}, ${at('07:00')}, ${at(time)},
        ${status === 'released' ? 'approved' : 'withdrawn'})`);
  }

  async function ledger(name: string, kind: string, amount: string, time: string) {
    await handle.db.execute(sql`
      insert into ledger_entries (application_id, influencer_id, brand_id, kind, amount, created_at)
      values (${id(name)}, ${id('influencer')}, ${id('brand')}, ${kind}, ${amount}, ${at(time)})`);
  }

  async function refund(name: string, sentAt: string | null): Promise<void> {
    const sent = sentAt !== null;
    ids[`${name}Refund`] = await insertReturningId(sql`
      insert into refunds (application_id, brand_id, amount, cause, status, payment_method,
        phone_number, transaction_id, sent_at)
      values (${id(name)}, ${id('brand')}, '1000.00', 'withdrawn', ${sent ? 'sent' : 'pending'},
        ${sent ? 'bkash' : null}, ${sent ? '01912345678' : null},
        ${sent ? `TXREFUND${name.toUpperCase()}` : null}, ${sent ? at(sentAt) : null})
      returning id`);
  }

  async function withdrawal(name: string, status: string, time: string | null): Promise<void> {
    ids[name] = await insertReturningId(sql`
      insert into withdrawals (influencer_id, amount, payment_method, phone_number, status,
        decided_at)
      values (${id('influencer')}, '200.00', 'nagad', '01712345678', ${status},
        ${time === null ? null : at(time)})
      returning id`);
  }

  beforeAll(async () => {
    handle = await databaseBefore(RECEIPTS_MIGRATION);
    const user = (name: string, role: string) =>
      insertReturningId(sql`
        insert into users (username, email, password_hash, role)
        values (${name}, ${`${name}@example.com`}, 'x', ${role}) returning id`);
    ids.brand = await user('rahim_brand', 'brand');
    ids.influencer = await user('nusrat_styles', 'influencer');

    // Inserted out of time order: the receipts follow the times, not the ids.
    await withdrawal('approvedWithdrawal', 'approved', '09:00');
    await withdrawal('pendingWithdrawal', 'pending', null);
    await withdrawal('rejectedWithdrawal', 'rejected', '09:30');
    await paid('returned', 'confirmed', '11:00');
    await collaboration('returned', 'refunded', '11:00');
    await ledger('returned', 'refunded', '1000.00', '11:00');
    await refund('returned', '11:00');
    await paid('released', 'confirmed', '08:00');
    await collaboration('released', 'released', '10:00');
    await ledger('released', 'released', '900.00', '10:00');
    await ledger('released', 'fee', '100.00', '10:00');
    await paid('waiting', 'confirmed', '12:00');
    await collaboration('waiting', 'refunded', '12:30');
    await refund('waiting', null);
    await paid('pending', 'pending', null);
    await paid('rejected', 'rejected', '08:30');

    await applyMigrations(handle.db);
  });

  afterAll(() => handle?.close());

  it('numbers every past event once, in the order it happened', async () => {
    const { rows } = await handle.db.execute<{
      number: number;
      kind: string;
      subject: number;
      issued_at: string;
    }>(sql`
      select number, kind,
        coalesce(payment_id, release_application_id, refund_id, withdrawal_id) as subject,
        to_char(issued_at at time zone 'UTC', 'HH24:MI') as issued_at
      from receipts order by number`);
    expect(rows.map(({ kind, subject, issued_at }) => [kind, subject, issued_at])).toEqual([
      ['payment', id('releasedPayment'), '08:00'],
      ['payout', id('approvedWithdrawal'), '09:00'],
      ['release', id('released'), '10:00'],
      ['payment', id('returnedPayment'), '11:00'],
      ['refund', id('returnedRefund'), '11:00'],
      ['payment', id('waitingPayment'), '12:00'],
    ]);
    const numbers = rows.map((row) => row.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('continues the same sequence for receipts issued after it', async () => {
    const { rows } = await handle.db.execute<{ number: number }>(sql`
      insert into receipts (kind, withdrawal_id, issued_at)
      values ('payout', ${id('pendingWithdrawal')}, now()) returning number`);
    expect(rows[0]?.number).toBe(7);
  });
});
