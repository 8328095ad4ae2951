import { sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { applications, campaigns, payments, users, withdrawals } from '../schema';

/** An influencer's money, every figure a two-decimal string summed in SQL. */
export interface LedgerTotals {
  /** Confirmed payments net of their platform fees. */
  totalEarnings: string;
  /** Agreed amounts of accepted applications with no confirmed payment yet. */
  pendingEarnings: string;
  /** Approved withdrawals. */
  withdrawn: string;
  /** Withdrawals awaiting the admin. */
  pendingWithdrawals: string;
  /** totalEarnings - withdrawn - pendingWithdrawals. */
  balance: string;
}

/** numeric(20,2) keeps two decimals on an empty sum ("0.00") and room for any total. */
const money = (expression: ReturnType<typeof sql>) =>
  sql<string>`(coalesce(${expression}, 0))::numeric(20,2)::text`;

/**
 * Derives an influencer's totals from the immutable records (design §2: a ledger, no balance
 * column). Inside a withdrawal, call it after `lockInfluencer` in the same transaction.
 */
export async function ledgerTotals(db: Queryable, influencerId: number): Promise<LedgerTotals> {
  const earned = sql`(select sum(${payments.amount} - ${payments.platformFee}) from ${payments}
    where ${payments.influencerId} = ${influencerId} and ${payments.status} = 'confirmed')`;
  const withdrawnBy = (status: 'approved' | 'pending') =>
    sql`(select sum(${withdrawals.amount}) from ${withdrawals}
      where ${withdrawals.influencerId} = ${influencerId} and ${withdrawals.status} = ${status})`;
  // Each accepted application (read from the partial index that carries its fee) is checked for a
  // confirmed payment by one probe of the index of confirmed payments: the LATERAL ... LIMIT 1
  // keeps it a probe, where as NOT EXISTS the planner may hash every confirmed payment instead.
  // The budget is looked up only for an application without an agreed fee.
  const pending = sql`(select sum(coalesce(${applications.expectedFee},
      (select ${campaigns.budget} from ${campaigns} where ${campaigns.id} = ${applications.campaignId})))
    from ${applications}
    left join lateral (select 1 as paid from ${payments}
      where ${payments.applicationId} = ${applications.id} and ${payments.status} = 'confirmed'
      limit 1) as confirmed on true
    where ${applications.influencerId} = ${influencerId} and ${applications.status} = 'accepted'
      and confirmed.paid is null)`;
  const result = await db.execute<{
    total_earnings: string;
    pending_earnings: string;
    withdrawn: string;
    pending_withdrawals: string;
    balance: string;
  }>(sql`select ${money(earned)} as total_earnings, ${money(pending)} as pending_earnings,
    ${money(withdrawnBy('approved'))} as withdrawn,
    ${money(withdrawnBy('pending'))} as pending_withdrawals,
    ${money(sql`coalesce(${earned}, 0) - coalesce(${withdrawnBy('approved')}, 0) - coalesce(${withdrawnBy('pending')}, 0)`)} as balance`);
  const row = result.rows[0];
  if (row === undefined) throw new Error('the ledger query returned no row');
  return {
    totalEarnings: row.total_earnings,
    pendingEarnings: row.pending_earnings,
    withdrawn: row.withdrawn,
    pendingWithdrawals: row.pending_withdrawals,
    balance: row.balance,
  };
}

/**
 * Takes the per-influencer lock (their users row, FOR UPDATE) that serialises every check-then-
 * write on their balance until the transaction ends.
 */
export async function lockInfluencer(db: Queryable, influencerId: number): Promise<void> {
  await db.execute(
    sql`select ${users.id} from ${users} where ${users.id} = ${influencerId} for update`,
  );
}
