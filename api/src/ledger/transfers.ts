import { fromPaisa, toPaisa } from '@portal/shared/money';
import type { Queryable } from '../db/client';
import type { CollaborationRow, RefundRow } from '../db/queries/collaborations';
import type { PaymentRow } from '../db/queries/payments';
import { findEscrowTransfer, insertTransfers, type NewTransfer } from '../db/queries/transfers';
import type { WithdrawalRow } from '../db/queries/withdrawals';

/**
 * Which transfers each movement of money writes (see docs/money.md: one table per flow), in the
 * caller's transaction beside the rows it changes. The only code that writes transfers.
 */

const platformFees = { kind: 'platform_fees' } as const;

/**
 * The admin confirmed a payment: the money arrives from the wallet's clearing account into the
 * brand's payments, and a pending transfer reserves all of it for the collaboration's escrow.
 */
export async function transferPayment(db: Queryable, payment: PaymentRow, at: Date): Promise<void> {
  const brandPayments = { kind: 'brand_payments', userId: payment.brandId } as const;
  const common = { amount: payment.amount, paymentId: payment.id, createdAt: at };
  await insertTransfers(db, [
    {
      ...common,
      kind: 'payment',
      debit: { kind: 'clearing', wallet: payment.paymentMethod },
      credit: brandPayments,
    },
    {
      ...common,
      kind: 'escrow',
      phase: 'pending',
      applicationId: payment.applicationId,
      debit: brandPayments,
      credit: { kind: 'escrow', applicationId: payment.applicationId },
    },
  ]);
}

/**
 * A collaboration ended: the escrow's pending transfer is posted for the influencer's part (then
 * its net goes to their earnings and the fee to the platform's) and voided for the rest, which
 * the brand is owed as `refundId`.
 */
export async function transferSettlement(
  db: Queryable,
  escrow: Pick<CollaborationRow, 'applicationId' | 'brandId' | 'influencerId'>,
  settlement: { influencerPart: string; fee: string; refundId: number | null; at: Date },
): Promise<void> {
  const pending = await findEscrowTransfer(db, escrow.applicationId);
  const part = toPaisa(settlement.influencerPart);
  const back = pending.amount - part;
  const net = part - toPaisa(settlement.fee);
  const brandPayments = { kind: 'brand_payments', userId: escrow.brandId } as const;
  const escrowAccount = { kind: 'escrow', applicationId: escrow.applicationId } as const;
  const common = { applicationId: escrow.applicationId, createdAt: settlement.at };
  const settled = {
    ...common,
    kind: 'escrow',
    pendingId: pending.id,
    debit: brandPayments,
    credit: escrowAccount,
  } as const;
  const list: NewTransfer[] = [];
  if (part > 0n) list.push({ ...settled, phase: 'post', amount: settlement.influencerPart });
  if (net > 0n) {
    const earnings = { kind: 'earnings', userId: escrow.influencerId } as const;
    list.push({
      ...common,
      kind: 'release',
      amount: fromPaisa(net),
      debit: escrowAccount,
      credit: earnings,
    });
  }
  if (toPaisa(settlement.fee) > 0n) {
    list.push({
      ...common,
      kind: 'fee',
      amount: settlement.fee,
      debit: escrowAccount,
      credit: platformFees,
    });
  }
  if (back > 0n) {
    if (settlement.refundId === null) throw new Error('money goes back without a refund');
    list.push({ ...settled, phase: 'void', amount: fromPaisa(back) });
    list.push({
      ...common,
      kind: 'refund',
      amount: fromPaisa(back),
      refundId: settlement.refundId,
      debit: brandPayments,
      credit: { kind: 'refunds_owed', userId: escrow.brandId },
    });
  }
  await insertTransfers(db, list);
}

/** The admin sent a refund: what the brand was owed leaves through the wallet's clearing account. */
export async function transferRefundSent(db: Queryable, refund: RefundRow): Promise<void> {
  if (refund.paymentMethod === null || refund.sentAt === null) {
    throw new Error(`refund ${refund.id} is not sent`);
  }
  await insertTransfers(db, [
    {
      kind: 'refund_sent',
      amount: refund.amount,
      applicationId: refund.applicationId,
      refundId: refund.id,
      debit: { kind: 'refunds_owed', userId: refund.brandId },
      credit: { kind: 'clearing', wallet: refund.paymentMethod },
      createdAt: refund.sentAt,
    },
  ]);
}

/** An influencer asked for a withdrawal: the amount leaves their earnings for their payouts. */
export async function transferWithdrawalRequested(
  db: Queryable,
  withdrawal: WithdrawalRow,
): Promise<void> {
  await insertTransfers(db, [
    {
      kind: 'withdrawal',
      amount: withdrawal.amount,
      withdrawalId: withdrawal.id,
      debit: { kind: 'earnings', userId: withdrawal.influencerId },
      credit: { kind: 'payouts', userId: withdrawal.influencerId },
      createdAt: withdrawal.createdAt,
    },
  ]);
}

/**
 * A withdrawal was decided: approved, its payout leaves through the wallet's clearing account;
 * rejected or cancelled, the amount returns to the influencer's earnings.
 */
export async function transferWithdrawalDecided(
  db: Queryable,
  withdrawal: WithdrawalRow,
): Promise<void> {
  if (withdrawal.decidedAt === null || withdrawal.status === 'pending') {
    throw new Error(`withdrawal ${withdrawal.id} is not decided`);
  }
  const payouts = { kind: 'payouts', userId: withdrawal.influencerId } as const;
  const common = {
    amount: withdrawal.amount,
    withdrawalId: withdrawal.id,
    debit: payouts,
    createdAt: withdrawal.decidedAt,
  };
  await insertTransfers(db, [
    withdrawal.status === 'approved'
      ? {
          ...common,
          kind: 'payout',
          credit: { kind: 'clearing', wallet: withdrawal.paymentMethod },
        }
      : {
          ...common,
          kind: 'withdrawal_returned',
          credit: { kind: 'earnings', userId: withdrawal.influencerId },
        },
  ]);
}
