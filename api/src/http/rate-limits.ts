import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { RateLimitConfig } from '../config';
import { closeRedis, connectRedis, redisClient } from '../redis/connection';
import { isApiPath } from './api-path';
import { HttpError } from './errors';
import { redisRateLimitStore } from './redis-rate-limit-store';

export const RATE_LIMITED = 'Too many requests. Please wait a minute and try again.';

/** A count Redis has not answered within this is skipped (the request goes through). */
const REDIS_COUNT_TIMEOUT_MS = 250;

/**
 * Whether the per-user limit counts a request: every API call, whatever its answer, except routes
 * that opt out with `config: { rateLimit: false }` (GET /api/health, and the auth calls, which
 * have their own per-address budget). Portal files and pictures are never limited: one page load
 * fetches some 25 of them.
 */
function counted(request: FastifyRequest): boolean {
  return isApiPath(request.url) && request.routeOptions.config.rateLimit !== false;
}

/** The Redis the counts are shared through (REDIS_URL), and the prefix of their keys. */
export interface SharedCounts {
  url: string;
  keyPrefix: string;
}

/**
 * Where the counts live: in this process, or with REDIS_URL in Redis, shared by every instance.
 * While Redis is unreachable the limits fail open: requests are answered, uncounted (the
 * connection logs the outage once), because refusing every API call would take the whole
 * portal down with Redis; the sign-in failure budget lives in the database and holds meanwhile.
 */
async function storeOptions(app: FastifyInstance, redis: SharedCounts | undefined) {
  if (redis === undefined) return {};
  const client = redisClient(redis.url, 'rate-limit', app.log, {
    failWhileDown: true,
    commandTimeoutMs: REDIS_COUNT_TIMEOUT_MS,
  });
  app.addHook('onClose', () => closeRedis(client));
  await connectRedis([client], app.log, 'rate limits are not enforced until it is back');
  return { store: redisRateLimitStore(client, redis.keyPrefix), skipOnError: true };
}

/**
 * The rate limits (see docs/api-conventions.md), counted in onRequest before authentication and
 * validation, so requests refused with a 401 or a 400 spend the budget too. API calls share one
 * budget per signed-in user (`userKey`, from the verified token, so a forged one cannot spend
 * another user's budget), else per address; with `redis` the budgets are shared by every instance.
 * Returns the per-address limit the login, register and refresh calls share, for their routes'
 * onRequest; undefined when limits are off. Call before any route.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: RateLimitConfig,
  redis: SharedCounts | undefined,
  userKey: (request: FastifyRequest) => Promise<string | undefined>,
): Promise<onRequestHookHandler | undefined> {
  if (!config.enabled) return undefined;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, RATE_LIMITED),
    ...(await storeOptions(app, redis)),
  });
  const perUser = app.rateLimit({
    max: config.perMinute,
    timeWindow: '1 minute',
    keyGenerator: async (request) => (await userKey(request)) ?? `ip:${request.ip}`,
  });
  // A callback hook: requests that are not counted (the portal's files, health) pay no promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!counted(request)) {
      done();
      return;
    }
    perUser.call(app, request, reply).then(() => done(), done);
  });
  return app.rateLimit({
    max: config.authPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `auth:${request.ip}`,
  });
}
