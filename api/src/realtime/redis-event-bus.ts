import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { busEventSchema, LocalListeners, type EventBus } from './event-bus';

type Client = ReturnType<typeof createClient>;

const CHANNEL_PREFIX = 'portal:user-events:';
/** How long a starting instance waits for Redis before it serves without it (and keeps trying). */
const STARTUP_WAIT_MS = 5000;

const channelOf = (userId: number) => `${CHANNEL_PREFIX}${userId}`;

/** Logs the first failure of an outage and its end, not every reconnection attempt. */
function watch(client: Client, name: string, log: FastifyBaseLogger): void {
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

async function connectWithin(clients: Client[], ms: number, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  const connected = Promise.all(clients.map((client) => client.connect())).then(() => true);
  connected.catch((error: unknown) => log.error({ err: error }, 'Redis connection failed'));
  const waited = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const inTime = await Promise.race([connected, waited]);
  clearTimeout(timer);
  if (!inTime) {
    log.warn('Redis is unreachable: real-time events reach other instances once it is back');
  }
}

async function shut(client: Client): Promise<void> {
  if (client.isReady) await client.close();
  else if (client.isOpen) client.destroy();
}

/**
 * The bus of an instance among several (REDIS_URL): one publisher and one subscriber connection
 * per process, both reconnecting. The subscriber listens to the channel of each user with a
 * connection here, from their first connection to their last.
 */
export async function createRedisEventBus(url: string, log: FastifyBaseLogger): Promise<EventBus> {
  // While Redis is down a publish fails at once instead of queueing without bound; the
  // subscriber keeps its queue, so subscriptions made meanwhile are sent when it is back (and
  // node-redis subscribes again to every channel after a reconnection).
  const publisher: Client = createClient({ url, disableOfflineQueue: true });
  const subscriber: Client = createClient({ url });
  watch(publisher, 'publisher', log);
  watch(subscriber, 'subscriber', log);

  const subscribed = new Map<number, Promise<void>>();
  const onMessage = (payload: string, channel: string) => {
    const userId = Number(channel.slice(CHANNEL_PREFIX.length));
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      parsed = undefined;
    }
    const event = busEventSchema.safeParse(parsed);
    if (!event.success) {
      log.warn({ channel }, 'ignored a malformed real-time event from Redis');
      return;
    }
    listeners.deliver(userId, event.data);
  };
  const listeners = new LocalListeners(log, {
    first(userId) {
      const ack = subscriber.subscribe(channelOf(userId), onMessage).catch((error: unknown) => {
        log.error({ err: error, userId }, 'Redis subscribe failed');
      });
      subscribed.set(userId, ack);
    },
    last(userId) {
      subscribed.delete(userId);
      subscriber.unsubscribe(channelOf(userId)).catch((error: unknown) => {
        log.error({ err: error, userId }, 'Redis unsubscribe failed');
      });
    },
  });

  await connectWithin([publisher, subscriber], STARTUP_WAIT_MS, log);

  return {
    async publish(userId, event) {
      try {
        await publisher.publish(channelOf(userId), JSON.stringify(event));
      } catch (error) {
        log.error(
          { err: error, userId, event: event.type },
          'could not publish a real-time event (the change itself is saved)',
        );
      }
    },
    subscribe(userId, listener) {
      listeners.add(userId, listener);
      return {
        ready: subscribed.get(userId) ?? Promise.resolve(),
        unsubscribe: () => listeners.remove(userId, listener),
      };
    },
    async close() {
      listeners.clear();
      await Promise.all([shut(publisher), shut(subscriber)]);
    },
  };
}
