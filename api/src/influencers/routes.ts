import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  influencerSearchQuerySchema,
  influencerSearchResultSchema,
} from '@portal/shared/contract/influencers';
import { signedInUser } from '../auth/authenticate';
import { linkNextPage } from '../http/pagination';
import type { InfluencerService } from './service';

export interface InfluencerRoutesOptions {
  influencers: InfluencerService;
}

/**
 * GET /influencers/search/ (see docs/api-conventions.md and docs/collaboration.md): brands and
 * admins find active influencers by name, category and followers, sorted by followers, rating or
 * completed collaborations.
 */
export const influencerRoutes: FastifyPluginAsyncZod<InfluencerRoutesOptions> = async (
  app,
  { influencers },
) => {
  app.get(
    '/influencers/search/',
    {
      onRequest: app.requireRole('brand', 'admin'),
      schema: {
        summary:
          'Active influencers by name, category and minimum followers, sorted by followers, rating ' +
          'or completed collaborations (brands and admins). The email only for an admin, or for a ' +
          'brand with an accepted application from that influencer.',
        querystring: influencerSearchQuerySchema,
        response: {
          200: z.array(influencerSearchResultSchema),
        },
      },
    },
    async (request, reply) => {
      const { limit, cursor, category, min_followers: minFollowers, q, sort } = request.query;
      const page = await influencers.search(
        signedInUser(request),
        { category, minFollowers, q },
        sort,
        { cursor, limit },
      );
      if (page.next !== undefined) linkNextPage(request, reply, page.next, limit);
      return page.influencers;
    },
  );
};
