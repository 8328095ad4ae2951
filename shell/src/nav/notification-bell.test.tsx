import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@portal/shared/router';
import type { Notification } from '@portal/shared/contract/notifications';
import { serveApi } from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import { NotificationBell, unreadBadge } from './notification-bell';

function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'payment_decided',
    text: `Notification ${id}`,
    link: '/payments',
    read_at: null,
    created_at: '2026-11-23T04:00:00Z',
    ...overrides,
  };
}

const decided = notification(3, {
  kind: 'application_decided',
  text: 'Your application to Eid Collection was accepted.',
  link: '/applications',
});
const confirmed = notification(2, { text: 'Your payment for Winter Launch was confirmed.' });
const old = notification(1, {
  text: 'Your withdrawal was approved.',
  read_at: '2026-11-20T04:00:00Z',
});

function serveNotifications() {
  let unread = [decided, confirmed];
  return serveApi({
    'GET /notifications/': (request) => ({
      status: 200,
      data: request.params.unread === 'true' ? unread : [decided, confirmed, old],
    }),
    'POST /notifications/read/': (request) => {
      const ids = (request.body as { ids?: number[] }).ids;
      unread = ids ? unread.filter((item) => !ids.includes(item.id)) : [];
      return { status: 200, data: { updated: 1 } };
    },
  });
}

/** The bell stays in the navigation bar while the routes below it change. */
function renderBell() {
  return renderPage(
    <>
      <NotificationBell />
      <Routes>
        <Route path="/applications" element={<p>applications page</p>} />
      </Routes>
    </>,
    { user: 'influencer', url: '/dashboard', path: '*' },
  );
}

test('the bell names the unread count; the panel lists the newest notifications', async () => {
  serveNotifications();
  renderBell();

  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(bell);

  const panel = screen.getByRole('region', { name: 'Notifications' });
  const items = await within(panel).findAllByRole('listitem');
  const texts = [
    'Your application to Eid Collection was accepted.',
    'Your payment for Winter Launch was confirmed.',
    'Your withdrawal was approved.',
  ];
  expect(items).toHaveLength(texts.length);
  texts.forEach((text, index) => expect(items[index]).toHaveTextContent(text));
  expect(within(panel).getByRole('link', { name: decided.text })).toHaveAttribute(
    'href',
    '/applications',
  );
});

test('opening a notification goes to its page and marks it read', async () => {
  const requests = serveNotifications();
  renderBell();
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
  await userEvent.click(await screen.findByRole('link', { name: decided.text }));

  expect(currentLocation()).toBe('/applications');
  expect(screen.getByText('applications page')).toBeInTheDocument();
  expect(
    await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
  ).toBeInTheDocument();
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ ids: [3] });
});

test('mark one as read, then all as read', async () => {
  const requests = serveNotifications();
  renderBell();
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

  await userEvent.click(
    await screen.findByRole('button', { name: `Mark as read: ${confirmed.text}` }),
  );
  expect(
    await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
  ).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  const posts = requests.filter((request) => request.method === 'POST').map((r) => r.body);
  expect(posts).toEqual([{ ids: [2] }, {}]);
});

test('Escape closes the panel', async () => {
  serveNotifications();
  renderBell();
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
  expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
});

test('no notifications yet', async () => {
  serveApi({ 'GET /notifications/': { status: 200, data: [] } });
  renderBell();
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
  expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
});

test('the badge reads 99+ past 99', () => {
  expect(unreadBadge(7)).toBe('7');
  expect(unreadBadge(100)).toBe('99+');
  expect(unreadBadge(7, 'bn')).toBe('৭');
  expect(unreadBadge(100, 'bn')).toBe('৯৯+');
});
