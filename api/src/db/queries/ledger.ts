import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { accountTotals, users } from '../schema';

/** An influencer's money, every figure a two-decimal string. */
export interface LedgerTotals {
  /** Money released to the influencer, net of the platform fees (see docs/money.md). */
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

/**
 * An influencer's totals, read from the row the triggers of migration 0015 keep in the transaction
 * of every entry, withdrawal and application (docs/money.md: kept totals, proven equal to the
 * entries by `account_totals_recount()`), so it costs the same at any size. Inside a withdrawal,
 * call it after `lockInfluencer` in the same transaction.
 */
export async function ledgerTotals(db: Queryable, influencerId: number): Promise<LedgerTotals> {
  const [row] = await db
    .select({
      totalEarnings: sql<string>`${accountTotals.earned}::text`,
      pendingEarnings: sql<string>`(${accountTotals.awaitingPayment} + ${accountTotals.inEscrow})::text`,
      inEscrow: sql<string>`${accountTotals.inEscrow}::text`,
      withdrawn: sql<string>`${accountTotals.withdrawn}::text`,
      pendingWithdrawals: sql<string>`${accountTotals.pendingWithdrawals}::text`,
      balance: sql<string>`(${accountTotals.earned} - ${accountTotals.withdrawn} - ${accountTotals.pendingWithdrawals})::text`,
    })
    .from(accountTotals)
    .where(eq(accountTotals.userId, influencerId));
  if (row === undefined) throw new Error(`no kept totals for user ${influencerId}`);
  return row;
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
