import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminRefundSchema,
  confirmRefundSentSchema,
  recordRefundRequestSchema,
  refundListQuerySchema,
} from '@portal/shared/contract/collaborations';
import { errorBodySchema, idParamSchema } from '@portal/shared/contract/common';
import { signedInUser } from '../auth/authenticate';
import { noBodySchema } from '../http/no-body';
import { sendListPage } from '../http/pagination';
import type { RefundService } from './service';

export interface RefundRoutesOptions {
  refunds: RefundService;
}

/**
 * GET /admin/refunds/, PUT /admin/refunds/{id}/ (see docs/money.md), and the wallets' refund
 * calls: POST /admin/refunds/{id}/gateway/, and for a refund through Nagad whose answer was lost
 * POST /admin/refunds/{id}/gateway/confirm/ and POST /admin/refunds/{id}/gateway/release/
 * (docs/payment-gateways.md).
 */
export const refundRoutes: FastifyPluginAsyncZod<RefundRoutesOptions> = async (
  app,
  { refunds },
) => {
  app.get(
    '/admin/refunds/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary: 'Refunds owed to brands, newest first, optionally pending or sent.',
        querystring: refundListQuerySchema,
        response: { 200: z.array(adminRefundSchema) },
      },
    },
    async (request, reply) =>
      sendListPage(request, reply, (page) => refunds.list({ status: request.query.status }, page)),
  );

  app.put(
    '/admin/refunds/:id/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          "Record the transfer that paid a refund back to the brand: its transaction ID and the brand's wallet.",
        params: idParamSchema,
        body: recordRefundRequestSchema,
        response: { 200: adminRefundSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const body = request.body;
      return refunds.record(signedInUser(request).id, request.params.id, {
        transactionId: body.transaction_id,
        phoneNumber: body.phone_number,
        paymentMethod: body.payment_method,
      });
    },
  );

  app.post(
    '/admin/refunds/:id/gateway/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          "Send a refund back through the refund call of the wallet the brand paid through (bKash's or Nagad's), within that wallet's window.",
        description:
          'Sent once, however often asked. A bKash call whose answer was lost is asked about, ' +
          'never made again; Nagad has no such question, so a Nagad refund whose answer was lost ' +
          'stays under way (409 when asked again) until the admin confirms or releases it. 400 ' +
          'when the wallet is not configured; 409 when the payment was not made through a ' +
          'gateway, the wallet refused it, its window passed, or the refund was sent; 502 when ' +
          'the wallet has not confirmed the refund.',
        params: idParamSchema,
        body: noBodySchema,
        response: {
          200: adminRefundSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => refunds.sendThroughGateway(signedInUser(request).id, request.params.id),
  );

  app.post(
    '/admin/refunds/:id/gateway/confirm/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          "Record a refund through Nagad whose answer was lost as sent, with the refund's transaction ID read in Nagad's merchant panel.",
        description:
          "409 unless the refund went to Nagad's refund call, is still waiting for its answer and " +
          'that call is over; 409 when it was sent or the transaction ID was used.',
        params: idParamSchema,
        body: confirmRefundSentSchema,
        response: { 200: adminRefundSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) =>
      refunds.confirmSentThroughGateway(
        signedInUser(request).id,
        request.params.id,
        request.body.transaction_id,
      ),
  );

  app.post(
    '/admin/refunds/:id/gateway/release/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          'Record that Nagad did not make a refund whose answer was lost: the refund can be sent again, through Nagad within its window or by transfer.',
        description:
          "409 unless the refund went to Nagad's refund call, is still waiting for its answer and " +
          'that call is over.',
        params: idParamSchema,
        body: noBodySchema,
        response: { 200: adminRefundSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => refunds.releaseGatewayClaim(signedInUser(request).id, request.params.id),
  );
};
