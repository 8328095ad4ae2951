import { sql, type SQL } from 'drizzle-orm';
import { CHART_MONTHS, type MonthlyAmount } from '@portal/shared/contract/dashboards';
import type { Queryable } from '../client';
import {
  applications,
  campaigns,
  disputes,
  ledgerEntries,
  payments,
  refunds,
  rowCounts,
} from '../schema';

/** Counts and sums for the dashboards' stat cards, all computed in SQL. */

const count = (from: ReturnType<typeof sql>) => sql`(select count(*)::int ${from})`;
const money = (expression: ReturnType<typeof sql>) =>
  sql`(coalesce(${expression}, 0))::numeric(20,2)::text`;

function onlyRow<T>({ rows }: { rows: T[] }): T {
  const [row] = rows;
  if (row === undefined) throw new Error('a dashboard query returned no row');
  return row;
}

export type BrandStats = {
  total_campaigns: number;
  total_applications: number;
  /** Confirmed payments the brand made, fees included, less what escrow refunded. */
  money_spent: string;
};

export async function brandStats(db: Queryable, brandId: number): Promise<BrandStats> {
  return onlyRow(
    await db.execute<BrandStats>(
      sql`select
      ${count(sql`from ${campaigns} where ${campaigns.brandId} = ${brandId}`)} as total_campaigns,
      ${count(sql`from ${applications} where ${applications.brandId} = ${brandId}`)} as total_applications,
      ${money(sql`coalesce((select sum(${payments.amount}) from ${payments}
        where ${payments.brandId} = ${brandId} and ${payments.status} = 'confirmed'), 0)
        - coalesce((select sum(${ledgerEntries.amount}) from ${ledgerEntries}
        where ${ledgerEntries.brandId} = ${brandId} and ${ledgerEntries.kind} = 'refunded'), 0)`)} as money_spent`,
    ),
  );
}

export type InfluencerApplicationCounts = {
  total_applications: number;
  accepted_applications: number;
};

export async function influencerApplicationCounts(
  db: Queryable,
  influencerId: number,
): Promise<InfluencerApplicationCounts> {
  // Two counts of index entries (all of the influencer's, then the partial index of accepted
  // ones) rather than one pass that reads each application's row for its status.
  return onlyRow(
    await db.execute<InfluencerApplicationCounts>(
      sql`select
      ${count(sql`from ${applications} where ${applications.influencerId} = ${influencerId}`)} as total_applications,
      ${count(sql`from ${applications} where ${applications.influencerId} = ${influencerId} and ${applications.status} = 'accepted'`)} as accepted_applications`,
    ),
  );
}

export type AdminStats = {
  total_users: number;
  total_brands: number;
  total_influencers: number;
  total_campaigns: number;
  total_applications: number;
  total_payments: number;
  confirmed_payments_amount: string;
  pending_payments: number;
  pending_withdrawals: number;
  open_disputes: number;
  pending_refunds: number;
};

/**
 * The counts are read from row_counts, kept exact by triggers (migration 0005), so they cost the
 * same at any size. The confirmed amount is summed from the payments ledger, never stored: the
 * partial index of confirmed payments carries each amount, so the sum is an index-only scan of
 * the confirmed payments alone. Open disputes and pending refunds are counted from their partial
 * indexes: queues an admin works down, never large.
 */
export async function adminStats(db: Queryable): Promise<AdminStats> {
  const counter = (name: string) =>
    sql`(max(${rowCounts.value}) filter (where ${rowCounts.name} = ${name}))::int`;
  return onlyRow(
    await db.execute<AdminStats>(
      sql`select ${counter('users')} as total_users,
      ${counter('users.brand')} as total_brands,
      ${counter('users.influencer')} as total_influencers,
      ${counter('campaigns')} as total_campaigns,
      ${counter('applications')} as total_applications,
      ${counter('payments')} as total_payments,
      ${money(sql`(select sum(${payments.amount}) from ${payments} where ${payments.status} = 'confirmed')`)} as confirmed_payments_amount,
      ${counter('payments.pending')} as pending_payments,
      ${counter('withdrawals.pending')} as pending_withdrawals,
      (select count(*)::int from ${disputes} where ${disputes.outcome} is null) as open_disputes,
      (select count(*)::int from ${refunds} where ${refunds.status} = 'pending') as pending_refunds
      from ${rowCounts}`,
    ),
  );
}

/** What a monthly chart sums: rows of a table, their amount and the time that places them. */
interface MonthlySource {
  table: typeof payments | typeof ledgerEntries;
  amount: SQL;
  time: SQL;
  /** Which rows count (the owner, the status or kind). */
  rows: SQL;
}

/**
 * `amount` summed over the source's rows per calendar month in Asia/Dhaka of their time:
 * CHART_MONTHS rows, oldest first, ending with the current month, a month without rows 0.00.
 */
async function monthlySums(db: Queryable, source: MonthlySource): Promise<MonthlyAmount[]> {
  const { rows } = await db.execute<MonthlyAmount>(
    sql`with months as (
      select month_start from generate_series(
        date_trunc('month', now() at time zone 'Asia/Dhaka') - make_interval(months => ${CHART_MONTHS - 1}),
        date_trunc('month', now() at time zone 'Asia/Dhaka'),
        interval '1 month') as month_start)
    select to_char(months.month_start, 'YYYY-MM') as month, ${money(sql`sum(${source.amount})`)} as amount
    from months left join ${source.table} on ${source.rows}
      and ${source.time} >= months.month_start at time zone 'Asia/Dhaka'
      and ${source.time} < (months.month_start + interval '1 month') at time zone 'Asia/Dhaka'
    group by months.month_start
    order by months.month_start`,
  );
  return rows;
}

/** What the brand paid (fees included) per month, by the month the admin confirmed it. */
export function brandMonthlySpending(db: Queryable, brandId: number): Promise<MonthlyAmount[]> {
  return monthlySums(db, {
    table: payments,
    amount: sql`${payments.amount}`,
    time: sql`${payments.decidedAt}`,
    rows: sql`${payments.brandId} = ${brandId} and ${payments.status} = 'confirmed'`,
  });
}

/** What the influencer earned per month: money released to them (net of fees), by release. */
export function influencerMonthlyEarnings(
  db: Queryable,
  influencerId: number,
): Promise<MonthlyAmount[]> {
  return monthlySums(db, {
    table: ledgerEntries,
    amount: sql`${ledgerEntries.amount}`,
    time: sql`${ledgerEntries.createdAt}`,
    rows: sql`${ledgerEntries.influencerId} = ${influencerId} and ${ledgerEntries.kind} = 'released'`,
  });
}
