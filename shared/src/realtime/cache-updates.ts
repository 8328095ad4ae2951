import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { applyMessageToCache, applyThreadReadToCache } from '../api/messages';
import { notificationQueries } from '../api/notifications';
import type { UserEvent } from '../contract/events';
import type { Notification, NotificationKind } from '../contract/notifications';
import { prependOnce } from '../data/cache-lists';
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

/**
 * A review made public also moves the reviewed user's rating and list of reviews (see
 * docs/collaboration.md).
 */
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
  dispute_statement_added: COLLABORATION_KEYS,
  dispute_cancel_agreed: [...COLLABORATION_KEYS, queryKeys.balance],
  dispute_decided: [...COLLABORATION_KEYS, queryKeys.balance],
  collaboration_refunded: [...COLLABORATION_KEYS, queryKeys.balance],
  refund_sent: COLLABORATION_KEYS,
  // The admin's queues and the dashboard's pending counts change without a reload (see
  // docs/money.md).
  payment_pending: [queryKeys.payments.all, queryKeys.dashboards.all],
  withdrawal_pending: [queryKeys.withdrawals.all, queryKeys.dashboards.all],
  withdrawal_cancelled: [queryKeys.withdrawals.all, queryKeys.dashboards.all],
  refund_pending: COLLABORATION_KEYS,
  review_published: REVIEW_KEYS,
  refund_wallet_missing: [],
  offer_received: [queryKeys.offers.all],
  offer_decided: [queryKeys.offers.all, ...COLLABORATION_KEYS],
  draft_submitted: [queryKeys.drafts.all],
  draft_decided: [queryKeys.drafts.all],
  package_ordered: COLLABORATION_KEYS,
  gateway_payment_returned: [queryKeys.payments.all],
};

function addNotification(queryClient: QueryClient, notification: Notification): void {
  queryClient.setQueryData(notificationQueries.list().queryKey, (list) =>
    prependOnce(list, notification),
  );
  if (notification.read_at === null) {
    queryClient.setQueryData(notificationQueries.unread().queryKey, (list) =>
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
