import type { FastifyBaseLogger } from 'fastify';
import { closeRedis, connectRedis, redisClient } from '../redis/connection';
import { busEventSchema, LocalListeners, type EventBus } from './event-bus';

const CHANNEL_PREFIX = 'portal:user-events:';

const channelOf = (userId: number) => `${CHANNEL_PREFIX}${userId}`;

/**
 * The bus of an instance among several (REDIS_URL): one publisher and one subscriber connection
 * per process, both reconnecting. The subscriber listens to the channel of each user with a
 * connection here, from their first connection to their last.
 */
export async function createRedisEventBus(url: string, log: FastifyBaseLogger): Promise<EventBus> {
  // While Redis is down a publish fails at once instead of queueing without bound; the
  // subscriber keeps its queue, so subscriptions made meanwhile are sent when it is back (and
  // node-redis subscribes again to every channel after a reconnection).
  const publisher = redisClient(url, 'publisher', log, { failWhileDown: true });
  const subscriber = redisClient(url, 'subscriber', log);

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

  await connectRedis(
    [publisher, subscriber],
    log,
    'real-time events reach other instances once it is back',
  );

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
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}
