import type { FastifyBaseLogger } from 'fastify';
import type { AdminRefund } from '@portal/shared/contract/collaborations';
import type { PaymentMethod } from '@portal/shared/contract/common';
import { normaliseTransactionId } from '@portal/shared/contract/payments';
import { toPaisa } from '@portal/shared/money';
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
import { issueReceipt } from '../db/queries/receipts';
import { activeAdminIds } from '../db/queries/users';
import { auditColumns } from '../audit/audit-log';
import { decidePending, readBack } from '../decisions/decide-pending';
import type { BkashRefunded } from '../gateways/bkash/protocol';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { transferRefundSent } from '../ledger/transfers';
import { collaborationLink, notify } from '../notifications/notify';
import type { TransactionWithEvents } from '../realtime/after-commit';
import { TRANSACTION_USED } from '../payments/service';

export const REFUND_NOT_FOUND = 'Refund not found.';
export const REFUND_SENT = 'This refund has already been sent.';
export const GATEWAY_REFUND_OFF =
  'Refunds through bKash are not available. Please send the refund by transfer and record its transaction ID.';
export const NOT_PAID_THROUGH_GATEWAY =
  'This payment was not made through bKash, so the refund cannot go back through bKash. Please send it by transfer and record its transaction ID.';
export const GATEWAY_WINDOW_PASSED =
  "bKash's time for refunds after this payment has passed. Please send the refund by transfer and record its transaction ID.";
export const GATEWAY_REFUND_REFUSED =
  'bKash refused this refund, so nothing was sent. Please send it by transfer and record its transaction ID.';
export const GATEWAY_REFUND_UNCONFIRMED =
  'bKash has not confirmed this refund yet. Please try again in a few minutes; it will not be sent twice.';
export const GATEWAY_REFUND_UNDER_WAY =
  'A refund through bKash is under way for this refund. Please wait for it to be confirmed.';

/** bKash's refund call, when PAYMENT_GATEWAY offers bKash (docs/payment-gateways.md). */
export interface BkashRefunds {
  gateway: CheckoutGateway | undefined;
  /** BKASH_REFUND_WINDOW_DAYS. */
  windowDays: number;
  log: FastifyBaseLogger;
}

/** After this long with no refund on bKash's side, a lost refund call is taken as never made. */
const LOST_CALL_MS = 10 * 60_000;

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
        if (await isRefundTransactionClaimed(tx, transfer.paymentMethod, transfer.transactionId)) {
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
      if (state === 'refused') throw conflict(GATEWAY_REFUND_REFUSED);
      if (state === 'window_passed') throw conflict(GATEWAY_WINDOW_PASSED);
      if (state === 'gateway_off') throw badRequest(GATEWAY_REFUND_OFF);
      if (state === 'sending') return { refund, paid, fresh: false };
      const claimed = await moveRefundGatewayState(tx, refundId, ['untried'], {
        gatewayState: 'sending',
        gatewayAttemptAt: clock(),
      });
      if (claimed === undefined) throw conflict(GATEWAY_REFUND_UNDER_WAY);
      return { refund: claimed, paid, fresh: true };
    });
  }

  async function sendThroughGateway(adminId: number, refundId: number): Promise<AdminRefund> {
    if (bkashRefunds?.gateway === undefined) throw badRequest(GATEWAY_REFUND_OFF);
    const { bkash } = bkashRefunds.gateway;
    const { log } = bkashRefunds;
    const { refund, paid, fresh } = await claim(refundId);
    const recorded = (answer: BkashRefunded) => {
      if (toPaisa(answer.amount) !== toPaisa(refund.amount)) {
        log.error({ refundId }, "bKash's refund does not match the refund's amount: left sending");
        throw new HttpError(502, GATEWAY_REFUND_UNCONFIRMED);
      }
      return send(
        adminId,
        refundId,
        {
          transactionId: normaliseTransactionId(answer.refundTrxID),
          phoneNumber: null,
          paymentMethod: 'bkash',
        },
        'bkash',
      );
    };

    if (fresh) {
      const refunded = await bkash.refundPayment({
        paymentID: paid.paymentID,
        trxID: paid.trxID,
        amount: refund.amount,
        sku: `R-${refund.id}`,
        reason: 'Refund of a collaboration',
      });
      if (refunded.ok) return recorded(refunded.value);
      if (refunded.failure.kind === 'refused') {
        log.warn({ refundId, statusCode: refunded.failure.statusCode }, 'bKash refused a refund');
        await moveRefundGatewayState(db, refundId, ['sending'], { gatewayState: 'refused' });
        throw conflict(GATEWAY_REFUND_REFUSED);
      }
      log.warn({ refundId, failure: refunded.failure.kind }, 'bKash refund unanswered: querying');
    }

    // Whether the money went back is bKash's to say: ask it, never refund again.
    const status = await bkash.refundStatus(paid.paymentID, paid.trxID);
    if (status.ok) return recorded(status.value);
    const attemptAt = refund.gatewayAttemptAt?.getTime() ?? 0;
    if (status.failure.kind === 'refused' && clock().getTime() - attemptAt > LOST_CALL_MS) {
      // bKash has no refund long after the call: it never arrived, so it may be tried again.
      await moveRefundGatewayState(db, refundId, ['sending'], { gatewayState: null });
      log.warn({ refundId }, 'a lost bKash refund call was never made: may be tried again');
    }
    throw new HttpError(502, GATEWAY_REFUND_UNCONFIRMED);
  }

  return {
    list(filter, page) {
      return listRefunds(db, filter, page, window());
    },
    record: (adminId, refundId, transfer) => send(adminId, refundId, transfer, 'transfer'),
    sendThroughGateway,
  };
}
