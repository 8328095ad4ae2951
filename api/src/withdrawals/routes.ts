import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from '@portal/shared/contract/common';
import {
  adminWithdrawalSchema,
  decideWithdrawalRequestSchema,
  withdrawalFilterSchema,
  withdrawalListQuerySchema,
  withdrawalRequestSchema,
  withdrawalSchema,
  type Withdrawal,
} from '@portal/shared/contract/withdrawals';
import { WITHDRAW_NEEDS_VERIFIED_EMAIL } from '../accounts/gate';
import { signedInUser } from '../auth/authenticate';
import { dhakaDateTime } from '@portal/shared/dates';
import { csvNumber, sendCsv, type CsvColumn } from '../http/csv';
import { noBodySchema } from '../http/no-body';
import { sendListPage } from '../http/pagination';
import {
  idempotencyErrors,
  idempotencyHeadersSchema,
  idempotentRequestOf,
  sendAnswer,
} from '../idempotency/request-key';
import type { WithdrawalsService } from './service';

export interface WithdrawalRoutesOptions {
  withdrawals: WithdrawalsService;
}

/** The columns of the withdrawals export, for reconciling with bKash/Nagad statements. */
const WITHDRAWAL_COLUMNS: CsvColumn<Withdrawal>[] = [
  { header: 'csv.id', cell: (w) => csvNumber(w.id) },
  {
    header: 'csv.requestedDhaka',
    cell: (w) => dhakaDateTime(w.requested_at),
  },
  {
    header: 'csv.decidedDhaka',
    cell: (w) => (w.decided_at === null ? null : dhakaDateTime(w.decided_at)),
  },
  { header: 'csv.status', cell: (w) => w.status },
  { header: 'csv.paymentMethod', cell: (w) => w.payment_method },
  { header: 'csv.phoneNumber', cell: (w) => w.phone_number },
  { header: 'csv.amount', cell: (w) => csvNumber(w.amount) },
  { header: 'csv.influencer', cell: (w) => w.influencer_name },
];

/**
 * GET/POST /withdrawals/, GET /admin/withdrawals/, PUT /admin/withdrawals/{id}/ (see
 * docs/api-conventions.md); the influencer's POST /withdrawals/{id}/cancel/.
 */
export const withdrawalRoutes: FastifyPluginAsyncZod<WithdrawalRoutesOptions> = async (
  app,
  options,
) => {
  /** Listing and asking: an influencer, verified where EMAIL_VERIFICATION asks it. */
  const verifiedInfluencer = [
    app.requireRole('influencer'),
    app.requireVerifiedEmail(WITHDRAW_NEEDS_VERIFIED_EMAIL),
  ];

  app.get(
    '/withdrawals/',
    {
      onRequest: verifiedInfluencer,
      schema: {
        summary: "The signed-in influencer's withdrawals, newest first.",
        querystring: withdrawalListQuerySchema,
        response: { 200: z.array(withdrawalSchema) },
      },
    },
    async (request, reply) =>
      sendListPage(request, reply, (page) =>
        options.withdrawals.listOwn(signedInUser(request).id, {
          status: request.query.status,
          ...page,
        }),
      ),
  );

  app.post(
    '/withdrawals/',
    {
      onRequest: verifiedInfluencer,
      schema: {
        summary: 'Ask to withdraw part of the balance to a bKash/Nagad wallet.',
        description:
          'With EMAIL_VERIFICATION=mandatory, an influencer whose address is not verified gets ' +
          '403 with a `link` to Security settings. Send an `Idempotency-Key` so that sending ' +
          'the request again (a double click, a retry after a lost answer) asks only once.',
        headers: idempotencyHeadersSchema,
        body: withdrawalRequestSchema,
        response: { 201: withdrawalSchema, ...idempotencyErrors(errorBodySchema) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const answer = await options.withdrawals.request(
        signedInUser(request).id,
        {
          amount: body.amount,
          paymentMethod: body.payment_method,
          phoneNumber: body.phone_number,
        },
        idempotentRequestOf(request),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/withdrawals/:id/cancel/',
    {
      onRequest: app.requireRole('influencer'),
      schema: {
        summary:
          'Cancel one of your pending withdrawals: its amount returns to your balance and the ' +
          "admins are told. 409 once it is no longer pending; another influencer's: 404.",
        params: idParamSchema,
        body: noBodySchema,
        response: { 200: withdrawalSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => options.withdrawals.cancel(signedInUser(request).id, request.params.id),
  );

  app.get(
    '/admin/withdrawals/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          'Every withdrawal, newest first, optionally of one status; `possible_duplicate` marks a ' +
          'request that may have been sent twice.',
        querystring: withdrawalListQuerySchema,
        response: { 200: z.array(adminWithdrawalSchema) },
      },
    },
    async (request, reply) =>
      sendListPage(request, reply, (page) =>
        options.withdrawals.list({ status: request.query.status, ...page }),
      ),
  );

  app.get(
    '/admin/withdrawals/export.csv',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          'The withdrawals of the admin list, with its status filter, as a CSV download (every page, newest first).',
        querystring: withdrawalFilterSchema,
        response: { 200: { content: { 'text/csv': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const rows = options.withdrawals.exportAll({ status: request.query.status });
      return sendCsv(request, reply, 'withdrawals', WITHDRAWAL_COLUMNS, rows);
    },
  );

  app.put(
    '/admin/withdrawals/:id/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          'Approve a pending withdrawal with the transaction ID of the transfer, or reject it with a reason; a rejected one returns to the balance.',
        params: idParamSchema,
        body: decideWithdrawalRequestSchema,
        response: {
          200: adminWithdrawalSchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      options.withdrawals.decide(signedInUser(request).id, request.params.id, request.body),
  );
};
