import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from '@portal/shared/contract/common';
import {
  decidePaymentRequestSchema,
  paymentListQuerySchema,
  paymentSchema,
  submitPaymentRequestSchema,
} from '@portal/shared/contract/payments';
import { signedInUser } from '../auth/authenticate';
import { decodeCursor, sendPage } from '../http/pagination';
import type { PaymentsService } from './service';

export interface PaymentRoutesOptions {
  payments: PaymentsService;
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** POST /payments/submit/, GET /admin/payments/, PUT /admin/payments/{id}/ (spec §7). */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const tags = ['payments'];
  const security = [{ bearer: [] }];

  app.post(
    '/payments/submit/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        tags,
        security,
        summary: 'Record the bKash/Nagad transfer a brand made for an accepted application.',
        body: submitPaymentRequestSchema,
        response: { 201: paymentSchema, 404: errorBodySchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const payment = await options.payments.submit(signedInUser(request).id, {
        applicationId: body.application_id,
        amount: body.amount,
        paymentMethod: body.payment_method,
        transactionId: body.transaction_id,
      });
      return reply.code(201).send(payment);
    },
  );

  app.get(
    '/admin/payments/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        security,
        summary: 'Every payment, newest first, optionally of one status.',
        querystring: paymentListQuerySchema,
        response: { 200: z.array(paymentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { status, cursor, limit } = request.query;
      const rows = await options.payments.list({ status, beforeId: decodeCursor(cursor), limit });
      return sendPage(request, reply, rows, limit);
    },
  );

  app.put(
    '/admin/payments/:id/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        security,
        summary: 'Confirm or reject a pending payment.',
        params: idParamSchema,
        body: decidePaymentRequestSchema,
        response: { 200: paymentSchema, 404: errorBodySchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      options.payments.decide(signedInUser(request).id, request.params.id, request.body.status),
  );
};
