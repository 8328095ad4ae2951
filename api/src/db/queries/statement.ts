import { sql, type SQL } from 'drizzle-orm';
import type { StatementLine } from '@portal/shared/contract/collaborations';
import type { Queryable } from '../client';
import {
  applications,
  campaigns,
  ledgerEntries,
  payments,
  receipts,
  refunds,
  users,
  withdrawals,
} from '../schema';

/** Where a statement page starts: below this line (its time in microseconds, then its id). */
export interface StatementCursor {
  atMicros: string;
  lineId: string;
}

export interface StatementRow extends StatementLine {
  /** The line's time in microseconds since 1970, the cursor's first key. */
  atMicros: string;
}

type RawLine = {
  line_id: string;
  kind: StatementLine['kind'];
  direction: 'in' | 'out';
  amount: string;
  balance: string | null;
  application_id: number | null;
  campaign_title: string | null;
  counterparty: string | null;
  fee: string | null;
  transaction_id: string | null;
  receipt_number: number | null;
  at: Date | string;
  at_micros: string;
};

/**
 * The lines of an influencer: releases in, withdrawals out (an approved one with its payout
 * reference, as its receipt shows it), and back in those the admin rejected or the influencer
 * cancelled.
 */
function influencerLines(influencerId: number): SQL {
  return sql`
    select 'r' || e.id as line_id, 'release' as kind, 'in' as direction,
      e.amount, e.application_id, c.title as campaign_title, b.username as counterparty,
      (select sum(f.amount) from ${ledgerEntries} f where f.application_id = e.application_id
        and f.kind = 'fee' and f.created_at = e.created_at)::numeric(20,2)::text as fee,
      null as transaction_id,
      (select n.number from ${receipts} n where n.release_application_id = e.application_id)
        as receipt_number,
      e.created_at as at
    from ${ledgerEntries} e
    join ${applications} a on a.id = e.application_id
    join ${campaigns} c on c.id = a.campaign_id
    join ${users} b on b.id = e.brand_id
    where e.influencer_id = ${influencerId} and e.kind = 'released'
    union all
    select 'w' || w.id, 'withdrawal', 'out', w.amount, null, null, null, null,
      w.payout_transaction_id, (select n.number from ${receipts} n where n.withdrawal_id = w.id), w.created_at
    from ${withdrawals} w where w.influencer_id = ${influencerId}
    union all
    select 'x' || w.id, 'withdrawal_returned', 'in', w.amount, null, null, null, null, null,
      null, w.decided_at
    from ${withdrawals} w
    where w.influencer_id = ${influencerId} and w.status in ('rejected', 'cancelled')
      and w.decided_at is not null`;
}

/**
 * The lines of a brand: confirmed payments out (into escrow) with the platform fee they include,
 * as their receipts show it, and refunds back in.
 */
function brandLines(brandId: number): SQL {
  return sql`
    select 'p' || p.id as line_id, 'payment' as kind, 'out' as direction, p.amount,
      p.application_id, c.title as campaign_title, i.username as counterparty,
      p.platform_fee::numeric(20,2)::text as fee, p.transaction_id,
      (select n.number from ${receipts} n where n.payment_id = p.id) as receipt_number,
      p.decided_at as at
    from ${payments} p
    join ${applications} a on a.id = p.application_id
    join ${campaigns} c on c.id = a.campaign_id
    join ${users} i on i.id = p.influencer_id
    where p.brand_id = ${brandId} and p.status = 'confirmed'
    union all
    select 'f' || e.id, 'refund', 'in', e.amount, e.application_id, c.title, i.username, null,
      (select rf.transaction_id from ${refunds} rf where rf.application_id = e.application_id),
      (select n.number from ${receipts} n join ${refunds} rf on rf.id = n.refund_id
        where rf.application_id = e.application_id),
      e.created_at
    from ${ledgerEntries} e
    join ${applications} a on a.id = e.application_id
    join ${campaigns} c on c.id = a.campaign_id
    join ${users} i on i.id = e.influencer_id
    where e.brand_id = ${brandId} and e.kind = 'refunded'`;
}

/**
 * One page of a user's statement, newest first (`take` rows), below `cursor`. An influencer's
 * lines carry the balance after each, summed over every line up to it in time order.
 */
export async function statementPage(
  db: Queryable,
  owner: { role: 'brand' | 'influencer'; id: number },
  cursor: StatementCursor | undefined,
  take: number,
): Promise<StatementRow[]> {
  const lines = owner.role === 'influencer' ? influencerLines(owner.id) : brandLines(owner.id);
  const signed = sql`case when direction = 'in' then amount else -amount end`;
  const balance =
    owner.role === 'influencer'
      ? sql`(sum(${signed}) over (order by at, line_id rows unbounded preceding))::numeric(20,2)::text`
      : sql`null::text`;
  const below =
    cursor === undefined
      ? sql``
      : sql`where (at_micros, line_id) < (${cursor.atMicros}::bigint, ${cursor.lineId})`;
  const { rows } = await db.execute<RawLine>(sql`
    select * from (
      select line_id, kind, direction, amount::numeric(20,2)::text as amount, ${balance} as balance,
        application_id, campaign_title, counterparty, fee, transaction_id, receipt_number, at,
        (extract(epoch from at) * 1000000)::bigint as at_micros
      from (${lines}) as lines
    ) as numbered
    ${below}
    order by at_micros desc, line_id desc
    limit ${take}`);
  return rows.map((row) => ({
    id: row.line_id,
    kind: row.kind,
    direction: row.direction,
    amount: row.amount,
    balance: row.balance,
    application_id: row.application_id,
    campaign_title: row.campaign_title,
    counterparty: row.counterparty,
    fee: row.fee,
    transaction_id: row.transaction_id,
    receipt_number: row.receipt_number,
    created_at: new Date(row.at).toISOString(),
    atMicros: String(row.at_micros),
  }));
}
