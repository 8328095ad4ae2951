import type { FastifyBaseLogger } from 'fastify';
import type {
  CheckoutGateway as Wallet,
  UnmatchedReturnState,
} from '@portal/shared/contract/checkout';
import type { GatewayRefundState } from '@portal/shared/contract/collaborations';
import { normaliseTransactionId } from '@portal/shared/contract/payments';
import { toPaisa } from '@portal/shared/money';
import type { CheckoutGateway } from '../checkout/gateway';
import type { Clock } from '../clock';
import type { GatewayPayment } from '../db/queries/collaborations';
import type { GatewayRefundWindows } from '../db/queries/gateway-refund-state';
import { badRequest, conflict, HttpError } from '../http/errors';

/**
 * Money going back through the refund call of the wallet it came through, bKash's or Nagad's,
 * at most once (docs/payment-gateways.md): Refund through bKash or Nagad of a refund owed, and
 * the return of an unmatched receipt, share the claim, the call and the sentences here.
 */

export const GATEWAY_REFUND_OFF: Record<Wallet, string> = {
  bkash:
    'Refunds through bKash are not available. Please send the refund by transfer and record its transaction ID.',
  nagad:
    'Refunds through Nagad are not available. Please send the refund by transfer and record its transaction ID.',
};
export const GATEWAY_WINDOW_PASSED: Record<Wallet, string> = {
  bkash:
    "bKash's time for refunds after this payment has passed. Please send the refund by transfer and record its transaction ID.",
  nagad:
    "Nagad's time for refunds after this payment has passed. Please send the refund by transfer and record its transaction ID.",
};
export const GATEWAY_REFUND_UNDER_WAY: Record<Wallet, string> = {
  bkash: 'A refund through bKash is under way for this refund. Please wait for it to be confirmed.',
  nagad:
    "A refund through Nagad is under way for this refund. Please wait for Nagad's answer; if none comes, look for the refund in Nagad's merchant panel.",
};
export const GATEWAY_REFUND_REFUSED: Record<Wallet, string> = {
  bkash:
    'bKash refused this refund, so nothing was sent. Please send it by transfer and record its transaction ID.',
  nagad:
    'Nagad refused this refund, so nothing was sent. Please send it by transfer and record its transaction ID.',
};
export const GATEWAY_REFUND_UNCONFIRMED: Record<Wallet, string> = {
  bkash:
    'bKash has not confirmed this refund yet. Please try again in a few minutes; it will not be sent twice.',
  nagad:
    "Nagad did not answer this refund, so whether it was sent is not known. Please look for it in Nagad's merchant panel, then confirm it or record that Nagad did not refund it.",
};
export const NOT_PAID_THROUGH_GATEWAY: Record<Wallet, string> = {
  bkash:
    'This payment was not made through bKash, so the refund cannot go back through bKash. Please send it by transfer and record its transaction ID.',
  nagad:
    'This payment was not made through Nagad, so the refund cannot go back through Nagad. Please send it by transfer and record its transaction ID.',
};
/** Confirming or releasing by hand is only for a refund through Nagad whose answer was lost. */
export const NOT_AWAITING_NAGAD = 'This refund is not waiting for an answer from Nagad.';

/** The wallets' refund calls, when PAYMENT_GATEWAY offers them (docs/payment-gateways.md). */
export interface GatewayRefunds {
  gateway: CheckoutGateway | undefined;
  /** BKASH_REFUND_WINDOW_DAYS and NAGAD_REFUND_WINDOW_DAYS. */
  windowDays: Record<Wallet, number>;
  log: FastifyBaseLogger;
}

/** Each wallet's refund window at `now`: none for a wallet the gateway does not offer. */
export function refundWindows(
  refunds: Pick<GatewayRefunds, 'gateway' | 'windowDays'> | undefined,
  now: Date,
): GatewayRefundWindows {
  const gateway = refunds?.gateway;
  if (refunds === undefined || gateway === undefined) return {};
  const { windowDays } = refunds;
  return {
    bkash: { days: windowDays.bkash, now },
    ...(gateway.nagad && { nagad: { days: windowDays.nagad, now } }),
  };
}

/**
 * Claims money for `wallet`'s refund call by its state (docs/payment-gateways.md), in the caller's
 * transaction under its row lock: refused with the sentence of a state that leaves the admin's
 * transfer, found claimed before (`sending`: never refunded again), or claimed now by
 * `claimNow`'s compare-and-set (another request first: 409).
 */
