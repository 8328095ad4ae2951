import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { errorBodySchema, type Role } from '@portal/shared/contract/common';
import type { Language } from '@portal/shared/language';
import type { Database } from '../db/client';
import { findSignedInUser, type SignedInUserRow } from '../db/queries/users';
import { isApiPath } from '../http/api-path';
import { forbidden, unauthorized } from '../http/errors';
import { renderCaller } from './render-calls';
import { DEACTIVATED } from './service';
import type { AccessClaims, AccessTokens, VerifiedClaims } from './tokens';

/** The signed-in user, read from the database on every request. */
export interface CurrentUser {
  id: number;
  role: Role;
  username: string;
  /** The language of the user's profile: the API's answers are in it unless a request asks otherwise. */
  language: Language;
  /** The session the access token was issued in; null for a token issued before sessions. */
  sessionId: string | null;
  /**
   * Whether the user's address is verified (see docs/accounts.md): the gates of payments and
   * withdrawals.
   */
  emailVerified: boolean;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The guards that refuse a signed-in user with 403: a role, a verified address. */
const forbiddingGuards = new WeakSet<Hook>();

/** Marks an onRequest guard that answers 403, so the routes it guards document that answer. */
export function forbiddingGuard(guard: Hook): Hook {
  forbiddingGuards.add(guard);
  return guard;
}

/**
 * What every private route documents without saying it (see docs/api-conventions.md): the bearer
 * token, 400 and 401, and 403 when a guard can refuse; what the route declares itself wins.
 */
function privateRouteSchema(schema: FastifySchema, forbids: boolean): FastifySchema {
  const response = typeof schema.response === 'object' ? schema.response : {};
  return {
    security: [{ bearer: [] }],
    ...schema,
    response: {
      400: errorBodySchema,
      401: errorBodySchema,
      ...(forbids ? { 403: errorBodySchema } : {}),
      ...response,
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers without a token (sign-in, health, public profiles). Every other route
     * under /api authenticates first: a route opts out of authentication, never into it.
     */
    public?: boolean;
  }
  interface FastifyRequest {
    /** Set by authentication; null on public routes. */
    user: CurrentUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook, after authentication: 403 unless the user has one of `roles`. */
    requireRole(...roles: Role[]): Hook;
  }
}

/** The user a request is for, or a 401/403 the route never has to think about. */
export function signedInUser(request: FastifyRequest): CurrentUser {
  if (request.user === null) throw unauthorized();
  return request.user;
}

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** The active user verified claims name; otherwise a 401 with the sentence to show. */
export async function activeUser(
  db: Database,
  claims: VerifiedClaims | undefined,
): Promise<{ user: CurrentUser; expiresAt: Date }> {
  if (claims === undefined) throw unauthorized(SESSION_EXPIRED);
  const row = await findSignedInUser(db, claims.userId, claims.sessionId);
  return { user: currentUserOf(row, claims), expiresAt: claims.expiresAt };
}

/**
 * The user of `claims` as the database answered it (`findSignedInUser`), if the claims still hold:
 * the user active, the token version current, the session not ended; otherwise a 401 with the
 * sentence to show.
 */
export function currentUserOf(row: SignedInUserRow | undefined, claims: AccessClaims): CurrentUser {
  if (row === undefined) throw unauthorized(SESSION_EXPIRED);
  // 401, not 403: the client then tries its refresh token, which is revoked, and signs out.
  if (!row.isActive) throw unauthorized(DEACTIVATED);
  // Issued before a deactivation or a password reset (the user may be active again since), or in
  // a session that has ended (signed out, or from another device): never valid again.
  if (row.tokenVersion !== claims.tokenVersion || row.sessionLive === false) {
    throw unauthorized(SESSION_EXPIRED);
  }
  return {
    id: row.id,
    role: row.role,
    username: row.username,
    language: row.language,
    sessionId: claims.sessionId,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/**
 * The active user an access token belongs to, and when the token expires; otherwise a 401 with
 * the sentence to show. Used by the WebSocket's auth message.
 */
export async function verifyAccessToken(
  db: Database,
  accessTokens: AccessTokens,
  token: string,
): Promise<{ user: CurrentUser; expiresAt: Date }> {
  return activeUser(db, await accessTokens.verify(token));
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

const claimsOfRequest = new WeakMap<FastifyRequest, Promise<VerifiedClaims | undefined>>();

/**
 * The verified claims of the request's bearer token (signature and expiry checked, no database),
 * or undefined without a valid one. Verified once per request: the rate limit keys on the user
 * before `authenticate` runs, and `authenticate` reuses the answer.
 */
export function bearerClaims(
  request: FastifyRequest,
  accessTokens: AccessTokens,
): Promise<VerifiedClaims | undefined> {
  let claims = claimsOfRequest.get(request);
  if (claims === undefined) {
    const token = bearerToken(request);
    claims = token === undefined ? Promise.resolve(undefined) : accessTokens.verify(token);
    claimsOfRequest.set(request, claims);
  }
  return claims;
}

async function plugin(
  app: FastifyInstance,
  options: { db: Database; accessTokens: AccessTokens },
): Promise<void> {
  app.decorateRequest('user', null);

  const authenticate: Hook = async (request) => {
    const token = bearerToken(request);
    if (token === undefined) throw unauthorized('Please log in.');
    // A page render's call: the render has checked its session against the database already.
    const rendering = renderCaller(request, token);
    if (rendering !== undefined) {
      request.user = rendering;
      return;
    }
    const claims = await bearerClaims(request, options.accessTokens);
    request.user = (await activeUser(options.db, claims)).user;
  };

  // Authentication on by default: every API route authenticates before its own onRequest hooks
  // unless it says `public: true`. Its answers are private, whatever stopped the request.
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) || route.config?.public === true) return;
    const guards = [route.onRequest ?? []].flat();
    route.onRequest = [authenticate, ...guards];
    route.config = { ...route.config, private: true };
    if (route.schema !== undefined) {
      const forbids = guards.some((guard) => forbiddingGuards.has(guard as Hook));
      route.schema = privateRouteSchema(route.schema, forbids);
    }
  });

  app.decorate('requireRole', (...roles: Role[]): Hook =>
    forbiddingGuard(async (request) => {
      if (!roles.includes(signedInUser(request).role)) {
        throw forbidden('You are not allowed to do that.');
      }
    }),
  );
}

export const authenticatePlugin = fp(plugin, { name: 'authenticate' });
