/**
 * @jest-environment-options {"customExportConditions": ["node", "require"]}
 */
// The `ws` server needs Node's build of the package; the client under test is jsdom's WebSocket.
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { act, renderHook } from '@testing-library/react';
import { useAuthStore } from '../auth-store';
import type { UserEvent } from '../contract/events';
import { queryKeys } from '../data/query-keys';
import { createTestQueryClient } from '../testing/render-page';
import { RealtimeClient, reconnectDelay, type RealtimeStatus } from './realtime-client';
import { POLL_WHILE_DOWN_MS, startRealtime, usePollingWhileOffline } from './realtime-session';

interface Connection {
  socket: ServerSocket;
  /** The first frame the client sent (its auth message). */
  auth: Promise<unknown>;
}

let server: WebSocketServer;
let url: string;
let connections: Connection[];
let connected: (connection: Connection) => void;

function nextConnection(): Promise<Connection> {
  return new Promise((resolve) => {
    connected = resolve;
  });
}

beforeEach(async () => {
  connections = [];
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (socket) => {
    const auth = new Promise<unknown>((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(String(data)))),
    );
    const connection = { socket, auth };
    connections.push(connection);
    connected?.(connection);
  });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/events/`;
});

afterEach(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise((resolve) => server.close(resolve));
});

const message: UserEvent = {
  type: 'message',
  message: {
    id: 5,
    sender: 21,
    receiver: 11,
    sender_name: 'nusrat_styles',
    receiver_name: 'aarong_style',
    content: 'Hello!',
    timestamp: '2026-11-23T04:00:00Z',
  },
};

function startClient(
  overrides: { token?: () => string | null; refresh?: () => Promise<string | null> } = {},
) {
  const events: UserEvent[] = [];
  const statuses: RealtimeStatus[] = [];
  const reconnected = jest.fn();
  let token = 'access-1';
  const refresh = jest.fn(overrides.refresh ?? (async () => (token = 'access-2')));
  const client = new RealtimeClient({
    url,
    getToken: overrides.token ?? (() => token),
    refreshToken: refresh,
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    onReconnected: reconnected,
    backoff: { baseMs: 20, maxMs: 100 },
    random: () => 0.5,
  });
  client.start();
  return { client, events, statuses, reconnected, refresh };
}

async function until(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test('sends the access token as its first message, then hands on the events after ready', async () => {
  const first = nextConnection();
  const { client, events, statuses } = startClient();
  const connection = await first;

  expect(await connection.auth).toEqual({ type: 'auth', token: 'access-1' });
  connection.socket.send(JSON.stringify({ type: 'ready' }));
  await until(() => statuses.includes('open'));
  connection.socket.send(JSON.stringify(message));
  connection.socket.send('not json');
  connection.socket.send(JSON.stringify({ type: 'unknown' }));
  await until(() => events.length === 1);

  expect(events).toEqual([message]);
  client.stop();
});

test('after a drop it reconnects with backoff and asks to catch up', async () => {
  const first = nextConnection();
  const { client, statuses, reconnected } = startClient();
  const connection = await first;
  await connection.auth;
  connection.socket.send(JSON.stringify({ type: 'ready' }));
  await until(() => statuses.includes('open'));

  const second = nextConnection();
  connection.socket.terminate();
  await until(() => statuses[statuses.length - 1] === 'down');
  const again = await second;
  expect(await again.auth).toEqual({ type: 'auth', token: 'access-1' });
  again.socket.send(JSON.stringify({ type: 'ready' }));

  await until(() => reconnected.mock.calls.length === 1);
  expect(statuses[statuses.length - 1]).toBe('open');
  client.stop();
});

test('a 4401 close refreshes the token and reconnects with the new one', async () => {
  const first = nextConnection();
  const { client, refresh } = startClient();
  const connection = await first;
  await connection.auth;

  const second = nextConnection();
  connection.socket.close(4401, 'expired');
  const again = await second;

  expect(refresh).toHaveBeenCalledTimes(1);
  expect(await again.auth).toEqual({ type: 'auth', token: 'access-2' });
  client.stop();
});

test('when the refresh fails (the session is over) it stops for good', async () => {
  const first = nextConnection();
  const { statuses } = startClient({ refresh: async () => null });
  const connection = await first;
  await connection.auth;

  connection.socket.close(4401, 'expired');
  await until(() => statuses.includes('stopped'));
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(connections).toHaveLength(1);
});

test('nobody signed in: no socket at all', async () => {
  const { statuses } = startClient({ token: () => null });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(connections).toHaveLength(0);
  expect(statuses).toEqual(['stopped']);
});

test('backoff doubles per attempt up to the cap, with 50-100 % jitter', () => {
  const backoff = { baseMs: 1000, maxMs: 30_000 };
  expect(reconnectDelay(0, backoff, () => 0)).toBe(500);
  expect(reconnectDelay(0, backoff, () => 0.99)).toBe(995);
  expect(reconnectDelay(3, backoff, () => 0)).toBe(4000);
  expect(reconnectDelay(10, backoff, () => 0.5)).toBe(22_500);
});

test('the tab polls every 30 s while its socket is down, and not while it is open', async () => {
  const user = {
    id: 11,
    username: 'aarong_style',
    email: 'brand@example.com',
    role: 'brand' as const,
  };
  useAuthStore.getState().signIn({ user, access: 'access-1', refresh: 'refresh-1' });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.notifications.list, []);
  const { result } = renderHook(() => usePollingWhileOffline());
  expect(result.current).toBe(POLL_WHILE_DOWN_MS);

  const first = nextConnection();
  let stop = () => undefined as void;
  act(() => {
    stop = startRealtime(queryClient, user.id, url);
  });
  const connection = await first;
  expect(await connection.auth).toEqual({ type: 'auth', token: 'access-1' });
  connection.socket.send(JSON.stringify({ type: 'ready' }));
  await act(() => until(() => result.current === false));

  const notification = {
    id: 7,
    kind: 'application_received',
    text: 'nusrat_styles applied to Eid Collection.',
    link: '/applications',
    read_at: null,
    created_at: '2026-11-23T04:00:00Z',
  };
  connection.socket.send(JSON.stringify({ type: 'notification', notification }));
  await until(
    () => queryClient.getQueryData<unknown[]>(queryKeys.notifications.list)?.length === 1,
  );

  connection.socket.terminate();
  await act(() => until(() => result.current === POLL_WHILE_DOWN_MS));
  act(() => stop());
});
