import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addDisputeStatementRequestSchema,
  decideDisputeRequestSchema,
  disputeCaseSchema,
  disputeListQuerySchema,
  disputeSchema,
} from '@portal/shared/contract/collaborations';
import { errorBodySchema, idParamSchema, pageQuerySchema } from '@portal/shared/contract/common';
import { messageSchema } from '@portal/shared/contract/messages';
import { signedInUser } from '../auth/authenticate';
import { noBodySchema } from '../http/no-body';
import { sendListPage } from '../http/pagination';
import type { DisputeService } from './service';

export interface DisputeRoutesOptions {
  disputes: DisputeService;
}

/**
 * The admin's disputes: GET /admin/disputes/, the pair's messages, PUT /admin/disputes/{id}/; and
 * the parties' statements: POST /disputes/{id}/statements/, and their agreement to cancel.
 */
export const disputeRoutes: FastifyPluginAsyncZod<DisputeRoutesOptions> = async (
  app,
  { disputes },
) => {
  app.get(
    '/admin/disputes/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          'Disputes, newest first, open or decided, each with its collaboration (both sides, deliveries).',
        querystring: disputeListQuerySchema,
        response: { 200: z.array(disputeCaseSchema) },
      },
    },
    async (request, reply) => {
      const { status } = request.query;
      const open = status === undefined ? undefined : status === 'open';
      return sendListPage(request, reply, (page) => disputes.list({ open }, page));
    },
  );

  app.get(
    '/admin/disputes/:id/messages/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          "The messages between the dispute's brand and influencer, newest first (the reading is audited).",
        params: idParamSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(messageSchema), 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendListPage(request, reply, (page) =>
        disputes.messages(signedInUser(request).id, request.params.id, page),
      ),
  );

  app.put(
    '/admin/disputes/:id/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          'Decide an open dispute with a reason: release all to the influencer, refund all to the brand, or split.',
        params: idParamSchema,
        body: decideDisputeRequestSchema,
        response: { 200: disputeSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const body = request.body;
      return disputes.decide(signedInUser(request).id, request.params.id, {
        outcome: body.outcome,
        influencerAmount: body.influencer_amount,
        reason: body.reason,
      });
    },
  );

  app.post(
    '/disputes/:id/statements/',
    {
      onRequest: app.requireRole('brand', 'influencer'),
      schema: {
        summary:
          "Add to one's case in an open dispute (the collaboration's brand or influencer): text and up to 10 links as evidence.",
        params: idParamSchema,
        body: addDisputeStatementRequestSchema,
        response: { 201: disputeSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await disputes.addStatement(signedInUser(request), request.params.id, request.body)),
  );

  app.post(
    '/disputes/:id/agree-to-cancel/',
    {
      onRequest: app.requireRole('brand', 'influencer'),
      schema: {
        summary:
          'Agree to cancel a disputed collaboration (its brand or influencer): once both have, the whole escrow is refunded to the brand, with no admin decision.',
        params: idParamSchema,
        body: noBodySchema,
        response: { 200: disputeSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => disputes.agreeToCancel(signedInUser(request), request.params.id),
  );
};
