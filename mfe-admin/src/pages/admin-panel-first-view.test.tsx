import { screen } from '@testing-library/react';
import { renderPage } from '@portal/shared/testing/render-page';
import AdminPanel, { prepareFirstView } from './admin-panel';

// The Users tab stands in for every tab the panel loads lazily: it shows its name once its code is in.
jest.mock('../features/users/components/users-tab', () => ({
  UsersTab: () => <p>Users tab content</p>,
}));

const PANEL_AT_USERS = {
  user: 'admin',
  url: '/admin-panel?tab=users',
  path: '/admin-panel',
} as const;

test('the tab the address names, prepared before the first render, renders in it', async () => {
  await prepareFirstView(new URL('http://portal.test/admin-panel?tab=users'));

  renderPage(<AdminPanel />, PANEL_AT_USERS);

  expect(screen.getByText('Users tab content')).toBeInTheDocument();
});

test('an address without a lazy tab prepares nothing and does not fail', async () => {
  await expect(
    prepareFirstView(new URL('http://portal.test/admin-panel?tab=nonsense')),
  ).resolves.toBeUndefined();
  await expect(
    prepareFirstView(new URL('http://portal.test/admin-panel')),
  ).resolves.toBeUndefined();
});
