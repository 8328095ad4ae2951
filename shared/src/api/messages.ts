import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as z from '@portal/shared/contract/zod';
import {
  connectionSchema,
  markThreadReadResponseSchema,
  messageSchema,
  unreadMessageCountSchema,
  type Connection,
  type MarkThreadReadRequest,
  type Message,
  type SendMessageRequest,
  type StartConversationRequest,
} from '../contract/messages';
import { prependOnce } from '../data/cache-lists';
import { keysetListOptions, useKeysetList } from '../data/keyset-pages';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { parsedQueryOptions, sendParsed } from '../data/request';

/** How a messages list keeps fresh: polled while set (the real-time socket is down). */
export interface MessageQueryOptions {
  refetchInterval?: number | false;
}

/** The messages' queries: the cache key of each, its fetcher and so the type of its data. */
export const messageQueries = {
  connections: () =>
    keysetListOptions(queryKeys.messages.connections, '/messages/connections/', connectionSchema),
  recent: () =>
    parsedQueryOptions(queryKeys.messages.recent, '/messages/', z.array(messageSchema), {
      limit: 100,
    }),
  thread: (userId: number) =>
    keysetListOptions(queryKeys.messages.thread(userId), '/messages/', messageSchema, {
      with: userId,
    }),
  unread: () =>
    parsedQueryOptions(
      queryKeys.messages.unread,
      '/messages/unread-count/',
      unreadMessageCountSchema,
    ),
};

/** Users with an approved collaboration with the signed-in user, with unread counts. */
export function useConnections({ refetchInterval = false }: MessageQueryOptions = {}) {
  return useKeysetList(messageQueries.connections(), { refetchInterval });
}

/** The signed-in user's newest messages with anyone: the 'Recent Conversations' they had. */
export function useRecentMessages({ refetchInterval = false }: MessageQueryOptions = {}) {
  return useQuery({ ...messageQueries.recent(), refetchInterval });
}

/** The thread with one user, newest first, older pages through `loadMore`. */
export function useThread(userId: number, refetchInterval: number | false = false) {
  return useKeysetList(messageQueries.thread(userId), { refetchInterval });
}

/** How many messages sent to the signed-in user are unread (the navigation badge). */
export function useUnreadMessageCount({ refetchInterval = false }: MessageQueryOptions = {}) {
  return useQuery({ ...messageQueries.unread(), refetchInterval });
}

export function useStartConversation() {
  return useApiMutation({
    mutationFn: (input: StartConversationRequest) =>
      sendParsed('post', '/messages/start-conversation/', input, connectionSchema),
    invalidates: [queryKeys.messages.connections],
  });
}

/** Sends a message; the accepted message goes into its thread and the lists at once. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (input: SendMessageRequest) =>
      sendParsed('post', '/messages/', input, messageSchema),
    invalidates: [],
    onSuccess: (message) => applyMessageToCache(queryClient, message, message.sender),
  });
}

/** Marks read what one user sent the signed-in user, up to the newest message seen. */
export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (input: MarkThreadReadRequest) =>
      sendParsed('post', '/messages/read/', input, markThreadReadResponseSchema),
    invalidates: [],
    onSuccess: (_result, input) => applyThreadReadToCache(queryClient, Number(input.with), 0),
  });
}

/**
 * A new message goes on top of its thread's first page (newest first), never twice. False when
 * the open thread already had it.
 */
function addMessageToThread(queryClient: QueryClient, message: Message, otherId: number): boolean {
  let added = true;
  queryClient.setQueryData(messageQueries.thread(otherId).queryKey, (thread) => {
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
  queryClient.setQueryData(messageQueries.connections().queryKey, (list) => {
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
  queryClient.setQueryData(messageQueries.recent().queryKey, (list) => prependOnce(list, message));
  const listed = updateConnection(queryClient, otherId, (connection) => ({
    ...connection,
    has_existing_messages: true,
    last_message_at: message.timestamp,
    unread_count: connection.unread_count + (incoming ? 1 : 0),
  }));
  if (!listed) void queryClient.invalidateQueries({ queryKey: queryKeys.messages.connections });
  if (incoming) {
    queryClient.setQueryData(messageQueries.unread().queryKey, (unread) =>
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
