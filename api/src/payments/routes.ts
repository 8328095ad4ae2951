import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from '@portal/shared/contract/common';
import {
  decidePaymentRequestSchema,
  paymentFilterSchema,
  paymentListQuerySchema,
  paymentSchema,
  submitPaymentRequestSchema,
  type Payment,
} from '@portal/shared/contract/payments';
import { PAY_NEEDS_VERIFIED_EMAIL } from '../accounts/gate';
import { signedInUser } from '../auth/authenticate';
import { dhakaDateTime } from '@portal/shared/dates';
import { csvNumber, sendCsv, type CsvColumn } from '../http/csv';
import { sendListPage } from '../http/pagination';
import {
  idempotencyErrors,
  idempotencyHeadersSchema,
  idempotentRequestOf,
  sendAnswer,
} from '../idempotency/request-key';
import type { PaymentsService } from './service';

export interface PaymentRoutesOptions {
  payments: PaymentsService;
}

/** The columns of the payments export, for reconciling with bKash/Nagad statements. */
const PAYMENT_COLUMNS: CsvColumn<Payment>[] = [
  { header: 'csv.id', cell: (p) => csvNumber(p.id) },
  {
    header: 'csv.submittedDhaka',
    cell: (p) => dhakaDateTime(p.created_at),
  },
  {
    header: 'csv.decidedDhaka',
    cell: (p) => (p.decided_at === null ? null : dhakaDateTime(p.decided_at)),
  },
  { header: 'csv.status', cell: (p) => p.status },
  { header: 'csv.paymentMethod', cell: (p) => p.payment_method },
  { header: 'csv.transactionId', cell: (p) => p.transaction_id },
  { header: 'csv.amount', cell: (p) => csvNumber(p.amount) },
  { header: 'csv.platformFee', cell: (p) => csvNumber(p.platform_fee) },
  {
    header: 'csv.applicationId',
    cell: (p) => csvNumber(p.application_id),
  },
  { header: 'csv.campaign', cell: (p) => p.campaign_title },
  { header: 'csv.brand', cell: (p) => p.brand_name },
  { header: 'csv.influencer', cell: (p) => p.influencer_name },
];

/**
 * POST /payments/submit/, GET /admin/payments/, PUT /admin/payments/{id}/ (see
 * docs/api-conventions.md).
 */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  app.post(
    '/payments/submit/',
    {
      onRequest: [app.requireRole('brand'), app.requireVerifiedEmail(PAY_NEEDS_VERIFIED_EMAIL)],
      schema: {
        summary: 'Record the bKash/Nagad transfer a brand made for an accepted application.',
        headers: idempotencyHeadersSchema,
        body: submitPaymentRequestSchema,
        description:
          'With EMAIL_VERIFICATION=mandatory, a brand whose address is not verified gets 403 ' +
          'with a `link` to Security settings. Send an `Idempotency-Key` so that sending the ' +
          'request again (a retry after a lost answer) records the payment only once.',
        response: {
          201: paymentSchema,
          404: errorBodySchema,
          ...idempotencyErrors(errorBodySchema),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const answer = await options.payments.submit(
        signedInUser(request).id,
        {
          applicationId: body.application_id,
          amount: body.amount,
          paymentMethod: body.payment_method,
          transactionId: body.transaction_id,
        },
        idempotentRequestOf(request),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.get(
    '/admin/payments/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          'Every payment, newest first, optionally of one status or matching part of a transaction ID.',
        querystring: paymentListQuerySchema,
        response: { 200: z.array(paymentSchema) },
      },
    },
    async (request, reply) => {
      const { status, transaction_id: transactionId } = request.query;
      return sendListPage(request, reply, (page) =>
        options.payments.list({ status, transactionId, ...page }),
      );
    },
  );

  app.get(
    '/admin/payments/export.csv',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          'The payments of the admin list, with its filters, as a CSV download (every page, newest first).',
        querystring: paymentFilterSchema,
        response: { 200: { content: { 'text/csv': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const { status, transaction_id: transactionId } = request.query;
      const rows = options.payments.exportAll({ status, transactionId });
      return sendCsv(request, reply, 'payments', PAYMENT_COLUMNS, rows);
    },
  );

  app.put(
    '/admin/payments/:id/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary: 'Confirm a pending payment, or reject it with a reason shown to the brand.',
        params: idParamSchema,
        body: decidePaymentRequestSchema,
        response: { 200: paymentSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) =>
      options.payments.decide(signedInUser(request).id, request.params.id, request.body),
  );
};
