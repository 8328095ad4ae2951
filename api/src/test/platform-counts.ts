import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import type { AdminStats } from '../db/queries/dashboards';
import {
  applications,
  campaigns,
  disputes,
  payments,
  refunds,
  users,
  withdrawals,
} from '../db/schema';

/**
 * The admin dashboard's figures counted from every row of the tables, what the stored counters
 * must always equal: all users whatever their state (admins and deactivated users included), all
 * campaigns, applications and payments, pending payments and withdrawals, the confirmed amount,
 * open disputes and refunds waiting for their transfer.
 */
export async function countedFromTables(db: Queryable): Promise<AdminStats> {
  const { rows } = await db.execute<AdminStats>(
    sql`select
      (select count(*)::int from ${users}) as total_users,
      (select count(*)::int from ${users} where ${users.role} = 'brand') as total_brands,
      (select count(*)::int from ${users} where ${users.role} = 'influencer') as total_influencers,
      (select count(*)::int from ${campaigns}) as total_campaigns,
      (select count(*)::int from ${applications}) as total_applications,
      (select count(*)::int from ${payments}) as total_payments,
      (select coalesce(sum(${payments.amount}), 0)::numeric(20,2)::text from ${payments}
        where ${payments.status} = 'confirmed') as confirmed_payments_amount,
      (select count(*)::int from ${payments} where ${payments.status} = 'pending') as pending_payments,
      (select count(*)::int from ${withdrawals} where ${withdrawals.status} = 'pending') as pending_withdrawals,
      (select count(*)::int from ${disputes} where ${disputes.outcome} is null) as open_disputes,
      (select count(*)::int from ${refunds} where ${refunds.status} = 'pending') as pending_refunds`,
  );
  const [row] = rows;
  if (row === undefined) throw new Error('the count query returned no row');
  return row;
}
