import { act, screen, waitFor } from '@testing-library/react';
import { queryKeys } from '@portal/shared/data/query-keys';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { UnreadChatBadge } from './unread-chat-badge';

test('the navigation badge shows the unread count, and nothing when all is read', async () => {
  const requests = serveApi({ 'GET /messages/unread-count/': { status: 200, data: { count: 3 } } });
  const { queryClient } = renderPage(<UnreadChatBadge />, { user: 'influencer' });

  expect(await screen.findByText(', 3 unread')).toBeInTheDocument();
  expect(requests).toEqual([expect.objectContaining({ url: '/messages/unread-count/' })]);

  act(() => queryClient.setQueryData(queryKeys.messages.unread, { count: 0 }));
  await waitFor(() => expect(screen.queryByText(/unread/)).not.toBeInTheDocument());
});

test('the badge reads 99+ past 99', async () => {
  serveApi({ 'GET /messages/unread-count/': { status: 200, data: { count: 140 } } });
  renderPage(<UnreadChatBadge />, { user: 'influencer' });
  expect(await screen.findByText('99+')).toBeInTheDocument();
  expect(screen.getByText(', 140 unread')).toBeInTheDocument();
});
