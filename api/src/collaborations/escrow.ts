import type { CollaborationStatus } from '@portal/shared/contract/collaborations';
import { feeOnPart, fromPaisa, toPaisa } from '@portal/shared/money';
import type { Transaction } from '../db/client';
import {
  insertEscrow,
  insertLedgerEntries,
  insertRefund,
  updateEscrow,
  type CollaborationRow,
  type NewLedgerEntry,
} from '../db/queries/collaborations';
import type { PaymentRow } from '../db/queries/payments';
import { addCompletedCollaboration } from '../db/queries/reputation';
import { issueReceipt } from '../db/queries/receipts';
import type { CLOSING_CAUSES } from '../db/schema';
import { transferPayment, transferSettlement } from '../ledger/transfers';
import type { PendingEvents } from '../realtime/after-commit';

/**
 * The only code that moves money in or out of escrow (see docs/money.md): each function writes the
 * collaboration's new state, its ledger entries and its transfers in the caller's transaction, after the caller
 * took the escrow row's lock (`lockEscrow`) and checked the state.
 */

/** The admin confirmed the brand's payment: the whole amount is held for the collaboration. */
export async function fundEscrow(tx: Transaction, payment: PaymentRow, at: Date): Promise<void> {
  await insertEscrow(tx, {
    applicationId: payment.applicationId,
    brandId: payment.brandId,
    influencerId: payment.influencerId,
    paymentId: payment.id,
    amount: payment.amount,
    platformFee: payment.platformFee,
    status: 'in_escrow',
    fundedAt: at,
  });
  await insertLedgerEntries(tx, [
    {
      applicationId: payment.applicationId,
      influencerId: payment.influencerId,
      brandId: payment.brandId,
      kind: 'held',
      amount: payment.amount,
      createdAt: at,
    },
  ]);
  await transferPayment(tx, payment, at);
}

export type ClosingCause = (typeof CLOSING_CAUSES)[number];

/** Where the escrow went when a collaboration ended. */
export interface Settlement {
  status: Extract<CollaborationStatus, 'released' | 'refunded' | 'split'>;
  /** To the influencer before the fee, and the fee taken from it. */
  influencerPart: string;
  fee: string;
  /** Back to the brand, whole. */
  brandPart: string;
  /** The refund waiting for the admin's transfer of brandPart; null when nothing goes back. */
  refundId: number | null;
}

/**
 * Ends a collaboration: `influencerPart` of the escrow (before the fee) goes to the influencer,
 * less the fee on it (recorded with the payment, in proportion); the rest goes back to the brand
 * as a refund waiting for the admin's transfer. The parts always add up to what was held.
 */
export async function settleEscrow(
  tx: Transaction,
  escrow: CollaborationRow,
  settlement: { influencerPart: string; cause: ClosingCause; at: Date },
): Promise<Settlement> {
  const held = toPaisa(escrow.amount);
  const part = toPaisa(settlement.influencerPart);
  if (part < 0n || part > held) throw new Error(`cannot release ${part} paisa of ${held}`);
  const fee = feeOnPart(settlement.influencerPart, escrow.amount, escrow.platformFee);
  const brandPart = fromPaisa(held - part);
  const status: Settlement['status'] =
    part === held ? 'released' : part === 0n ? 'refunded' : 'split';
  const entry = (kind: NewLedgerEntry['kind'], amount: string): NewLedgerEntry => ({
    applicationId: escrow.applicationId,
    influencerId: escrow.influencerId,
    brandId: escrow.brandId,
    kind,
    amount,
    createdAt: settlement.at,
  });
  const net = toPaisa(settlement.influencerPart) - toPaisa(fee);
  const entries: NewLedgerEntry[] = [];
  if (net > 0n) entries.push(entry('released', fromPaisa(net)));
  if (toPaisa(fee) > 0n) entries.push(entry('fee', fee));
  if (held - part > 0n) entries.push(entry('refunded', brandPart));
  await insertLedgerEntries(tx, entries);
  if (net > 0n) {
    await issueReceipt(tx, { kind: 'release', applicationId: escrow.applicationId }, settlement.at);
  }
  let refundId: number | null = null;
  if (held - part > 0n) {
    const refund = await insertRefund(tx, {
      applicationId: escrow.applicationId,
      brandId: escrow.brandId,
      amount: brandPart,
      cause:
        settlement.cause === 'withdrawn' || settlement.cause === 'cancelled'
          ? settlement.cause
          : 'dispute',
      createdAt: settlement.at,
    });
    refundId = refund.id;
  }
  await transferSettlement(tx, escrow, {
    influencerPart: settlement.influencerPart,
    fee,
    refundId,
    at: settlement.at,
  });
  await updateEscrow(tx, escrow.applicationId, {
    status,
    autoReleaseAt: null,
    closedAt: settlement.at,
    closedBy: settlement.cause,
  });
  // Released or split: a completed collaboration on both parties' profiles (see
  // docs/collaboration.md).
  if (status !== 'refunded') {
    await addCompletedCollaboration(tx, [escrow.brandId, escrow.influencerId]);
  }
  return { status, influencerPart: settlement.influencerPart, fee, brandPart, refundId };
}

/** Tells both parties' open pages that the collaboration changed state. */
export function announceState(
  events: PendingEvents,
  escrow: Pick<CollaborationRow, 'applicationId' | 'brandId' | 'influencerId'>,
  status: CollaborationStatus,
  alsoTo: readonly number[] = [],
): void {
  for (const userId of [escrow.brandId, escrow.influencerId, ...alsoTo]) {
    events.add(userId, { type: 'collaboration', application_id: escrow.applicationId, status });
  }
}
