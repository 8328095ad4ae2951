import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { userEventSchema } from '@portal/shared/contract/events';

/**
 * Sessions of the user ended (signed out, ended from another device, password changed or reset,
 * account deactivated): on each API instance, every socket of theirs checks its access token
 * again and closes (4401) when the token no longer works. A signal between instances, never sent
 * to a client.
 */
export const sessionsEndedEventSchema = z.object({ type: z.literal('sessions_ended') });

/** What travels on the bus: the user's events, and the signals about their sockets. */
export const busEventSchema = z.discriminatedUnion('type', [
  ...userEventSchema.def.options,
  sessionsEndedEventSchema,
]);
export type BusEvent = z.infer<typeof busEventSchema>;

export type BusEventListener = (event: BusEvent) => void;

export interface Subscription {
  /** Resolves once events published from now on reach the listener. */
  ready: Promise<void>;
  unsubscribe(): void;
}

/**
 * Carries a user's events to every connection of theirs (see docs/architecture.md): within this
 * process, or through Redis pub/sub to every API instance.
 */
export interface EventBus {
  /** Never rejects: a failure is logged, since the change it reports has already committed. */
  publish(userId: number, event: BusEvent): Promise<void>;
  subscribe(userId: number, listener: BusEventListener): Subscription;
  close(): Promise<void>;
}

/** Called when a user's first listener in this process arrives and when their last one leaves. */
export interface ListenerHooks {
  first(userId: number): void;
  last(userId: number): void;
}

/** The listeners of this process by user; holds nothing for a user without a connection. */
export class LocalListeners {
  private readonly byUser = new Map<number, Set<BusEventListener>>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly hooks?: ListenerHooks,
  ) {}

  add(userId: number, listener: BusEventListener): void {
    const listeners = this.byUser.get(userId);
    if (listeners !== undefined) {
      listeners.add(listener);
      return;
    }
    this.byUser.set(userId, new Set([listener]));
    this.hooks?.first(userId);
  }

  remove(userId: number, listener: BusEventListener): void {
    const listeners = this.byUser.get(userId);
    if (listeners === undefined || !listeners.delete(listener) || listeners.size > 0) return;
    this.byUser.delete(userId);
    this.hooks?.last(userId);
  }

  /** Hands the event to each listener; one that throws does not keep it from the others. */
  deliver(userId: number, event: BusEvent): void {
    for (const listener of this.byUser.get(userId) ?? []) {
      try {
        listener(event);
      } catch (error) {
        this.log.error({ err: error, userId }, 'a real-time listener failed');
      }
    }
  }

  clear(): void {
    this.byUser.clear();
  }
}

/** The bus of a single API instance (no REDIS_URL). */
export function createInProcessEventBus(log: FastifyBaseLogger): EventBus {
  const listeners = new LocalListeners(log);
  return {
    publish(userId, event) {
      listeners.deliver(userId, event);
      return Promise.resolve();
    },
    subscribe(userId, listener) {
      listeners.add(userId, listener);
      return { ready: Promise.resolve(), unsubscribe: () => listeners.remove(userId, listener) };
    },
    close() {
      listeners.clear();
      return Promise.resolve();
    },
  };
}
