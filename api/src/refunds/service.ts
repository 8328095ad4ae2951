import type { FastifyBaseLogger } from 'fastify';
import type { AdminRefund } from '@portal/shared/contract/collaborations';
import type { PaymentMethod } from '@portal/shared/contract/common';
import { normaliseTransactionId } from '@portal/shared/contract/payments';
import type { CheckoutGateway } from '../checkout/gateway';
import type { Clock } from '../clock';
import { announceState } from '../collaborations/escrow';
import type { Database } from '../db/client';
import {
  findCollaborationRecord,
  findGatewayPaymentOfRefund,
  findRefund,
  gatewayRefundState,
  isRefundTransactionClaimed,
  listRefunds,
  lockRefund,
  markRefundSent,
  moveRefundGatewayState,
  type GatewayRefundWindow,
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
  claimForBkash,
  GATEWAY_REFUND_OFF,
  GATEWAY_REFUND_UNDER_WAY,
  refundThroughBkashOnce,
} from './bkash-refund-once';

export const REFUND_NOT_FOUND = 'Refund not found.';
export const REFUND_SENT = 'This refund has already been sent.';
export const NOT_PAID_THROUGH_GATEWAY =
  'This payment was not made through bKash, so the refund cannot go back through bKash. Please send it by transfer and record its transaction ID.';

/** bKash's refund call, when PAYMENT_GATEWAY offers bKash (docs/payment-gateways.md). */
export interface BkashRefunds {
  gateway: CheckoutGateway | undefined;
  /** BKASH_REFUND_WINDOW_DAYS. */
  windowDays: number;
  log: FastifyBaseLogger;
}

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
   * The admin sends the refund back through bKash's refund call: once, whatever is sent again
   * (docs/payment-gateways.md).
   */
  sendThroughGateway(adminId: number, refundId: number): Promise<AdminRefund>;
}

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
 * or the refund sent through bKash (docs/payment-gateways.md).
 */
export function createRefundService(
  db: Database,
  transaction: TransactionWithEvents,
  clock: Clock,
  bkashRefunds?: BkashRefunds,
): RefundService {
  const window = (): GatewayRefundWindow | undefined =>
    bkashRefunds?.gateway && { days: bkashRefunds.windowDays, now: clock() };

  function send(
    adminId: number,
    refundId: number,
    transfer: RefundTransfer,
    through: 'transfer' | 'bkash',
  ): Promise<AdminRefund> {
    return decidePending(transaction, adminId, refundId, {
      objectType: 'refund',
      action: through === 'bkash' ? 'refund.send_bkash' : 'refund.send',
      lock: lockRefund,
      notFound: REFUND_NOT_FOUND,
      conflict: (refund) => {
        if (refund.status !== 'pending') return REFUND_SENT;
        if (through === 'transfer' && refund.gatewayState === 'sending') {
          return GATEWAY_REFUND_UNDER_WAY;
        }
        return undefined;
      },
      auditState,
      async decide(tx) {
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
          ...(through === 'bkash' && { gatewayState: 'sent' as const }),
        });
        await transferRefundSent(tx, after);
        await issueReceipt(tx, { kind: 'refund', refundId }, sentAt);
        return { after };
      },
      async tell(tx, events, { after }) {
        const view = await readBack(tx, 'refund', refundId, (inner, id) =>
          findRefund(inner, id, window()),
        );
        await notify(tx, events, {
          userId: after.brandId,
          kind: 'refund_sent',
          params: {
            campaign: view.campaign_title,
            amount: view.amount,
            transaction_id: transfer.transactionId,
          },
          link: collaborationLink(after.applicationId),
        });
        // Only read: recording a transfer changes no state of the collaboration, so no lock.
        const { escrow } = (await findCollaborationRecord(tx, after.applicationId)) ?? {};
        if (escrow) announceState(events, escrow, escrow.status, await activeAdminIds(tx));
        return view;
      },
      raced: { index: 'refunds_method_transaction_key', conflict: TRANSACTION_USED },
    });
  }

  /**
   * Claims the refund for bKash by compare-and-set (`gateway_state` null → `sending`), or finds
   * it claimed before (an answer lost, or another admin's call under way): then it is only asked
   * about, never refunded again.
   */
  async function claim(refundId: number) {
    return transaction(async (tx) => {
      const refund = await lockRefund(tx, refundId);
      if (refund === undefined) throw notFound(REFUND_NOT_FOUND);
      if (refund.status !== 'pending') throw conflict(REFUND_SENT);
      const paid = await findGatewayPaymentOfRefund(tx, refundId);
      const state = gatewayRefundState(refund, paid?.paidAt ?? null, window());
      if (paid === undefined || state === 'not_gateway') throw conflict(NOT_PAID_THROUGH_GATEWAY);
      const claimed = await claimForBkash(state, refund, () =>
        moveRefundGatewayState(tx, refundId, ['untried'], {
          gatewayState: 'sending',
          gatewayAttemptAt: clock(),
        }),
      );
      return { refund: claimed.row, paid, fresh: claimed.fresh };
    });
  }

  async function sendThroughGateway(adminId: number, refundId: number): Promise<AdminRefund> {
    if (bkashRefunds?.gateway === undefined) throw badRequest(GATEWAY_REFUND_OFF);
    const { refund, paid, fresh } = await claim(refundId);
    return refundThroughBkashOnce({
      bkash: bkashRefunds.gateway.bkash,
      log: bkashRefunds.log,
      clock,
      subject: { refundId },
      payment: paid,
      amount: refund.amount,
      sku: `R-${refund.id}`,
      reason: 'Refund of a collaboration',
      fresh,
      attemptAt: refund.gatewayAttemptAt,
      markRefused: () =>
        moveRefundGatewayState(db, refundId, ['sending'], { gatewayState: 'refused' }),
      releaseClaim: () => moveRefundGatewayState(db, refundId, ['sending'], { gatewayState: null }),
      record: (answer) =>
        send(
          adminId,
          refundId,
          {
            transactionId: normaliseTransactionId(answer.refundTrxID),
            phoneNumber: null,
            paymentMethod: 'bkash',
          },
          'bkash',
        ),
    });
  }

  return {
    list(filter, page) {
      return listRefunds(db, filter, page, window());
    },
    record: (adminId, refundId, transfer) => send(adminId, refundId, transfer, 'transfer'),
    sendThroughGateway,
  };
}
