import type { AdminRefund } from '@portal/shared/contract/collaborations';
import type { PaymentMethod } from '@portal/shared/contract/common';
import type { Clock } from '../clock';
import { announceState } from '../collaborations/escrow';
import type { Database, Transaction } from '../db/client';
import {
  findCollaborationRecord,
  findGatewayPaymentOfRefund,
  findRefund,
  isRefundTransactionClaimed,
  listRefunds,
  lockRefund,
  markRefundSent,
  moveRefundGatewayState,
  type RefundRow,
} from '../db/queries/collaborations';
import type { KeysetPage } from '../db/queries/keyset-page';
import { isReturnTransactionClaimed } from '../db/queries/unmatched-receipts';
import { issueReceipt } from '../db/queries/receipts';
import { activeAdminIds } from '../db/queries/users';
import { auditColumns } from '../audit/audit-log';
import { decidePending, readBack } from '../decisions/decide-pending';
import { badRequest, conflict, notFound } from '../http/errors';
import { transferRefundSent } from '../ledger/transfers';
import { collaborationLink, notify } from '../notifications/notify';
import type { TransactionWithEvents } from '../realtime/after-commit';
import { TRANSACTION_USED } from '../payments/service';
import {
  checkNagadAnswerLost,
  claimForGateway,
  GATEWAY_REFUND_OFF,
  GATEWAY_REFUND_UNDER_WAY,
  NOT_PAID_THROUGH_GATEWAY,
  refundThroughGatewayOnce,
  refundWindows,
  type GatewayRefunds,
} from './gateway-refund-once';

export const REFUND_NOT_FOUND = 'Refund not found.';
export const REFUND_SENT = 'This refund has already been sent.';

export interface RefundTransfer {
  /** Normalised by the contract: trimmed, upper-cased. */
  transactionId: string;
  /** Normalised by the contract: 11 digits; none when bKash sent it back to the paying wallet. */
  phoneNumber: string | null;
  paymentMethod: PaymentMethod;
}

export interface RefundService {
  list(filter: { status?: 'pending' | 'sent' }, page: KeysetPage): Promise<AdminRefund[]>;
  /** The admin records the transfer that paid the refund back to the brand. */
  record(adminId: number, refundId: number, transfer: RefundTransfer): Promise<AdminRefund>;
  /**
   * The admin sends the refund back through the refund call of the wallet the brand paid through
   * (bKash's or Nagad's): once, whatever is sent again (docs/payment-gateways.md).
   */
  sendThroughGateway(adminId: number, refundId: number): Promise<AdminRefund>;
  /**
   * Nagad's answer to the refund was lost, and the admin found the refund in Nagad's merchant
   * panel: it is recorded as sent through Nagad with that transaction ID.
   */
  confirmSentThroughGateway(
    adminId: number,
    refundId: number,
    transactionId: string,
  ): Promise<AdminRefund>;
  /**
   * Nagad's answer to the refund was lost, and Nagad's merchant panel shows no refund: the claim
   * is released, so the refund can be sent again (through Nagad within its window, or by transfer).
   */
  releaseGatewayClaim(adminId: number, refundId: number): Promise<AdminRefund>;
}

/**
 * How a refund is recorded as sent: the admin's transfer, a wallet's refund call that answered,
 * or the admin's confirmation of a refund through Nagad whose answer was lost.
 */
type RefundWay = 'transfer' | 'bkash' | 'nagad' | 'nagad_confirmed';

/** What the audit log calls each way of sending a refund, and releasing Nagad's claim. */
const ACTIONS: Record<RefundWay | 'nagad_released', string> = {
  transfer: 'refund.send',
  bkash: 'refund.send_bkash',
  nagad: 'refund.send_nagad',
  nagad_confirmed: 'refund.confirm_nagad',
  nagad_released: 'refund.release_nagad',
};

/** What the audit log keeps of a refund before and after it is recorded as sent. */
const auditState = auditColumns<RefundRow>(
  'status',
  'amount',
  'paymentMethod',
  'phoneNumber',
  'transactionId',
  'sentAt',
  'gatewayState',
);

/**
 * Refunds the platform owes brands, and the admin's record of each transfer (see docs/money.md),
 * or the refund sent through the wallet's refund call (docs/payment-gateways.md).
 */
