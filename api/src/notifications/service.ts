import type {
  Notification,
  NotificationContent,
  NotificationKind,
} from '@portal/shared/contract/notifications';
import type { Language } from '@portal/shared/language';
import type { Database } from '../db/client';
import type { KeysetPage } from '../db/queries/keyset-page';
import {
  listNotifications,
  markNotificationsRead,
  type NotificationRow,
} from '../db/queries/notifications';
import { notificationText, type LegacyNotificationText } from './text';

export interface NotificationService {
  /** The user's notifications, each sentence written in `language`. */
  list(
    userId: number,
    unreadOnly: boolean,
    page: KeysetPage,
    language: Language,
  ): Promise<Notification[]>;
  /** Marks the user's own notifications read; ids of others' are ignored, not reported. */
  markRead(userId: number, ids: number[] | undefined): Promise<{ updated: number }>;
}

/** A stored notification as the contract gives it, its sentence written in `language`. */
export function toNotification(row: NotificationRow, language: Language): Notification {
  // Written only by notify(), which takes a kind with its values, or by migration 0009.
  const content = { kind: row.kind, params: row.params } as
    NotificationContent | { kind: NotificationKind; params: LegacyNotificationText };
  return {
    id: row.id,
    kind: content.kind,
    text: notificationText(content, language),
    link: row.link,
    read_at: row.readAt === null ? null : row.readAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** The signed-in user's notifications (written by notify() with each change). */
export function createNotificationService(db: Database): NotificationService {
  return {
    async list(userId, unreadOnly, page, language) {
      return (await listNotifications(db, userId, unreadOnly, page)).map((row) =>
        toNotification(row, language),
      );
    },
    async markRead(userId, ids) {
      return { updated: await markNotificationsRead(db, userId, ids) };
    },
  };
}
