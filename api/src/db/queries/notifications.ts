import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { EmailKind, NotificationKind } from '@portal/shared/contract/notifications';
import type { Language } from '@portal/shared/language';
import type { Queryable } from '../client';
import { notifications, users } from '../schema';
import { newestFirstPage, type KeysetPage } from './keyset-page';
import { hasRow } from './one-row';

export type NotificationRow = typeof notifications.$inferSelect;

/** The user's notifications, newest first, `limit + 1` rows; only unread ones if asked. */
export function listNotifications(
  db: Queryable,
  userId: number,
  unreadOnly: boolean,
  page: KeysetPage,
): Promise<NotificationRow[]> {
  return newestFirstPage(
    db.select().from(notifications).$dynamic(),
    notifications.id,
    [eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined],
    page,
  );
}

/** Marks the user's unread notifications read (only `ids`, when given); answers how many. */
export async function markNotificationsRead(
  db: Queryable,
  userId: number,
  ids: number[] | undefined,
): Promise<number> {
  const conditions: SQL[] = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (ids !== undefined) conditions.push(inArray(notifications.id, ids));
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The user's unread notifications of this kind that lead to `link`. */
function unreadByLink(userId: number, kind: NotificationKind, link: string): SQL | undefined {
  return and(
    eq(notifications.userId, userId),
    eq(notifications.kind, kind),
    eq(notifications.link, link),
    isNull(notifications.readAt),
  );
}

/** True when the user has an unread notification of this kind that leads to `link`. */
export async function hasUnreadNotification(
  db: Queryable,
  userId: number,
  kind: NotificationKind,
  link: string,
): Promise<boolean> {
  return hasRow(db, notifications, unreadByLink(userId, kind, link));
}

/** Marks read the user's unread notifications of this kind that lead to `link`. */
export async function markNotificationsReadByLink(
  db: Queryable,
  userId: number,
  kind: NotificationKind,
  link: string,
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(unreadByLink(userId, kind, link));
}

/**
 * Who reads a user's notifications: in which language, at which address, still active, and the
 * kinds whose e-mails they switched off?
 */
export interface NotificationReader {
  language: Language;
  email: string;
  isActive: boolean;
  emailOff: EmailKind[];
}

/** The reader of the user's notifications (users.language, .email, .is_active, .email_off). */
export async function notificationReader(
  db: Queryable,
  userId: number,
): Promise<NotificationReader> {
  const [row] = await db
    .select({
      language: users.language,
      email: users.email,
      isActive: users.isActive,
      emailOff: users.emailOff,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (row === undefined) throw new Error(`no user ${userId} to notify`);
  return row;
}

/** The kinds whose e-mails the user switched off. */
export async function emailOffOf(db: Queryable, userId: number): Promise<EmailKind[]> {
  return (await notificationReader(db, userId)).emailOff;
}

/** Sets the kinds whose e-mails the user switched off. */
export async function setEmailOff(db: Queryable, userId: number, off: EmailKind[]): Promise<void> {
  await db.update(users).set({ emailOff: off }).where(eq(users.id, userId));
}
