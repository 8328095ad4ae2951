import { sql, type SQL } from 'drizzle-orm';
import { CHART_MONTHS, type MonthlyAmount } from '@portal/shared/contract/dashboards';
import type { Queryable } from '../client';
import { applications, campaigns, payments, users, withdrawals } from '../schema';

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
  /** Confirmed payments the brand made, fees included. */
  money_spent: string;
};

export async function brandStats(db: Queryable, brandId: number): Promise<BrandStats> {
  return onlyRow(
    await db.execute<BrandStats>(
      sql`select
      ${count(sql`from ${campaigns} where ${campaigns.brandId} = ${brandId}`)} as total_campaigns,
      ${count(sql`from ${applications} where ${applications.brandId} = ${brandId}`)} as total_applications,
      ${money(sql`(select sum(${payments.amount}) from ${payments}
        where ${payments.brandId} = ${brandId} and ${payments.status} = 'confirmed')`)} as money_spent`,
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
};

/**
 * Whole-table figures: each table is read once (users and payments give all their figures in one
 * pass, counted with FILTER), from an index where one covers what is counted. They still read
 * every row, so their cost grows with the tables: the design keeps no stored counters or totals.
 */
export async function adminStats(db: Queryable): Promise<AdminStats> {
  const byRole = (role: 'brand' | 'influencer') =>
    sql`(count(*) filter (where ${users.role} = ${role}))::int`;
  return onlyRow(
    await db.execute<AdminStats>(
      sql`select user_figures.total_users, user_figures.total_brands, user_figures.total_influencers,
      ${count(sql`from ${campaigns}`)} as total_campaigns,
      ${count(sql`from ${applications}`)} as total_applications,
      payment_figures.total_payments, payment_figures.confirmed_payments_amount,
      payment_figures.pending_payments,
      ${count(sql`from ${withdrawals} where ${withdrawals.status} = 'pending'`)} as pending_withdrawals
      from (select count(*)::int as total_users, ${byRole('brand')} as total_brands,
          ${byRole('influencer')} as total_influencers
        from ${users}) as user_figures,
      (select count(*)::int as total_payments,
          ${money(sql`sum(${payments.amount}) filter (where ${payments.status} = 'confirmed')`)} as confirmed_payments_amount,
          (count(*) filter (where ${payments.status} = 'pending'))::int as pending_payments
        from ${payments}) as payment_figures`,
    ),
  );
}

/**
 * `amount` summed over the confirmed payments matching `owner`, per calendar month in Asia/Dhaka
 * of the admin's confirmation (decided_at): CHART_MONTHS rows, oldest first, ending with the
 * current month, a month without payments 0.00.
 */
async function monthlyConfirmed(db: Queryable, amount: SQL, owner: SQL): Promise<MonthlyAmount[]> {
  const { rows } = await db.execute<MonthlyAmount>(
    sql`with months as (
      select month_start from generate_series(
        date_trunc('month', now() at time zone 'Asia/Dhaka') - make_interval(months => ${CHART_MONTHS - 1}),
        date_trunc('month', now() at time zone 'Asia/Dhaka'),
        interval '1 month') as month_start)
    select to_char(months.month_start, 'YYYY-MM') as month, ${money(sql`sum(${amount})`)} as amount
    from months left join ${payments} on ${owner} and ${payments.status} = 'confirmed'
      and ${payments.decidedAt} >= months.month_start at time zone 'Asia/Dhaka'
      and ${payments.decidedAt} < (months.month_start + interval '1 month') at time zone 'Asia/Dhaka'
    group by months.month_start
    order by months.month_start`,
  );
  return rows;
}

/** What the brand paid (fees included) per month, by confirmation month. */
export function brandMonthlySpending(db: Queryable, brandId: number): Promise<MonthlyAmount[]> {
  return monthlyConfirmed(db, sql`${payments.amount}`, sql`${payments.brandId} = ${brandId}`);
}

/** What the influencer earned per month: confirmed payments net of their platform fees. */
export function influencerMonthlyEarnings(
  db: Queryable,
  influencerId: number,
): Promise<MonthlyAmount[]> {
  return monthlyConfirmed(
    db,
    sql`${payments.amount} - ${payments.platformFee}`,
    sql`${payments.influencerId} = ${influencerId}`,
  );
}
