import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisClient } from '../redis/connection';

/**
 * One fixed window per key, as the plugin's own stores count: the first request starts a window
 * of ARGV[1] milliseconds; answers the count so far and the milliseconds left. One script, so
 * concurrent instances never lose a count or leave a key without its expiry.
 */
const COUNT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}
`;

/** Counts in Redis under `prefix`, so every instance on the same Redis spends one budget. */
class RedisRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly client: RedisClient,
    private readonly prefix: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.client.eval(COUNT, { keys: [this.prefix + key], arguments: [String(timeWindow)] }).then(
      (reply) => {
        const [current, ttl] = reply as [number, number];
        callback(null, { current, ttl });
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** The limits' keys already name their budget (`user:`, `ip:`, `auth:`): one key space. */
  child(): FastifyRateLimitStore {
    return this;
  }
}

/** The plugin's `store` option: counts on `client`, keys under `prefix`. */
export function redisRateLimitStore(
  client: RedisClient,
  prefix: string,
): FastifyRateLimitStoreCtor {
  return class extends RedisRateLimitStore {
    constructor() {
      super(client, prefix);
    }
  };
}
