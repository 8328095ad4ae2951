import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@portal/shared/contract/zod';
import {
  connectionSchema,
  markThreadReadResponseSchema,
  messageSchema,
  unreadMessageCountSchema,
  type MarkThreadReadRequest,
  type SendMessageRequest,
  type StartConversationRequest,
} from '../contract/messages';
import { useKeysetList } from '../data/keyset-pages';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { getParsed, sendParsed } from '../data/request';
import { applyMessageToCache, applyThreadReadToCache } from '../realtime/cache-updates';

/** How a messages list keeps fresh: polled while set (the real-time socket is down). */
export interface MessageQueryOptions {
  refetchInterval?: number | false;
}

/** Users with an approved collaboration with the signed-in user, with unread counts. */
export function useConnections({ refetchInterval = false }: MessageQueryOptions = {}) {
  return useKeysetList({
    queryKey: queryKeys.messages.connections,
    path: '/messages/connections/',
    itemSchema: connectionSchema,
    refetchInterval,
  });
}

/** The signed-in user's newest messages with anyone: the 'Recent Conversations' they had. */
export function useRecentMessages({ refetchInterval = false }: MessageQueryOptions = {}) {
  return useQuery({
    queryKey: queryKeys.messages.recent,
    queryFn: ({ signal }) =>
      getParsed('/messages/', z.array(messageSchema), { limit: 100 }, signal),
    refetchInterval,
  });
}

/** The thread with one user, newest first, older pages through `loadMore`. */
export function useThread(userId: number, refetchInterval: number | false = false) {
  return useKeysetList({
    queryKey: queryKeys.messages.thread(userId),
    path: '/messages/',
    itemSchema: messageSchema,
    params: { with: userId },
    refetchInterval,
  });
}

/** How many messages sent to the signed-in user are unread (the navigation badge). */
export function useUnreadMessageCount({ refetchInterval = false }: MessageQueryOptions = {}) {
  return useQuery({
    queryKey: queryKeys.messages.unread,
    queryFn: ({ signal }) =>
      getParsed('/messages/unread-count/', unreadMessageCountSchema, undefined, signal),
    refetchInterval,
  });
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
