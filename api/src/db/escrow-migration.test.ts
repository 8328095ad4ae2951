import { sql } from 'drizzle-orm';
import { databaseBefore } from '../test/database-before';
import type { DatabaseHandle } from './client';
import { applyMigrations } from './migrate';
import { ledgerTotals } from './queries/ledger';

const ESCROW_MIGRATION = '0010_escrow';

/**
 * The upgrade to escrow on a database in use: money confirmed before escrow existed was already in
 * the influencers' balances, so every balance keeps its value; confirmed payments become released
 * collaborations with the entries that say so, and everything else waits for its payment as before.
 */
describe(`migration ${ESCROW_MIGRATION} on a database in use`, () => {
  let handle: DatabaseHandle;
  /** The balances as the old rule (see docs/money.md) computed them, per influencer. */
  let before: Map<number, { balance: string; earned: string }>;
  const ids: Record<string, number> = {};
  const id = (name: string): number => {
    const value = ids[name];
    if (value === undefined) throw new Error(`no row ${name} yet`);
    return value;
  };

  async function insertReturningId(query: ReturnType<typeof sql>): Promise<number> {
    const { rows } = await handle.db.execute<{ id: number }>(query);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('insert returned no id');
    return Number(id);
  }

  /** An accepted application of `influencer` on a new campaign of `brand`, agreed at `fee`. */
  async function application(
    name: string,
    brand: number,
    influencer: number,
    fee: string,
    status = 'accepted',
  ): Promise<number> {
    const campaign = await insertReturningId(sql`
      insert into campaigns (brand_id, title, description, budget, category)
      values (${brand}, ${`Campaign ${name}`}, 'Before escrow.', '5000.00', 'fashion')
      returning id`);
    ids[name] = await insertReturningId(sql`
      insert into applications (campaign_id, influencer_id, brand_id, proposal, expected_fee, status)
      values (${campaign}, ${influencer}, ${brand}, 'Hello.', ${fee}, ${status}) returning id`);
    return id(name);
  }

  async function payment(
    applicationId: number,
    brand: number,
    influencer: number,
    amount: string,
    fee: string,
    status: 'pending' | 'confirmed' | 'rejected',
    transactionId: string,
  ): Promise<number> {
    return insertReturningId(sql`
      insert into payments (application_id, brand_id, influencer_id, amount, platform_fee,
        payment_method, transaction_id, status, decided_at)
      values (${applicationId}, ${brand}, ${influencer}, ${amount}, ${fee}, 'bkash',
        ${transactionId}, ${status},
        ${status === 'pending' ? null : sql`'2026-01-10T08:00:00Z'::timestamptz`})
      returning id`);
  }

  async function oldBalances(influencers: number[]) {
    const result = new Map<number, { balance: string; earned: string }>();
    for (const influencer of influencers) {
      const { rows } = await handle.db.execute<{ balance: string; earned: string }>(sql`
        select (coalesce((select sum(amount - platform_fee) from payments
            where influencer_id = ${influencer} and status = 'confirmed'), 0)
          - coalesce((select sum(amount) from withdrawals
            where influencer_id = ${influencer} and status in ('pending', 'approved')), 0)
          )::numeric(20,2)::text as balance,
          coalesce((select sum(amount - platform_fee) from payments
            where influencer_id = ${influencer} and status = 'confirmed'), 0)::numeric(20,2)::text
            as earned`);
      result.set(influencer, rows[0] ?? { balance: '?', earned: '?' });
    }
    return result;
  }

  beforeAll(async () => {
    handle = await databaseBefore(ESCROW_MIGRATION);
    const user = (name: string, role: string) =>
      insertReturningId(sql`
        insert into users (username, email, password_hash, role)
        values (${name}, ${`${name}@example.com`}, 'x', ${role}) returning id`);
    ids.brand = await user('rahim_brand', 'brand');
    ids.nusrat = await user('nusrat_styles', 'influencer');
    ids.karim = await user('karim_travels', 'influencer');
    const [brand, nusrat, karim] = [id('brand'), id('nusrat'), id('karim')];

    const paid: [string, number, string, string, 'pending' | 'confirmed' | 'rejected'][] = [
      ['confirmedA', nusrat, '1500.00', '75.00', 'confirmed'],
      ['confirmedB', nusrat, '2000.00', '0.00', 'confirmed'],
      ['confirmedK', karim, '800.00', '40.00', 'confirmed'],
      ['pending', nusrat, '1200.00', '60.00', 'pending'],
      ['rejected', karim, '900.00', '45.00', 'rejected'],
    ];
    for (const [index, [name, influencer, amount, fee, status]] of paid.entries()) {
      const applicationId = await application(name, brand, influencer, amount);
      ids[`${name}Payment`] = await payment(
        applicationId,
        brand,
        influencer,
        amount,
        fee,
        status,
        `TXMIGRATE${index}`,
      );
    }
    await application('unpaid', brand, nusrat, '600.00');
    await application('notAccepted', brand, karim, '700.00', 'pending');

    await handle.db.execute(sql`
      insert into withdrawals (influencer_id, amount, payment_method, phone_number, status)
      values (${nusrat}, '500.00', 'nagad', '01712345678', 'approved'),
             (${nusrat}, '300.00', 'nagad', '01712345678', 'pending'),
             (${nusrat}, '1000.00', 'nagad', '01712345678', 'rejected'),
             (${karim}, '200.00', 'bkash', '01812345678', 'pending')`);

    before = await oldBalances([nusrat, karim]);
    await applyMigrations(handle.db);
  });

  afterAll(() => handle?.close());

  it('keeps every balance and every earning as they were', async () => {
    expect(before.get(id('nusrat'))).toEqual({ balance: '2625.00', earned: '3425.00' });
    expect(before.get(id('karim'))).toEqual({ balance: '560.00', earned: '760.00' });
    for (const influencer of [id('nusrat'), id('karim')]) {
      const totals = await ledgerTotals(handle.db, influencer);
      expect(totals.balance).toBe(before.get(influencer)?.balance);
      expect(totals.totalEarnings).toBe(before.get(influencer)?.earned);
      expect(totals.inEscrow).toBe('0.00');
    }
  });

  it('turns each confirmed payment into a released collaboration with its entries', async () => {
    const { rows } = await handle.db.execute<{
      application_id: number;
      payment_id: number;
      status: string;
      closed_by: string;
      amount: string;
      platform_fee: string;
      entries: string;
    }>(sql`
      select c.application_id, c.payment_id, c.status, c.closed_by, c.amount::text,
        c.platform_fee::text,
        (select string_agg(kind || ' ' || amount::text, ', ' order by kind)
          from ledger_entries e where e.application_id = c.application_id) as entries
      from collaborations c order by c.application_id`);
    expect(rows.map((row) => ({ ...row, application_id: Number(row.application_id) }))).toEqual([
      {
        application_id: id('confirmedA'),
        payment_id: id('confirmedAPayment'),
        status: 'released',
        closed_by: 'before_escrow',
        amount: '1500.00',
        platform_fee: '75.00',
        entries: 'fee 75.00, held 1500.00, released 1425.00',
      },
      {
        application_id: id('confirmedB'),
        payment_id: id('confirmedBPayment'),
        status: 'released',
        closed_by: 'before_escrow',
        amount: '2000.00',
        platform_fee: '0.00',
        entries: 'held 2000.00, released 2000.00',
      },
      {
        application_id: id('confirmedK'),
        payment_id: id('confirmedKPayment'),
        status: 'released',
        closed_by: 'before_escrow',
        amount: '800.00',
        platform_fee: '40.00',
        entries: 'fee 40.00, held 800.00, released 760.00',
      },
    ]);
  });

  it('leaves pending, rejected and unpaid applications awaiting payment, payments untouched', async () => {
    const { rows } = await handle.db.execute<{ id: number; funded: boolean }>(sql`
      select a.id, exists (select 1 from collaborations c where c.application_id = a.id) as funded
      from applications a where a.status = 'accepted'
        and a.id in (${id('pending')}, ${id('rejected')}, ${id('unpaid')})`);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => !row.funded)).toBe(true);
    const pending = await handle.db.execute<{ status: string; amount: string }>(
      sql`select status, amount::text from payments where id = ${id('pendingPayment')}`,
    );
    expect(pending.rows).toEqual([{ status: 'pending', amount: '1200.00' }]);
    // Awaiting payment counts as pending earnings: the pending and the unpaid agreed amounts.
    expect((await ledgerTotals(handle.db, id('nusrat'))).pendingEarnings).toBe('1800.00');
    expect((await ledgerTotals(handle.db, id('karim'))).pendingEarnings).toBe('900.00');
    const refunds = await handle.db.execute(sql`select 1 from refunds`);
    expect(refunds.rows).toHaveLength(0);
  });
});
