import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { UserEvent } from '../contract/events';
import type { Connection, Message, UnreadMessageCount } from '../contract/messages';
import type { Notification, NotificationKind } from '../contract/notifications';
import type { KeysetPage } from '../data/keyset-pages';
import { queryKeys } from '../data/query-keys';

/**
 * What a change of a collaboration's state makes stale, wherever it shows: the parties' pages and
 * lists, and the admin's dispute and refund queues.
 */
const COLLABORATION_KEYS: readonly QueryKey[] = [
  queryKeys.collaborations.all,
  queryKeys.applications.all,
  queryKeys.dashboards.all,
  queryKeys.statement,
  queryKeys.disputes.all,
  queryKeys.refunds.all,
];

/** A review made public also moves the reviewed user's rating and list of reviews (design §8). */
const REVIEW_KEYS: readonly QueryKey[] = [
  ...COLLABORATION_KEYS,
  queryKeys.reviews.all,
  queryKeys.profiles.publicAll,
];

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
  delivery_submitted: COLLABORATION_KEYS,
  delivery_reviewed: COLLABORATION_KEYS,
  collaboration_released: [...COLLABORATION_KEYS, queryKeys.balance],
  dispute_opened: COLLABORATION_KEYS,
  dispute_decided: [...COLLABORATION_KEYS, queryKeys.balance],
  collaboration_refunded: [...COLLABORATION_KEYS, queryKeys.balance],
  refund_sent: COLLABORATION_KEYS,
  // The admin's queues and the dashboard's pending counts change without a reload (design §7).
  payment_pending: [queryKeys.payments.all, queryKeys.dashboards.all],
  withdrawal_pending: [queryKeys.withdrawals.all, queryKeys.dashboards.all],
  withdrawal_cancelled: [queryKeys.withdrawals.all, queryKeys.dashboards.all],
  refund_pending: COLLABORATION_KEYS,
  review_published: REVIEW_KEYS,
};

function prependOnce<T extends { id: number }>(list: T[] | undefined, item: T): T[] | undefined {
  if (list === undefined || list.some((existing) => existing.id === item.id)) return list;
  return [item, ...list];
}

type Thread = InfiniteData<KeysetPage<Message>, string | undefined>;
type Connections = InfiniteData<KeysetPage<Connection>, string | undefined>;

/**
 * A new message goes on top of its thread's first page (newest first), never twice. False when
 * the open thread already had it.
 */
function addMessageToThread(queryClient: QueryClient, message: Message, otherId: number): boolean {
  let added = true;
  queryClient.setQueryData<Thread>(queryKeys.messages.thread(otherId), (thread) => {
    if (!thread) return thread;
    const known = thread.pages.some((page) => page.items.some((item) => item.id === message.id));
    const [first, ...rest] = thread.pages;
    if (known || !first) {
      added = false;
      return thread;
    }
    return { ...thread, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
  });
  return added;
}

/** Changes the conversation with `otherId` in the loaded list; false when it is not there. */
function updateConnection(
  queryClient: QueryClient,
  otherId: number,
  change: (connection: Connection) => Connection,
): boolean {
  let found = false;
  queryClient.setQueryData<Connections>(queryKeys.messages.connections, (list) => {
    if (!list) return list;
    return {
      ...list,
      pages: list.pages.map((page) => ({
        ...page,
        items: page.items.map((connection) => {
          if (connection.id !== otherId) return connection;
          found = true;
          return change(connection);
        }),
      })),
    };
  });
  return found;
}

/**
 * A message sent or received: into its open thread, the recent messages, and the conversation
 * list with its unread count and the badge's, once however often it is applied (the socket and
 * the sender's own answer both bring it).
 */
export function applyMessageToCache(
  queryClient: QueryClient,
  message: Message,
  selfId: number,
): void {
  const incoming = message.receiver === selfId;
  const otherId = incoming ? message.sender : message.receiver;
  if (!addMessageToThread(queryClient, message, otherId)) return;
  queryClient.setQueryData<Message[]>(queryKeys.messages.recent, (list) =>
    prependOnce(list, message),
  );
  const listed = updateConnection(queryClient, otherId, (connection) => ({
    ...connection,
    has_existing_messages: true,
    last_message_at: message.timestamp,
    unread_count: connection.unread_count + (incoming ? 1 : 0),
  }));
  if (!listed) void queryClient.invalidateQueries({ queryKey: queryKeys.messages.connections });
  if (incoming) {
    queryClient.setQueryData<UnreadMessageCount>(queryKeys.messages.unread, (unread) =>
      unread ? { count: unread.count + 1 } : unread,
    );
  }
}

/**
 * The user read a thread (here or in another tab): its unread count is now `remaining`, when
 * known, else the list and the badge ask the server.
 */
export function applyThreadReadToCache(
  queryClient: QueryClient,
  otherId: number,
  remaining?: number,
): void {
  if (remaining !== undefined) {
    updateConnection(queryClient, otherId, (connection) => ({
      ...connection,
      unread_count: remaining,
    }));
  } else {
    void queryClient.invalidateQueries({ queryKey: queryKeys.messages.connections });
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.messages.unread });
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
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
  if (event.type === 'message') applyMessageToCache(queryClient, event.message, selfId);
  else if (event.type === 'messages_read') applyThreadReadToCache(queryClient, event.with);
  else if (event.type === 'collaboration' || event.type === 'review') {
    const stale = event.type === 'review' ? REVIEW_KEYS : COLLABORATION_KEYS;
    for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
  } else addNotification(queryClient, event.notification);
}

/** After a reconnect: refetch what the socket may have missed while it was down. */
export function refetchAfterReconnect(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.messages.all });
}
