import { isIPv4 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fromPaisa, toPaisa } from '@portal/shared/money';
import {
  NAGAD_AMOUNT,
  NAGAD_CURRENCY_CODE,
  NAGAD_ORDER_ID,
  NAGAD_PAYER_IP_HEADER,
  NAGAD_STATUS_CODES,
  nagadCancelDataSchema,
  nagadCancelRequestSchema,
  nagadDateTime,
  nagadSealedSchema,
  type NagadCallbackStatus,
  type NagadCancelData,
} from '../nagad/protocol';
import { seal, unseal } from '../nagad/seal';
import { waitBeforeAnswer } from './answer-delay';
import { approvalPage, decidedPage } from './approval-page';
import type { NagadSimulatorState, SimulatedNagadPayment } from './nagad-state';

/** Where the simulator serves Nagad's API: NAGAD_BASE_URL is the simulator's url and this. */
export const SIMULATOR_NAGAD_PREFIX = '/nagad/api/dfs';
/** The hosted payment page, standing for Nagad's own. */
export const SIMULATOR_NAGAD_PAGE = '/nagad/pay';

const initializeData = z.object({
  merchantId: z.string(),
  datetime: z.string(),
  orderId: z.string(),
  challenge: z.string().min(1),
});
const completeData = z.object({
  merchantId: z.string(),
  orderId: z.string(),
  currencyCode: z.string(),
  amount: z.string(),
  challenge: z.string(),
});
const completeBody = nagadSealedSchema.extend({ merchantCallbackURL: z.string().min(1) });
const choiceForm = z.object({
  payment_ref_id: z.string(),
  choice: z.enum(['pay', 'fail', 'cancel']),
});
const referenceParams = z.object({ paymentReferenceId: z.string() });
const cancelQuery = z.object({ paymentRefId: z.string(), orderId: z.string() });

/** Nagad's refusals: HTTP 4xx with `reason` and `message` (the wording is the simulator's). */
const REFUSED = {
  badRequest: { reason: 'Bad Request', message: 'Mandatory field missing or invalid' },
  signature: {
    reason: 'Invalid Signature',
    message: 'The signature or data could not be verified',
  },
  merchant: { reason: 'Invalid Merchant', message: 'Merchant not found' },
  duplicateOrder: { reason: 'Duplicate Order', message: 'This order ID was already used' },
  unknownPayment: { reason: 'Invalid Payment', message: 'Payment reference not found' },
  paymentState: { reason: 'Invalid State', message: 'The payment is not in a state for this' },
  challenge: { reason: 'Invalid Challenge', message: 'The challenge does not match' },
  amount: { reason: 'Invalid Amount', message: 'The amount or currency is invalid' },
  refundTooLarge: {
    reason: 'Invalid Cancel Amount',
    message: 'The cancel amount is more than what is left of the payment',
  },
  refundRefused: { reason: 'Cancel Not Permitted', message: 'This payment cannot be cancelled' },
} as const;

/** The payer's IPv4 address a call names in X-KM-IP-V4, or undefined when it names none. */
function payerIpV4(request: FastifyRequest): string | undefined {
  const value = request.headers[NAGAD_PAYER_IP_HEADER.toLowerCase()];
  return typeof value === 'string' && isIPv4(value) ? value : undefined;
}

/**
 * Nagad's checkout calls (initialize, complete, verify) and its refund (cancel) over the
 * simulator's in-memory state, sealed and signed with its own key pair and the merchant's public
 * key (docs/payment-gateways.md), and the page the payer is sent to. Initialize, complete and
 * cancel must name an IPv4 address in X-KM-IP-V4 (the payer's is kept on the payment). A verify
 * or a refund told to answer late or never waits at most until `stopping` aborts.
 */
