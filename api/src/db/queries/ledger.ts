import { and, eq, inArray, sql } from 'drizzle-orm';
import { HELD_STATUSES } from '@portal/shared/contract/collaborations';
import { fromPaisa, toPaisa } from '@portal/shared/money';
import type { Queryable } from '../client';
import {
  accountTotals,
  applications,
  collaborations,
  platformTotals,
  refunds,
  users,
} from '../schema';

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
 * influencer's figures are net of the platform fee): their kept `totals` less the fees migration
 * 0034 keeps beside them, the fee recorded with each payment held in escrow and, on each accepted
 * application awaiting payment, the fee at `feePercent` rounded half up to the paisa, as its
 * payment will record it. The latter is kept at the percent the server started with
 * (`keepFeesAt`); while the kept percent differs (another instance set another one), it is counted
 * from the influencer's accepted applications instead.
 */
export async function earningsToCome(
  db: Queryable,
  influencerId: number,
  totals: Pick<LedgerTotals, 'pendingEarnings' | 'inEscrow'>,
  feePercent: number,
): Promise<EarningsToCome> {
  const [fees] = await db
    .select({
      held: sql<string>`${accountTotals.escrowFees}::text`,
      awaiting: sql<string>`(case when ${platformTotals.feePercent} = ${feePercent}::numeric
        then ${accountTotals.awaitingFees}
        else coalesce((
          select sum(fee_at_percent(application_awaiting(${applications.status}, ${applications.id},
            ${applications.campaignId}, ${applications.expectedFee}), ${feePercent}::numeric))
          from ${applications}
          where ${and(eq(applications.influencerId, influencerId), eq(applications.status, 'accepted'))}
        ), 0) end)::text`,
    })
    .from(accountTotals)
    .crossJoin(platformTotals)
    .where(eq(accountTotals.userId, influencerId));
  if (fees === undefined) throw new Error(`no kept totals for user ${influencerId}`);
  return {
    pendingEarnings: fromPaisa(
      toPaisa(totals.pendingEarnings) - toPaisa(fees.held) - toPaisa(fees.awaiting),
    ),
    inEscrow: fromPaisa(toPaisa(totals.inEscrow) - toPaisa(fees.held)),
  };
}

/**
 * Keeps `account_totals.awaiting_fees` at the platform fee `percent` (`keep_fees_at`, migration
 * 0034): when the kept percent differs, every influencer's figure is counted again at this one.
 * The server calls it at its start with PLATFORM_FEE_PERCENT; answers whether it counted.
 */
export async function keepFeesAt(db: Queryable, percent: number): Promise<boolean> {
  const { rows } = await db.execute<{ counted: boolean }>(
    sql`select keep_fees_at(${percent}::numeric) as counted`,
  );
  return rows[0]?.counted === true;
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
