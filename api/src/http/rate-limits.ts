import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { RateLimitConfig } from '../config';
import { isApiPath } from './api-path';
import { HttpError } from './errors';

export const RATE_LIMITED = 'Too many requests. Please wait a minute and try again.';

/**
 * Whether the per-user limit counts a request: every API call, whatever its answer, except routes
 * that opt out with `config: { rateLimit: false }` (GET /api/health, and the auth calls, which
 * have their own per-address budget). Portal files and pictures are never limited: one page load
 * fetches some 25 of them.
 */
function counted(request: FastifyRequest): boolean {
  return isApiPath(request.url) && request.routeOptions.config.rateLimit !== false;
}

/**
 * The rate limits of design §2, counted in onRequest before authentication and validation, so
 * requests refused with a 401 or a 400 spend the budget too. API calls share one budget per
 * signed-in user (`userKey`, from the verified token, so a forged one cannot spend another user's
 * budget), else per address. Returns the per-address limit the login, register and refresh calls
 * share, for their routes' onRequest; undefined when limits are off. Call before any route.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: RateLimitConfig,
  userKey: (request: FastifyRequest) => Promise<string | undefined>,
): Promise<onRequestHookHandler | undefined> {
  if (!config.enabled) return undefined;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, RATE_LIMITED),
  });
  const perUser = app.rateLimit({
    max: config.perMinute,
    timeWindow: '1 minute',
    keyGenerator: async (request) => (await userKey(request)) ?? `ip:${request.ip}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (counted(request)) await perUser.call(app, request, reply);
  });
  return app.rateLimit({
    max: config.authPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `auth:${request.ip}`,
  });
}
