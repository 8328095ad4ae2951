import type { FastifyBaseLogger } from 'fastify';
import { toPaisa } from '@portal/shared/money';
import type { Clock } from '../clock';
import type { BkashClient } from '../gateways/bkash/client';
import type { BkashRefunded } from '../gateways/bkash/protocol';
import type { GatewayRefundState } from '@portal/shared/contract/collaborations';
import type { UnmatchedReturnState } from '@portal/shared/contract/checkout';
import { badRequest, conflict, HttpError } from '../http/errors';

export const GATEWAY_REFUND_OFF =
  'Refunds through bKash are not available. Please send the refund by transfer and record its transaction ID.';
export const GATEWAY_WINDOW_PASSED =
  "bKash's time for refunds after this payment has passed. Please send the refund by transfer and record its transaction ID.";
export const GATEWAY_REFUND_UNDER_WAY =
  'A refund through bKash is under way for this refund. Please wait for it to be confirmed.';
export const GATEWAY_REFUND_REFUSED =
  'bKash refused this refund, so nothing was sent. Please send it by transfer and record its transaction ID.';
export const GATEWAY_REFUND_UNCONFIRMED =
  'bKash has not confirmed this refund yet. Please try again in a few minutes; it will not be sent twice.';

/** After this long with no refund on bKash's side, a lost refund call is taken as never made. */
const LOST_CALL_MS = 10 * 60_000;

/**
 * Claims money for bKash's refund call by its state (docs/payment-gateways.md), in the caller's
 * transaction under its row lock: refused with the sentence of a state that leaves the admin's
 * transfer, found claimed before (`sending`: only asked about, never refunded again), or claimed
 * now by `claimNow`'s compare-and-set (another request first: 409).
 */
export async function claimForBkash<Row>(
  state: GatewayRefundState | UnmatchedReturnState,
  found: Row,
  claimNow: () => Promise<Row | undefined>,
): Promise<{ row: Row; fresh: boolean }> {
  if (state === 'refused') throw conflict(GATEWAY_REFUND_REFUSED);
  if (state === 'window_passed') throw conflict(GATEWAY_WINDOW_PASSED);
  if (state === 'gateway_off') throw badRequest(GATEWAY_REFUND_OFF);
  if (state === 'sending') return { row: found, fresh: false };
  if (state !== 'available') throw new Error(`money in state ${state} cannot go through bKash`);
  const claimed = await claimNow();
  if (claimed === undefined) throw conflict(GATEWAY_REFUND_UNDER_WAY);
  return { row: claimed, fresh: true };
}

/** Money going back through bKash's refund call, claimed before by compare-and-set. */
export interface BkashRefundAttempt<Recorded> {
  bkash: BkashClient;
  log: FastifyBaseLogger;
  clock: Clock;
  /** How the log names what is refunded, e.g. `{refundId: 7}`; never a transaction ID. */
  subject: Record<string, number>;
  /** The completed bKash payment the money goes back from, to the wallet that paid it. */
  payment: { paymentID: string; trxID: string };
  amount: string;
  /** The merchant's reference for the refund, at most 255 characters. */
  sku: string;
  reason: string;
  /**
   * True for the request whose compare-and-set claimed it: it calls refund. False when it was
   * claimed before (an answer lost, another admin's call under way): it only asks refund status.
   */
  fresh: boolean;
  /** When the claimed refund call was started. */
  attemptAt: Date | null;
  /** bKash refused the refund: mark it so; the admin's transfer is the way from then on. */
  markRefused(): Promise<unknown>;
  /** bKash still has no refund long after the call: the call never arrived; release the claim. */
  releaseClaim(): Promise<unknown>;
  /** bKash sent the money back for `amount`: record it. */
  record(answer: BkashRefunded): Promise<Recorded>;
}

/**
 * Refunds once through bKash (docs/payment-gateways.md): the claiming request calls refund; a
 * refusal is marked and answered 409; a timeout or a broken connection, and every later request,
 * asks refund status instead of refunding again. A refund for the amount is recorded; none yet,
 * or an answer for another amount, leaves the claim and answers 502.
 */
export async function refundThroughBkashOnce<Recorded>(
  attempt: BkashRefundAttempt<Recorded>,
): Promise<Recorded> {
  const { bkash, log, subject, payment } = attempt;
  const recorded = (answer: BkashRefunded) => {
    if (toPaisa(answer.amount) !== toPaisa(attempt.amount)) {
      log.error(subject, "bKash's refund is not of the amount refunded: left sending");
      throw new HttpError(502, GATEWAY_REFUND_UNCONFIRMED);
    }
    return attempt.record(answer);
  };

  if (attempt.fresh) {
    const refunded = await bkash.refundPayment({
      paymentID: payment.paymentID,
      trxID: payment.trxID,
      amount: attempt.amount,
      sku: attempt.sku,
      reason: attempt.reason,
    });
    if (refunded.ok) return recorded(refunded.value);
    if (refunded.failure.kind === 'refused') {
      log.warn({ ...subject, statusCode: refunded.failure.statusCode }, 'bKash refused a refund');
      await attempt.markRefused();
      throw conflict(GATEWAY_REFUND_REFUSED);
    }
    log.warn({ ...subject, failure: refunded.failure.kind }, 'bKash refund unanswered: querying');
  }

  // Whether the money went back is bKash's to say: ask it, never refund again.
  const status = await bkash.refundStatus(payment.paymentID, payment.trxID);
  if (status.ok) return recorded(status.value);
  const attemptAt = attempt.attemptAt?.getTime() ?? 0;
  if (status.failure.kind === 'refused' && attempt.clock().getTime() - attemptAt > LOST_CALL_MS) {
    // bKash has no refund long after the call: it never arrived, so it may be tried again.
    await attempt.releaseClaim();
    log.warn(subject, 'a lost bKash refund call was never made: may be tried again');
  }
  throw new HttpError(502, GATEWAY_REFUND_UNCONFIRMED);
}
