import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPaymentIntentListQuerySchema,
  adminPaymentIntentSchema,
  checkoutAnswerSchema,
  checkoutRequestSchema,
  paymentGatewaysSchema,
  paymentIntentSchema,
} from '@portal/shared/contract/checkout';
import { errorBodySchema, idParamSchema } from '@portal/shared/contract/common';
import { PAY_NEEDS_VERIFIED_EMAIL } from '../accounts/gate';
import { signedInUser } from '../auth/authenticate';
import { BKASH_CALLBACK_STATUSES } from '../gateways/bkash/protocol';
import { requestLanguage } from '../http/language';
import { noBodySchema } from '../http/no-body';
import { sendListPage } from '../http/pagination';
import {
  idempotencyErrors,
  idempotencyHeadersSchema,
  idempotentRequestOf,
  sendAnswer,
} from '../idempotency/request-key';
import type { CheckoutService } from './service';

export interface CheckoutRoutesOptions {
  checkout: CheckoutService;
}

/** The query bKash appends to the callbackURL. */
const bkashCallbackQuerySchema = z.object({
  paymentID: z.string().min(1).max(100),
  status: z.enum(BKASH_CALLBACK_STATUSES),
});

/** The portal's page that shows the brand what became of an intent. */
export const returnPage = (intentId: number) => `/payments/return/${intentId}`;

/**
 * GET /payments/gateways/, POST /payments/checkout/, GET /payments/intents/{id}/, bKash's
 * callback GET /payments/bkash/callback, and the admin's GET /admin/payment-intents/ and
 * POST /admin/payment-intents/{id}/query/ (docs/payment-gateways.md).
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
        summary: "Start paying an accepted application on the gateway's page (bKash).",
        description:
          'Answers the intent and the gateway page to send the brand to. The amount is the ' +
          'agreed one. 400 when no gateway is configured (PAYMENT_GATEWAY=manual) or the ' +
          'application is not accepted; 409 when it is paid or a payment is pending; 502 when ' +
          'bKash did not answer. Send an `Idempotency-Key` so that a retry starts one payment.',
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
        { applicationId: request.body.application_id, gateway: request.body.gateway },
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
};
