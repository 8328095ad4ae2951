import { sql, type SQL } from 'drizzle-orm';
import { CHART_MONTHS, type MonthlyAmount } from '@portal/shared/contract/dashboards';
import type { Queryable } from '../client';
import {
  accountMonths,
  accountTotals,
  disputes,
  ledgerEntries,
  payments,
  platformTotals,
  refunds,
  rowCounts,
} from '../schema';
import { onlyRow } from './one-row';

/** The dashboards' stat cards and monthly charts, read from kept counts and totals. */

const money = (expression: ReturnType<typeof sql>) =>
  sql`(coalesce(${expression}, 0))::numeric(20,2)::text`;

export type BrandStats = {
  total_campaigns: number;
  total_applications: number;
  /** Confirmed payments the brand made, fees included, less what escrow refunded. */
  money_spent: string;
};

/** Read from the brand's kept totals (migration 0015): the same cost at any size. */
export async function brandStats(db: Queryable, brandId: number): Promise<BrandStats> {
  const { rows } = await db.execute<BrandStats>(
    sql`select ${accountTotals.campaigns} as total_campaigns,
      ${accountTotals.applications} as total_applications,
      (${accountTotals.paid} - ${accountTotals.refunded})::text as money_spent
      from ${accountTotals} where ${accountTotals.userId} = ${brandId}`,
  );
  return onlyRow(rows, 'a dashboard query');
}

export type InfluencerApplicationCounts = {
  total_applications: number;
  accepted_applications: number;
};

/** Read from the influencer's kept totals (migration 0015). */
export async function influencerApplicationCounts(
  db: Queryable,
  influencerId: number,
): Promise<InfluencerApplicationCounts> {
  const { rows } = await db.execute<InfluencerApplicationCounts>(
    sql`select ${accountTotals.applications} as total_applications,
      ${accountTotals.acceptedApplications} as accepted_applications
      from ${accountTotals} where ${accountTotals.userId} = ${influencerId}`,
  );
  return onlyRow(rows, 'a dashboard query');
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
 * The counts are read from row_counts, kept exact by triggers (migration 0005), and the confirmed
 * amount from platform_totals (migration 0015), so they cost the same at any size. Open disputes
 * and pending refunds are counted from their partial indexes: queues an admin works down, never
 * large.
 */
export async function adminStats(db: Queryable): Promise<AdminStats> {
  const counter = (name: string) =>
    sql`(max(${rowCounts.value}) filter (where ${rowCounts.name} = ${name}))::int`;
  const { rows } = await db.execute<AdminStats>(
    sql`select ${counter('users')} as total_users,
      ${counter('users.brand')} as total_brands,
      ${counter('users.influencer')} as total_influencers,
      ${counter('campaigns')} as total_campaigns,
      ${counter('applications')} as total_applications,
      ${counter('payments')} as total_payments,
      (select ${platformTotals.confirmedPayments}::text from ${platformTotals}) as confirmed_payments_amount,
      ${counter('payments.pending')} as pending_payments,
      ${counter('withdrawals.pending')} as pending_withdrawals,
      (select count(*)::int from ${disputes} where ${disputes.outcome} is null) as open_disputes,
      (select count(*)::int from ${refunds} where ${refunds.status} = 'pending') as pending_refunds
      from ${rowCounts}`,
  );
  return onlyRow(rows, 'a dashboard query');
}

/**
 * A user's kept monthly figure (account_months, migration 0015) per calendar month in Asia/Dhaka,
 * less the `month`, `amount` rows of `less` when given: CHART_MONTHS rows, oldest first, ending
 * with the current month, a month without money 0.00.
 */
async function monthlyTotals(
  db: Queryable,
  userId: number,
  figure: typeof accountMonths.earned | typeof accountMonths.paid,
  less?: SQL,
): Promise<MonthlyAmount[]> {
  const amount =
    less === undefined
      ? money(sql`${figure}`)
      : money(sql`coalesce(${figure}, 0) - coalesce("less"."amount", 0)`);
  const lessJoin =
    less === undefined
      ? sql``
      : sql`left join (${less}) as "less" on "less"."month" = months.month`;
  const { rows } = await db.execute<MonthlyAmount>(
    sql`with months as (
      select month_start::date as month from generate_series(
        date_trunc('month', now() at time zone 'Asia/Dhaka') - make_interval(months => ${CHART_MONTHS - 1}),
        date_trunc('month', now() at time zone 'Asia/Dhaka'),
        interval '1 month') as month_start)
    select to_char(months.month, 'YYYY-MM') as month, ${amount} as amount
    from months left join ${accountMonths} on ${accountMonths.userId} = ${userId}
      and ${accountMonths.month} = months.month
    ${lessJoin}
    order by months.month`,
  );
  return rows;
}

/**
 * What the brand spent per month, the money Money Spent counts: the payments the admin confirmed
 * that month (fees included), less what escrow refunded of them. A refund comes off the month of
 * the payment it returns, so no month goes below 0; the brand's few refunds are read from
 * `ledger_entries_brand_idx`.
 */
export function brandMonthlySpending(db: Queryable, brandId: number): Promise<MonthlyAmount[]> {
  const refundedByPaymentMonth = sql`
    select dhaka_month(${payments.decidedAt}) as month, sum(${ledgerEntries.amount}) as amount
    from ${ledgerEntries} join ${payments} on ${payments.applicationId} = ${ledgerEntries.applicationId}
      and ${payments.status} = 'confirmed'
    where ${ledgerEntries.brandId} = ${brandId} and ${ledgerEntries.kind} = 'refunded'
    group by 1`;
  return monthlyTotals(db, brandId, accountMonths.paid, refundedByPaymentMonth);
}

/** What the influencer earned per month: money released to them (net of fees), by release. */
export function influencerMonthlyEarnings(
  db: Queryable,
  influencerId: number,
): Promise<MonthlyAmount[]> {
  return monthlyTotals(db, influencerId, accountMonths.earned);
}
