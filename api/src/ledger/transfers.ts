import type { PaymentMethod } from '@portal/shared/contract/common';
import { feeAtPercent, fromPaisa, toPaisa } from '@portal/shared/money';
import type { Queryable } from '../db/client';
import type { CollaborationRow, RefundRow } from '../db/queries/collaborations';
import type { PaymentRow } from '../db/queries/payments';
import type { UnmatchedReceiptRow } from '../db/queries/unmatched-receipts';
import {
  findEscrowTransfer,
  insertTransfers,
  type AccountOwner,
  type NewTransfer,
} from '../db/queries/transfers';
import type { WithdrawalRow } from '../db/queries/withdrawals';

/**
 * Which transfers each movement of money writes (see docs/money.md: one table per flow), in the
 * caller's transaction beside the rows it changes. The only code that writes transfers.
 */

/** Whose accounts a flow's transfers move money between. */
interface Parties {
  brandId?: number;
  influencerId?: number;
  applicationId?: number;
  wallet?: PaymentMethod;
}

/** Each kind of transfer's debit and credit account (docs/money.md's tables). */
const ACCOUNTS: Record<NewTransfer['kind'], readonly [AccountOwner['kind'], AccountOwner['kind']]> =
  {
    payment: ['clearing', 'brand_payments'],
    escrow: ['brand_payments', 'escrow'],
    release: ['escrow', 'earnings'],
    fee: ['escrow', 'platform_fees'],
    refund: ['brand_payments', 'refunds_owed'],
    refund_sent: ['refunds_owed', 'clearing'],
    withdrawal: ['earnings', 'payouts'],
    payout: ['payouts', 'clearing'],
    withdrawal_returned: ['payouts', 'earnings'],
    gateway_fee: ['gateway_fees', 'clearing'],
    unmatched_receipt: ['clearing', 'unmatched'],
    unmatched_returned: ['unmatched', 'clearing'],
  };

function party<T>(value: T | undefined, kind: AccountOwner['kind']): T {
  if (value === undefined) throw new Error(`no owner for the ${kind} account`);
  return value;
}

/** The account of `kind` that belongs to one of the parties. */
function accountOf(kind: AccountOwner['kind'], parties: Parties): AccountOwner {
  switch (kind) {
    case 'brand_payments':
    case 'refunds_owed':
      return { kind, userId: party(parties.brandId, kind) };
    case 'earnings':
    case 'payouts':
      return { kind, userId: party(parties.influencerId, kind) };
    case 'escrow':
      return { kind, applicationId: party(parties.applicationId, kind) };
    case 'clearing':
      return { kind, wallet: party(parties.wallet, kind) };
    case 'platform_fees':
    case 'gateway_fees':
    case 'unmatched':
      return { kind };
  }
}

/** A transfer of `kind` between the parties' accounts that `ACCOUNTS` names for it. */
function transfer(
  kind: NewTransfer['kind'],
  parties: Parties,
  fields: Omit<NewTransfer, 'kind' | 'debit' | 'credit'>,
): NewTransfer {
  const [debit, credit] = ACCOUNTS[kind];
  return { ...fields, kind, debit: accountOf(debit, parties), credit: accountOf(credit, parties) };
}

/**
 * The admin confirmed a payment: the money arrives from the wallet's clearing account into the
 * brand's payments, and a pending transfer reserves all of it for the collaboration's escrow.
 */
export async function transferPayment(db: Queryable, payment: PaymentRow, at: Date): Promise<void> {
  const { brandId, applicationId, paymentMethod: wallet } = payment;
  const parties = { brandId, applicationId, wallet };
  const common = { amount: payment.amount, paymentId: payment.id, createdAt: at };
  await insertTransfers(db, [
    transfer('payment', parties, common),
    transfer('escrow', parties, { ...common, phase: 'pending', applicationId }),
  ]);
}

/**
 * A payment credited through a gateway: the fee the gateway kept never reached the platform's
 * wallet, so it leaves the wallet's clearing account for the platform's gateway fees, borne by the
 * platform; the brand's payments, the escrow and the influencer's part are untouched.
 */
