import type { NotificationKind } from '@portal/shared/contract/notifications';
import type { Transaction } from '../db/client';
import { notifications } from '../db/schema';
import type { PendingEvents } from '../realtime/after-commit';
import { toNotification } from './service';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  /** One sentence for the user, e.g. "Your application to Eid Collection was accepted." */
  text: string;
  /** Where the portal takes the user when they open it, e.g. `/applications`. */
  link: string | null;
}

/**
 * Tells a user about a state change that concerns them. Takes the transaction of that change so
 * the notification exists exactly when the change does, and pushes it to the user's sockets once
 * that transaction commits.
 */
export async function notify(
  tx: Transaction,
  events: PendingEvents,
  notification: NewNotification,
): Promise<void> {
  const [row] = await tx.insert(notifications).values(notification).returning();
  if (row === undefined) throw new Error('the notification insert returned no row');
  events.add(notification.userId, { type: 'notification', notification: toNotification(row) });
}
