import type { AdminPaymentIntent, RETURN_WAYS } from '@portal/shared/contract/checkout';
import { normaliseTransactionId } from '@portal/shared/contract/payments';
import { auditColumns } from '../audit/audit-log';
import type { Clock } from '../clock';
import type { Database, Transaction } from '../db/client';
import { isRefundTransactionClaimed, type GatewayRefundWindow } from '../db/queries/collaborations';
import {
  campaignOfIntent,
  findAdminIntent,
  findPaymentIntent,
} from '../db/queries/payment-intents';
import {
  isReturnTransactionClaimed,
  lockUnmatchedReceipt,
  markUnmatchedReturned,
  moveUnmatchedGatewayState,
  unmatchedReturnState,
  type UnmatchedReceiptRow,
} from '../db/queries/unmatched-receipts';
import { decidePending, readBack } from '../decisions/decide-pending';
import { badRequest, conflict, notFound } from '../http/errors';
import { transferUnmatchedReturned } from '../ledger/transfers';
import { notify } from '../notifications/notify';
import { TRANSACTION_USED } from '../payments/service';
import type { TransactionWithEvents } from '../realtime/after-commit';
import {
  claimForBkash,
  GATEWAY_REFUND_OFF,
  GATEWAY_REFUND_UNDER_WAY,
  refundThroughBkashOnce,
} from '../refunds/bkash-refund-once';
import type { BkashRefunds } from '../refunds/service';
import { GATEWAY_INTENT_NOT_FOUND } from './service';

export const NOTHING_TO_RETURN =
  'This gateway payment holds no money to return: only a payment refused after the gateway took the money can be returned.';
export const ALREADY_RETURNED = 'This money has already been returned to the brand.';
export const NO_REFUND_CALL =
  'Nagad has no refund call, so this money cannot go back through the gateway. Please send it back by transfer and record its transaction ID.';

type ReturnWay = (typeof RETURN_WAYS)[number];

/** The brand's page of payments, where the notification of a return takes them. */
const PAYMENTS_PAGE = '/payments';

/**
 * Returning unmatched receipts to the brand (docs/payment-gateways.md): through bKash's refund
 * call, at most once whatever is sent again, or by the admin's transfer; either way the money
 * leaves the `unmatched` account, the decision is audited and the brand told.
 */
export interface UnmatchedReturns {
  throughBkash(adminId: number, intentId: number): Promise<AdminPaymentIntent>;
  byTransfer(adminId: number, intentId: number, transactionId: string): Promise<AdminPaymentIntent>;
}

/** What the audit log keeps of a receipt before and after it is returned. */
const auditState = auditColumns<UnmatchedReceiptRow>(
  'status',
  'amount',
  'gatewayState',
  'returnedThrough',
  'returnTransactionId',
  'returnedAt',
);

/**
 * The intent's unmatched receipt, locked; 404 for an unknown intent, 409 for one that holds no
 * money.
 */
async function lockReceipt(tx: Transaction, intentId: number) {
  const receipt = await lockUnmatchedReceipt(tx, intentId);
  if (receipt !== undefined) return receipt;
  if ((await findPaymentIntent(tx, intentId)) === undefined) {
    throw notFound(GATEWAY_INTENT_NOT_FOUND);
  }
  throw conflict(NOTHING_TO_RETURN);
}

