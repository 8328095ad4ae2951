import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod } from '@portal/shared/contract/common';
import {
  DUPLICATE_WINDOW_SECONDS,
  type AdminWithdrawal,
  type Withdrawal,
  type WithdrawalDecision,
  type WithdrawalStatus,
} from '@portal/shared/contract/withdrawals';
import type { Queryable } from '../client';
import { receipts, users, withdrawals } from '../schema';
import { hasRow, insertRow, lockRow, onlyRow } from './one-row';
import { newestFirstPage, type KeysetPage } from './keyset-page';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/**
 * Whether another request of the same influencer, for the same amount to the same wallet, was made
 * within DUPLICATE_WINDOW_SECONDS of this one, neither of them cancelled (contract
 * adminWithdrawalSchema); read through withdrawals_influencer_created_idx.
 */
const possibleDuplicate = sql<boolean>`(${withdrawals.status} <> 'cancelled' and exists (
  select 1 from ${withdrawals} other
  where other.influencer_id = ${withdrawals.influencerId}
    and other.created_at between ${withdrawals.createdAt} - ${DUPLICATE_WINDOW_SECONDS} * interval '1 second'
      and ${withdrawals.createdAt} + ${DUPLICATE_WINDOW_SECONDS} * interval '1 second'
    and other.id <> ${withdrawals.id}
    and other.amount = ${withdrawals.amount}
    and other.payment_method = ${withdrawals.paymentMethod}
    and other.phone_number = ${withdrawals.phoneNumber}
    and other.status <> 'cancelled'))`;

/** Which side a view is for: the influencer's own list, or the admin's. */
type Viewer = 'own' | 'admin';

/**
 * Withdrawals with their influencer's name and payout receipt; for the admin, whether each may be
 * a request sent twice. The name is read by a subquery, not a join: PostgreSQL 15 puts a Memoize
 * node on a joined look-up, whose cache, sized from the estimated number of distinct influencers,
 * cost more to set up than the page's look-ups themselves.
 */
function withdrawalViews(db: Queryable, viewer: Viewer) {
  return db
    .select({
      withdrawal: withdrawals,
      influencerName: sql<string>`(select ${users.username} from ${users} where ${users.id} = ${withdrawals.influencerId})`,
      receiptNumber: receipts.number,
      possibleDuplicate: viewer === 'admin' ? possibleDuplicate : sql<boolean>`false`,
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

/** The withdrawal as the admin's calls send it (contract adminWithdrawalSchema). */
function toAdminWithdrawal(row: WithdrawalViewRow): AdminWithdrawal {
  return { ...toWithdrawal(row), possible_duplicate: row.possibleDuplicate };
}

async function findView(db: Queryable, viewer: Viewer, id: number) {
  const [row] = await withdrawalViews(db, viewer).where(eq(withdrawals.id, id));
  return row;
}

export async function findWithdrawalView(
  db: Queryable,
  id: number,
): Promise<Withdrawal | undefined> {
  const row = await findView(db, 'own', id);
  return row === undefined ? undefined : toWithdrawal(row);
}

export async function findAdminWithdrawalView(
  db: Queryable,
  id: number,
): Promise<AdminWithdrawal | undefined> {
  const row = await findView(db, 'admin', id);
  return row === undefined ? undefined : toAdminWithdrawal(row);
}

export interface WithdrawalListFilter {
  status?: WithdrawalStatus;
}

/** A page of withdrawals newest first: one influencer's, or everyone's when `influencerId` is undefined. */
function pageOfViews(
  db: Queryable,
  viewer: Viewer,
  influencerId: number | undefined,
  filter: WithdrawalListFilter,
  page: KeysetPage,
) {
  const conditions: SQL[] = [];
  if (influencerId !== undefined) conditions.push(eq(withdrawals.influencerId, influencerId));
  if (filter.status !== undefined) conditions.push(eq(withdrawals.status, filter.status));
  return newestFirstPage(withdrawalViews(db, viewer).$dynamic(), withdrawals.id, conditions, page);
}

/** One page of an influencer's withdrawals newest first (`limit + 1` rows). */
export async function listWithdrawalViews(
  db: Queryable,
  influencerId: number,
  filter: WithdrawalListFilter,
  page: KeysetPage,
): Promise<Withdrawal[]> {
  return (await pageOfViews(db, 'own', influencerId, filter, page)).map(toWithdrawal);
}

/** One page of every withdrawal newest first (`limit + 1` rows), as the admin's list shows it. */
export async function listAdminWithdrawalViews(
  db: Queryable,
  filter: WithdrawalListFilter,
  page: KeysetPage,
): Promise<AdminWithdrawal[]> {
  return (await pageOfViews(db, 'admin', undefined, filter, page)).map(toAdminWithdrawal);
}

export interface NewWithdrawal {
  influencerId: number;
  /** When it was requested: the service's clock, as its transfer records it. */
  createdAt: Date;
  amount: string;
  paymentMethod: PaymentMethod;
  phoneNumber: string;
}

export async function insertWithdrawal(
  db: Queryable,
  withdrawal: NewWithdrawal,
): Promise<WithdrawalRow> {
  return insertRow(db, withdrawals, withdrawal);
}

/** True when another withdrawal to this kind of wallet already has this payout transaction ID. */
export async function isPayoutClaimed(
  db: Queryable,
  paymentMethod: PaymentMethod,
  transactionId: string,
): Promise<boolean> {
  return hasRow(
    db,
    withdrawals,
    and(
      eq(withdrawals.paymentMethod, paymentMethod),
      eq(withdrawals.payoutTransactionId, transactionId),
    ),
  );
}

export async function lockWithdrawal(
  db: Queryable,
  id: number,
): Promise<WithdrawalRow | undefined> {
  return lockRow(db, withdrawals, eq(withdrawals.id, id));
}

/** The influencer took back their pending request: its amount returns to the balance. */
export async function cancelWithdrawal(
  db: Queryable,
  id: number,
  at: Date,
): Promise<WithdrawalRow> {
  const rows = await db
    .update(withdrawals)
    .set({ status: 'cancelled', decidedAt: at, decidedBy: withdrawals.influencerId })
    .where(eq(withdrawals.id, id))
    .returning();
  return onlyRow(rows, 'update of withdrawals');
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
  at: Date,
): Promise<WithdrawalRow> {
  const rows = await db
    .update(withdrawals)
    .set({
      status: decision.status,
      payoutTransactionId: decision.status === 'approved' ? decision.transaction_id : null,
      rejectionReason: decision.status === 'rejected' ? decision.reason : null,
      decidedAt: at,
      decidedBy: adminId,
    })
    .where(eq(withdrawals.id, id))
    .returning();
  return onlyRow(rows, 'update of withdrawals');
}
