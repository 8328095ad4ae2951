import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/** How long a starting instance waits for Redis before it serves without it (and keeps trying). */
const STARTUP_WAIT_MS = 5000;

export interface RedisClientOptions {
  /**
   * While Redis is down a command fails at once instead of waiting in a queue without bound
   * (node-redis queues commands sent while it reconnects unless told not to).
   */
  failWhileDown?: boolean;
  /** A command Redis has not answered within this many milliseconds fails. */
  commandTimeoutMs?: number;
}

/** Logs the first failure of an outage and its end, not every reconnection attempt. */
function watch(client: RedisClient, name: string, log: FastifyBaseLogger): void {
  let healthy = true;
  client.on('error', (error: unknown) => {
    if (!healthy) return;
    healthy = false;
    log.error({ err: error }, `Redis ${name} connection failed; reconnecting`);
  });
  client.on('ready', () => {
    if (healthy) return;
    healthy = true;
    log.info(`Redis ${name} connection restored`);
  });
}

/**
 * A connection to REDIS_URL, not yet connected (connectRedis), that reconnects by itself and logs
 * an outage once, under `name`.
 */
export function redisClient(
  url: string,
  name: string,
  log: FastifyBaseLogger,
  { failWhileDown = false, commandTimeoutMs }: RedisClientOptions = {},
): RedisClient {
  const client: RedisClient = createClient({
    url,
    disableOfflineQueue: failWhileDown,
    ...(commandTimeoutMs === undefined ? {} : { commandOptions: { timeout: commandTimeoutMs } }),
  });
  watch(client, name, log);
  return client;
}

/**
 * Connects the clients, waiting for Redis at most STARTUP_WAIT_MS; past that the instance serves
 * without it (`meanwhile` says how, in the warning) while the clients keep trying.
 */
export async function connectRedis(
  clients: RedisClient[],
  log: FastifyBaseLogger,
  meanwhile: string,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const connected = Promise.all(clients.map((client) => client.connect())).then(() => true);
  connected.catch((error: unknown) => log.error({ err: error }, 'Redis connection failed'));
  const waited = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), STARTUP_WAIT_MS);
  });
  const inTime = await Promise.race([connected, waited]);
  clearTimeout(timer);
  if (!inTime) log.warn(`Redis is unreachable: ${meanwhile}`);
}

/** Closes a connection, or stops it reconnecting when it never came up. */
export async function closeRedis(client: RedisClient): Promise<void> {
  if (client.isReady) await client.close();
  else if (client.isOpen) client.destroy();
}