export function nagadRoutes(
  app: FastifyInstance,
  state: NagadSimulatorState,
  origin: () => string,
  stopping: AbortSignal,
): void {
  const refuse = (reply: FastifyReply, refusal: (typeof REFUSED)[keyof typeof REFUSED]) =>
    reply.code(400).send(refusal);

  /** The sealed body opened with Nagad's private key and checked against the merchant's. */
  const opened = <T extends z.ZodType>(body: unknown, schema: T): z.output<T> | undefined => {
    const sealed = nagadSealedSchema.safeParse(body);
    if (!sealed.success) return undefined;
    const data = schema.safeParse(
      unseal(sealed.data, state.keys.privateKey, state.merchant.publicKey),
    );
    return data.success ? data.data : undefined;
  };

  app.post(
    `${SIMULATOR_NAGAD_PREFIX}/check-out/initialize/:merchantId/:orderId`,
    async (request, reply) => {
      state.counts.initialize += 1;
      const params = z
        .object({ merchantId: z.string(), orderId: z.string() })
        .parse(request.params);
      if (params.merchantId !== state.merchant.merchantId) return refuse(reply, REFUSED.merchant);
      const payerIp = payerIpV4(request);
      if (payerIp === undefined) return refuse(reply, REFUSED.badRequest);
      const data = opened(request.body, initializeData);
      if (data === undefined) return refuse(reply, REFUSED.signature);
      if (data.merchantId !== params.merchantId || data.orderId !== params.orderId) {
        return refuse(reply, REFUSED.badRequest);
      }
      if (!NAGAD_ORDER_ID.test(data.orderId)) return refuse(reply, REFUSED.badRequest);
      if (state.paymentOfOrder(data.orderId) !== undefined) {
        return refuse(reply, REFUSED.duplicateOrder);
      }
      const payment: SimulatedNagadPayment = {
        paymentReferenceId: state.newReferenceId(),
        orderId: data.orderId,
        challenge: state.newChallenge(),
        amount: undefined,
        callbackURL: undefined,
        status: 'OrderInitiated',
        statusCode: NAGAD_STATUS_CODES.success,
        issuerPaymentRefNo: undefined,
        orderDateTime: nagadDateTime(state.now()),
        issuerPaymentDateTime: undefined,
        payerIpV4: [payerIp],
        refunds: [],
      };
      state.payments.set(payment.paymentReferenceId, payment);
      return seal(
        {
          paymentReferenceId: payment.paymentReferenceId,
          challenge: payment.challenge,
          acceptDateTime: payment.orderDateTime,
        },
        state.merchant.publicKey,
        state.keys.privateKey,
      );
    },
  );

  app.post(
    `${SIMULATOR_NAGAD_PREFIX}/check-out/complete/:paymentReferenceId`,
    async (request, reply) => {
      state.counts.complete += 1;
      const { paymentReferenceId } = referenceParams.parse(request.params);
      const payment = state.payments.get(paymentReferenceId);
      if (payment === undefined) return refuse(reply, REFUSED.unknownPayment);
      const payerIp = payerIpV4(request);
      if (payerIp === undefined) return refuse(reply, REFUSED.badRequest);
      const body = completeBody.safeParse(request.body);
      if (!body.success || !URL.canParse(body.data.merchantCallbackURL)) {
        return refuse(reply, REFUSED.badRequest);
      }
      const data = opened(body.data, completeData);
      if (data === undefined) return refuse(reply, REFUSED.signature);
      if (data.merchantId !== state.merchant.merchantId || data.orderId !== payment.orderId) {
        return refuse(reply, REFUSED.badRequest);
      }
      if (data.challenge !== payment.challenge) return refuse(reply, REFUSED.challenge);
      if (
        data.currencyCode !== NAGAD_CURRENCY_CODE ||
        !NAGAD_AMOUNT.test(data.amount) ||
        Number(data.amount) <= 0
      ) {
        return refuse(reply, REFUSED.amount);
      }
      if (payment.status !== 'OrderInitiated') return refuse(reply, REFUSED.paymentState);
      payment.status = 'Ready';
      payment.payerIpV4.push(payerIp);
      payment.amount = data.amount;
      payment.callbackURL = body.data.merchantCallbackURL;
      const page = new URL(SIMULATOR_NAGAD_PAGE, origin());
      page.searchParams.set('payment_ref_id', payment.paymentReferenceId);
      return { status: 'Success', callBackUrl: page.href };
    },
  );

  app.get(
    `${SIMULATOR_NAGAD_PREFIX}/verify/payment/:paymentReferenceId`,
    async (request, reply) => {
      state.counts.verify += 1;
      const { paymentReferenceId } = referenceParams.parse(request.params);
      const payment = state.payments.get(paymentReferenceId);
      if (payment === undefined) return reply.code(404).send(REFUSED.unknownPayment);
      const verified = {
        merchantId: state.merchant.merchantId,
        orderId: payment.orderId,
        paymentRefId: payment.paymentReferenceId,
        amount: payment.amount ?? '0',
        clientMobileNo: payment.status === 'Success' ? '017****8575' : null,
        merchantMobileNo: '01711428036',
        orderDateTime: payment.orderDateTime,
        issuerPaymentDateTime: payment.issuerPaymentDateTime ?? null,
        issuerPaymentRefNo: payment.issuerPaymentRefNo ?? null,
        additionalMerchantInfo: null,
        status: payment.status,
        statusCode: payment.statusCode,
      };
      if (!(await waitBeforeAnswer(state.faults.verifyDelayMs, stopping))) return reply.hijack();
      return verified;
    },
  );

  app.post(`${SIMULATOR_NAGAD_PREFIX}/purchase/cancel`, async (request, reply) => {
    state.counts.cancel += 1;
    const query = cancelQuery.safeParse(request.query);
    const body = nagadCancelRequestSchema.safeParse(request.body);
    if (!query.success || !body.success || payerIpV4(request) === undefined) {
      return refuse(reply, REFUSED.badRequest);
    }
    const payment = state.payments.get(query.data.paymentRefId);
    if (payment === undefined || payment.orderId !== query.data.orderId) {
      return refuse(reply, REFUSED.unknownPayment);
    }
    const { sensitiveDataCancelRequest: sensitiveData, signature } = body.data;
    const data = opened({ sensitiveData, signature }, nagadCancelDataSchema);
    if (data === undefined) return refuse(reply, REFUSED.signature);
    if (data.merchantId !== state.merchant.merchantId) return refuse(reply, REFUSED.merchant);
    if (payment.status !== 'Success' || payment.amount === undefined) {
      return refuse(reply, REFUSED.paymentState);
    }
    return refund(payment, payment.amount, data, reply);
  });

  /** A refund of a paid payment: in parts, up to what is left of it. */
  async function refund(
    payment: SimulatedNagadPayment,
    paid: string,
    data: NagadCancelData,
    reply: FastifyReply,
  ) {
    const amounts = [data.originalAmount, data.cancelAmount];
    if (!amounts.every((amount) => NAGAD_AMOUNT.test(amount))) {
      return refuse(reply, REFUSED.amount);
    }
    const asked = toPaisa(data.cancelAmount);
    if (toPaisa(data.originalAmount) !== toPaisa(paid) || asked <= 0n) {
      return refuse(reply, REFUSED.amount);
    }
    const refunded = payment.refunds.reduce((sum, done) => sum + toPaisa(done.amount), 0n);
    if (asked > toPaisa(paid) - refunded) return refuse(reply, REFUSED.refundTooLarge);
    const { refundDelayMs, refuseRefunds } = state.faults;
    if (refuseRefunds) return refuse(reply, REFUSED.refundRefused);
    const done = {
      cancelTrxId: state.newIssuerRef(),
      amount: fromPaisa(asked),
      referenceNo: data.referenceNo,
      originalRequestDate: data.originalRequestDate,
    };
    payment.refunds.push(done);
    if (!(await waitBeforeAnswer(refundDelayMs, stopping))) return reply.hijack();
    return seal(
      {
        status: 'Success',
        originalAmount: paid,
        cancelAmount: done.amount,
        cancelTrxId: done.cancelTrxId,
      },
      state.merchant.publicKey,
      state.keys.privateKey,
    );
  }

  app.get(SIMULATOR_NAGAD_PAGE, async (request, reply) => {
    const query = z.object({ payment_ref_id: z.string().default('') }).parse(request.query);
    const payment = state.payments.get(query.payment_ref_id);
    void reply.type('text/html; charset=utf-8');
    if (payment?.amount === undefined) return reply.code(404).send(decidedPage('unknown', 'Nagad'));
    if (payment.status !== 'Ready') return reply.code(409).send(decidedPage('decided', 'Nagad'));
    return approvalPage(
      {
        wallet: 'Nagad',
        amount: payment.amount,
        currency: 'BDT',
        invoice: payment.orderId,
        field: { name: 'payment_ref_id', value: payment.paymentReferenceId },
      },
      SIMULATOR_NAGAD_PAGE,
    );
  });

  app.post(SIMULATOR_NAGAD_PAGE, async (request, reply) => {
    const form = choiceForm.safeParse(request.body);
    const payment = form.success ? state.payments.get(form.data.payment_ref_id) : undefined;
    void reply.type('text/html; charset=utf-8');
    if (!form.success || payment?.callbackURL === undefined) {
      return reply.code(404).send(decidedPage('unknown', 'Nagad'));
    }
    if (payment.status !== 'Ready') return reply.code(409).send(decidedPage('decided', 'Nagad'));
    const { choice } = form.data;
    if (choice === 'cancel') {
      payment.status = 'Aborted';
      payment.statusCode = NAGAD_STATUS_CODES.failed;
    } else if (choice === 'fail' || state.faults.insufficientBalance) {
      payment.status = 'Failed';
      payment.statusCode =
        choice === 'fail' ? NAGAD_STATUS_CODES.failed : NAGAD_STATUS_CODES.insufficientBalance;
    } else {
      payment.status = 'Success';
      payment.statusCode = NAGAD_STATUS_CODES.success;
      payment.issuerPaymentRefNo = state.newIssuerRef();
      payment.issuerPaymentDateTime = nagadDateTime(state.now());
    }
    return reply.redirect(callbackUrl(state, payment), 303);
  });
}

/** The merchant's callback with Nagad's query: merchant, order, reference, status and code. */
function callbackUrl(state: NagadSimulatorState, payment: SimulatedNagadPayment): string {
  const url = new URL(payment.callbackURL ?? '');
  const status: NagadCallbackStatus =
    payment.status === 'Success' ? 'Success' : payment.status === 'Aborted' ? 'Aborted' : 'Failed';
  url.searchParams.set('merchant', state.merchant.merchantId);
  url.searchParams.set('order_id', payment.orderId);
  url.searchParams.set('payment_ref_id', payment.paymentReferenceId);
  url.searchParams.set('status', status);
  url.searchParams.set('status_code', payment.statusCode);
  url.searchParams.set('message', status === 'Success' ? 'Successful Transaction' : 'Not paid');
  if (payment.issuerPaymentRefNo !== undefined) {
    url.searchParams.set('payment_dt', payment.issuerPaymentDateTime ?? '');
    url.searchParams.set('issuer_payment_ref', payment.issuerPaymentRefNo);
  }
  return url.href;
}
