import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
} from '@portal/shared/contract/auth';
import { errorBodySchema } from '@portal/shared/contract/common';
import type { PageSessions } from './page-session';
import type { AuthService, SessionClient } from './service';
import type { AccessTokens } from './tokens';

export interface AuthRoutesOptions {
  auth: AuthService;
  /** The per-address limit shared by these calls; undefined when rate limits are off. */
  addressLimit: onRequestHookHandler | undefined;
  accessTokens: AccessTokens;
  /** The page cookie set beside the tokens (auth/page-session.ts). */
  pageSessions: PageSessions;
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

/** The device a session starts or continues on: the sessions list names it by these. */
function clientOf(request: FastifyRequest): SessionClient {
  return { userAgent: request.headers['user-agent'], ipAddress: request.ip };
}

/** POST /register/, /login/, /token/refresh/, /logout/ (see docs/accounts.md). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  /** The page cookie of the session a new access token belongs to, set on the answer. */
  async function setPageCookie(reply: FastifyReply, access: string): Promise<void> {
    const claims = await options.accessTokens.verify(access);
    if (claims !== undefined) {
      void reply.header('Set-Cookie', await options.pageSessions.cookieFor(claims));
    }
  }

  // The global per-user limit does not apply here: these calls share one budget per address.
  // Public (they hand out tokens), but their answers carry tokens (or a refusal of one): private,
  // never stored.
  const config = { public: true, rateLimit: false as const, private: true };
  const onRequest = options.addressLimit === undefined ? [] : [options.addressLimit];
  app.post(
    '/register/',
    {
      config,
      onRequest,
      schema: {
        summary: 'Create a brand or influencer account and sign in.',
        body: registerRequestSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await options.auth.register(request.body, clientOf(request));
      await setPageCookie(reply, answer.access);
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/login/',
    {
      config,
      onRequest,
      schema: {
        summary: 'Sign in with email and password (and the device token of an earlier sign-in).',
        body: loginRequestSchema,
        response: { 200: authResponseSchema, 403: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await options.auth.login(
        request.body.email,
        request.body.password,
        clientOf(request),
        request.body.device_token,
      );
      await setPageCookie(reply, answer.access);
      return answer;
    },
  );

  app.post(
    '/token/refresh/',
    {
      config,
      onRequest,
      schema: {
        summary: 'Exchange a refresh token for a new access token and a new refresh token.',
        body: refreshRequestSchema,
        response: { 200: refreshResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await options.auth.refresh(request.body.refresh, clientOf(request));
      await setPageCookie(reply, answer.access);
      return answer;
    },
  );

  app.post(
    '/logout/',
    {
      config,
      onRequest,
      schema: {
        summary: 'Sign out: revoke the refresh token and end its session.',
        body: logoutRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      // The page cookie goes whatever the server answers: the browser's session ends either way.
      void reply.header('Set-Cookie', options.pageSessions.cleared);
      await options.auth.logout(request.body.refresh);
      return reply.code(204).send(null);
    },
  );
};
