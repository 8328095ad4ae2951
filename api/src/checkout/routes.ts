import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPaymentIntentListQuerySchema,
  adminPaymentIntentSchema,
  checkoutAnswerSchema,
  checkoutRequestSchema,
  paymentGatewaysSchema,
  paymentIntentSchema,
} from '@portal/shared/contract/checkout';
import { confirmRefundSentSchema } from '@portal/shared/contract/collaborations';
import { errorBodySchema, idParamSchema } from '@portal/shared/contract/common';
import { returnUnmatchedRequestSchema } from '@portal/shared/contract/unmatched-returns';
import { PAY_NEEDS_VERIFIED_EMAIL } from '../accounts/gate';
import { signedInUser } from '../auth/authenticate';
import { BKASH_CALLBACK_STATUSES } from '../gateways/bkash/protocol';
import { snsMessageSchema } from '../gateways/bkash/webhook';
import { NAGAD_CALLBACK_STATUSES } from '../gateways/nagad/protocol';
import { requestLanguage } from '../http/language';
import { noBodySchema } from '../http/no-body';
import { sendListPage } from '../http/pagination';
import {
  idempotencyErrors,
  idempotencyHeadersSchema,
  idempotentRequestOf,
  sendAnswer,
} from '../idempotency/request-key';
import { WEBHOOK_OUTCOMES, type BkashWebhook } from './bkash-webhook';
import type { CheckoutService } from './service';
import type { UnmatchedReturns } from './unmatched-returns';

export interface CheckoutRoutesOptions {
  checkout: CheckoutService;
  webhook: BkashWebhook;
  returns: UnmatchedReturns;
}

const webhookAnswerSchema = z.object({ outcome: z.enum(WEBHOOK_OUTCOMES) });

/** The query bKash appends to the callbackURL. */
const bkashCallbackQuerySchema = z.object({
  paymentID: z.string().min(1).max(100),
  status: z.enum(BKASH_CALLBACK_STATUSES),
});

/** The query Nagad adds to merchantCallbackURL (merchant, message, payment_dt and the rest unread). */
const nagadCallbackQuerySchema = z.object({
  payment_ref_id: z.string().min(1).max(100),
  status: z.enum(NAGAD_CALLBACK_STATUSES),
  status_code: z.string().max(40).optional(),
  order_id: z.string().max(40).optional(),
});

/** The portal's page that shows the brand what became of an intent. */
export const returnPage = (intentId: number) => `/payments/return/${intentId}`;

