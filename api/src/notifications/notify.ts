import type { NotificationContent } from '@portal/shared/contract/notifications';
import type { Transaction } from '../db/client';
import { activeAdminIds } from '../db/queries/users';
import { notificationReader } from '../db/queries/notifications';
import { notifications } from '../db/schema';
import type { PendingEvents } from '../realtime/after-commit';
import { isMailed } from './mail';
import { toNotification } from './service';
import { notificationText } from './text';

/**
 * A notification for a user: its kind with the values of its sentence (typed per kind), e.g.
 * `{kind: 'application_decided', params: {campaign: 'Eid Collection', status: 'accepted'}}`.
 */
export type NewNotification = NotificationContent & {
  userId: number;
  /** Where the portal takes the user when they open it, e.g. `/applications`. */
  link: string | null;
};

/**
 * Tells a user about a state change that concerns them. Takes the transaction of that change so
 * the notification exists exactly when the change does, and pushes it to the user's sockets once
 * that transaction commits, written in the user's own language (users.language). A kind that
 * matters (isMailed) also goes to the user's address as an e-mail after the commit, unless the
 * account is deactivated or the user switched that kind's e-mails off.
 */
export async function notify(
  tx: Transaction,
  events: PendingEvents,
  notification: NewNotification,
): Promise<void> {
  const { userId, kind, params, link } = notification;
  const [row] = await tx.insert(notifications).values({ userId, kind, params, link }).returning();
  if (row === undefined) throw new Error('the notification insert returned no row');
  const { language, email, isActive, emailOff } = await notificationReader(tx, userId);
  events.add(userId, { type: 'notification', notification: toNotification(row, language) });
  if (isActive && isMailed(notification) && !emailOff.some((off) => off === kind)) {
    events.email({ to: email, language, sentence: notificationText(notification, language), link });
  }
}

/** Where a party's notification about a collaboration takes them: its page. */
export const collaborationLink = (applicationId: number) => `/collaborations/${applicationId}`;

/** The admin's queues and the status of what waits in each. */
const ADMIN_QUEUES = {
  payments: 'pending',
  withdrawals: 'pending',
  disputes: 'open',
  refunds: 'pending',
} as const;

/**
 * Where an admin's notification takes them: the tab of the queue, filtered to what waits (or to
 * `status`), with the object's id, whose row the tab highlights and scrolls to.
 */
export function adminLink(
  queue: keyof typeof ADMIN_QUEUES,
  id: number,
  status: string = ADMIN_QUEUES[queue],
): string {
  return `/admin-panel?tab=${queue}&status=${status}&id=${id}`;
}

/**
 * Tells every active admin of something waiting for them (docs/money.md: a payment, a withdrawal, a
 * dispute, a refund), in the transaction of the change; answers their ids.
 */
export async function notifyAdmins(
  tx: Transaction,
  events: PendingEvents,
  notification: NotificationContent & { link: string },
): Promise<number[]> {
  const admins = await activeAdminIds(tx);
  for (const userId of admins) await notify(tx, events, { ...notification, userId });
  return admins;
}
