import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from '@portal/shared/contract/common';
import {
  packageOrderRequestSchema,
  packageOrderSchema,
  packageRequestSchema,
  packageSchema,
} from '@portal/shared/contract/packages';
import { usernameParamSchema } from '@portal/shared/contract/profiles';
import { signedInUser } from '../auth/authenticate';
import {
  idempotencyErrors,
  idempotencyHeadersSchema,
  idempotentRequestOf,
  sendAnswer,
} from '../idempotency/request-key';
import type { PackageService } from './service';

export interface PackageRoutesOptions {
  packages: PackageService;
}

/**
 * GET /profile/{username}/packages/, /packages/, /packages/{id}/ and /packages/{id}/orders/ (see
 * docs/packages.md).
 */
export const packageRoutes: FastifyPluginAsyncZod<PackageRoutesOptions> = async (
  app,
  { packages },
) => {
  app.get(
    '/profile/:username/packages/',
    {
      config: { public: true },
      schema: {
        summary: "An active influencer's packages, oldest first (public).",
        params: usernameParamSchema,
        response: { 200: z.array(packageSchema), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => packages.listOf(request.params.username),
  );

  app.post(
    '/packages/',
    {
      onRequest: app.requireRole('influencer'),
      schema: {
        summary: 'List a new package on the own profile (influencers only, at most 6).',
        body: packageRequestSchema,
        response: { 201: packageSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await packages.add(signedInUser(request), request.body)),
  );

  app.put(
    '/packages/:id/',
    {
      onRequest: app.requireRole('influencer'),
      schema: {
        summary:
          'Rewrite an own package (its influencer only); collaborations already made from it ' +
          'keep what was ordered.',
        params: idParamSchema,
        body: packageRequestSchema,
        response: { 200: packageSchema, 404: errorBodySchema },
      },
    },
    async (request) => packages.edit(signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    '/packages/:id/',
    {
      onRequest: app.requireRole('influencer'),
      schema: {
        summary: 'Delete an own package (its influencer only).',
        params: idParamSchema,
        response: { 204: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await packages.remove(signedInUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/packages/:id/orders/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        summary:
          'Buy a package at the price the brand saw (brands only): the collaboration begins, ' +
          'awaiting payment (application_id).',
        description:
          'Send an `Idempotency-Key` so that sending the request again (a double click, a retry ' +
          'after a lost answer) buys only once.',
        headers: idempotencyHeadersSchema,
        params: idParamSchema,
        body: packageOrderRequestSchema,
        response: {
          201: packageOrderSchema,
          404: errorBodySchema,
          ...idempotencyErrors(errorBodySchema),
        },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await packages.order(
          signedInUser(request),
          request.params.id,
          request.body,
          idempotentRequestOf(request),
        ),
      ),
  );
};
