import { sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { applications, campaigns, payments, users } from '../schema';

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
      ${count(sql`from ${applications} join ${campaigns} on ${campaigns.id} = ${applications.campaignId}
        where ${campaigns.brandId} = ${brandId}`)} as total_applications,
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
  return onlyRow(
    await db.execute<InfluencerApplicationCounts>(
      sql`select count(*)::int as total_applications,
      (count(*) filter (where ${applications.status} = 'accepted'))::int as accepted_applications
      from ${applications} where ${applications.influencerId} = ${influencerId}`,
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
};

export async function adminStats(db: Queryable): Promise<AdminStats> {
  return onlyRow(
    await db.execute<AdminStats>(
      sql`select
      ${count(sql`from ${users}`)} as total_users,
      ${count(sql`from ${users} where ${users.role} = 'brand'`)} as total_brands,
      ${count(sql`from ${users} where ${users.role} = 'influencer'`)} as total_influencers,
      ${count(sql`from ${campaigns}`)} as total_campaigns,
      ${count(sql`from ${applications}`)} as total_applications,
      ${count(sql`from ${payments}`)} as total_payments,
      ${money(sql`(select sum(${payments.amount}) from ${payments}
        where ${payments.status} = 'confirmed')`)} as confirmed_payments_amount`,
    ),
  );
}
