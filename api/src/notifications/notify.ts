import type { NotificationKind } from '@portal/shared/contract/notifications';
import type { Transaction } from '../db/client';
import { notifications } from '../db/schema';

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
 * the notification exists exactly when the change does.
 */
export async function notify(tx: Transaction, notification: NewNotification): Promise<void> {
  await tx.insert(notifications).values(notification);
}
