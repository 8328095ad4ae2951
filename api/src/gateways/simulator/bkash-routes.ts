import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BKASH_AMOUNT,
  BKASH_PATHS,
  BKASH_STATUS,
  type BkashCallbackStatus,
} from '../bkash/protocol';
import { fromPaisa, toPaisa } from '@portal/shared/money';
import { waitBeforeAnswer } from './answer-delay';
import { approvalPage, decidedPage } from './approval-page';
import {
  bkashTime,
  type BkashSimulatorState,
  type SimulatedPayment,
  type SimulatedRefund,
} from './bkash-state';
import type { SimulatorWebhook } from './sns-webhook';

/** Where the simulator serves bKash's API: BKASH_BASE_URL is the simulator's url and this. */
export const SIMULATOR_BKASH_PREFIX = '/bkash/v1.2.0-beta';
/** The hosted approval page, standing for bKash's own. */
export const SIMULATOR_BKASH_PAGE = '/bkash/pay';

/** Grant's body; refresh's adds the refresh token. */
const tokenBody = z.object({
  app_key: z.string(),
  app_secret: z.string(),
  refresh_token: z.string().optional(),
});
const createBody = z.object({
  mode: z.string().optional(),
  payerReference: z.string().optional(),
  callbackURL: z.string().min(1),
  amount: z.string().min(1),
  currency: z.string().min(1),
  intent: z.string().min(1),
  merchantInvoiceNumber: z.string().min(1).max(255),
});
const paymentIdBody = z.object({ paymentID: z.string().min(1) });
/** Refund's body; the refund status's has no `amount`. */
const refundBody = z.object({
  paymentID: z.string().min(1),
  trxID: z.string().min(1),
  amount: z.string().min(1).optional(),
  sku: z.string().max(255).optional(),
  reason: z.string().max(255).optional(),
});
const DAY_MS = 86_400_000;
const choiceForm = z.object({ paymentID: z.string(), choice: z.enum(['pay', 'fail', 'cancel']) });

const CHOICE_TO_STATUS: Record<z.output<typeof choiceForm>['choice'], BkashCallbackStatus> = {
  pay: 'success',
  fail: 'failure',
  cancel: 'cancel',
};

/** The fields every answer about a payment carries. */
function paymentAnswer(payment: SimulatedPayment) {
  return {
    paymentID: payment.paymentID,
    amount: payment.amount,
    currency: payment.currency,
    intent: payment.intent,
    merchantInvoiceNumber: payment.merchantInvoiceNumber,
    transactionStatus: payment.transactionStatus,
  };
}

/**
 * bKash's Tokenized Checkout calls, spoken as the sandbox answers them (docs/payment-gateways.md),
 * over the simulator's in-memory state, and the approval page the brand is sent to.
 * An execute told to answer late or never waits at most until `stopping` aborts. A completed
 * payment, and an approval whose callback is lost, are notified through `webhook`.
 */
