import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from '@portal/shared/contract/common';
import { usernameParamSchema } from '@portal/shared/contract/profiles';
import {
  createReviewRequestSchema,
  publicReviewSchema,
  replyRequestSchema,
  reviewListQuerySchema,
  reviewSchema,
} from '@portal/shared/contract/reviews';
import { signedInUser } from '../auth/authenticate';
import { linkNextPage } from '../http/pagination';
import type { ReviewService } from './service';

export interface ReviewRoutesOptions {
  reviews: ReviewService;
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * Reviews of ended collaborations (see docs/collaboration.md): a party reviews the other side, the
 * reviewed user replies once, and anyone reads a brand's or influencer's published reviews.
 */
export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (
  app,
  { reviews },
) => {
  app.post(
    '/applications/:id/review/',
    {
      onRequest: app.requireRole('brand', 'influencer'),
      schema: {
        summary:
          'Review the other side of a collaboration (either party, once, within 14 days of its ' +
          'release or dispute decision): 1-5 stars and a text, hidden until both reviewed or the ' +
          '14 days passed.',
        params: idParamSchema,
        body: createReviewRequestSchema,
        response: { 201: reviewSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await reviews.review(signedInUser(request), request.params.id, request.body)),
  );

  app.post(
    '/reviews/:id/reply/',
    {
      onRequest: app.requireRole('brand', 'influencer'),
      schema: {
        summary: 'Reply to a published review of you (the reviewed user, once): 1-1000 characters.',
        params: idParamSchema,
        body: replyRequestSchema,
        response: { 201: reviewSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await reviews.reply(signedInUser(request), request.params.id, request.body.text)),
  );

  app.get(
    '/profile/:username/reviews/',
    {
      config: { public: true },
      schema: {
        summary:
          'The published reviews a brand or influencer received, newest first, in keyset pages ' +
          '(never an email).',
        params: usernameParamSchema,
        querystring: reviewListQuerySchema,
        response: {
          200: z.array(publicReviewSchema),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { cursor, limit } = request.query;
      const page = await reviews.list(request.params.username, cursor, limit);
      if (page.next !== undefined) linkNextPage(request, reply, page.next, limit);
      return page.reviews;
    },
  );
};
