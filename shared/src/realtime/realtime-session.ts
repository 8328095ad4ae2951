import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { apiBaseUrl, refreshSession } from '@portal/shared/api-client';
import { useAuthStore } from '@portal/shared/auth-store';
import type { UserEvent } from '../contract/events';
import { applyEventToCache, refetchAfterReconnect } from './cache-updates';
import { RealtimeClient, type RealtimeStatus } from './realtime-client';

/** While the socket is down, lists that real-time events keep fresh are polled this often. */
export const POLL_WHILE_DOWN_MS = 30_000;

type Listener = (event: UserEvent) => void;

const listeners = new Set<Listener>();
const statusWatchers = new Set<() => void>();
let status: RealtimeStatus = 'stopped';

function setStatus(next: RealtimeStatus): void {
  if (status === next) return;
  status = next;
  for (const watcher of statusWatchers) watcher();
}

/** ws(s)://<host>/api/events/, from the API base the HTTP client uses. */
export function realtimeUrl(): string {
  const url = new URL(`${apiBaseUrl()}/events/`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * Opens this tab's one socket to /api/events/ for the signed-in user: events update `queryClient`
 * and reach every `useRealtimeEvents` subscriber. Returns the function that closes it.
 */
export function startRealtime(queryClient: QueryClient, selfId: number, url = realtimeUrl()) {
  const client = new RealtimeClient({
    url,
    getToken: () => useAuthStore.getState().accessToken,
    refreshToken: refreshSession,
    onStatus: setStatus,
    onReconnected: () => refetchAfterReconnect(queryClient),
    onEvent: (event) => {
      applyEventToCache(queryClient, event, selfId);
      for (const listener of listeners) listener(event);
    },
  });
  client.start();
  return () => client.stop();
}

function watchStatus(onChange: () => void): () => void {
  statusWatchers.add(onChange);
  return () => statusWatchers.delete(onChange);
}

/** The socket's state: 'open' while events flow. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    watchStatus,
    () => status,
    () => status,
  );
}

/** A query's `refetchInterval`: poll every 30 s while the socket is down, never while it is open. */
export function usePollingWhileOffline(): number | false {
  return useRealtimeStatus() === 'open' ? false : POLL_WHILE_DOWN_MS;
}

/** Calls `onEvent` for every real-time event while the calling component is mounted. */
export function useRealtimeEvents(onEvent: Listener): void {
  useEffect(() => {
    listeners.add(onEvent);
    return () => {
      listeners.delete(onEvent);
    };
  }, [onEvent]);
}

/** The shell keeps one socket open for whoever is signed in, and closes it on sign-out. */
export function useRealtimeConnection(): void {
  const queryClient = useQueryClient();
  const userId = useAuthStore((state) => state.user?.id ?? null);
  useEffect(() => {
    if (userId === null) return undefined;
    return startRealtime(queryClient, userId);
  }, [queryClient, userId]);
}