export function bkashRoutes(
  app: FastifyInstance,
  state: BkashSimulatorState,
  origin: () => string,
  stopping: AbortSignal,
  webhook: SimulatorWebhook,
): void {
  const merchantSignedIn = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const { username, password } = request.headers;
    if (username === state.credentials.username && password === state.credentials.password) {
      return true;
    }
    void reply.code(401).send({ message: 'Unauthorized' });
    return false;
  };

  /** The token check of every payment call; answers the refusal itself. */
  const tokenAccepted = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const raw = request.headers.authorization ?? '';
    const tokenState = state.tokenState(raw.replace(/^Bearer\s+/i, ''));
    if (tokenState !== 'valid') {
      void reply.code(401).send({
        message: tokenState === 'expired' ? 'The incoming token has expired' : 'Unauthorized',
      });
      return false;
    }
    if (request.headers['x-app-key'] !== state.credentials.appKey) {
      void reply.send(BKASH_STATUS.invalidAppKey);
      return false;
    }
    return true;
  };

  /** Grant and refresh: the merchant's user and app (and a known refresh token), a new token. */
  const tokenRoute = (call: 'grant' | 'refresh') => {
    app.post(`${SIMULATOR_BKASH_PREFIX}${BKASH_PATHS[call]}`, async (request, reply) => {
      state.counts[call] += 1;
      if (!merchantSignedIn(request, reply)) return reply;
      const body = tokenBody.safeParse(request.body);
      if (!body.success) return BKASH_STATUS.mandatoryFieldMissing;
      const { app_key, app_secret, refresh_token } = body.data;
      if (call === 'refresh' && refresh_token === undefined) {
        return BKASH_STATUS.mandatoryFieldMissing;
      }
      if (app_key !== state.credentials.appKey || app_secret !== state.credentials.appSecret) {
        return BKASH_STATUS.invalidAppKey;
      }
      if (call === 'refresh' && !state.knowsRefreshToken(refresh_token ?? '')) {
        return reply.code(401).send({ message: 'Unauthorized' });
      }
      return { ...BKASH_STATUS.successful, token_type: 'Bearer', ...state.issueToken() };
    });
  };
  tokenRoute('grant');
  tokenRoute('refresh');

  app.post(`${SIMULATOR_BKASH_PREFIX}${BKASH_PATHS.create}`, async (request, reply) => {
    state.counts.create += 1;
    if (!tokenAccepted(request, reply)) return reply;
    const body = createBody.safeParse(request.body);
    if (!body.success) return BKASH_STATUS.mandatoryFieldMissing;
    const input = body.data;
    if (!BKASH_AMOUNT.test(input.amount) || Number(input.amount) <= 0) {
      return BKASH_STATUS.invalidAmount;
    }
    if (input.currency !== 'BDT') return BKASH_STATUS.invalidCurrency;
    if (input.intent !== 'sale') return BKASH_STATUS.invalidIntent;
    if (!URL.canParse(input.callbackURL)) return BKASH_STATUS.invalidCallbackUrl;
    const payment: SimulatedPayment = {
      paymentID: state.newPaymentId(),
      amount: input.amount,
      currency: input.currency,
      intent: input.intent,
      merchantInvoiceNumber: input.merchantInvoiceNumber,
      payerReference: input.payerReference ?? '',
      callbackURL: input.callbackURL,
      transactionStatus: 'Initiated',
      approval: undefined,
      trxID: undefined,
      createTime: bkashTime(state.now()),
      executeTime: undefined,
      executedAt: undefined,
      refunds: [],
    };
    state.payments.set(payment.paymentID, payment);
    if (!(await waitBeforeAnswer(state.faults.createDelayMs, stopping))) return reply.hijack();
    const page = new URL(SIMULATOR_BKASH_PAGE, origin());
    page.searchParams.set('paymentID', payment.paymentID);
    return {
      ...BKASH_STATUS.successful,
      ...paymentAnswer(payment),
      bkashURL: page.href,
      callbackURL: payment.callbackURL,
      successCallbackURL: callbackUrl(payment, 'success'),
      failureCallbackURL: callbackUrl(payment, 'failure'),
      cancelledCallbackURL: callbackUrl(payment, 'cancel'),
      paymentCreateTime: payment.createTime,
    };
  });

  /** Execute and query: the token, then the payment named by `paymentID`. */
  const paymentRoute = (
    call: 'execute' | 'query',
    answer: (payment: SimulatedPayment, reply: FastifyReply) => Promise<unknown>,
  ) => {
    app.post(`${SIMULATOR_BKASH_PREFIX}${BKASH_PATHS[call]}`, async (request, reply) => {
      state.counts[call] += 1;
      if (!tokenAccepted(request, reply)) return reply;
      const body = paymentIdBody.safeParse(request.body);
      if (!body.success) return BKASH_STATUS.mandatoryFieldMissing;
      const payment = state.payments.get(body.data.paymentID);
      if (payment === undefined) return BKASH_STATUS.invalidPaymentId;
      return answer(payment, reply);
    });
  };

  paymentRoute('execute', async (payment, reply) => {
    if (payment.transactionStatus === 'Completed') return BKASH_STATUS.alreadyCompleted;
    if (payment.transactionStatus !== 'Initiated') return BKASH_STATUS.invalidPaymentState;
    if (payment.approval !== 'success') return BKASH_STATUS.executePrerequisite;
    const { executeDelayMs, insufficientBalance } = state.faults;
    if (insufficientBalance) {
      payment.transactionStatus = 'Failed';
      return BKASH_STATUS.insufficientBalance;
    }
    payment.transactionStatus = 'Completed';
    payment.trxID = state.newTrxId();
    payment.executedAt = state.now();
    payment.executeTime = bkashTime(payment.executedAt);
    webhook.notify(payment, origin(), state.faults);
    const executed = {
      ...BKASH_STATUS.successful,
      ...paymentAnswer(payment),
      trxID: payment.trxID,
      paymentExecuteTime: payment.executeTime,
      customerMsisdn: '01770618575',
      payerReference: payment.payerReference,
    };
    if (!(await waitBeforeAnswer(executeDelayMs, stopping))) return reply.hijack();
    return executed;
  });

  paymentRoute('query', async (payment) => ({
    ...BKASH_STATUS.successful,
    ...paymentAnswer(payment),
    ...(payment.trxID === undefined ? {} : { trxID: payment.trxID }),
    ...(payment.executeTime === undefined ? {} : { paymentExecuteTime: payment.executeTime }),
    verificationStatus: payment.transactionStatus === 'Completed' ? 'Complete' : 'Incomplete',
  }));

  /** Refund and refund status share a path; a body with an `amount` is a refund. */
  app.post(`${SIMULATOR_BKASH_PREFIX}${BKASH_PATHS.refund}`, async (request, reply) => {
    const body = refundBody.safeParse(request.body);
    const call = body.success && body.data.amount === undefined ? 'refundStatus' : 'refund';
    state.counts[call] += 1;
    if (!tokenAccepted(request, reply)) return reply;
    if (!body.success) return BKASH_STATUS.mandatoryFieldMissing;
    const { paymentID, trxID, amount } = body.data;
    const payment = state.payments.get(paymentID);
    if (payment === undefined) return BKASH_STATUS.invalidPaymentId;
    if (payment.transactionStatus !== 'Completed' || payment.trxID !== trxID) {
      return BKASH_STATUS.transactionNotFound;
    }
    if (amount === undefined) {
      const last = payment.refunds.at(-1);
      return last === undefined ? BKASH_STATUS.transactionNotFound : refundAnswer(payment, last);
    }
    return refund(payment, amount, reply);
  });

  async function refund(payment: SimulatedPayment, amount: string, reply: FastifyReply) {
    if (!BKASH_AMOUNT.test(amount) || toPaisa(amount) <= 0n) return BKASH_STATUS.invalidAmount;
    const refunded = payment.refunds.reduce((sum, done) => sum + toPaisa(done.amount), 0n);
    const left = toPaisa(payment.amount) - refunded;
    if (left === 0n) return BKASH_STATUS.alreadyRefunded;
    if (toPaisa(amount) > left) return BKASH_STATUS.refundTooLarge;
    const { refundDelayMs, refuseRefunds } = state.faults;
    const executedAt = payment.executedAt ?? 0;
    if (refuseRefunds || state.now() > executedAt + state.refundWindowDays * DAY_MS) {
      return BKASH_STATUS.refundNotPermitted;
    }
    const done = {
      refundTrxID: state.newTrxId(),
      amount: fromPaisa(toPaisa(amount)),
      completedTime: bkashTime(state.now()),
    };
    payment.refunds.push(done);
    if (!(await waitBeforeAnswer(refundDelayMs, stopping))) return reply.hijack();
    return refundAnswer(payment, done);
  }

  app.get(SIMULATOR_BKASH_PAGE, async (request, reply) => {
    const { paymentID } = z.object({ paymentID: z.string().default('') }).parse(request.query);
    const payment = state.payments.get(paymentID);
    void reply.type('text/html; charset=utf-8');
    if (payment === undefined) return reply.code(404).send(decidedPage('unknown', 'bKash'));
    if (payment.approval !== undefined)
      return reply.code(409).send(decidedPage('decided', 'bKash'));
    return approvalPage(
      {
        wallet: 'bKash',
        amount: payment.amount,
        currency: payment.currency,
        invoice: payment.merchantInvoiceNumber,
        field: { name: 'paymentID', value: payment.paymentID },
      },
      SIMULATOR_BKASH_PAGE,
    );
  });

  app.post(SIMULATOR_BKASH_PAGE, async (request, reply) => {
    const form = choiceForm.safeParse(request.body);
    const payment = form.success ? state.payments.get(form.data.paymentID) : undefined;
    void reply.type('text/html; charset=utf-8');
    if (!form.success || payment === undefined)
      return reply.code(404).send(decidedPage('unknown', 'bKash'));
    if (payment.approval !== undefined)
      return reply.code(409).send(decidedPage('decided', 'bKash'));
    const status = CHOICE_TO_STATUS[form.data.choice];
    payment.approval = status;
    if (status === 'failure') payment.transactionStatus = 'Failed';
    if (status === 'cancel') payment.transactionStatus = 'Cancelled';
    if (state.faults.callbackLost) {
      // The browser never comes back; bKash's notification is the merchant's only word.
      if (status === 'success') webhook.notify(payment, origin(), state.faults);
      return decidedPage('lost', 'bKash');
    }
    if (state.faults.callbackRepeated) webhook.visit(callbackUrl(payment, status));
    return reply.redirect(callbackUrl(payment, status), 303);
  });
}

/** A refund as bKash answers it, and as its status tells it. */
function refundAnswer(payment: SimulatedPayment, refund: SimulatedRefund) {
  return {
    ...BKASH_STATUS.successful,
    originalTrxID: payment.trxID,
    refundTrxID: refund.refundTrxID,
    transactionStatus: 'Completed',
    amount: refund.amount,
    currency: payment.currency,
    charge: '0.00',
    completedTime: refund.completedTime,
  };
}

/** The callbackURL with bKash's `paymentID` and `status` added to its query. */
function callbackUrl(payment: SimulatedPayment, status: BkashCallbackStatus): string {
  const url = new URL(payment.callbackURL);
  url.searchParams.set('paymentID', payment.paymentID);
  url.searchParams.set('status', status);
  return url.href;
}
