import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  checkoutAnswerSchema,
  type AdminPaymentIntent,
  type AdminPaymentIntentListQuery,
  type CheckoutAnswer,
  type CheckoutGateway as GatewayName,
  type GatewayAnswer,
  type IntentFailure,
  type PaymentGateways,
  type PaymentIntent,
  type PaymentIntentState,
  UNMATCHED_FAILURES,
} from '@portal/shared/contract/checkout';
import { normaliseTransactionId, paymentReference } from '@portal/shared/contract/payments';
import type { Language } from '@portal/shared/language';
import { fromPaisa, toPaisa } from '@portal/shared/money';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database, Transaction } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { KeysetPage } from '../db/queries/keyset-page';
import {
  claimIntentToReconcile,
  findAdminIntent,
  findIntentByGatewayPayment,
  findPaymentIntent,
  insertPaymentIntent,
  intentsOfApplication,
  isGatewayTransactionCredited,
  listAdminIntents,
  lockPaymentIntent,
  moveIntent,
  rememberGatewayAnswer,
  type PaymentIntentRow,
} from '../db/queries/payment-intents';
import {
  decidePayment,
  findOpenPaymentOf,
  insertPayment,
  isTransactionClaimed,
  lockPayableApplication,
} from '../db/queries/payments';
import { insertUnmatchedReceipt } from '../db/queries/unmatched-receipts';
import type { BkashFailure, BkashResult } from '../gateways/bkash/client';
import {
  BKASH_STATUS,
  type BkashCallbackStatus,
  type BkashQueried,
} from '../gateways/bkash/protocol';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { transferGatewayFee, transferUnmatchedReceipt } from '../ledger/transfers';
import { answerOnce, rememberedAnswer, type Answer } from '../idempotency/answer-once';
import type { IdempotentRequest } from '../idempotency/request-key';
import {
  holdConfirmedPayment,
  lockUnpaidApplication,
  tellPaymentDecided,
} from '../payments/service';
import type { TransactionWithEvents } from '../realtime/after-commit';
import { refundWindows } from '../refunds/gateway-refund-once';
import { sentenceIn } from '../texts';
import type { CheckoutGateway } from './gateway';
import { NAGAD_CALLBACK_PATH, nagadSteps, type NagadCallback } from './nagad';

export const GATEWAY_OFF =
  'Paying through bKash is not available. Please pay by transfer and enter the transaction ID.';
export const INTENT_PROCESSING =
  'A bKash payment for this application is being processed. Please wait for its result.';
export const GATEWAY_UNREACHABLE =
  'bKash could not start the payment. Please try again in a moment.';
export const UNKNOWN_GATEWAY_PAYMENT = 'This payment is not known.';
const INTENT_NOT_FOUND = 'Payment not found.';
export const GATEWAY_INTENT_NOT_FOUND = 'This gateway payment does not exist.';

/** What a brand is told about each gateway, by gateway (translated in the API's sentences). */
const GATEWAY_SENTENCES: Record<
  GatewayName,
  { off: string; processing: string; unreachable: string }
> = {
  bkash: { off: GATEWAY_OFF, processing: INTENT_PROCESSING, unreachable: GATEWAY_UNREACHABLE },
  nagad: {
    off: 'Paying through Nagad is not available. Please pay by transfer and enter the transaction ID.',
    processing:
      'A Nagad payment for this application is being processed. Please wait for its result.',
    unreachable: 'Nagad could not start the payment. Please try again in a moment.',
  },
};

