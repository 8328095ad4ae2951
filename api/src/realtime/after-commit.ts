import type { Database, Transaction } from '../db/client';
import type { NotificationEmail, NotificationMailer } from '../notifications/mail';
import type { BusEvent, EventBus } from './event-bus';

/** Events and e-mails a transaction means to send; they go out only if it commits. */
export interface PendingEvents {
  add(userId: number, event: BusEvent): void;
  email(email: NotificationEmail): void;
}

/** `db.transaction` for changes that tell users about themselves. */
export type TransactionWithEvents = <T>(
  work: (tx: Transaction, events: PendingEvents) => Promise<T>,
) => Promise<T>;

/**
 * Runs `work` in a transaction and publishes the events it added, and sends its e-mails, once the
 * transaction has committed: a rolled-back change publishes and sends nothing. Neither is awaited:
 * a bus or mail server outage must not fail (or slow) a write that is already saved; the bus and
 * the mailer log it. Without `mailer` (services driven directly by tests) no e-mail is sent.
 */
export function transactionWithEvents(
  db: Database,
  bus: EventBus,
  mailer?: NotificationMailer,
): TransactionWithEvents {
  return async (work) => {
    const pending: { userId: number; event: BusEvent }[] = [];
    const emails: NotificationEmail[] = [];
    const result = await db.transaction((tx) =>
      work(tx, {
        add(userId, event) {
          pending.push({ userId, event });
        },
        email(email) {
          emails.push(email);
        },
      }),
    );
    for (const { userId, event } of pending) void bus.publish(userId, event);
    for (const email of emails) mailer?.send(email);
    return result;
  };
}
