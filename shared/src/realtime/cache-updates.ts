import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { UserEvent } from '../contract/events';
import type { Message } from '../contract/messages';
import type { Notification, NotificationKind } from '../contract/notifications';
import type { KeysetPage } from '../data/keyset-pages';
import { queryKeys } from '../data/query-keys';

/** What else a notification tells the cache: the lists and figures its change touched. */
const STALE_AFTER: Record<NotificationKind, readonly QueryKey[]> = {
  application_received: [
    queryKeys.applications.all,
    queryKeys.campaigns.all,
    queryKeys.dashboards.all,
  ],
  application_decided: [
    queryKeys.applications.all,
    queryKeys.campaigns.all,
    queryKeys.dashboards.all,
    queryKeys.messages.connections,
  ],
  payment_submitted: [queryKeys.payments.all, queryKeys.dashboards.all],
  payment_decided: [
    queryKeys.applications.all,
    queryKeys.payments.all,
    queryKeys.dashboards.all,
    queryKeys.balance,
  ],
  withdrawal_decided: [queryKeys.withdrawals.all, queryKeys.balance, queryKeys.dashboards.all],
  message_received: [queryKeys.messages.connections],
};

function prependOnce<T extends { id: number }>(list: T[] | undefined, item: T): T[] | undefined {
  if (list === undefined || list.some((existing) => existing.id === item.id)) return list;
  return [item, ...list];
}

/** A new message goes on top of its thread's first page (newest first), never twice. */
function addMessageToThread(queryClient: QueryClient, message: Message, selfId: number): void {
  const otherId = message.sender === selfId ? message.receiver : message.sender;
  queryClient.setQueryData<InfiniteData<KeysetPage<Message>, string | undefined>>(
    queryKeys.messages.thread(otherId),
    (thread) => {
      if (!thread) return thread;
      const known = thread.pages.some((page) => page.items.some((item) => item.id === message.id));
      const [first, ...rest] = thread.pages;
      if (known || !first) return thread;
      return { ...thread, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
    },
  );
}

function addNotification(queryClient: QueryClient, notification: Notification): void {
  queryClient.setQueryData<Notification[]>(queryKeys.notifications.list, (list) =>
    prependOnce(list, notification),
  );
  if (notification.read_at === null) {
    queryClient.setQueryData<Notification[]>(queryKeys.notifications.unread, (list) =>
      prependOnce(list, notification),
    );
  }
  for (const queryKey of STALE_AFTER[notification.kind]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** Applies one real-time event to the query cache, so open pages update without a reload. */
export function applyEventToCache(
  queryClient: QueryClient,
  event: UserEvent,
  selfId: number,
): void {
  if (event.type === 'message') {
    addMessageToThread(queryClient, event.message, selfId);
    void queryClient.invalidateQueries({ queryKey: queryKeys.messages.connections });
  } else {
    addNotification(queryClient, event.notification);
  }
}

/** After a reconnect: refetch what the socket may have missed while it was down. */
export function refetchAfterReconnect(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.messages.all });
}