export async function claimForGateway<Row>(
  wallet: Wallet,
  state: GatewayRefundState | UnmatchedReturnState,
  found: Row,
  claimNow: () => Promise<Row | undefined>,
): Promise<{ row: Row; fresh: boolean }> {
  if (state === 'refused') throw conflict(GATEWAY_REFUND_REFUSED[wallet]);
  if (state === 'window_passed') throw conflict(GATEWAY_WINDOW_PASSED[wallet]);
  if (state === 'gateway_off') throw badRequest(GATEWAY_REFUND_OFF[wallet]);
  if (state === 'sending') return { row: found, fresh: false };
  if (state !== 'available') throw new Error(`money in state ${state} cannot go through ${wallet}`);
  const claimed = await claimNow();
  if (claimed === undefined) throw conflict(GATEWAY_REFUND_UNDER_WAY[wallet]);
  return { row: claimed, fresh: true };
}

/** Money going back through its wallet's refund call, claimed before by compare-and-set. */
export interface GatewayRefundAttempt<Recorded> {
  refunds: GatewayRefunds;
  clock: Clock;
  /** How the log names what is refunded, e.g. `{refundId: 7}`; never a transaction ID. */
  subject: Record<string, number>;
  /** The completed gateway payment the money goes back from, to the wallet that paid it. */
  payment: Omit<GatewayPayment, 'paidAt'>;
  amount: string;
  /** The merchant's reference for the refund, e.g. `R-7` (Nagad's without the hyphen). */
  reference: string;
  /** Why, in a few words. */
  reason: string;
  /**
   * True for the request whose compare-and-set claimed it: it calls the wallet. False when it was
   * claimed before (an answer lost, another admin's call under way): bKash is only asked about it;
   * Nagad, which has no such call, is not called at all.
   */
  fresh: boolean;
  /** When the claimed refund call was started. */
  attemptAt: Date | null;
  /** The wallet refused the refund: mark it so; the admin's transfer is the way from then on. */
  markRefused(): Promise<unknown>;
  /** bKash still has no refund long after the call: the call never arrived; release the claim. */
  releaseClaim(): Promise<unknown>;
  /** The wallet sent the money back for `amount`, with this transaction ID (normalised). */
  record(transactionId: string): Promise<Recorded>;
}

/** After this long with no refund on bKash's side, a lost refund call is taken as never made. */
const LOST_CALL_MS = 10 * 60_000;

/**
 * Refunds once through the wallet the payment came through (docs/payment-gateways.md): the
 * claiming request calls the refund; a refusal is marked and answered 409; a refund for another
 * amount is left claimed and answered 502. A timeout or a broken connection: bKash is asked for
 * the refund's status, never refunded again; Nagad, which has no status call, leaves the claim
 * `sending` for the admin to confirm or release (502).
 */
export function refundThroughGatewayOnce<Recorded>(
  attempt: GatewayRefundAttempt<Recorded>,
): Promise<Recorded> {
  return attempt.payment.gateway === 'bkash'
    ? refundThroughBkashOnce(attempt)
    : refundThroughNagadOnce(attempt);
}

/** Records the wallet's refund of the whole amount; another amount leaves it `sending` (502). */
function recordWhole<Recorded>(
  attempt: GatewayRefundAttempt<Recorded>,
  refunded: { amount: string; transactionId: string },
): Promise<Recorded> {
  const wallet = attempt.payment.gateway;
  if (toPaisa(refunded.amount) !== toPaisa(attempt.amount)) {
    attempt.refunds.log.error(
      { ...attempt.subject, wallet },
      "the wallet's refund is not of the amount refunded: left sending",
    );
    throw new HttpError(502, GATEWAY_REFUND_UNCONFIRMED[wallet]);
  }
  return attempt.record(normaliseTransactionId(refunded.transactionId));
}

/** The wallet refused: marked so, and answered 409 with the sentence why. */
async function refusedBy(
  attempt: GatewayRefundAttempt<unknown>,
  detail: Record<string, string>,
): Promise<never> {
  const wallet = attempt.payment.gateway;
  attempt.refunds.log.warn({ ...attempt.subject, wallet, ...detail }, 'a refund was refused');
  await attempt.markRefused();
  throw conflict(GATEWAY_REFUND_REFUSED[wallet]);
}

