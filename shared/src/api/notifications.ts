import { useQuery } from '@tanstack/react-query';
import * as z from '@portal/shared/contract/zod';
import { markNotificationsReadResponseSchema, notificationSchema } from '../contract/notifications';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { parsedQueryOptions, sendParsed } from '../data/request';

/** The bell's page: the newest notifications and the count of unread ones among them. */
export const NOTIFICATION_PAGE_SIZE = 20;

export interface NotificationQueryOptions {
  enabled?: boolean;
  /** Polls while set: the real-time socket is down. */
  refetchInterval?: number | false;
}

/** The bell's queries: the cache key of each, its fetcher and so the type of its data. */
export const notificationQueries = {
  list: () =>
    parsedQueryOptions(
      queryKeys.notifications.list,
      '/notifications/',
      z.array(notificationSchema),
      { limit: NOTIFICATION_PAGE_SIZE },
    ),
  unread: () =>
    parsedQueryOptions(
      queryKeys.notifications.unread,
      '/notifications/',
      z.array(notificationSchema),
      { unread: 'true', limit: 100 },
    ),
};

export function useNotifications({
  enabled = true,
  refetchInterval = false,
}: NotificationQueryOptions = {}) {
  return useQuery({ ...notificationQueries.list(), enabled, refetchInterval });
}

/** Up to 100 unread notifications: the bell shows their count (99+ beyond that). */
export function useUnreadNotifications({ refetchInterval = false }: NotificationQueryOptions = {}) {
  return useQuery({ ...notificationQueries.unread(), refetchInterval });
}

/** Marks the given notifications read, or all of them when `ids` is undefined. */
export function useMarkNotificationsRead() {
  return useApiMutation({
    mutationFn: (ids: number[] | undefined) =>
      sendParsed(
        'post',
        '/notifications/read/',
        ids === undefined ? {} : { ids },
        markNotificationsReadResponseSchema,
      ),
    invalidates: [queryKeys.notifications.all],
  });
}
