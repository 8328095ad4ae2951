import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from '@portal/shared/contract/common';
import {
  decideWithdrawalRequestSchema,
  withdrawalListQuerySchema,
  withdrawalRequestSchema,
  withdrawalSchema,
} from '@portal/shared/contract/withdrawals';
import { signedInUser } from '../auth/authenticate';
import { decodeCursor, sendPage } from '../http/pagination';
import type { WithdrawalsService } from './service';

export interface WithdrawalRoutesOptions {
  withdrawals: WithdrawalsService;
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** GET/POST /withdrawals/, GET /admin/withdrawals/, PUT /admin/withdrawals/{id}/ (spec §7). */
export const withdrawalRoutes: FastifyPluginAsyncZod<WithdrawalRoutesOptions> = async (
  app,
  options,
) => {
  const tags = ['withdrawals'];
  const security = [{ bearer: [] }];

  app.get(
    '/withdrawals/',
    {
      onRequest: app.requireRole('influencer'),
      schema: {
        tags,
        security,
        summary: "The signed-in influencer's withdrawals, newest first.",
        querystring: withdrawalListQuerySchema,
        response: { 200: z.array(withdrawalSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { status, cursor, limit } = request.query;
      const rows = await options.withdrawals.list({
        influencerId: signedInUser(request).id,
        status,
        beforeId: decodeCursor(cursor),
        limit,
      });
      return sendPage(request, reply, rows, limit);
    },
  );

  app.post(
    '/withdrawals/',
    {
      onRequest: app.requireRole('influencer'),
      schema: {
        tags,
        security,
        summary: 'Ask to withdraw part of the balance to a bKash/Nagad wallet.',
        body: withdrawalRequestSchema,
        response: { 201: withdrawalSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const withdrawal = await options.withdrawals.request(signedInUser(request).id, {
        amount: body.amount,
        paymentMethod: body.payment_method,
        phoneNumber: body.phone_number,
      });
      return reply.code(201).send(withdrawal);
    },
  );

  app.get(
    '/admin/withdrawals/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        security,
        summary: 'Every withdrawal, newest first, optionally of one status.',
        querystring: withdrawalListQuerySchema,
        response: { 200: z.array(withdrawalSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { status, cursor, limit } = request.query;
      const rows = await options.withdrawals.list({
        status,
        beforeId: decodeCursor(cursor),
        limit,
      });
      return sendPage(request, reply, rows, limit);
    },
  );

  app.put(
    '/admin/withdrawals/:id/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        security,
        summary: 'Approve or reject a pending withdrawal; a rejected one returns to the balance.',
        params: idParamSchema,
        body: decideWithdrawalRequestSchema,
        response: { 200: withdrawalSchema, 404: errorBodySchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      options.withdrawals.decide(signedInUser(request).id, request.params.id, request.body.status),
  );
};
