import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@portal/shared/router';
import {
  useMarkNotificationsRead,
  useNotifications,
  useUnreadNotifications,
} from '@portal/shared/api/notifications';
import type { Notification } from '@portal/shared/contract/notifications';
import { formatDateTime } from '@portal/shared/dates';
import { classNames } from '@portal/shared/class-names';
import { digitsFor, type Language } from '@portal/shared/language';
import { usePollingWhileOffline } from '@portal/shared/realtime/realtime-session';
import { useShellTexts } from '../texts';
import styles from './notification-bell.module.css';

/**
 * The unread count as the badge shows it, in the language's digits: the server answers at most
 * 100 unread at a time.
 */
export function unreadBadge(count: number, language: Language = 'en'): string {
  return digitsFor(language, count > 99 ? '99+' : String(count));
}

function NotificationItem({
  notification,
  onOpen,
  onMarkRead,
}: {
  notification: Notification;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const { t, language } = useShellTexts();
  const unread = notification.read_at === null;
  return (
    <li className={classNames(styles.bellItem, unread && styles.bellItemUnread)}>
      {notification.link ? (
        <Link className={styles.bellText} to={notification.link} onClick={onOpen}>
          {notification.text}
        </Link>
      ) : (
        <span className={styles.bellText}>{notification.text}</span>
      )}
      <span className={styles.bellMeta}>
        <time dateTime={notification.created_at}>
          {formatDateTime(notification.created_at, language)}
        </time>
        {unread && (
          <button
            type="button"
            className={styles.bellMark}
            aria-label={t('bell.markReadOf', { text: notification.text })}
            onClick={onMarkRead}
          >
            {t('bell.markRead')}
          </button>
        )}
      </span>
    </li>
  );
}

/**
 * The bell in the navigation bar: the unread count, and a panel of the newest notifications,
 * each leading to its page; one or all can be marked read.
 */
export function NotificationBell() {
  const { t, language } = useShellTexts();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const refetchInterval = usePollingWhileOffline();
  const unread = useUnreadNotifications({ refetchInterval });
  const list = useNotifications({ enabled: open, refetchInterval });
  const markRead = useMarkNotificationsRead();
  const unreadCount = unread.data?.length ?? 0;

  useEffect(() => {
    if (!open) return undefined;
    function closeOnOutside(event: MouseEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  function openNotification(notification: Notification) {
    setOpen(false);
    if (notification.read_at === null) markRead.mutate([notification.id]);
  }

  const label =
    unreadCount > 0
      ? t('bell.unread', { unread: unreadBadge(unreadCount, language) })
      : t('bell.title');

  return (
    <div
      className={styles.bell}
      ref={containerRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.bellButton}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          className={styles.bellIcon}
        >
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5-6.71V3.5a2 2 0 0 0-4 0v.79A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
        {unreadCount > 0 && (
          <span className={styles.bellCount} aria-hidden="true">
            {unreadBadge(unreadCount, language)}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className={styles.bellPanel} aria-label={t('bell.title')}>
          <div className={styles.bellHeader}>
            <h2 className={styles.bellTitle}>{t('bell.title')}</h2>
            {unreadCount > 0 && (
              <button
                type="button"
                className={styles.bellMark}
                onClick={() => markRead.mutate(undefined)}
              >
                {t('bell.markAllRead')}
              </button>
            )}
          </div>
          {list.isPending ? (
            <p className={styles.bellEmpty} role="status">
              {t('bell.loading')}
            </p>
          ) : list.isError ? (
            <p className={styles.bellEmpty} role="alert">
              {t('bell.loadFailed')}
            </p>
          ) : list.data.length === 0 ? (
            <p className={styles.bellEmpty}>{t('bell.empty')}</p>
          ) : (
            <ul className={styles.bellList}>
              {list.data.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onOpen={() => openNotification(notification)}
                  onMarkRead={() => markRead.mutate([notification.id])}
                />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
