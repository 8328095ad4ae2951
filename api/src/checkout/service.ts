import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  checkoutAnswerSchema,
  type CheckoutAnswer,
  type CheckoutGateway as GatewayName,
  type IntentFailure,
  type PaymentGateways,
  type PaymentIntent,
  type PaymentIntentState,
} from '@portal/shared/contract/checkout';
import { normaliseTransactionId, paymentReference } from '@portal/shared/contract/payments';
import type { Language } from '@portal/shared/language';
import { toPaisa } from '@portal/shared/money';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database, Transaction } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  findIntentByGatewayPayment,
  findPaymentIntent,
  insertPaymentIntent,
  intentsOfApplication,
  isGatewayTransactionCredited,
  lockPaymentIntent,
  moveIntent,
  type PaymentIntentRow,
} from '../db/queries/payment-intents';
import {
  decidePayment,
  findOpenPaymentOf,
  insertPayment,
  isTransactionClaimed,
  lockPayableApplication,
} from '../db/queries/payments';
import type { BkashFailure } from '../gateways/bkash/client';
import {
  BKASH_STATUS,
  type BkashCallbackStatus,
  type BkashQueried,
} from '../gateways/bkash/protocol';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { transferGatewayFee } from '../ledger/transfers';
import { answerOnce, rememberedAnswer, type Answer } from '../idempotency/answer-once';
import type { IdempotentRequest } from '../idempotency/request-key';
import {
  holdConfirmedPayment,
  lockUnpaidApplication,
  tellPaymentDecided,
} from '../payments/service';
import type { TransactionWithEvents } from '../realtime/after-commit';
import { sentenceIn } from '../texts';
import type { CheckoutGateway } from './gateway';

export const GATEWAY_OFF =
  'Paying through bKash is not available. Please pay by transfer and enter the transaction ID.';
export const INTENT_PROCESSING =
  'A bKash payment for this application is being processed. Please wait for its result.';
export const GATEWAY_UNREACHABLE =
  'bKash could not start the payment. Please try again in a moment.';
export const UNKNOWN_GATEWAY_PAYMENT = 'This payment is not known.';
const INTENT_NOT_FOUND = 'Payment not found.';

/** Why an intent failed, in words a brand understands (translated in the API's sentences). */
export const FAILURE_SENTENCES: Record<IntentFailure, string> = {
  declined: 'The payment was not completed on bKash. No money was taken.',
  insufficient_balance: 'Your bKash account did not have enough balance for this payment.',
  gateway_error: 'bKash could not complete the payment. Please try again.',
  mismatch:
    "bKash's answer did not match this payment, so it was not credited. Our team will look into it.",
  already_credited:
    'This bKash transaction was already credited once, so it was not credited again. Our team will look into it.',
  already_paid:
    'This application was already paid, so this bKash payment was not credited. Our team will look into it.',
};

/** The states in which the brand has not yet answered on the gateway's page. */
const WAITING: readonly PaymentIntentState[] = ['created', 'awaiting_approval'];
const BKASH: GatewayName = 'bkash';

export interface CheckoutRequest {
  applicationId: number;
  gateway: GatewayName;
}

export interface CheckoutService {
  gateways(): PaymentGateways;
  /** Starts an intent and the gateway's payment (201); once per Idempotency-Key. */
  checkout(
    brandId: number,
    request: CheckoutRequest,
    idempotency?: IdempotentRequest,
  ): Promise<Answer<CheckoutAnswer>>;
  intent(brandId: number, intentId: number, language: Language): Promise<PaymentIntent>;
  /** The gateway's callback: acts on it and answers the intent's id (404 for an unknown one). */
  callback(paymentID: string, status: BkashCallbackStatus): Promise<number>;
}

/**
 * Checkout through the gateway's own page (docs/payment-gateways.md): one intent per attempt,
 * executed exactly once by compare-and-set, queried instead of executed again, and credited into
 * escrow with the admin's crediting (docs/money.md) once the gateway's answer is checked.
 */
