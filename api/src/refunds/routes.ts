import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminRefundSchema,
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
 * GET /admin/refunds/, PUT /admin/refunds/{id}/ (see docs/money.md) and
 * POST /admin/refunds/{id}/gateway/ (docs/payment-gateways.md).
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
          "Send a refund back through bKash's refund call, for a payment made through bKash within bKash's window. Sent once, however often asked: a call whose answer was lost is asked about, never made again.",
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
};
