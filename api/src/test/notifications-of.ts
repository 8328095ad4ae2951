import { and, eq } from 'drizzle-orm';
import type { Notification } from '@portal/shared/contract/notifications';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';
import { toNotification } from '../notifications/service';

/** The user's notifications of `kind`, oldest first, as the API gives them in English. */
export async function notificationsOf(
  db: Database,
  userId: number,
  kind: string,
): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .orderBy(notifications.id);
  return rows.map((row) => toNotification(row, 'en'));
}
