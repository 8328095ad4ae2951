import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  collaborationSchema,
  deliverySchema,
  disputeSchema,
  openDisputeRequestSchema,
  reviewDeliveryRequestSchema,
  submitDeliveryRequestSchema,
} from '@portal/shared/contract/collaborations';
import { errorBodySchema, idParamSchema } from '@portal/shared/contract/common';
import { signedInUser } from '../auth/authenticate';
import { noBodySchema } from '../http/no-body';
import type { CollaborationService } from './service';

export interface CollaborationRoutesOptions {
  collaborations: CollaborationService;
}

const errors = { 404: errorBodySchema, 409: errorBodySchema };

/**
 * The collaboration of an accepted application and its transitions (see docs/money.md):
 * GET /applications/{id}/, deliveries, the brand's answer, disputes, stepping back, cancelling.
 */
export const collaborationRoutes: FastifyPluginAsyncZod<CollaborationRoutesOptions> = async (
  app,
  { collaborations },
) => {
  const tags = ['collaborations'];

  app.get(
    '/applications/:id/',
    {
      schema: {
        tags,
        summary:
          'The collaboration of an accepted application: parties, amount, fee, state, payment, ' +
          'deliveries, dispute, refund and timeline (its brand, its influencer, admins).',
        params: idParamSchema,
        response: { 200: collaborationSchema, ...errors },
      },
    },
    async (request) => collaborations.view(signedInUser(request), request.params.id),
  );

  app.post(
    '/applications/:id/deliveries/',
    {
      onRequest: app.requireRole('influencer'),
      schema: {
        tags,
        summary:
          'Deliver the work (the influencer; in escrow or after a request for changes): 1-10 links and a note.',
        params: idParamSchema,
        body: submitDeliveryRequestSchema,
        response: { 201: deliverySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await collaborations.deliver(signedInUser(request), request.params.id, request.body)),
  );

  app.put(
    '/applications/:id/delivery/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        tags,
        summary:
          'Answer the latest delivery (the brand): approve and release the money, or ask for changes with a reason.',
        params: idParamSchema,
        body: reviewDeliveryRequestSchema,
        response: { 200: collaborationSchema, ...errors },
      },
    },
    async (request) =>
      collaborations.answerDelivery(signedInUser(request), request.params.id, request.body),
  );

  app.post(
    '/applications/:id/dispute/',
    {
      onRequest: app.requireRole('brand', 'influencer'),
      schema: {
        tags,
        summary: 'Open a dispute (either party, while the money is held): an admin decides it.',
        params: idParamSchema,
        body: openDisputeRequestSchema,
        response: { 201: disputeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await collaborations.openDispute(
            signedInUser(request),
            request.params.id,
            request.body.reason,
          ),
        ),
  );

  app.post(
    '/applications/:id/withdraw/',
    {
      onRequest: app.requireRole('influencer'),
      schema: {
        tags,
        summary:
          'Step back from a funded collaboration (the influencer): the money goes back to the brand.',
        params: idParamSchema,
        body: noBodySchema,
        response: { 200: collaborationSchema, ...errors },
      },
    },
    async (request) => collaborations.stepBack(signedInUser(request), request.params.id),
  );

  app.post(
    '/applications/:id/cancel/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        tags,
        summary:
          'Cancel a funded collaboration nothing was delivered for, 7 days after the deadline ' +
          '(21 days after payment without one): the money goes back to the brand.',
        params: idParamSchema,
        body: noBodySchema,
        response: { 200: collaborationSchema, ...errors },
      },
    },
    async (request) => collaborations.cancel(signedInUser(request), request.params.id),
  );
};
