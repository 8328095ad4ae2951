import { sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import {
  applications,
  campaigns,
  collaborations,
  ledgerEntries,
  users,
  withdrawals,
} from '../schema';

/** An influencer's money, every figure a two-decimal string summed in SQL. */
export interface LedgerTotals {
  /** Money released to the influencer, net of the platform fees (design §6). */
  totalEarnings: string;
  /**
   * Accepted collaborations not yet released: agreed amounts of those awaiting payment, and the
   * amounts held in escrow.
   */
  pendingEarnings: string;
  /** Paid by brands and held until they approve the work: not withdrawable. */
  inEscrow: string;
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
 * Derives an influencer's totals from the ledger's entries and the withdrawals (design §6: money
 * moves only by entries; no balance column). Inside a withdrawal, call it after `lockInfluencer`
 * in the same transaction.
 */
export async function ledgerTotals(db: Queryable, influencerId: number): Promise<LedgerTotals> {
  const entries = (kinds: string) =>
    sql`(select sum(${ledgerEntries.amount}) from ${ledgerEntries}
      where ${ledgerEntries.influencerId} = ${influencerId} and ${ledgerEntries.kind} in (${sql.raw(kinds)}))`;
  const earned = entries(`'released'`);
  const inEscrow = sql`(coalesce(${entries(`'held'`)}, 0) - coalesce(${entries(`'released', 'fee', 'refunded'`)}, 0))`;
  const withdrawnBy = (status: 'approved' | 'pending') =>
    sql`(select sum(${withdrawals.amount}) from ${withdrawals}
      where ${withdrawals.influencerId} = ${influencerId} and ${withdrawals.status} = ${status})`;
  // Each accepted application (read from the partial index that carries its fee) is checked for
  // an escrow row by one probe of its primary key: without one it awaits payment. The budget is
  // looked up only for an application without an agreed fee.
  const awaitingPayment = sql`(select sum(coalesce(${applications.expectedFee},
      (select ${campaigns.budget} from ${campaigns} where ${campaigns.id} = ${applications.campaignId})))
    from ${applications}
    left join lateral (select 1 as funded from ${collaborations}
      where ${collaborations.applicationId} = ${applications.id}) as escrow on true
    where ${applications.influencerId} = ${influencerId} and ${applications.status} = 'accepted'
      and escrow.funded is null)`;
  const result = await db.execute<{
    total_earnings: string;
    pending_earnings: string;
    in_escrow: string;
    withdrawn: string;
    pending_withdrawals: string;
    balance: string;
  }>(sql`select ${money(earned)} as total_earnings,
    ${money(sql`coalesce(${awaitingPayment}, 0) + ${inEscrow}`)} as pending_earnings,
    ${money(inEscrow)} as in_escrow,
    ${money(withdrawnBy('approved'))} as withdrawn,
    ${money(withdrawnBy('pending'))} as pending_withdrawals,
    ${money(sql`coalesce(${earned}, 0) - coalesce(${withdrawnBy('approved')}, 0) - coalesce(${withdrawnBy('pending')}, 0)`)} as balance`);
  const row = result.rows[0];
  if (row === undefined) throw new Error('the ledger query returned no row');
  return {
    totalEarnings: row.total_earnings,
    pendingEarnings: row.pending_earnings,
    inEscrow: row.in_escrow,
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
