import type { Database, Transaction } from '../db/client';
import type { BusEvent, EventBus } from './event-bus';

/** Events a transaction means to publish; they go out only if it commits. */
export interface PendingEvents {
  add(userId: number, event: BusEvent): void;
}

/** `db.transaction` for changes that tell users about themselves. */
export type TransactionWithEvents = <T>(
  work: (tx: Transaction, events: PendingEvents) => Promise<T>,
) => Promise<T>;

/**
 * Runs `work` in a transaction and publishes the events it added once the transaction has
 * committed: a rolled-back change publishes nothing. Publishing is not awaited: a bus outage
 * must not fail (or slow) a write that is already saved; the bus logs it.
 */
export function transactionWithEvents(db: Database, bus: EventBus): TransactionWithEvents {
  return async (work) => {
    const pending: { userId: number; event: BusEvent }[] = [];
    const result = await db.transaction((tx) =>
      work(tx, {
        add(userId, event) {
          pending.push({ userId, event });
        },
      }),
    );
    for (const { userId, event } of pending) void bus.publish(userId, event);
    return result;
  };
}