export async function transferGatewayFee(
  db: Queryable,
  payment: PaymentRow,
  feePercent: number,
  at: Date,
): Promise<void> {
  const fee = feeAtPercent(payment.amount, feePercent);
  if (toPaisa(fee) === 0n) return;
  const { brandId, applicationId, paymentMethod: wallet } = payment;
  await insertTransfers(db, [
    transfer(
      'gateway_fee',
      { brandId, applicationId, wallet },
      { amount: fee, paymentId: payment.id, createdAt: at },
    ),
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
  const common = { applicationId: escrow.applicationId, createdAt: settlement.at };
  const settled = { ...common, pendingId: pending.id };
  const list: NewTransfer[] = [];
  if (part > 0n) {
    list.push(
      transfer('escrow', escrow, { ...settled, phase: 'post', amount: settlement.influencerPart }),
    );
  }
  if (net > 0n) list.push(transfer('release', escrow, { ...common, amount: fromPaisa(net) }));
  if (toPaisa(settlement.fee) > 0n) {
    list.push(transfer('fee', escrow, { ...common, amount: settlement.fee }));
  }
  if (back > 0n) {
    if (settlement.refundId === null) throw new Error('money goes back without a refund');
    list.push(transfer('escrow', escrow, { ...settled, phase: 'void', amount: fromPaisa(back) }));
    list.push(
      transfer('refund', escrow, {
        ...common,
        amount: fromPaisa(back),
        refundId: settlement.refundId,
      }),
    );
  }
  await insertTransfers(db, list);
}

/** The admin sent a refund: what the brand was owed leaves through the wallet's clearing account. */
export async function transferRefundSent(db: Queryable, refund: RefundRow): Promise<void> {
  if (refund.paymentMethod === null || refund.sentAt === null) {
    throw new Error(`refund ${refund.id} is not sent`);
  }
  const { amount, applicationId } = refund;
  await insertTransfers(db, [
    transfer(
      'refund_sent',
      { brandId: refund.brandId, wallet: refund.paymentMethod },
      { amount, applicationId, refundId: refund.id, createdAt: refund.sentAt },
    ),
  ]);
}

/**
 * A gateway moved money the platform refused to credit (docs/payment-gateways.md): what the
 * gateway says it received arrives in the wallet's clearing account and waits in `unmatched`.
 */
export async function transferUnmatchedReceipt(
  db: Queryable,
  receipt: UnmatchedReceiptRow,
): Promise<void> {
  const { amount, gateway: wallet, intentId, receivedAt: createdAt } = receipt;
  await insertTransfers(db, [
    transfer('unmatched_receipt', { wallet }, { amount, intentId, createdAt }),
  ]);
}

/** The admin returned an unmatched receipt: it leaves through the same wallet's clearing account. */
export async function transferUnmatchedReturned(
  db: Queryable,
  receipt: UnmatchedReceiptRow,
): Promise<void> {
  if (receipt.returnedAt === null) throw new Error(`receipt ${receipt.intentId} is not returned`);
  const { amount, gateway: wallet, intentId, returnedAt: createdAt } = receipt;
  await insertTransfers(db, [
    transfer('unmatched_returned', { wallet }, { amount, intentId, createdAt }),
  ]);
}

/** An influencer asked for a withdrawal: the amount leaves their earnings for their payouts. */
export async function transferWithdrawalRequested(
  db: Queryable,
  withdrawal: WithdrawalRow,
): Promise<void> {
  const { amount, influencerId, createdAt } = withdrawal;
  await insertTransfers(db, [
    transfer('withdrawal', { influencerId }, { amount, withdrawalId: withdrawal.id, createdAt }),
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
  const { amount, influencerId, paymentMethod: wallet } = withdrawal;
  await insertTransfers(db, [
    transfer(
      withdrawal.status === 'approved' ? 'payout' : 'withdrawal_returned',
      { influencerId, wallet },
      { amount, withdrawalId: withdrawal.id, createdAt: withdrawal.decidedAt },
    ),
  ]);
}
