import type { InfiniteData } from '@tanstack/react-query';
import type { Connection, Message } from '../contract/messages';
import type { Notification } from '../contract/notifications';
import type { KeysetPage } from '../data/keyset-pages';
import { queryKeys } from '../data/query-keys';
import { createTestQueryClient } from '../testing/render-page';
import { applyEventToCache } from './cache-updates';

const BRAND = 11;
const INFLUENCER = 21;
const ADMIN = 1;

function message(id: number, sender = INFLUENCER, receiver = BRAND): Message {
  return {
    id,
    sender,
    receiver,
    sender_name: sender === BRAND ? 'aarong_style' : 'nusrat_styles',
    receiver_name: receiver === BRAND ? 'aarong_style' : 'nusrat_styles',
    content: `message ${id}`,
    timestamp: '2026-11-23T04:00:00Z',
  };
}

function notification(id: number, kind: Notification['kind'] = 'payment_decided'): Notification {
  return {
    id,
    kind,
    text: 'Your payment for Eid Collection was confirmed.',
    link: '/payments',
    read_at: null,
    created_at: '2026-11-23T04:00:00Z',
  };
}

type Thread = InfiniteData<KeysetPage<Message>, string | undefined>;

test('a new message goes on top of its open thread once, whoever sent it', () => {
  const client = createTestQueryClient();
  const key = queryKeys.messages.thread(INFLUENCER);
  client.setQueryData<Thread>(key, {
    pages: [
      { items: [message(2)], nextCursor: 'Mg' },
      { items: [message(1)], nextCursor: undefined },
    ],
    pageParams: [undefined, 'Mg'],
  });

  applyEventToCache(client, { type: 'message', message: message(3) }, BRAND);
  applyEventToCache(client, { type: 'message', message: message(3) }, BRAND);
  applyEventToCache(client, { type: 'message', message: message(4, BRAND, INFLUENCER) }, BRAND);

  const thread = client.getQueryData<Thread>(key);
  expect(thread?.pages.map((page) => page.items.map((item) => item.id))).toEqual([[4, 3, 2], [1]]);
});

test('a message for a thread nobody has open leaves the cache alone', () => {
  const client = createTestQueryClient();
  applyEventToCache(client, { type: 'message', message: message(3) }, BRAND);
  expect(client.getQueryData(queryKeys.messages.thread(INFLUENCER))).toBeUndefined();
});

type Connections = InfiniteData<KeysetPage<Connection>, string | undefined>;

function connections(...list: Connection[]): Connections {
  return { pages: [{ items: list, nextCursor: undefined }], pageParams: [undefined] };
}

function connection(id: number, unread: number): Connection {
  return {
    id,
    username: `user_${id}`,
    role: 'influencer',
    has_existing_messages: false,
    unread_count: unread,
    last_message_at: null,
    collaboration_id: null,
  };
}

test('a received message counts once in its conversation and the badge; a sent one does not', () => {
  const client = createTestQueryClient();
  client.setQueryData<Thread>(queryKeys.messages.thread(INFLUENCER), {
    pages: [{ items: [message(2)], nextCursor: undefined }],
    pageParams: [undefined],
  });
  client.setQueryData(queryKeys.messages.connections, connections(connection(INFLUENCER, 1)));
  client.setQueryData(queryKeys.messages.unread, { count: 1 });
  client.setQueryData(queryKeys.messages.recent, [message(2)]);

  const received = { type: 'message', message: message(3) } as const;
  applyEventToCache(client, received, BRAND);
  applyEventToCache(client, received, BRAND);
  applyEventToCache(client, { type: 'message', message: message(4, BRAND, INFLUENCER) }, BRAND);

  const [listed] =
    client.getQueryData<Connections>(queryKeys.messages.connections)?.pages[0]?.items ?? [];
  expect(listed).toMatchObject({
    unread_count: 2,
    has_existing_messages: true,
    last_message_at: message(4).timestamp,
  });
  expect(client.getQueryData(queryKeys.messages.unread)).toEqual({ count: 2 });
  expect(client.getQueryData<Message[]>(queryKeys.messages.recent)?.map((item) => item.id)).toEqual(
    [4, 3, 2],
  );
  expect(client.getQueryState(queryKeys.messages.connections)?.isInvalidated).toBe(false);
});

