import type {
  AdminPaymentIntent,
  CheckoutGateway,
  RETURN_WAYS,
} from '@portal/shared/contract/checkout';
import { auditColumns } from '../audit/audit-log';
import type { Clock } from '../clock';
import type { Database, Transaction } from '../db/client';
import { isRefundTransactionClaimed } from '../db/queries/collaborations';
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
import { conflict, notFound } from '../http/errors';
import { transferUnmatchedReturned } from '../ledger/transfers';
import { notify } from '../notifications/notify';
import { TRANSACTION_USED } from '../payments/service';
import type { TransactionWithEvents } from '../realtime/after-commit';
import {
  checkNagadAnswerLost,
  claimForGateway,
  GATEWAY_REFUND_UNDER_WAY,
  NOT_PAID_THROUGH_GATEWAY,
  refundThroughGatewayOnce,
  refundWindows,
  type GatewayRefunds,
} from '../refunds/gateway-refund-once';
import { GATEWAY_INTENT_NOT_FOUND } from './service';

export const NOTHING_TO_RETURN =
  'This gateway payment holds no money to return: only a payment refused after the gateway took the money can be returned.';
export const ALREADY_RETURNED = 'This money has already been returned to the brand.';

/**
 * How a receipt is returned: a wallet's refund call that answered, the admin's transfer, or the
 * admin's confirmation of a return through Nagad whose answer was lost.
 */
type ReturnWay = (typeof RETURN_WAYS)[number] | 'nagad_confirmed';

/** What the audit log calls each way of returning a receipt, and releasing Nagad's claim. */
const ACTIONS: Record<ReturnWay | 'nagad_released', string> = {
  bkash: 'payment_intent.return_bkash',
  nagad: 'payment_intent.return_nagad',
  nagad_confirmed: 'payment_intent.confirm_return_nagad',
  nagad_released: 'payment_intent.release_return_nagad',
  transfer: 'payment_intent.return',
};

/** The brand's page of payments, where the notification of a return takes them. */
const PAYMENTS_PAGE = '/payments';

/**
 * Returning unmatched receipts to the brand (docs/payment-gateways.md): through the refund call of
 * the wallet the money came through (bKash's or Nagad's), at most once whatever is sent again, or
 * by the admin's transfer; either way the money leaves the `unmatched` account, the decision is
 * audited and the brand told. A return through Nagad whose answer was lost is confirmed or
 * released by the admin.
 */
