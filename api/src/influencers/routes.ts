import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portal/shared/contract/common';
import {
  influencerSearchQuerySchema,
  influencerSearchResultSchema,
} from '@portal/shared/contract/influencers';
import { decodeCursor, sendPage } from '../http/pagination';
import type { InfluencerService } from './service';

export interface InfluencerRoutesOptions {
  influencers: InfluencerService;
}

/** GET /influencers/search/ (spec §7): brands and admins find active influencers. */
export const influencerRoutes: FastifyPluginAsyncZod<InfluencerRoutesOptions> = async (
  app,
  { influencers },
) => {
  app.get(
    '/influencers/search/',
    {
      onRequest: app.requireRole('brand', 'admin'),
      schema: {
        tags: ['influencers'],
        security: [{ bearer: [] }],
        summary: 'Active influencers by category and minimum followers (brands and admins).',
        querystring: influencerSearchQuerySchema,
        response: {
          200: z.array(influencerSearchResultSchema),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { limit, cursor, category, min_followers: minFollowers } = request.query;
      const rows = await influencers.search(
        { category, minFollowers },
        { beforeId: decodeCursor(cursor), limit },
      );
      return sendPage(request, reply, rows, limit);
    },
  );
};
