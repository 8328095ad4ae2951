import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { RedisClient } from '../../redis/connection';

/** bKash's token as the client keeps it: the id token, its refresh token, when it expires (ms). */
export interface SharedToken {
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

/**
 * Where the instances of the API share bKash's token (docs/payment-gateways.md): the token with
 * its expiry, and a lock so that one instance grants or refreshes at a time.
 */
export interface BkashTokenStore {
  read(): Promise<SharedToken | undefined>;
  write(token: SharedToken): Promise<void>;
  /** Forgets the shared token if it is still `idToken` (bKash refused it). */
  discard(idToken: string): Promise<void>;
  /** The renewal lock for at most `ms`: its release, or undefined while another instance holds it. */
  lock(ms: number): Promise<(() => Promise<void>) | undefined>;
}

const sharedTokenSchema = z.object({
  idToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresAt: z.number(),
});

/** Deletes KEYS[1] only while it holds ARGV[1] (the lock's own value). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
/** Deletes KEYS[1] only while the token in it is ARGV[1]. */
const DISCARD = `local v = redis.call('get', KEYS[1]) if v and cjson.decode(v).idToken == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/**
 * The token in Redis under `bkash-token:<app key>` (so two merchant accounts never share one),
 * expiring with the token itself; the lock beside it, `SET NX PX` with a value only its holder
 * knows.
 */
export function redisTokenStore(
  client: RedisClient,
  appKey: string,
  now: () => number = Date.now,
): BkashTokenStore {
  const key = `bkash-token:${appKey}`;
  const lockKey = `${key}:lock`;
  return {
    async read() {
      const text = await client.get(key);
      if (text === null) return undefined;
      try {
        const parsed = sharedTokenSchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    async write(token) {
      const ms = Math.floor(token.expiresAt - now());
      if (ms > 0) await client.set(key, JSON.stringify(token), { PX: ms });
    },
    async discard(idToken) {
      await client.eval(DISCARD, { keys: [key], arguments: [idToken] });
    },
    async lock(ms) {
      const holder = randomBytes(16).toString('hex');
      const taken = await client.set(lockKey, holder, { NX: true, PX: ms });
      if (taken !== 'OK') return undefined;
      return async () => {
        await client.eval(RELEASE, { keys: [lockKey], arguments: [holder] });
      };
    },
  };
}
