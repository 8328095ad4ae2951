import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app';
import { startTestApp, type TestApp } from '../test/test-app';
import { RATE_LIMITED } from './rate-limits';

/**
 * With REDIS_URL the rate limits are counted in Redis, so instances behind one load balancer
 * spend one budget. Needs a Redis server: runs only when REDIS_URL is set (CI sets
 * redis://127.0.0.1:6379). Each run counts under a key prefix of its own.
 */
const redisUrl = process.env.REDIS_URL === '' ? undefined : process.env.REDIS_URL;
const describeWithRedis = redisUrl === undefined ? describe.skip : describe;

const limits = { enabled: true, authPerMinute: 3, perMinute: 5 };

/** A signed-out API call: refused with 401, counted against the address's budget first. */
const call = (app: FastifyInstance, address: string) =>
  app.inject({ method: 'GET', url: '/api/campaigns/', remoteAddress: address });

const failedLogin = (app: FastifyInstance, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email: 'nobody@example.com', password: 'wrong-password' },
    remoteAddress: address,
  });

describeWithRedis('rate limits shared by two instances through Redis (REDIS_URL)', () => {
  let a: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await startTestApp({
      redisUrl,
      rateLimitRedisPrefix: `test:rate-limit:${randomUUID()}:`,
      rateLimit: limits,
    });
    // A second instance on the same database and Redis, as behind a load balancer.
    b = await createApp({ db: a.database.db, config: a.config, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('answers 429 on the second instance once the first spent the budget', async () => {
    for (let i = 0; i < limits.perMinute; i += 1) {
      expect((await call(a.app, '10.1.0.1')).statusCode).toBe(401);
    }
    const limited = await call(b, '10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: RATE_LIMITED });
    // Another address still has its own budget, on either instance.
    expect((await call(b, '10.1.0.2')).statusCode).toBe(401);
  });

  it('shares the sign-in calls’ budget per address across instances too', async () => {
    expect((await failedLogin(a.app, '10.1.0.3')).statusCode).toBe(401);
    expect((await failedLogin(b, '10.1.0.3')).statusCode).toBe(401);
    expect((await failedLogin(a.app, '10.1.0.3')).statusCode).toBe(401);
    expect((await failedLogin(b, '10.1.0.3')).statusCode).toBe(429);
  });
});

describe('rate limits while Redis is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: the instance starts after waiting for Redis, and keeps trying.
    t = await startTestApp({ redisUrl: 'redis://127.0.0.1:1', rateLimit: limits });
  });
  afterAll(() => t.close());

  it('fail open: requests are answered, uncounted, rather than refused', async () => {
    for (let i = 0; i < limits.perMinute + 3; i += 1) {
      expect((await call(t.app, '10.2.0.1')).statusCode).toBe(401);
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
