import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  connectionSchema,
  messageSchema,
  type SendMessageRequest,
  type StartConversationRequest,
} from '../contract/messages';
import { useKeysetList } from '../data/keyset-pages';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { getParsed, sendParsed } from '../data/request';

/** Users with an approved collaboration with the signed-in user. */
export function useConnections() {
  return useQuery({
    queryKey: queryKeys.messages.connections,
    queryFn: ({ signal }) =>
      getParsed('/messages/connections/', z.array(connectionSchema), undefined, signal),
  });
}

/** The thread with one user, newest first, older pages through "Load more". */
export function useThread(userId: number, refetchInterval: number | false = false) {
  return useKeysetList({
    queryKey: queryKeys.messages.thread(userId),
    path: '/messages/',
    itemSchema: messageSchema,
    params: { with: userId },
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

export function useSendMessage() {
  return useApiMutation({
    mutationFn: (input: SendMessageRequest) =>
      sendParsed('post', '/messages/', input, messageSchema),
    invalidates: [queryKeys.messages.connections],
  });
}
