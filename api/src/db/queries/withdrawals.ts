import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod } from '@portal/shared/contract/common';
import type {
  Withdrawal,
  WithdrawalDecision,
  WithdrawalStatus,
} from '@portal/shared/contract/withdrawals';
import type { Queryable } from '../client';
import { receipts, users, withdrawals } from '../schema';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/**
 * Withdrawals with their influencer's name and payout receipt. The name is read by a subquery, not
 * a join: PostgreSQL 15 puts a Memoize node on a joined look-up, whose cache, sized from the
 * estimated number of distinct influencers, cost more to set up than the page's look-ups themselves.
 */
function withdrawalViews(db: Queryable) {
  return db
    .select({
      withdrawal: withdrawals,
      influencerName: sql<string>`(select ${users.username} from ${users} where ${users.id} = ${withdrawals.influencerId})`,
      receiptNumber: receipts.number,
    })
    .from(withdrawals)
    .leftJoin(receipts, eq(receipts.withdrawalId, withdrawals.id));
}

type WithdrawalViewRow = Awaited<ReturnType<typeof withdrawalViews>>[number];

/** The withdrawal as the API sends it (contract withdrawalSchema). */
function toWithdrawal({
  withdrawal,
  influencerName,
  receiptNumber,
}: WithdrawalViewRow): Withdrawal {
  const requestedAt = withdrawal.createdAt.toISOString();
  return {
    id: withdrawal.id,
    amount: withdrawal.amount,
    payment_method: withdrawal.paymentMethod,
    phone_number: withdrawal.phoneNumber,
    status: withdrawal.status,
    created_at: requestedAt,
    influencer_name: influencerName,
    requested_at: requestedAt,
    decided_at: withdrawal.decidedAt === null ? null : withdrawal.decidedAt.toISOString(),
    rejection_reason: withdrawal.rejectionReason,
    payout_transaction_id: withdrawal.payoutTransactionId,
    receipt_number: receiptNumber,
  };
}

export async function findWithdrawalView(
  db: Queryable,
  id: number,
): Promise<Withdrawal | undefined> {
  const [row] = await withdrawalViews(db).where(eq(withdrawals.id, id));
  return row === undefined ? undefined : toWithdrawal(row);
}

export interface WithdrawalPageQuery {
  /** Only this influencer's; undefined for everyone's (the admin's list). */
  influencerId?: number;
  status?: WithdrawalStatus;
  /** Continue below this id (keyset pagination); undefined for the first page. */
  beforeId?: number;
  /** Rows to fetch: the page size plus one, to know whether there is a next page. */
  take: number;
}

/** Withdrawals newest first. */
export async function listWithdrawalViews(
  db: Queryable,
  query: WithdrawalPageQuery,
): Promise<Withdrawal[]> {
  const conditions: SQL[] = [];
  if (query.influencerId !== undefined) {
    conditions.push(eq(withdrawals.influencerId, query.influencerId));
  }
  if (query.status !== undefined) conditions.push(eq(withdrawals.status, query.status));
  if (query.beforeId !== undefined) conditions.push(lt(withdrawals.id, query.beforeId));
  const rows = await withdrawalViews(db)
    .where(and(...conditions))
    .orderBy(desc(withdrawals.id))
    .limit(query.take);
  return rows.map(toWithdrawal);
}

export interface NewWithdrawal {
  influencerId: number;
  amount: string;
  paymentMethod: PaymentMethod;
  phoneNumber: string;
}

export async function insertWithdrawal(
  db: Queryable,
  withdrawal: NewWithdrawal,
): Promise<WithdrawalRow> {
  const [row] = await db.insert(withdrawals).values(withdrawal).returning();
  if (row === undefined) throw new Error('insert into withdrawals returned no row');
  return row;
}

/** True when another withdrawal to this kind of wallet already has this payout transaction ID. */
export async function isPayoutClaimed(
  db: Queryable,
  paymentMethod: PaymentMethod,
  transactionId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.paymentMethod, paymentMethod),
        eq(withdrawals.payoutTransactionId, transactionId),
      ),
    );
  return row !== undefined;
}

export async function lockWithdrawal(
  db: Queryable,
  id: number,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

/**
 * Stores the admin's decision: the payout's transaction ID of an approval, the reason of a
 * rejection. The payout ID is unique per wallet (index withdrawals_method_payout_key).
 */
export async function decideWithdrawal(
  db: Queryable,
  id: number,
  decision: WithdrawalDecision,
  adminId: number,
): Promise<WithdrawalRow> {
  const [row] = await db
    .update(withdrawals)
    .set({
      status: decision.status,
      payoutTransactionId: decision.status === 'approved' ? decision.transaction_id : null,
      rejectionReason: decision.status === 'rejected' ? decision.reason : null,
      decidedAt: sql`now()`,
      decidedBy: adminId,
    })
    .where(eq(withdrawals.id, id))
    .returning();
  if (row === undefined) throw new Error('update of withdrawals returned no row');
  return row;
}
