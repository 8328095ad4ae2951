import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationListQuerySchema,
  applicationSchema,
  createApplicationRequestSchema,
  decideApplicationRequestSchema,
} from '@portal/shared/contract/applications';
import { errorBodySchema, idParamSchema } from '@portal/shared/contract/common';
import { signedInUser } from '../auth/authenticate';
import { sendListPage } from '../http/pagination';
import type { ApplicationService } from './service';

export interface ApplicationRoutesOptions {
  applications: ApplicationService;
}

/** /applications/ and /applications/{id}/status/ (see docs/api-conventions.md). */
export const applicationRoutes: FastifyPluginAsyncZod<ApplicationRoutesOptions> = async (
  app,
  { applications },
) => {
  app.get(
    '/applications/',
    {
      schema: {
        summary:
          "Applications to a brand's campaigns, an influencer's own, or all for an admin, " +
          'optionally of one campaign or status. ' +
          '?brand=true or ?influencer=true: the payments screen (accepted ones with payment status).',
        querystring: applicationListQuerySchema,
        response: { 200: z.array(applicationSchema) },
      },
    },
    async (request, reply) => {
      const { brand, influencer, campaign, status } = request.query;
      const search = {
        acceptedOnly: brand === 'true' || influencer === 'true',
        campaignId: campaign,
        status,
      };
      return sendListPage(request, reply, (page) =>
        applications.listFor(signedInUser(request), search, page),
      );
    },
  );

  app.post(
    '/applications/',
    {
      onRequest: app.requireRole('influencer'),
      schema: {
        summary: 'Apply to an open campaign (influencers only; once per campaign).',
        body: createApplicationRequestSchema,
        response: { 201: applicationSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await applications.apply(signedInUser(request), request.body)),
  );

  app.put(
    '/applications/:id/status/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        summary: 'Accept or reject a pending application to an own campaign (brands only).',
        params: idParamSchema,
        body: decideApplicationRequestSchema,
        response: { 200: applicationSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) =>
      applications.decide(signedInUser(request).id, request.params.id, request.body.status),
  );
};
