import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignListQuerySchema,
  campaignSchema,
  createCampaignRequestSchema,
  updateCampaignActivationRequestSchema,
  updateCampaignRequestSchema,
} from '@portal/shared/contract/campaigns';
import { errorBodySchema, idParamSchema } from '@portal/shared/contract/common';
import { signedInUser } from '../auth/authenticate';
import { sendListPage } from '../http/pagination';
import type { CampaignSearch, CampaignService } from './service';

export interface CampaignRoutesOptions {
  campaigns: CampaignService;
}

type CampaignListQuery = z.output<typeof campaignListQuerySchema>;

function searchOf(query: CampaignListQuery): CampaignSearch {
  return {
    category: query.category,
    minBudget: query.min_budget,
    maxBudget: query.max_budget,
    search: query.search,
  };
}

/**
 * /campaigns/ (see docs/api-conventions.md) and the admin's /admin/campaigns/ (see
 * docs/api-conventions.md).
 */
export const campaignRoutes: FastifyPluginAsyncZod<CampaignRoutesOptions> = async (
  app,
  { campaigns },
) => {
  app.get(
    '/campaigns/',
    {
      schema: {
        summary:
          "A brand's own campaigns; for an influencer the open campaigns of active brands; all for an admin. " +
          'Optionally by category, budget range and text in the title or description.',
        querystring: campaignListQuerySchema,
        response: { 200: z.array(campaignSchema) },
      },
    },
    async (request, reply) =>
      sendListPage(request, reply, (page) =>
        campaigns.listFor(signedInUser(request), searchOf(request.query), page),
      ),
  );

  app.post(
    '/campaigns/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        summary: 'Create a campaign (brands only).',
        body: createCampaignRequestSchema,
        response: { 201: campaignSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await campaigns.create(signedInUser(request).id, request.body)),
  );

  app.get(
    '/campaigns/:id/',
    {
      schema: {
        summary: 'One campaign, for its brand, an admin, or an influencer while it is open.',
        params: idParamSchema,
        response: { 200: campaignSchema, 404: errorBodySchema },
      },
    },
    async (request) => campaigns.detailFor(signedInUser(request), request.params.id),
  );

  app.patch(
    '/campaigns/:id/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        summary:
          'Change an own campaign: text, deadline and deliverables always, the budget until an ' +
          'application is accepted, the number of influencers wanted; close or reopen it to new ' +
          'applications.',
        params: idParamSchema,
        body: updateCampaignRequestSchema,
        response: { 200: campaignSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => campaigns.update(signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/campaigns/:id/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        summary: 'Delete an own campaign and its applications, unless a payment is recorded.',
        params: idParamSchema,
        response: { 204: z.null(), 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await campaigns.remove(signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/campaigns/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary: 'Every campaign, active or not, with the same filters (admins only).',
        querystring: campaignListQuerySchema,
        response: { 200: z.array(campaignSchema) },
      },
    },
    async (request, reply) =>
      sendListPage(request, reply, (page) => campaigns.listAll(searchOf(request.query), page)),
  );

  app.put(
    '/admin/campaigns/:id/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary: 'Activate or deactivate a campaign (admins only; written to the audit log).',
        params: idParamSchema,
        body: updateCampaignActivationRequestSchema,
        response: { 200: campaignSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      campaigns.setActive(signedInUser(request).id, request.params.id, request.body.is_active),
  );
};