export function createUnmatchedReturns(
  db: Database,
  transaction: TransactionWithEvents,
  clock: Clock,
  bkashRefunds: BkashRefunds,
): UnmatchedReturns {
  const window = (): GatewayRefundWindow | undefined =>
    bkashRefunds.gateway && { days: bkashRefunds.windowDays, now: clock() };

  /** Records the return, audited, with its transfer, and tells the brand. */
  function recordReturn(
    adminId: number,
    intentId: number,
    through: ReturnWay,
    transactionId: string,
  ): Promise<AdminPaymentIntent> {
    return decidePending(transaction, adminId, intentId, {
      objectType: 'payment_intent',
      action: through === 'bkash' ? 'payment_intent.return_bkash' : 'payment_intent.return',
      lock: lockReceipt,
      notFound: GATEWAY_INTENT_NOT_FOUND,
      conflict: (receipt) => {
        if (receipt.status === 'returned') return ALREADY_RETURNED;
        if (through === 'transfer' && receipt.gatewayState === 'sending') {
          return GATEWAY_REFUND_UNDER_WAY;
        }
        return undefined;
      },
      auditState,
      async decide(tx, _events, receipt) {
        const { gateway } = receipt;
        if (
          (await isReturnTransactionClaimed(tx, gateway, transactionId)) ||
          (await isRefundTransactionClaimed(tx, gateway, transactionId))
        ) {
          throw conflict(TRANSACTION_USED);
        }
        const after = await markUnmatchedReturned(tx, intentId, {
          returnedThrough: through,
          returnTransactionId: transactionId,
          returnedAt: clock(),
          returnedBy: adminId,
        });
        await transferUnmatchedReturned(tx, after);
        return { after };
      },
      async tell(tx, events, { after }) {
        const intent = await readBack(tx, 'payment_intent', intentId, (inner, id) =>
          findAdminIntent(inner, id, window()),
        );
        await notify(tx, events, {
          userId: intent.brand_id,
          kind: 'gateway_payment_returned',
          params: {
            campaign: await campaignOfIntent(tx, intentId),
            amount: after.amount,
            gateway: after.gateway,
            transaction_id: transactionId,
          },
          link: PAYMENTS_PAGE,
        });
        return intent;
      },
      raced: { index: 'unmatched_receipts_return_key', conflict: TRANSACTION_USED },
    });
  }

  /**
   * Claims the receipt for bKash by compare-and-set (`gateway_state` null → `sending`), or finds
   * it claimed before: then it is only asked about, never refunded again.
   */
  function claim(intentId: number) {
    return transaction(async (tx) => {
      const receipt = await lockReceipt(tx, intentId);
      if (receipt.status === 'returned') throw conflict(ALREADY_RETURNED);
      const intent = await findPaymentIntent(tx, intentId);
      const paymentID = intent?.gatewayPaymentId;
      const state = unmatchedReturnState(receipt, window());
      if (state === 'no_refund_call' || paymentID == null) throw conflict(NO_REFUND_CALL);
      const claimed = await claimForBkash(state, receipt, () =>
        moveUnmatchedGatewayState(tx, intentId, ['untried'], {
          gatewayState: 'sending',
          gatewayAttemptAt: clock(),
        }),
      );
      return { receipt: claimed.row, paymentID, fresh: claimed.fresh };
    });
  }

  async function throughBkash(adminId: number, intentId: number): Promise<AdminPaymentIntent> {
    if (bkashRefunds.gateway === undefined) throw badRequest(GATEWAY_REFUND_OFF);
    const { receipt, paymentID, fresh } = await claim(intentId);
    return refundThroughBkashOnce({
      bkash: bkashRefunds.gateway.bkash,
      log: bkashRefunds.log,
      clock,
      subject: { intentId },
      payment: { paymentID, trxID: receipt.gatewayTrxId },
      // What bKash said it received, which may not be the intent's amount.
      amount: receipt.amount,
      sku: `U-${intentId}`,
      reason: 'Return of a payment that could not be credited',
      fresh,
      attemptAt: receipt.gatewayAttemptAt,
      markRefused: () =>
        moveUnmatchedGatewayState(db, intentId, ['sending'], { gatewayState: 'refused' }),
      releaseClaim: () =>
        moveUnmatchedGatewayState(db, intentId, ['sending'], { gatewayState: null }),
      record: (answer) =>
        recordReturn(adminId, intentId, 'bkash', normaliseTransactionId(answer.refundTrxID)),
    });
  }

  return {
    throughBkash,
    byTransfer: (adminId, intentId, transactionId) =>
      recordReturn(adminId, intentId, 'transfer', transactionId),
  };
}
