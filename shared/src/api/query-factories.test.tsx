import { act, renderHook, waitFor } from '@testing-library/react';
import type { Connection, Message } from '../contract/messages';
import type { Notification } from '../contract/notifications';
import { createQueryClient } from '../data/query-client';
import { applyEventToCache } from '../realtime/cache-updates';
import { aCampaign } from '../testing/contract-fixtures';
import { nextPageLink, serveApi } from '../testing/fake-api';
import { withQueryClient } from '../testing/query-wrapper';
import { createTestQueryClient } from '../testing/render-page';
import { campaignQueries, useCampaign, useCampaigns } from './campaigns';
import {
  messageQueries,
  useConnections,
  useRecentMessages,
  useThread,
  useUnreadMessageCount,
} from './messages';
import { useNotifications, useUnreadNotifications } from './notifications';

// The portal's own cache (fresh for 30 s): a hook reading an entry a factory filled asks nothing.

const BRAND = 11;
const INFLUENCER = 21;

function message(id: number, sender = INFLUENCER, receiver = BRAND): Message {
  return {
    id,
    sender,
    receiver,
    sender_name: sender === BRAND ? 'aarong_style' : 'nusrat_styles',
    receiver_name: receiver === BRAND ? 'aarong_style' : 'nusrat_styles',
    content: `message ${id}`,
    timestamp: `2026-11-23T04:0${id}:00Z`,
  };
}

const conversation: Connection = {
  id: INFLUENCER,
  username: 'nusrat_styles',
  role: 'influencer',
  has_existing_messages: true,
  unread_count: 1,
  last_message_at: message(1).timestamp,
  collaboration_id: 31,
};

const notification: Notification = {
  id: 5,
  kind: 'application_received',
  text: 'nusrat_styles applied to Eid Collection Launch.',
  link: '/applications',
  read_at: null,
  created_at: '2026-11-23T04:05:00Z',
};

test("what is written under a factory's key is what the resource's hook shows, without a request", () => {
  const requests = serveApi({});
  const client = createQueryClient();
  client.setQueryData(campaignQueries.detail(7).queryKey, aCampaign({ title: 'Winter Launch' }));
  client.setQueryData(messageQueries.thread(INFLUENCER).queryKey, {
    pages: [{ items: [message(2)], nextCursor: 'MQ' }],
    pageParams: [undefined],
  });

  const { result } = renderHook(
    () => ({ campaign: useCampaign(7), thread: useThread(INFLUENCER) }),
    { wrapper: withQueryClient(client) },
  );

  expect(result.current.campaign.data?.title).toBe('Winter Launch');
  expect(result.current.thread.items.map((item) => item.id)).toEqual([2]);
  expect(result.current.thread.hasMore).toBe(true);
  expect(requests).toEqual([]);
});

test('a detail and a list fetched ahead through their factories are what the hooks show', async () => {
  const requests = serveApi({
    'GET /campaigns/7/': { status: 200, data: aCampaign() },
    'GET /campaigns/': {
      status: 200,
      data: [aCampaign({ id: 9 })],
      headers: nextPageLink('/campaigns/', 'OQ'),
    },
  });
  const client = createQueryClient();
  await client.fetchQuery(campaignQueries.detail(7));
  await client.fetchInfiniteQuery(campaignQueries.list({ category: 'fashion', search: '' }));

  const { result } = renderHook(
    () => ({ campaign: useCampaign(7), list: useCampaigns({ category: 'fashion', search: '' }) }),
    { wrapper: withQueryClient(client) },
  );

  expect(result.current.campaign.data?.id).toBe(7);
  expect(result.current.list.items.map((item) => item.id)).toEqual([9]);
  expect(result.current.list.hasMore).toBe(true);
  expect(requests.map((request) => [request.url, request.params])).toEqual([
    ['/campaigns/7/', {}],
    ['/campaigns/', { category: 'fashion' }],
  ]);
});

test("a factory's fetcher refuses an answer the contract does not recognise", async () => {
  serveApi({ 'GET /campaigns/7/': { status: 200, data: { id: 'seven' } } });
  const client = createTestQueryClient();

  await expect(client.fetchQuery(campaignQueries.detail(7))).rejects.toThrow();
  expect(client.getQueryData(campaignQueries.detail(7).queryKey)).toBeUndefined();
});

test('a real-time message and notification reach every hook that shows them', async () => {
  serveApi({
    // The thread with nusrat_styles and the recent messages: one message so far.
    'GET /messages/': { status: 200, data: [message(1)] },
    'GET /messages/connections/': { status: 200, data: [conversation] },
    'GET /messages/unread-count/': { status: 200, data: { count: 1 } },
    'GET /notifications/': { status: 200, data: [] },
  });
  const client = createQueryClient();
  const { result } = renderHook(
    () => ({
      thread: useThread(INFLUENCER),
      connections: useConnections(),
      recent: useRecentMessages(),
      unread: useUnreadMessageCount(),
      notifications: useNotifications(),
      unreadNotifications: useUnreadNotifications(),
    }),
    { wrapper: withQueryClient(client) },
  );
  await waitFor(() => {
    expect(result.current.thread.items).toHaveLength(1);
    expect(result.current.connections.items).toHaveLength(1);
    expect(result.current.recent.data).toHaveLength(1);
    expect(result.current.unread.data?.count).toBe(1);
    expect(result.current.notifications.data).toEqual([]);
    expect(result.current.unreadNotifications.data).toEqual([]);
  });

  act(() => {
    applyEventToCache(client, { type: 'message', message: message(2) }, BRAND);
    applyEventToCache(client, { type: 'notification', notification }, BRAND);
  });

  await waitFor(() => expect(result.current.thread.items.map((item) => item.id)).toEqual([2, 1]));
  expect(result.current.connections.items[0]).toMatchObject({
    unread_count: 2,
    last_message_at: message(2).timestamp,
  });
  expect(result.current.recent.data?.map((item) => item.id)).toEqual([2, 1]);
  expect(result.current.unread.data).toEqual({ count: 2 });
  expect(result.current.notifications.data).toEqual([notification]);
  expect(result.current.unreadNotifications.data).toEqual([notification]);
});
