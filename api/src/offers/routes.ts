import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from '@portal/shared/contract/common';
import {
  createOfferRequestSchema,
  decideOfferRequestSchema,
  offerListQuerySchema,
  offerSchema,
} from '@portal/shared/contract/offers';
import { signedInUser } from '../auth/authenticate';
import { sendListPage } from '../http/pagination';
import type { OfferService } from './service';

export interface OfferRoutesOptions {
  offers: OfferService;
}

/** /offers/ and /offers/{id}/ (see docs/collaboration.md). */
export const offerRoutes: FastifyPluginAsyncZod<OfferRoutesOptions> = async (app, { offers }) => {
  app.get(
    '/offers/',
    {
      onRequest: app.requireRole('brand', 'influencer'),
      schema: {
        summary: "A brand's sent offers or an influencer's received ones, newest first.",
        querystring: offerListQuerySchema,
        response: { 200: z.array(offerSchema) },
      },
    },
    async (request, reply) =>
      sendListPage(request, reply, (page) => offers.listFor(signedInUser(request), page)),
  );

  app.post(
    '/offers/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        summary:
          'Send an influencer an offer for an own active campaign or a private brief (brands only).',
        body: createOfferRequestSchema,
        response: { 201: offerSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await offers.send(signedInUser(request), request.body)),
  );

  app.put(
    '/offers/:id/',
    {
      onRequest: app.requireRole('influencer'),
      schema: {
        summary:
          'Accept (the collaboration begins, awaiting payment: application_id) or decline an ' +
          'offer received (its influencer only).',
        params: idParamSchema,
        body: decideOfferRequestSchema,
        response: { 200: offerSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => offers.decide(signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    '/offers/:id/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        summary: 'Withdraw a pending offer (its brand only).',
        params: idParamSchema,
        response: { 200: offerSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => offers.withdraw(signedInUser(request), request.params.id),
  );
};