export function createCheckoutService(
  db: Database,
  config: Pick<
    AppConfig,
    'platformFeePercent' | 'gatewayFeePercent' | 'idempotencyKeyHours' | 'publicUrl'
  >,
  transaction: TransactionWithEvents,
  clock: Clock,
  gateway: CheckoutGateway | undefined,
  log: FastifyBaseLogger,
): CheckoutService {
  const created = {
    status: 201,
    schema: checkoutAnswerSchema,
    ttlHours: config.idempotencyKeyHours,
  };
  const callbackURL = `${config.publicUrl}/api/payments/bkash/callback`;

  function bkashClient() {
    if (gateway === undefined) throw badRequest(GATEWAY_OFF);
    return gateway.bkash;
  }

  /**
   * Three steps, so that no database transaction (on the embedded database, its one connection)
   * stays open while bKash answers (docs/payment-gateways.md): the checks and a `created` intent,
   * committed; bKash's create, outside any transaction; then the intent moved to
   * `awaiting_approval` with bKash's payment ID, the Idempotency-Key remembered in that same
   * transaction. A request sent again with its key is answered from the key before any call out.
   */
  async function checkout(
    brandId: number,
    request: CheckoutRequest,
    idempotency?: IdempotentRequest,
  ): Promise<Answer<CheckoutAnswer>> {
    const bkash = bkashClient();
    const remembered = idempotency && (await rememberedAnswer(db, idempotency, created));
    if (remembered) return remembered;

    const intent = await transaction(async (tx) => {
      const application = await lockUnpaidApplication(tx, brandId, request.applicationId);
      if ((await intentsOfApplication(tx, application.id, ['executing'])).length > 0) {
        throw conflict(INTENT_PROCESSING);
      }
      return insertPaymentIntent(tx, {
        applicationId: application.id,
        brandId,
        gateway: request.gateway,
        amount: application.agreedAmount,
        reference: `${paymentReference(application.id)}-${randomBytes(4).toString('hex').toUpperCase()}`,
      });
    });

    const payment = await bkash.createPayment({
      amount: intent.amount,
      merchantInvoiceNumber: intent.reference,
      callbackURL,
    });
    if (!payment.ok) {
      log.warn({ intentId: intent.id, failure: payment.failure.kind }, 'bKash create failed');
      await moveIntent(db, intent.id, ['created'], {
        state: 'failed',
        failureReason: 'gateway_error',
      });
      throw new HttpError(502, GATEWAY_UNREACHABLE);
    }

    let answer: Answer<CheckoutAnswer>;
    try {
      answer = await transaction((tx) =>
        answerOnce(tx, idempotency, created, async () => {
          await lockUnpaidApplication(tx, brandId, intent.applicationId);
          // An earlier attempt still on the gateway's page is never executed: this one replaces it.
          for (const earlier of await intentsOfApplication(tx, intent.applicationId, WAITING)) {
            if (earlier.id !== intent.id) {
              await moveIntent(tx, earlier.id, WAITING, { state: 'expired' });
            }
          }
          const waiting = await moveIntent(tx, intent.id, ['created'], {
            state: 'awaiting_approval',
            gatewayPaymentId: payment.value.paymentID,
          });
          if (waiting === undefined) throw conflict(INTENT_PROCESSING);
          return { intent_id: intent.id, redirect_url: payment.value.bkashURL };
        }),
      );
    } catch (error) {
      // Paid another way meanwhile, or replaced: bKash's payment is never executed.
      await moveIntent(db, intent.id, ['created'], { state: 'expired' });
      throw error;
    }
    if (answer.replayed) {
      // The same request, sent twice at once, was answered by the other: this attempt is unused.
      await moveIntent(db, intent.id, ['created'], { state: 'expired' });
    }
    return answer;
  }

  async function intent(brandId: number, intentId: number, language: Language) {
    const row = await findPaymentIntent(db, intentId);
    if (row === undefined || row.brandId !== brandId) throw notFound(INTENT_NOT_FOUND);
    return {
      id: row.id,
      application_id: row.applicationId,
      gateway: row.gateway,
      state: row.state,
      amount: row.amount,
      reference: row.reference,
      trx_id: row.trxId,
      failure_reason:
        row.failureReason === null
          ? null
          : sentenceIn(language, FAILURE_SENTENCES[row.failureReason]),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function callback(paymentID: string, status: BkashCallbackStatus): Promise<number> {
    const bkash = bkashClient();
    const row = await findIntentByGatewayPayment(db, BKASH, paymentID);
    if (row === undefined) {
      log.warn({ status }, 'refused a bKash callback for an unknown payment');
      throw notFound(UNKNOWN_GATEWAY_PAYMENT);
    }
    if (status === 'cancel') {
      await moveIntent(db, row.id, WAITING, { state: 'cancelled' });
    } else if (status === 'failure') {
      await moveIntent(db, row.id, WAITING, { state: 'failed', failureReason: 'declined' });
    } else if (await moveIntent(db, row.id, ['awaiting_approval'], { state: 'executing' })) {
      // This request alone won the compare-and-set: the one execute of this intent.
      const executed = await bkash.executePayment(paymentID);
      if (executed.ok) {
        await settle(row, executed.value);
      } else if (isInsufficientBalance(executed.failure)) {
        await fail(db, row, 'insufficient_balance');
      } else {
        // Whether the money moved is bKash's to say: ask it, never execute again.
        const queried = await bkash.queryPayment(paymentID);
        if (queried.ok) await settle(row, queried.value, executed.failure);
        else log.error({ intentId: row.id }, 'bKash execute and query failed: left executing');
      }
    } else {
      log.info({ intentId: row.id, status }, 'a bKash callback for an answered intent ignored');
    }
    return row.id;
  }

  /** Acts on bKash's word about the payment of an executing intent. */
  async function settle(
    row: PaymentIntentRow,
    answer: BkashQueried,
    executeFailure?: BkashFailure,
  ): Promise<void> {
    switch (answer.transactionStatus) {
      case 'Completed':
        if (answer.trxID === undefined) return fail(db, row, 'gateway_error');
        return credit(row, answer, answer.trxID);
      case 'Initiated':
        // Not approved: bKash refused the execute, so the success callback was not the payer's;
        // the intent waits for the real answer. Any other failure: nothing moved, try again.
        if (executeFailure?.kind === 'refused') {
          log.warn({ intentId: row.id }, 'a bKash success callback for an unapproved payment');
          await moveIntent(db, row.id, ['executing'], { state: 'awaiting_approval' });
          return;
        }
        return fail(db, row, 'gateway_error');
      case 'Failed':
        return fail(db, row, 'declined');
      case 'Cancelled':
      case 'Expired':
        await moveIntent(db, row.id, ['executing'], {
          state: answer.transactionStatus === 'Cancelled' ? 'cancelled' : 'expired',
        });
    }
  }

  /**
   * Records the completed payment as confirmed by the gateway and holds it in escrow, with the fee
   * bKash kept borne by the platform (docs/money.md), in the transaction that completes the
   * intent; refuses an answer that is not this intent's.
   */
  async function credit(row: PaymentIntentRow, answer: BkashQueried, trxID: string) {
    const trxId = normaliseTransactionId(trxID);
    try {
      await transaction(async (tx, events) => {
        const application = await lockPayableApplication(tx, row.applicationId);
        const intent = await lockPaymentIntent(tx, row.id);
        if (application === undefined || intent?.state !== 'executing') return;
        const notCredited = await whyNotCredited(tx, intent, answer, trxId);
        if (notCredited !== undefined) {
          log.error({ intentId: intent.id, notCredited }, 'a completed bKash payment was refused');
          await fail(tx, intent, notCredited);
          return;
        }
        const payment = await insertPayment(tx, {
          applicationId: intent.applicationId,
          brandId: intent.brandId,
          influencerId: application.influencerId,
          amount: intent.amount,
          paymentMethod: 'bkash',
          transactionId: trxId,
          feePercent: config.platformFeePercent,
        });
        const confirmed = await decidePayment(tx, payment.id, { status: 'confirmed' }, null);
        const at = clock();
        await holdConfirmedPayment(tx, events, confirmed, at);
        await transferGatewayFee(tx, confirmed, config.gatewayFeePercent.bkash, at);
        await tellPaymentDecided(tx, events, confirmed, { status: 'confirmed' });
        await moveIntent(tx, intent.id, ['executing'], {
          state: 'completed',
          trxId,
          paymentId: payment.id,
        });
      });
    } catch (error) {
      // Two intents racing with one transaction ID: the unique indexes decide.
      if (
        isUniqueViolation(error, 'payment_intents_trx_key') ||
        isUniqueViolation(error, 'payments_method_transaction_key')
      ) {
        log.error({ intentId: row.id }, 'a bKash transaction already credited was refused');
        return fail(db, row, 'already_credited');
      }
      if (isUniqueViolation(error, 'payments_application_open_key')) {
        return fail(db, row, 'already_paid');
      }
      throw error;
    }
  }

  /** Why a completed answer is not credited to `intent`, if it is not. */
  async function whyNotCredited(
    tx: Transaction,
    intent: PaymentIntentRow,
    answer: BkashQueried,
    trxId: string,
  ): Promise<IntentFailure | undefined> {
    if (
      toPaisa(answer.amount) !== toPaisa(intent.amount) ||
      answer.merchantInvoiceNumber !== intent.reference
    ) {
      return 'mismatch';
    }
    if (
      (await isGatewayTransactionCredited(tx, BKASH, trxId)) ||
      (await isTransactionClaimed(tx, 'bkash', trxId))
    ) {
      return 'already_credited';
    }
    if ((await findOpenPaymentOf(tx, intent.applicationId)) !== undefined) return 'already_paid';
    return undefined;
  }

  return {
    gateways: () => ({
      gateways: gateway === undefined ? [] : [BKASH],
      test_mode: gateway?.testMode ?? false,
    }),
    checkout,
    intent,
    callback,
  };
}

function isInsufficientBalance(failure: BkashFailure): boolean {
  return (
    failure.kind === 'refused' && failure.statusCode === BKASH_STATUS.insufficientBalance.statusCode
  );
}

/** An executing intent failed, with its reason. */
async function fail(
  db: Database | Transaction,
  intent: PaymentIntentRow,
  reason: IntentFailure,
): Promise<void> {
  await moveIntent(db, intent.id, ['executing'], { state: 'failed', failureReason: reason });
}