/** Why an intent failed, in words a brand understands (translated in the API's sentences). */
const BKASH_FAILURE_SENTENCES: Record<IntentFailure, string> = {
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

export const FAILURE_SENTENCES: Record<GatewayName, Record<IntentFailure, string>> = {
  bkash: BKASH_FAILURE_SENTENCES,
  nagad: {
    declined: 'The payment was not completed on Nagad. No money was taken.',
    insufficient_balance: 'Your Nagad account did not have enough balance for this payment.',
    gateway_error: 'Nagad could not complete the payment. Please try again.',
    mismatch:
      "Nagad's answer did not match this payment, so it was not credited. Our team will look into it.",
    already_credited:
      'This Nagad transaction was already credited once, so it was not credited again. Our team will look into it.',
    already_paid:
      'This application was already paid, so this Nagad payment was not credited. Our team will look into it.',
  },
};

/** The states in which the brand has not yet answered on the gateway's page. */
const WAITING: readonly PaymentIntentState[] = ['created', 'awaiting_approval'];
const BKASH: GatewayName = 'bkash';

export interface CheckoutRequest {
  applicationId: number;
  gateway: GatewayName;
  /** The brand's address as the request came (`request.ip`); Nagad is told it (X-KM-IP-V4). */
  payerAddress: string | undefined;
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
  /** bKash's callback: acts on it and answers the intent's id (404 for an unknown one). */
  callback(paymentID: string, status: BkashCallbackStatus): Promise<number>;
  /** bKash's verified notification about `intent`: asks bKash and credits once (the webhook). */
  gatewayNotified(intent: PaymentIntentRow): Promise<void>;
  /** Nagad's callback, likewise (api/src/checkout/nagad.ts). */
  nagadCallback(callback: NagadCallback): Promise<number>;
  /**
   * The reconciliation job's round: every intent left `executing` or waiting past its time, one
   * claim each, asked of the gateway and settled; answers how many were asked.
   */
  reconcileDue(): Promise<number>;
  /** The admin's intents, newest first (`limit + 1` rows), optionally in one state. */
  adminList(
    query: Pick<AdminPaymentIntentListQuery, 'state'>,
    page: KeysetPage,
  ): Promise<AdminPaymentIntent[]>;
  /** The admin's "query again": asks the gateway and settles as the job does (404 unknown). */
  queryAgain(intentId: number): Promise<AdminPaymentIntent>;
}

/** What a gateway confirmed was paid, in the terms the crediting checks. */
export interface GatewayPaid {
  amount: string;
  /** The intent's reference as the gateway returned it (merchantInvoiceNumber, orderId). */
  reference: string;
  /** The gateway's transaction ID (bKash's trxID, Nagad's issuerPaymentRefNo). */
  trxId: string;
}

/** The crediting every gateway shares, for its own steps (api/src/checkout/nagad.ts). */
export interface Crediting {
  credit(row: PaymentIntentRow, paid: GatewayPaid): Promise<void>;
  fail(db: Database | Transaction, intent: PaymentIntentRow, reason: IntentFailure): Promise<void>;
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
    | 'platformFeePercent'
    | 'gatewayFeePercent'
    | 'idempotencyKeyHours'
    | 'publicUrl'
    | 'gatewayReconciliation'
    | 'refundWindowDays'
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

  function nagadClient() {
    if (gateway?.nagad === undefined) throw badRequest(GATEWAY_SENTENCES.nagad.off);
    return gateway.nagad;
  }

  /** The wallets' refund windows now, for the unmatched receipts' views. */
  const refundWindow = () =>
    refundWindows({ gateway, windowDays: config.refundWindowDays }, clock());

  const nagad = nagadSteps({
    db,
    log,
    client: nagadClient,
    callbackURL: `${config.publicUrl}${NAGAD_CALLBACK_PATH}`,
    crediting: { credit: (row, paid) => credit(row, paid), fail },
  });

  /** Starts the gateway's payment of a `created` intent: its ID there and its page. */
  async function startPayment(
    intent: PaymentIntentRow,
    payerAddress: string | undefined,
  ): Promise<{ paymentId: string; redirectUrl: string } | undefined> {
    if (intent.gateway === 'nagad') return nagad.start(intent, payerAddress);
    const payment = await bkashClient().createPayment({
      amount: intent.amount,
      merchantInvoiceNumber: intent.reference,
      callbackURL,
    });
    if (payment.ok)
      return { paymentId: payment.value.paymentID, redirectUrl: payment.value.bkashURL };
    log.warn({ intentId: intent.id, failure: payment.failure.kind }, 'bKash create failed');
    return undefined;
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
    if (request.gateway === 'nagad') nagadClient();
    else bkashClient();
    const sentences = GATEWAY_SENTENCES[request.gateway];
    const remembered = idempotency && (await rememberedAnswer(db, idempotency, created));
    if (remembered) return remembered;

    const intent = await transaction(async (tx) => {
      const application = await lockUnpaidApplication(tx, brandId, request.applicationId);
      if ((await intentsOfApplication(tx, application.id, ['executing'])).length > 0) {
        throw conflict(sentences.processing);
      }
      const reference = `${paymentReference(application.id)}-${randomBytes(4).toString('hex').toUpperCase()}`;
      return insertPaymentIntent(tx, {
        applicationId: application.id,
        brandId,
        gateway: request.gateway,
        amount: application.agreedAmount,
        // Nagad takes an order ID of letters and digits only (docs/payment-gateways.md).
        reference: request.gateway === 'nagad' ? reference.replaceAll('-', '') : reference,
      });
    });

    const payment = await startPayment(intent, request.payerAddress);
    if (payment === undefined) {
      await moveIntent(db, intent.id, ['created'], {
        state: 'failed',
        failureReason: 'gateway_error',
      });
      throw new HttpError(502, sentences.unreachable);
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
            gatewayPaymentId: payment.paymentId,
          });
          if (waiting === undefined) throw conflict(sentences.processing);
          return { intent_id: intent.id, redirect_url: payment.redirectUrl };
        }),
      );
    } catch (error) {
      // Paid another way meanwhile, or replaced: the gateway's payment is never credited.
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
          : sentenceIn(language, FAILURE_SENTENCES[row.gateway][row.failureReason]),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function callback(paymentID: string, status: BkashCallbackStatus): Promise<number> {
    bkashClient();
    const row = await findIntentByGatewayPayment(db, BKASH, paymentID);
    if (row === undefined) {
      log.warn({ status }, 'refused a bKash callback for an unknown payment');
      throw notFound(UNKNOWN_GATEWAY_PAYMENT);
    }
    if (status === 'cancel') {
      await moveIntent(db, row.id, WAITING, { state: 'cancelled' });
    } else if (status === 'failure') {
      await moveIntent(db, row.id, WAITING, { state: 'failed', failureReason: 'declined' });
    } else if (!(await executeOnce(row, paymentID))) {
      log.info({ intentId: row.id, status }, 'a bKash callback for an answered intent ignored');
    }
    return row.id;
  }

  /**
   * The one execute of an approved intent, by the request that moves it `awaiting_approval` →
   * `executing`; false when another request (or an answer) got there first.
   */
  async function executeOnce(row: PaymentIntentRow, paymentID: string): Promise<boolean> {
    const bkash = bkashClient();
    if (!(await moveIntent(db, row.id, ['awaiting_approval'], { state: 'executing' }))) {
      return false;
    }
    const executed = await bkash.executePayment(paymentID);
    await remember(row.id, 'execute', executed);
    if (executed.ok) {
      await settle(row, executed.value);
    } else if (isInsufficientBalance(executed.failure)) {
      await fail(db, row, 'insufficient_balance');
    } else {
      // Whether the money moved is bKash's to say: ask it, never execute again.
      const queried = await bkash.queryPayment(paymentID);
      await remember(row.id, 'query', queried);
      if (queried.ok) await settle(row, queried.value, executed.failure);
      else log.error({ intentId: row.id }, 'bKash execute and query failed: left executing');
    }
    return true;
  }

  /**
   * bKash notified a payment of this intent (its webhook, docs/payment-gateways.md): the
   * notification's figures are not trusted, bKash is asked. An intent still on bKash's page
   * (its callback lost) is executed once as the success callback would; one executing is
   * queried and credited when bKash says Completed (crediting locks the intent, so the callback's
   * request and this one credit once); any other state is left as it is.
   */
  async function gatewayNotified(row: PaymentIntentRow): Promise<void> {
    const bkash = bkashClient();
    const paymentID = row.gatewayPaymentId;
    if (paymentID === null) return;
    if (row.state === 'awaiting_approval') {
      await executeOnce(row, paymentID);
    } else if (row.state === 'executing') {
      const queried = await bkash.queryPayment(paymentID);
      await remember(row.id, 'query', queried);
      if (queried.ok && queried.value.transactionStatus === 'Completed') {
        await settle(row, queried.value);
      }
    }
  }

  /** Keeps bKash's answer (never a token or credential) for the admin's Gateway tab. */
  async function remember(
    id: number,
    call: GatewayAnswer['call'],
    result: BkashResult<{ transactionStatus: string; trxID?: string; amount: string }>,
  ): Promise<void> {
    const failure = result.ok ? undefined : result.failure;
    await rememberGatewayAnswer(db, id, {
      call,
      outcome: result.ok ? result.value.transactionStatus : result.failure.kind,
      status_code: failure?.kind === 'refused' ? failure.statusCode : null,
      status_message: failure?.kind === 'refused' ? failure.statusMessage : null,
      trx_id: (result.ok ? result.value.trxID : undefined) ?? null,
      amount: result.ok ? result.value.amount : null,
      at: clock().toISOString(),
    });
  }

  const expiryMs = config.gatewayReconciliation.intentExpiryMinutes * 60_000;

  /**
   * Asks bKash about the intent's payment and settles it as the callback would
   * (docs/payment-gateways.md): an `executing` one by bKash's word; a waiting one credited when
   * bKash completed it (the callback was lost), ended when bKash ended it, and expired when bKash
   * never completed it past GATEWAY_INTENT_EXPIRY_MINUTES. An ended intent is only asked.
   */
  async function reconcile(row: PaymentIntentRow): Promise<void> {
    const pastExpiry = clock().getTime() - row.updatedAt.getTime() >= expiryMs;
    if (row.gatewayPaymentId === null) {
      // The gateway never gave it a payment: nothing can have moved.
      if (pastExpiry) await moveIntent(db, row.id, ['created'], { state: 'expired' });
      return;
    }
    if (row.gateway === 'nagad') return nagad.reconcile(row, pastExpiry);
    const bkash = bkashClient();
    const queried = await bkash.queryPayment(row.gatewayPaymentId);
    await remember(row.id, 'query', queried);
    if (!queried.ok) {
      log.warn({ intentId: row.id, failure: queried.failure.kind }, 'bKash query failed');
      return;
    }
    const answer = queried.value;
    if (row.state === 'executing') {
      // Within the grace an execute may still be under way: only a completion is acted on.
      const graceMs = config.gatewayReconciliation.executingGraceSeconds * 1000;
      const settled = clock().getTime() - row.updatedAt.getTime() >= graceMs;
      if (settled || answer.transactionStatus === 'Completed') await settle(row, answer);
      return;
    }
    if (!WAITING.includes(row.state)) return;
    switch (answer.transactionStatus) {
      case 'Completed': {
        // The callback was lost: the job takes the execute's place, once, by compare-and-set.
        const executing = await moveIntent(db, row.id, WAITING, { state: 'executing' });
        if (executing !== undefined) await settle(executing, answer);
        return;
      }
      case 'Initiated':
        if (pastExpiry) await moveIntent(db, row.id, WAITING, { state: 'expired' });
        return;
      case 'Failed':
        await moveIntent(db, row.id, WAITING, { state: 'failed', failureReason: 'declined' });
        return;
      case 'Cancelled':
      case 'Expired':
        await moveIntent(db, row.id, WAITING, {
          state: answer.transactionStatus === 'Cancelled' ? 'cancelled' : 'expired',
        });
    }
  }

  async function reconcileDue(): Promise<number> {
    const { executingGraceSeconds, intentExpiryMinutes, intervalSeconds } =
      config.gatewayReconciliation;
    // A round asks each intent once: one whose lease ran out while the round waited on the
    // gateway is the next round's, else a gateway that keeps timing out never ends the round.
    const asked = new Set<number>();
    for (;;) {
      const row = await claimIntentToReconcile(db, {
        executingGraceSeconds,
        expiryMinutes: intentExpiryMinutes,
        leaseSeconds: intervalSeconds,
      });
      if (row === undefined || asked.has(row.id)) return asked.size;
      asked.add(row.id);
      await reconcile(row);
    }
  }

  async function queryAgain(intentId: number): Promise<AdminPaymentIntent> {
    const row = await findPaymentIntent(db, intentId);
    if (row === undefined) throw notFound(GATEWAY_INTENT_NOT_FOUND);
    await reconcile(row);
    const after = await findAdminIntent(db, intentId, refundWindow());
    if (after === undefined) throw notFound(GATEWAY_INTENT_NOT_FOUND);
    return after;
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
        return credit(row, {
          amount: answer.amount,
          reference: answer.merchantInvoiceNumber,
          trxId: answer.trxID,
        });
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
   * the gateway kept borne by the platform (docs/money.md), in the transaction that completes the
   * intent; refuses an answer that is not this intent's. Every gateway credits through it.
   */
  async function credit(row: PaymentIntentRow, paid: GatewayPaid) {
    const trxId = normaliseTransactionId(paid.trxId);
    const received = { amount: paid.amount, trxId };
    try {
      await transaction(async (tx, events) => {
        const application = await lockPayableApplication(tx, row.applicationId);
        const intent = await lockPaymentIntent(tx, row.id);
        if (application === undefined || intent?.state !== 'executing') return;
        const notCredited = await whyNotCredited(tx, intent, paid, trxId);
        if (notCredited !== undefined) {
          log.error(
            { intentId: intent.id, gateway: intent.gateway, notCredited },
            'a completed gateway payment was refused',
          );
          await refuse(tx, intent, notCredited, received, clock());
          return;
        }
        const payment = await insertPayment(tx, {
          applicationId: intent.applicationId,
          brandId: intent.brandId,
          influencerId: application.influencerId,
          amount: intent.amount,
          paymentMethod: intent.gateway,
          transactionId: trxId,
          feePercent: config.platformFeePercent,
        });
        const confirmed = await decidePayment(tx, payment.id, { status: 'confirmed' }, null);
        const at = clock();
        await holdConfirmedPayment(tx, events, confirmed, at);
        await transferGatewayFee(tx, confirmed, config.gatewayFeePercent[intent.gateway], at);
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
        log.error(
          { intentId: row.id, gateway: row.gateway },
          'a gateway transaction already credited was refused',
        );
        return fail(db, row, 'already_credited');
      }
      if (isUniqueViolation(error, 'payments_application_open_key')) {
        return transaction((tx) => refuse(tx, row, 'already_paid', received, clock()));
      }
      throw error;
    }
  }

  /** Why a completed answer is not credited to `intent`, if it is not. */
  async function whyNotCredited(
    tx: Transaction,
    intent: PaymentIntentRow,
    paid: GatewayPaid,
    trxId: string,
  ): Promise<IntentFailure | undefined> {
    // A transaction credited before is money that moved once and was credited once, whatever
    // else the answer says: asked first, so that it is never held as unmatched too.
    if (
      (await isGatewayTransactionCredited(tx, intent.gateway, trxId)) ||
      (await isTransactionClaimed(tx, intent.gateway, trxId))
    ) {
      return 'already_credited';
    }
    if (toPaisa(paid.amount) !== toPaisa(intent.amount) || paid.reference !== intent.reference) {
      return 'mismatch';
    }
    if ((await findOpenPaymentOf(tx, intent.applicationId)) !== undefined) return 'already_paid';
    return undefined;
  }

  return {
    gateways: () => ({
      gateways:
        gateway === undefined ? [] : gateway.nagad === undefined ? [BKASH] : [BKASH, 'nagad'],
      test_mode: gateway?.testMode ?? false,
    }),
    checkout,
    intent,
    callback,
    gatewayNotified,
    async nagadCallback(query) {
      const row = await nagad.callback(query);
      if (row === undefined) {
        log.warn({ status: query.status }, 'refused a Nagad callback for an unknown payment');
        throw notFound(UNKNOWN_GATEWAY_PAYMENT);
      }
      return row.id;
    },
    reconcileDue,
    adminList: (query, page) => listAdminIntents(db, query.state, page, refundWindow()),
    queryAgain,
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

/**
 * An executing intent whose completed payment was refused: failed with its reason and, when the
 * gateway kept the money (`mismatch`, `already_paid`), what the gateway says it received held as
 * an unmatched receipt in the same transaction, so the ledger matches the wallet
 * (docs/payment-gateways.md). Nothing is held when another request ended the intent first.
 */
async function refuse(
  tx: Transaction,
  intent: PaymentIntentRow,
  reason: IntentFailure,
  received: { amount: string; trxId: string },
  at: Date,
): Promise<void> {
  const failed = await moveIntent(tx, intent.id, ['executing'], {
    state: 'failed',
    failureReason: reason,
  });
  const amount = toPaisa(received.amount);
  if (failed === undefined || !isUnmatchedFailure(reason) || amount <= 0n) return;
  const receipt = await insertUnmatchedReceipt(tx, {
    intentId: intent.id,
    gateway: intent.gateway,
    amount: fromPaisa(amount),
    gatewayTrxId: received.trxId,
    receivedAt: at,
  });
  if (receipt !== undefined) await transferUnmatchedReceipt(tx, receipt);
}

function isUnmatchedFailure(reason: IntentFailure): boolean {
  return UNMATCHED_FAILURES.some((failure) => failure === reason);
}
