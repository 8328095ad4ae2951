import { and, eq, inArray, sql } from 'drizzle-orm';
import { HELD_STATUSES } from '@portal/shared/contract/collaborations';
import { fromPaisa, toPaisa } from '@portal/shared/money';
import type { Queryable } from '../client';
import { accountTotals, applications, collaborations, refunds, users } from '../schema';

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

/** What an influencer will receive of the money not released yet: the figures less the fees. */
export interface EarningsToCome {
  /** `LedgerTotals.pendingEarnings` less the platform's fee on each. */
  pendingEarnings: string;
  /** `LedgerTotals.inEscrow` less the fee recorded with each payment held. */
  inEscrow: string;
}

/**
 * An influencer's pending earnings and escrow as they will receive them (see docs/money.md: the
 * influencer's figures are net of the platform fee): their kept `totals` less the fee recorded with
 * each payment held in escrow and, on each accepted application awaiting payment, the fee at
 * `feePercent` rounded half up to the paisa, as its payment will record it. Reads only the
 * influencer's open collaborations and accepted applications.
 */
export async function earningsToCome(
  db: Queryable,
  influencerId: number,
  totals: Pick<LedgerTotals, 'pendingEarnings' | 'inEscrow'>,
  feePercent: number,
): Promise<EarningsToCome> {
  const [fees] = await db
    .select({
      held: sql<string>`coalesce((
        select sum(${collaborations.platformFee}) from ${collaborations}
        where ${and(
          eq(collaborations.influencerId, influencerId),
          inArray(collaborations.status, [...HELD_STATUSES]),
        )}), 0)::text`,
      awaiting: sql<string>`coalesce((
        select sum(round(application_awaiting(${applications.status}, ${applications.id},
          ${applications.campaignId}, ${applications.expectedFee}) * ${feePercent}::numeric / 100, 2))
        from ${applications}
        where ${and(eq(applications.influencerId, influencerId), eq(applications.status, 'accepted'))}
      ), 0)::text`,
    })
    .from(sql`(select 1) as one`);
  if (fees === undefined) throw new Error('no fee row');
  return {
    pendingEarnings: fromPaisa(
      toPaisa(totals.pendingEarnings) - toPaisa(fees.held) - toPaisa(fees.awaiting),
    ),
    inEscrow: fromPaisa(toPaisa(totals.inEscrow) - toPaisa(fees.held)),
  };
}

/**
 * What a brand has on the platform: its payments held in escrow (open collaborations) and the
 * refunds not sent yet.
 */
export async function brandMoneyHeld(
  db: Queryable,
  brandId: number,
): Promise<{ inEscrow: string; refundsOwed: string }> {
  const [row] = await db
    .select({
      inEscrow: sql<string>`coalesce((
        select sum(${collaborations.amount}) from ${collaborations}
        where ${and(
          eq(collaborations.brandId, brandId),
          inArray(collaborations.status, [...HELD_STATUSES]),
        )}), 0)::numeric(20, 2)::text`,
      refundsOwed: sql<string>`coalesce((
        select sum(${refunds.amount}) from ${refunds}
        where ${and(eq(refunds.brandId, brandId), eq(refunds.status, 'pending'))}), 0)::numeric(20, 2)::text`,
    })
    .from(sql`(select 1) as one`);
  if (row === undefined) throw new Error('no money row');
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