test('a message from someone the loaded list lacks refetches the list', () => {
  const client = createTestQueryClient();
  client.setQueryData(queryKeys.messages.connections, connections(connection(99, 0)));
  applyEventToCache(client, { type: 'message', message: message(3) }, BRAND);
  expect(client.getQueryState(queryKeys.messages.connections)?.isInvalidated).toBe(true);
});

test('a thread read in another tab refetches the counts, the badge and the bell', () => {
  const client = createTestQueryClient();
  client.setQueryData(queryKeys.messages.connections, connections(connection(INFLUENCER, 3)));
  client.setQueryData(queryKeys.messages.unread, { count: 3 });
  client.setQueryData(queryKeys.notifications.unread, [notification(1, 'message_received')]);

  applyEventToCache(client, { type: 'messages_read', with: INFLUENCER, up_to: 3 }, BRAND);

  for (const key of [
    queryKeys.messages.connections,
    queryKeys.messages.unread,
    queryKeys.notifications.unread,
  ]) {
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  }
});

test('a notification joins the list and the unread count once, and refreshes what it is about', () => {
  const client = createTestQueryClient();
  client.setQueryData(queryKeys.notifications.list, [notification(1)]);
  client.setQueryData(queryKeys.notifications.unread, []);
  client.setQueryData(queryKeys.balance, { balance: '0.00' });

  applyEventToCache(client, { type: 'notification', notification: notification(2) }, INFLUENCER);
  applyEventToCache(client, { type: 'notification', notification: notification(2) }, INFLUENCER);

  expect(
    client.getQueryData<Notification[]>(queryKeys.notifications.list)?.map((n) => n.id),
  ).toEqual([2, 1]);
  expect(client.getQueryData<Notification[]>(queryKeys.notifications.unread)).toHaveLength(1);
  expect(client.getQueryState(queryKeys.balance)?.isInvalidated).toBe(true);
});

test("a withdrawal the influencer cancelled makes the admin's queue and pending counts stale", () => {
  const client = createTestQueryClient();
  const stale = [
    queryKeys.withdrawals.adminList({ status: 'pending' }),
    queryKeys.dashboards.admin,
  ];
  const untouched = [queryKeys.payments.adminList({ status: 'pending' })];
  for (const key of [...stale, ...untouched]) client.setQueryData(key, { loaded: true });

  applyEventToCache(
    client,
    { type: 'notification', notification: notification(7, 'withdrawal_cancelled') },
    ADMIN,
  );

  expect(stale.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true]);
  expect(untouched.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([false]);
});

test("a collaboration's change of state makes its page, the lists and the admin's queues stale", () => {
  const client = createTestQueryClient();
  const stale = [
    queryKeys.collaborations.detail(31),
    queryKeys.applications.payments('brand'),
    queryKeys.dashboards.brand,
    queryKeys.statement,
    queryKeys.disputes.list({ status: 'open' }),
    queryKeys.refunds.list({ status: 'pending' }),
  ];
  const untouched = [queryKeys.balance, queryKeys.messages.connections];
  for (const key of [...stale, ...untouched]) client.setQueryData(key, { loaded: true });

  applyEventToCache(
    client,
    { type: 'collaboration', application_id: 31, status: 'disputed' },
    BRAND,
  );

  expect(stale.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual(
    stale.map(() => true),
  );
  expect(untouched.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([false, false]);
});

test("a review made public makes the collaboration's page, the reviewed user's reviews and public profile stale", () => {
  const client = createTestQueryClient();
  const stale = [
    queryKeys.collaborations.detail(31),
    queryKeys.reviews.ofUser('nusrat_styles'),
    queryKeys.profiles.public('nusrat_styles'),
  ];
  const untouched = [queryKeys.balance, queryKeys.profiles.own];
  for (const key of [...stale, ...untouched]) client.setQueryData(key, { loaded: true });

  applyEventToCache(client, { type: 'review', application_id: 31, review_id: 81 }, BRAND);

  expect(stale.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual(
    stale.map(() => true),
  );
  expect(untouched.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([false, false]);
});