/**
 * GET /payments/gateways/, POST /payments/checkout/, GET /payments/intents/{id}/, bKash's
 * callback GET /payments/bkash/callback, its webhook POST /payments/bkash/webhook, Nagad's
 * callback GET /payments/nagad/callback, and the admin's GET /admin/payment-intents/,
 * POST /admin/payment-intents/{id}/query/, POST /admin/payment-intents/{id}/refund/ and, for a
 * return through Nagad whose answer was lost, POST /admin/payment-intents/{id}/refund/confirm/ and
 * POST /admin/payment-intents/{id}/refund/release/ (docs/payment-gateways.md).
 */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (
  app,
  options,
) => {
  app.get(
    '/payments/gateways/',
    {
      schema: {
        summary:
          'The gateways Pay Now offers besides the manual transfer, and whether they are a test.',
        response: { 200: paymentGatewaysSchema },
      },
    },
    async () => options.checkout.gateways(),
  );

  app.post(
    '/payments/checkout/',
    {
      onRequest: [app.requireRole('brand'), app.requireVerifiedEmail(PAY_NEEDS_VERIFIED_EMAIL)],
      schema: {
        summary: "Start paying an accepted application on the gateway's page (bKash or Nagad).",
        description:
          'Answers the intent and the gateway page to send the brand to. The amount is the ' +
          'agreed one. 400 when no gateway is configured (PAYMENT_GATEWAY=manual) or the ' +
          'application is not accepted; 409 when it is paid or a payment is pending; 502 when ' +
          'the gateway did not answer. Send an `Idempotency-Key` so that a retry starts one payment.',
        headers: idempotencyHeadersSchema,
        body: checkoutRequestSchema,
        response: {
          201: checkoutAnswerSchema,
          404: errorBodySchema,
          502: errorBodySchema,
          ...idempotencyErrors(errorBodySchema),
        },
      },
    },
    async (request, reply) => {
      const answer = await options.checkout.checkout(
        signedInUser(request).id,
        {
          applicationId: request.body.application_id,
          gateway: request.body.gateway,
          // The client's address by TRUST_PROXY's rule (X-Forwarded-For only behind a proxy).
          payerAddress: request.ip,
        },
        idempotentRequestOf(request),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.get(
    '/payments/intents/:id/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        summary: 'A checkout attempt of the brand: its state, and why it failed in words.',
        params: idParamSchema,
        response: { 200: paymentIntentSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      options.checkout.intent(
        signedInUser(request).id,
        request.params.id,
        requestLanguage(request),
      ),
  );

  app.get(
    '/payments/bkash/callback',
    {
      config: { public: true },
      schema: {
        summary:
          "Where bKash sends the brand back from its page; answers 303 to the portal's page.",
        description:
          "Only the browser's word: the money is credited only from bKash's own answer to " +
          'execute (or query). An unknown paymentID is refused with 404 and logged.',
        querystring: bkashCallbackQuerySchema,
        response: { 303: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const intentId = await options.checkout.callback(
        request.query.paymentID,
        request.query.status,
      );
      return reply.redirect(returnPage(intentId), 303);
    },
  );

  // SNS posts its JSON as text/plain: read as JSON on this route alone.
  await app.register(async (plain) => {
    const scoped = plain.withTypeProvider<ZodTypeProvider>();
    scoped.removeContentTypeParser('text/plain');
    scoped.addContentTypeParser(
      'text/plain',
      { parseAs: 'string' },
      scoped.getDefaultJsonParser('error', 'ignore'),
    );
    scoped.post(
      '/payments/bkash/webhook',
      {
        config: { public: true },
        schema: {
          summary: "bKash's payment notifications and subscription confirmations (AWS SNS).",
          description:
            'The SNS message is verified (only the topic BKASH_WEBHOOK_TOPIC_ARN names, checked ' +
            "first; signature versions 1 and 2, the signing certificate only from SNS's hosts, " +
            "or the simulator's in test mode) before it is read. A payment notification never " +
            'credits by itself: bKash is asked, and the payment is credited once whichever of the ' +
            'callback and the webhook comes first. An UnsubscribeConfirmation is logged, never ' +
            'subscribed again. 400 for a message that is not SNS, 403 for another topic, a ' +
            'signature or certificate address refused, or a live server with no topic set, 502 ' +
            'when the certificate could not be read (SNS sends again).',
          body: snsMessageSchema,
          response: {
            200: webhookAnswerSchema,
            400: errorBodySchema,
            403: errorBodySchema,
            502: errorBodySchema,
          },
        },
      },
      async (request) => ({ outcome: await options.webhook(request.body) }),
    );
  });
  app.get(
    '/payments/nagad/callback',
    {
      config: { public: true },
      schema: {
        summary:
          "Where Nagad sends the brand back from its page; answers 303 to the portal's page.",
        description:
          "Only the browser's word: the money is credited only once Nagad's verify answers " +
          'Success with the amount and order. An unknown payment_ref_id is refused with 404 and ' +
          'logged.',
        querystring: nagadCallbackQuerySchema,
        response: { 303: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const intentId = await options.checkout.nagadCallback(request.query);
      return reply.redirect(returnPage(intentId), 303);
    },
  );

  app.get(
    '/admin/payment-intents/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          "Every gateway payment intent, newest first, optionally in one state, with the gateway's last answer.",
        querystring: adminPaymentIntentListQuerySchema,
        response: { 200: z.array(adminPaymentIntentSchema) },
      },
    },
    async (request, reply) =>
      sendListPage(request, reply, (page) =>
        options.checkout.adminList({ state: request.query.state }, page),
      ),
  );

  app.post(
    '/admin/payment-intents/:id/query/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          'Ask the gateway about an intent again and settle it as the reconciliation job does.',
        description:
          'Credits a payment bKash completed (once), ends one bKash ended, and expires one never ' +
          'approved past GATEWAY_INTENT_EXPIRY_MINUTES. Answers the intent with the new answer. ' +
          '400 when no gateway is configured.',
        params: idParamSchema,
        body: noBodySchema,
        response: { 200: adminPaymentIntentSchema, 404: errorBodySchema },
      },
    },
    async (request) => options.checkout.queryAgain(request.params.id),
  );

  app.post(
    '/admin/payment-intents/:id/refund/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          'Return to the brand the money a gateway took for a payment the platform refused to credit.',
        description:
          'For an intent failed as `mismatch` or `already_paid`, whose money the gateway kept. ' +
          '`{"through": "bkash"}` or `{"through": "nagad"}` sends what the wallet received back ' +
          "through that wallet's refund call, within its *_REFUND_WINDOW_DAYS, once however often " +
          'asked: a bKash call whose answer was lost is asked about, never made again; a Nagad ' +
          'one stays under way until the admin confirms or releases it. ' +
          '`{"through": "transfer", "transaction_id": "..."}` records the admin\'s own transfer ' +
          'back through the same wallet (past its window, or refused). Answers the intent. 400 ' +
          'when the wallet is not configured; 404 for an unknown intent; 409 when it holds no ' +
          'money to return, it was returned, it came through another wallet, a refund through ' +
          'the wallet is under way, the wallet cannot take it, or the transaction ID was used; ' +
          '502 when the wallet has not confirmed the refund.',
        params: idParamSchema,
        body: returnUnmatchedRequestSchema,
        response: {
          200: adminPaymentIntentSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      const adminId = signedInUser(request).id;
      const body = request.body;
      return body.through === 'transfer'
        ? options.returns.byTransfer(adminId, request.params.id, body.transaction_id)
        : options.returns.throughGateway(adminId, request.params.id, body.through);
    },
  );

  app.post(
    '/admin/payment-intents/:id/refund/confirm/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          "Record a return through Nagad whose answer was lost as made, with the refund's transaction ID read in Nagad's merchant panel.",
        description:
          "409 unless the money went to Nagad's refund call, is still waiting for its answer and " +
          'that call is over; 409 when it was returned or the transaction ID was used. Answers ' +
          'the intent.',
        params: idParamSchema,
        body: confirmRefundSentSchema,
        response: { 200: adminPaymentIntentSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) =>
      options.returns.confirmThroughGateway(
        signedInUser(request).id,
        request.params.id,
        request.body.transaction_id,
      ),
  );

  app.post(
    '/admin/payment-intents/:id/refund/release/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          'Record that Nagad did not make a return whose answer was lost: the money can be returned again, through Nagad within its window or by transfer.',
        description:
          "409 unless the money went to Nagad's refund call, is still waiting for its answer and " +
          'that call is over. Answers the intent.',
        params: idParamSchema,
        body: noBodySchema,
        response: { 200: adminPaymentIntentSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) =>
      options.returns.releaseGatewayClaim(signedInUser(request).id, request.params.id),
  );
};
