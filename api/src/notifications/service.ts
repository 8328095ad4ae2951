import type { Notification, NotificationKind } from '@portal/shared/contract/notifications';
import type { Database } from '../db/client';
import type { KeysetPage } from '../db/queries/keyset-page';
import {
  listNotifications,
  markNotificationsRead,
  type NotificationRow,
} from '../db/queries/notifications';

export interface NotificationService {
  list(userId: number, unreadOnly: boolean, page: KeysetPage): Promise<Notification[]>;
  /** Marks the user's own notifications read; ids of others' are ignored, not reported. */
  markRead(userId: number, ids: number[] | undefined): Promise<{ updated: number }>;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    // Written only by notify(), which takes a NotificationKind.
    kind: row.kind as NotificationKind,
    text: row.text,
    link: row.link,
    read_at: row.readAt === null ? null : row.readAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** The signed-in user's notifications (written by notify() with each change). */
export function createNotificationService(db: Database): NotificationService {
  return {
    async list(userId, unreadOnly, page) {
      return (await listNotifications(db, userId, unreadOnly, page)).map(toNotification);
    },
    async markRead(userId, ids) {
      return { updated: await markNotificationsRead(db, userId, ids) };
    },
  };
}
