import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from '@portal/shared/contract/common';
import {
  userActionRequestSchema,
  userListQuerySchema,
  userMoneySchema,
  userSummarySchema,
} from '@portal/shared/contract/users';
import { signedInUser } from '../auth/authenticate';
import { sendListPage } from '../http/pagination';
import type { UserService } from './service';

export interface UserRoutesOptions {
  users: UserService;
}

/**
 * GET /users/all/ and PUT /admin/users/{id}/ (see docs/api-conventions.md): the admin's user
 * management; GET /admin/users/{id}/money/, what the user holds, warns before a deactivation.
 */
export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { users }) => {
  app.get(
    '/users/all/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          'Every user, newest first, optionally of one role or matching a search of username and email (admins only).',
        querystring: userListQuerySchema,
        response: { 200: z.array(userSummarySchema) },
      },
    },
    async (request, reply) => {
      const { role, search } = request.query;
      return sendListPage(request, reply, (page) => users.list({ role, search }, page));
    },
  );

  app.get(
    '/admin/users/:id/money/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary:
          'The money a user holds on the platform, for the admin about to deactivate them (admins only).',
        params: idParamSchema,
        response: { 200: userMoneySchema, 404: errorBodySchema },
      },
    },
    async (request) => users.money(request.params.id),
  );

  app.put(
    '/admin/users/:id/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary: 'Activate or deactivate a user (admins only; written to the audit log).',
        params: idParamSchema,
        body: userActionRequestSchema,
        response: { 200: userSummarySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      users.setActive(
        signedInUser(request).id,
        request.params.id,
        request.body.action,
        request.body.reason,
      ),
  );
};
