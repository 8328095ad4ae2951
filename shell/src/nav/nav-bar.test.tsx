import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@portal/shared/contract/common';
import { useAuthStore } from '@portal/shared/auth-store';
import { serveApiWith } from '@portal/shared/testing/fake-api';
import { renderShell, storeSession } from '../testing/render-shell';

const LINKS: Record<'signed out' | Role, [string, string][]> = {
  'signed out': [
    ['Login', '/login'],
    ['Register', '/register'],
  ],
  brand: [
    ['Dashboard', '/dashboard'],
    ['Profile', '/profile'],
    ['Messages', '/messages'],
    ['My Campaigns', '/campaigns'],
    ['Applications', '/applications'],
    ['Find Influencers', '/influencers'],
    ['Offers', '/offers'],
    ['Payments', '/payments'],
    ['demo_brand (brand) Security settings', '/settings/security'],
  ],
  influencer: [
    ['Dashboard', '/dashboard'],
    ['Profile', '/profile'],
    ['Messages', '/messages'],
    // Available Campaigns (see docs/screens.md): the influencer had no way to it but the dashboard.
    ['Campaigns', '/campaigns'],
    ['My Applications', '/applications'],
    ['Offers', '/offers'],
    ['Payments', '/payments'],
    ['Withdrawals', '/withdrawals'],
    ['demo_influencer (influencer) Security settings', '/settings/security'],
  ],
  // Not Profile or Messages: the route table sends an admin from both back to the admin panel.
  admin: [
    ['Dashboard', '/dashboard'],
    ['Admin Panel', '/admin-panel'],
    ['Users', '/users'],
    ['demo_admin (admin) Security settings', '/settings/security'],
  ],
};

test.each(Object.entries(LINKS))(
  "the bar for %s links its role's pages (and the influencer's Campaigns, the brand's Applications)",
  async (audience, links) => {
    storeSession(audience === 'signed out' ? null : (audience as Role));
    renderShell('/');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const shown = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(shown).toEqual(links);
    expect(screen.getByRole('link', { name: 'Influencer Marketplace' })).toHaveAttribute(
      'href',
      '/',
    );
  },
);

test('shows the username and role, and Logout ends the session and goes to /login', async () => {
  storeSession('brand');
  const requests = serveApiWith(() => ({ status: 204 }));
  renderShell('/dashboard');

  expect(await screen.findByText('demo_brand')).toBeInTheDocument();
  expect(screen.getByText('(brand)')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

  expect(await screen.findByText('page mfe_public/LoginPage')).toBeInTheDocument();
  const writes = requests.filter((request) => request.method !== 'GET');
  expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /logout/']);
  expect(useAuthStore.getState().user).toBeNull();
  expect(localStorage.getItem('accessToken')).toBeNull();
});

test('the username and role lead to Security settings, the name saying so to a screen reader', async () => {
  storeSession('influencer');
  renderShell('/dashboard');

  // jsdom reads the <wbr> of the name's possible line break as a space; a browser does not.
  const account = await screen.findByRole('link', {
    name: 'demo_ influencer (influencer) Security settings',
  });
  expect(account).toHaveAttribute('href', '/settings/security');
  // What the bar shows is unchanged: the hidden words take no room.
  expect(within(account).getByText('Security settings')).toHaveClass('visuallyHidden');

  await userEvent.click(account);
  expect(await screen.findByText('page mfe_public/SecuritySettingsPage')).toBeInTheDocument();
});

test('the menu button opens and closes the links on small screens', async () => {
  storeSession(null);
  renderShell('/');

  // jsdom has no media queries, so the button keeps its wide-screen display: none.
  const menu = await screen.findByText('Menu', { selector: 'button' });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(menu).toHaveAttribute('aria-controls', nav.id);
  await userEvent.click(menu);
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(screen.getByRole('link', { name: 'Register' }));
  expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the open menu and gives the focus back to Menu', async () => {
  storeSession('brand');
  renderShell('/dashboard');
  const menu = await screen.findByText('Menu', { selector: 'button' });
  await userEvent.click(menu);

  const nav = screen.getByRole('navigation', { name: 'Main' });
  within(nav).getByRole('link', { name: 'Payments' }).focus();
  await userEvent.keyboard('{Escape}');

  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(menu).toHaveFocus();
  // Escape on a closed menu leaves the focus where it is.
  within(nav).getByRole('link', { name: 'Profile' }).focus();
  await userEvent.keyboard('{Escape}');
  expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveFocus();
});

test.each(['brand', 'influencer'] as const)(
  "a %s's Messages link carries the count of unread messages",
  async (role) => {
    storeSession(role);
    serveApiWith((request) =>
      request.url === '/messages/unread-count/'
        ? { status: 200, data: { count: 4 } }
        : { status: 200, data: [] },
    );
    renderShell('/');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Messages , 4 unread' })).toHaveAttribute(
      'href',
      '/messages',
    );
  },
);

test('an admin, who has no profile and no threads, has no link to either and no unread count', async () => {
  storeSession('admin');
  const requests = serveApiWith(() => ({ status: 200, data: [] }));
  renderShell('/');

  const nav = await screen.findByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Admin Panel' })).toBeInTheDocument();
  expect(within(nav).queryByRole('link', { name: 'Profile' })).toBeNull();
  expect(within(nav).queryByRole('link', { name: /^Messages/ })).toBeNull();
  expect(requests.map((request) => request.url)).not.toContain('/messages/unread-count/');
});

test("the bell's place is kept while its code loads, so the bar does not grow under the page", async () => {
  storeSession('brand');
  serveApiWith(() => ({ status: 200, data: [] }));
  renderShell('/dashboard');

  await screen.findByRole('navigation', { name: 'Main' });
  const header = screen.getByRole('banner');
  // Before the bell arrives: an empty placeholder of its size, hidden from assistive technology.
  if (!screen.queryByRole('button', { name: /^Notifications/ })) {
    expect(header.querySelector('div[aria-hidden="true"]:empty')).toBeInTheDocument();
  }
  expect(await screen.findByRole('button', { name: /^Notifications/ })).toBeVisible();
  expect(header.querySelector('div[aria-hidden="true"]:empty')).toBeNull();
  expect(within(header).getAllByRole('button', { name: /^Notifications/ })).toHaveLength(1);
});

test('a signed-out visitor has no bell and no place kept for one', async () => {
  storeSession(null);
  renderShell('/');
  await screen.findByRole('navigation', { name: 'Main' });
  expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  expect(screen.getByRole('banner').querySelector('div[aria-hidden="true"]:empty')).toBeNull();
});
