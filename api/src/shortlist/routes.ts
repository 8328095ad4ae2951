import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portal/shared/contract/common';
import { usernameParamSchema } from '@portal/shared/contract/profiles';
import {
  shortlistEntrySchema,
  shortlistQuerySchema,
  shortlistStateSchema,
} from '@portal/shared/contract/shortlist';
import { signedInUser } from '../auth/authenticate';
import { noBodySchema } from '../http/no-body';
import { keysetPageOf, linkNextPage } from '../http/pagination';
import type { ShortlistService } from './service';

export interface ShortlistRoutesOptions {
  shortlist: ShortlistService;
}

/** /shortlist/ and /shortlist/{username}/: a brand's saved influencers (see docs/collaboration.md). */
export const shortlistRoutes: FastifyPluginAsyncZod<ShortlistRoutesOptions> = async (
  app,
  { shortlist },
) => {
  app.get(
    '/shortlist/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        summary:
          "The signed-in brand's saved influencers with the public fields Find Influencers " +
          'shows, newest first (brands only).',
        querystring: shortlistQuerySchema,
        response: { 200: z.array(shortlistEntrySchema) },
      },
    },
    async (request, reply) => {
      const { entries, next } = await shortlist.list(
        signedInUser(request),
        keysetPageOf(request.query),
      );
      if (next !== undefined) linkNextPage(request, reply, next, request.query.limit);
      return entries;
    },
  );

  app.get(
    '/shortlist/:username/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        summary: 'Whether the signed-in brand saved this user (brands only).',
        params: usernameParamSchema,
        response: { 200: shortlistStateSchema },
      },
    },
    async (request) => shortlist.state(signedInUser(request), request.params.username),
  );

  app.put(
    '/shortlist/:username/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        summary:
          'Save an active influencer to the shortlist: 201 when new, 200 when already saved ' +
          '(brands only; at most 500).',
        params: usernameParamSchema,
        body: noBodySchema,
        response: {
          200: shortlistEntrySchema,
          201: shortlistEntrySchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { entry, created } = await shortlist.save(
        signedInUser(request),
        request.params.username,
      );
      return reply.code(created ? 201 : 200).send(entry);
    },
  );

  app.delete(
    '/shortlist/:username/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        summary: 'Remove an influencer from the shortlist (brands only; 404 when not on it).',
        params: usernameParamSchema,
        response: { 204: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await shortlist.remove(signedInUser(request), request.params.username);
      return reply.code(204).send(null);
    },
  );
};