export interface UnmatchedReturns {
  throughGateway(
    adminId: number,
    intentId: number,
    wallet: CheckoutGateway,
  ): Promise<AdminPaymentIntent>;
  byTransfer(adminId: number, intentId: number, transactionId: string): Promise<AdminPaymentIntent>;
  /** Nagad's answer was lost; the admin found the refund in Nagad's merchant panel. */
  confirmThroughGateway(
    adminId: number,
    intentId: number,
    transactionId: string,
  ): Promise<AdminPaymentIntent>;
  /** Nagad's answer was lost and its merchant panel shows no refund: the claim is released. */
  releaseGatewayClaim(adminId: number, intentId: number): Promise<AdminPaymentIntent>;
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

/** A receipt that was returned already: 409. */
const returnedAlready = (receipt: UnmatchedReceiptRow) =>
  receipt.status === 'returned' ? ALREADY_RETURNED : undefined;

export function createUnmatchedReturns(
  db: Database,
  transaction: TransactionWithEvents,
  clock: Clock,
  gatewayRefunds: GatewayRefunds,
): UnmatchedReturns {
  const view = (tx: Transaction, intentId: number) =>
    readBack(tx, 'payment_intent', intentId, (inner, id) =>
      findAdminIntent(inner, id, refundWindows(gatewayRefunds, clock())),
    );

  /** A claim on Nagad's refund call the admin settles by hand: Nagad's, `sending`, its call over. */
  const checkLostToNagad = (receipt: UnmatchedReceiptRow) =>
    checkNagadAnswerLost(
      { ...receipt, wallet: receipt.gateway, attemptAt: receipt.gatewayAttemptAt },
      gatewayRefunds.gateway,
      clock(),
    );

  /** Records the return, audited, with its transfer, and tells the brand. */
  function recordReturn(
    adminId: number,
    intentId: number,
    way: ReturnWay,
    transactionId: string,
  ): Promise<AdminPaymentIntent> {
    return decidePending(transaction, adminId, intentId, {
      objectType: 'payment_intent',
      action: ACTIONS[way],
      lock: lockReceipt,
      notFound: GATEWAY_INTENT_NOT_FOUND,
      conflict: (receipt) =>
        returnedAlready(receipt) ??
        (way === 'transfer' && receipt.gatewayState === 'sending'
          ? GATEWAY_REFUND_UNDER_WAY[receipt.gateway]
          : undefined),
      auditState,
      async decide(tx, _events, receipt) {
        if (way === 'nagad_confirmed') checkLostToNagad(receipt);
        const { gateway } = receipt;
        if (
          (await isReturnTransactionClaimed(tx, gateway, transactionId)) ||
          (await isRefundTransactionClaimed(tx, gateway, transactionId))
        ) {
          throw conflict(TRANSACTION_USED);
        }
        const after = await markUnmatchedReturned(tx, intentId, {
          returnedThrough: way === 'nagad_confirmed' ? 'nagad' : way,
          returnTransactionId: transactionId,
          returnedAt: clock(),
          returnedBy: adminId,
        });
        await transferUnmatchedReturned(tx, after);
        return { after };
      },
      async tell(tx, events, { after }) {
        const intent = await view(tx, intentId);
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
   * Claims the receipt for `wallet`'s refund call by compare-and-set (`gateway_state` null →
   * `sending`), or finds it claimed before: then it is never refunded again.
   */
  function claim(intentId: number, wallet: CheckoutGateway) {
    return transaction(async (tx) => {
      const receipt = await lockReceipt(tx, intentId);
      if (receipt.status === 'returned') throw conflict(ALREADY_RETURNED);
      const intent = await findPaymentIntent(tx, intentId);
      const paymentID = intent?.gatewayPaymentId;
      if (receipt.gateway !== wallet || intent === undefined || paymentID == null) {
        throw conflict(NOT_PAID_THROUGH_GATEWAY[wallet]);
      }
      const state = unmatchedReturnState(receipt, refundWindows(gatewayRefunds, clock()));
      const claimed = await claimForGateway(wallet, state, receipt, () =>
        moveUnmatchedGatewayState(tx, intentId, ['untried'], {
          gatewayState: 'sending',
          gatewayAttemptAt: clock(),
        }),
      );
      return { receipt: claimed.row, intent, paymentID, fresh: claimed.fresh };
    });
  }

  async function throughGateway(
    adminId: number,
    intentId: number,
    wallet: CheckoutGateway,
  ): Promise<AdminPaymentIntent> {
    const { receipt, intent, paymentID, fresh } = await claim(intentId, wallet);
    return refundThroughGatewayOnce({
      refunds: gatewayRefunds,
      clock,
      subject: { intentId },
      payment: {
        gateway: wallet,
        paymentID,
        trxID: receipt.gatewayTrxId,
        orderId: intent.reference,
        // What the wallet received, which may not be the intent's amount.
        amount: receipt.amount,
        requestedAt: intent.createdAt,
      },
      amount: receipt.amount,
      reference: `U-${intentId}`,
      reason: 'Return of a payment that could not be credited',
      fresh,
      attemptAt: receipt.gatewayAttemptAt,
      markRefused: () =>
        moveUnmatchedGatewayState(db, intentId, ['sending'], { gatewayState: 'refused' }),
      releaseClaim: () =>
        moveUnmatchedGatewayState(db, intentId, ['sending'], { gatewayState: null }),
      record: (transactionId) => recordReturn(adminId, intentId, wallet, transactionId),
    });
  }

  function releaseGatewayClaim(adminId: number, intentId: number): Promise<AdminPaymentIntent> {
    return decidePending(transaction, adminId, intentId, {
      objectType: 'payment_intent',
      action: ACTIONS.nagad_released,
      lock: lockReceipt,
      notFound: GATEWAY_INTENT_NOT_FOUND,
      conflict: returnedAlready,
      auditState,
      async decide(tx, _events, receipt) {
        checkLostToNagad(receipt);
        const after = await moveUnmatchedGatewayState(tx, intentId, ['sending'], {
          gatewayState: null,
        });
        if (after === undefined) throw new Error(`receipt ${intentId} vanished under its lock`);
        return { after };
      },
      tell: (tx) => view(tx, intentId),
    });
  }

  return {
    throughGateway,
    byTransfer: (adminId, intentId, transactionId) =>
      recordReturn(adminId, intentId, 'transfer', transactionId),
    confirmThroughGateway: (adminId, intentId, transactionId) =>
      recordReturn(adminId, intentId, 'nagad_confirmed', transactionId),
    releaseGatewayClaim,
  };
}