export function createRefundService(
  db: Database,
  transaction: TransactionWithEvents,
  clock: Clock,
  gatewayRefunds?: GatewayRefunds,
): RefundService {
  const windows = () => refundWindows(gatewayRefunds, clock());

  /** The refund as the admin sees it, read back in the transaction that changed it. */
  const view = (tx: Transaction, refundId: number) =>
    readBack(tx, 'refund', refundId, (inner, id) => findRefund(inner, id, windows()));

  /**
   * A claim on Nagad's refund call the admin settles by hand must be Nagad's, `sending`, and past
   * its call (docs/payment-gateways.md).
   */
  async function checkLostToNagad(tx: Transaction, refund: RefundRow) {
    const paid = await findGatewayPaymentOfRefund(tx, refund.id);
    const claim = { ...refund, wallet: paid?.gateway, attemptAt: refund.gatewayAttemptAt };
    checkNagadAnswerLost(claim, gatewayRefunds?.gateway, clock());
  }

  function send(
    adminId: number,
    refundId: number,
    transfer: RefundTransfer,
    way: RefundWay,
  ): Promise<AdminRefund> {
    return decidePending(transaction, adminId, refundId, {
      objectType: 'refund',
      action: ACTIONS[way],
      lock: lockRefund,
      notFound: REFUND_NOT_FOUND,
      conflict: (refund) => (refund.status === 'pending' ? undefined : REFUND_SENT),
      auditState,
      async decide(tx, _events, before) {
        if (way === 'transfer' && before.gatewayState === 'sending') {
          const paid = await findGatewayPaymentOfRefund(tx, refundId);
          throw conflict(GATEWAY_REFUND_UNDER_WAY[paid?.gateway ?? 'bkash']);
        }
        if (way === 'nagad_confirmed') await checkLostToNagad(tx, before);
        const { paymentMethod, transactionId } = transfer;
        if (
          (await isRefundTransactionClaimed(tx, paymentMethod, transactionId)) ||
          (await isReturnTransactionClaimed(tx, paymentMethod, transactionId))
        ) {
          throw conflict(TRANSACTION_USED);
        }
        const sentAt = clock();
        const after = await markRefundSent(tx, refundId, {
          paymentMethod: transfer.paymentMethod,
          phoneNumber: transfer.phoneNumber,
          transactionId: transfer.transactionId,
          sentAt,
          sentBy: adminId,
          ...(way !== 'transfer' && { gatewayState: 'sent' as const }),
        });
        await transferRefundSent(tx, after);
        await issueReceipt(tx, { kind: 'refund', refundId }, sentAt);
        return { after };
      },
      async tell(tx, events, { after }) {
        const refund = await view(tx, refundId);
        await notify(tx, events, {
          userId: after.brandId,
          kind: 'refund_sent',
          params: {
            campaign: refund.campaign_title,
            amount: refund.amount,
            transaction_id: transfer.transactionId,
          },
          link: collaborationLink(after.applicationId),
        });
        // Only read: recording a transfer changes no state of the collaboration, so no lock.
        const { escrow } = (await findCollaborationRecord(tx, after.applicationId)) ?? {};
        if (escrow) announceState(events, escrow, escrow.status, await activeAdminIds(tx));
        return refund;
      },
      raced: { index: 'refunds_method_transaction_key', conflict: TRANSACTION_USED },
    });
  }

  /**
   * Claims the refund for its wallet's refund call by compare-and-set (`gateway_state` null →
   * `sending`), or finds it claimed before (an answer lost, or another admin's call under way):
   * then it is never refunded again.
   */
  async function claim(refundId: number) {
    return transaction(async (tx) => {
      const refund = await lockRefund(tx, refundId);
      if (refund === undefined) throw notFound(REFUND_NOT_FOUND);
      if (refund.status !== 'pending') throw conflict(REFUND_SENT);
      const { gateway_refund: state, paid_with: paidWith } = await view(tx, refundId);
      const paid = await findGatewayPaymentOfRefund(tx, refundId);
      if (paid === undefined || state === 'not_gateway') {
        throw conflict(NOT_PAID_THROUGH_GATEWAY[paidWith]);
      }
      const claimed = await claimForGateway(paid.gateway, state, refund, () =>
        moveRefundGatewayState(tx, refundId, ['untried'], {
          gatewayState: 'sending',
          gatewayAttemptAt: clock(),
        }),
      );
      return { refund: claimed.row, paid, fresh: claimed.fresh };
    });
  }

  async function sendThroughGateway(adminId: number, refundId: number): Promise<AdminRefund> {
    const { refund, paid, fresh } = await claim(refundId);
    // Only a refund claimed before the gateway was turned off gets here without one.
    if (gatewayRefunds === undefined) throw badRequest(GATEWAY_REFUND_OFF[paid.gateway]);
    return refundThroughGatewayOnce({
      refunds: gatewayRefunds,
      clock,
      subject: { refundId },
      payment: paid,
      amount: refund.amount,
      reference: `R-${refund.id}`,
      reason: 'Refund of a collaboration',
      fresh,
      attemptAt: refund.gatewayAttemptAt,
      markRefused: () =>
        moveRefundGatewayState(db, refundId, ['sending'], { gatewayState: 'refused' }),
      releaseClaim: () => moveRefundGatewayState(db, refundId, ['sending'], { gatewayState: null }),
      record: (transactionId) =>
        send(
          adminId,
          refundId,
          { transactionId, phoneNumber: null, paymentMethod: paid.gateway },
          paid.gateway,
        ),
    });
  }

  function releaseGatewayClaim(adminId: number, refundId: number): Promise<AdminRefund> {
    return decidePending(transaction, adminId, refundId, {
      objectType: 'refund',
      action: ACTIONS.nagad_released,
      lock: lockRefund,
      notFound: REFUND_NOT_FOUND,
      conflict: (refund) => (refund.status === 'pending' ? undefined : REFUND_SENT),
      auditState,
      async decide(tx, _events, before) {
        await checkLostToNagad(tx, before);
        const after = await moveRefundGatewayState(tx, refundId, ['sending'], {
          gatewayState: null,
        });
        if (after === undefined) throw new Error(`refund ${refundId} vanished under its lock`);
        return { after };
      },
      tell: (tx) => view(tx, refundId),
    });
  }

  return {
    list(filter, page) {
      return listRefunds(db, filter, page, windows());
    },
    record: (adminId, refundId, transfer) => send(adminId, refundId, transfer, 'transfer'),
    sendThroughGateway,
    confirmSentThroughGateway: (adminId, refundId, transactionId) =>
      send(
        adminId,
        refundId,
        { transactionId, phoneNumber: null, paymentMethod: 'nagad' },
        'nagad_confirmed',
      ),
    releaseGatewayClaim,
  };
}