async function refundThroughBkashOnce<Recorded>(
  attempt: GatewayRefundAttempt<Recorded>,
): Promise<Recorded> {
  const bkash = attempt.refunds.gateway?.bkash;
  if (bkash === undefined) throw badRequest(GATEWAY_REFUND_OFF.bkash);
  const { log } = attempt.refunds;
  const { subject, payment } = attempt;

  if (attempt.fresh) {
    const refunded = await bkash.refundPayment({
      paymentID: payment.paymentID,
      trxID: payment.trxID,
      amount: attempt.amount,
      sku: attempt.reference,
      reason: attempt.reason,
    });
    if (refunded.ok) {
      const { amount, refundTrxID } = refunded.value;
      return recordWhole(attempt, { amount, transactionId: refundTrxID });
    }
    if (refunded.failure.kind === 'refused') {
      return refusedBy(attempt, { statusCode: refunded.failure.statusCode });
    }
    log.warn({ ...subject, failure: refunded.failure.kind }, 'bKash refund unanswered: querying');
  }

  // Whether the money went back is bKash's to say: ask it, never refund again.
  const status = await bkash.refundStatus(payment.paymentID, payment.trxID);
  if (status.ok) {
    const { amount, refundTrxID } = status.value;
    return recordWhole(attempt, { amount, transactionId: refundTrxID });
  }
  const attemptAt = attempt.attemptAt?.getTime() ?? 0;
  if (status.failure.kind === 'refused' && attempt.clock().getTime() - attemptAt > LOST_CALL_MS) {
    // bKash has no refund long after the call: it never arrived, so it may be tried again.
    await attempt.releaseClaim();
    log.warn(subject, 'a lost bKash refund call was never made: may be tried again');
  }
  throw new HttpError(502, GATEWAY_REFUND_UNCONFIRMED.bkash);
}

async function refundThroughNagadOnce<Recorded>(
  attempt: GatewayRefundAttempt<Recorded>,
): Promise<Recorded> {
  const nagad = attempt.refunds.gateway?.nagad;
  if (nagad === undefined) throw badRequest(GATEWAY_REFUND_OFF.nagad);
  // Claimed before: its call is under way, or its answer was lost and only Nagad's merchant
  // panel can tell; calling again could refund twice.
  if (!attempt.fresh) throw conflict(GATEWAY_REFUND_UNDER_WAY.nagad);
  const { payment } = attempt;
  const refunded = await nagad.refundPayment({
    paymentRefId: payment.paymentID,
    orderId: payment.orderId,
    requestedAt: payment.requestedAt,
    originalAmount: payment.amount,
    amount: attempt.amount,
    // Nagad's referenceNo takes letters and digits only.
    referenceNo: attempt.reference.replaceAll('-', ''),
    reason: attempt.reason,
  });
  if (refunded.ok) {
    const { cancelAmount, cancelTrxId } = refunded.value;
    return recordWhole(attempt, { amount: cancelAmount, transactionId: cancelTrxId });
  }
  if (refunded.failure.kind === 'refused') {
    return refusedBy(attempt, { reason: refunded.failure.reason });
  }
  attempt.refunds.log.warn(
    { ...attempt.subject, failure: refunded.failure.kind },
    'Nagad refund unanswered: left sending for the admin to confirm or release',
  );
  throw new HttpError(502, GATEWAY_REFUND_UNCONFIRMED.nagad);
}

/**
 * Checks that a claim on Nagad's refund call may be settled by the admin's hand, confirmed or
 * released (docs/payment-gateways.md): the money came through Nagad, it is `sending`, and its call
 * is over (an answer still awaited is never settled under it: 409).
 */
export function checkNagadAnswerLost(
  claim: { wallet: Wallet | undefined; gatewayState: string | null; attemptAt: Date | null },
  gateway: CheckoutGateway | undefined,
  now: Date,
): void {
  if (claim.wallet !== 'nagad' || claim.gatewayState !== 'sending') {
    throw conflict(NOT_AWAITING_NAGAD);
  }
  const waited = now.getTime() - (claim.attemptAt?.getTime() ?? 0);
  if (waited <= (gateway?.nagad?.timeoutMs ?? 0)) {
    throw conflict(GATEWAY_REFUND_UNDER_WAY.nagad);
  }
}
