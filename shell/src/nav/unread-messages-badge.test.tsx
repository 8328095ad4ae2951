import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '../data/query-keys';
import { serveApi } from '../testing/fake-api';
import { currentLocation, renderPage } from '../testing/render-page';
import { MessageButton } from './message-button';
import { UnreadMessagesBadge } from './unread-messages-badge';

test("'Message' on a collaboration's row opens the Messages screen with that user's thread", async () => {
  serveApi({});
  renderPage(<MessageButton userId={21} username="nusrat_styles" />, {
    user: 'brand',
    url: '/applications',
    routes: { '/messages': <p>messages screen</p> },
  });

  const link = screen.getByRole('link', { name: 'Message nusrat_styles' });
  expect(link).toHaveTextContent('Message');
  expect(link).toHaveAttribute('href', '/messages?with=21');
  await userEvent.click(link);
  expect(currentLocation()).toBe('/messages?with=21');
});

test('the navigation badge shows the unread count, and nothing when all is read', async () => {
  const requests = serveApi({ 'GET /messages/unread-count/': { status: 200, data: { count: 3 } } });
  const { queryClient } = renderPage(<UnreadMessagesBadge />, { user: 'influencer' });

  expect(await screen.findByText(', 3 unread')).toBeInTheDocument();
  expect(requests).toEqual([expect.objectContaining({ url: '/messages/unread-count/' })]);

  act(() => queryClient.setQueryData(queryKeys.messages.unread, { count: 0 }));
  await waitFor(() => expect(screen.queryByText(/unread/)).not.toBeInTheDocument());
});

test('the badge reads 99+ past 99', async () => {
  serveApi({ 'GET /messages/unread-count/': { status: 200, data: { count: 140 } } });
  renderPage(<UnreadMessagesBadge />, { user: 'influencer' });
  expect(await screen.findByText('99+')).toBeInTheDocument();
  expect(screen.getByText(', 140 unread')).toBeInTheDocument();
});
