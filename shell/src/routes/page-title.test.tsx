import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@portal/shared/contract/common';
import { renderShell, storeSession } from '../testing/render-shell';

test.each([
  ['/', null, 'Influencer Marketplace'],
  ['/login', null, 'Login – Influencer Marketplace'],
  ['/terms-of-use', null, 'Terms of Use – Influencer Marketplace'],
  ['/forgot-password', null, 'Forgot Password – Influencer Marketplace'],
  ['/reset-password?token=t', null, 'Set a New Password – Influencer Marketplace'],
  ['/verify-email?token=t', 'brand', 'Verify Email – Influencer Marketplace'],
  ['/settings/security', 'admin', 'Security Settings – Influencer Marketplace'],
  ['/campaigns', 'brand', 'My Campaigns – Influencer Marketplace'],
  ['/campaigns', 'influencer', 'Available Campaigns – Influencer Marketplace'],
  ['/campaigns/7', 'admin', 'Campaign – Influencer Marketplace'],
  ['/collaborations/31', 'brand', 'Collaboration – Influencer Marketplace'],
  ['/collaborations/31', 'influencer', 'Collaboration – Influencer Marketplace'],
  // After a redirect the tab names the page shown, not the one asked for.
  ['/profile', 'admin', 'Admin Panel – Influencer Marketplace'],
  ['/payments', null, 'Login – Influencer Marketplace'],
] as const)('the tab of %s for %s reads "%s"', async (path, role: Role | null, title) => {
  storeSession(role);
  renderShell(path);
  await screen.findByText(/^page /);
  expect(document.title).toBe(title);
});

test('the title follows the user from page to page', async () => {
  storeSession('influencer');
  renderShell('/dashboard');
  await screen.findByText('page mfe_influencer/DashboardPage');
  expect(document.title).toBe('Influencer Dashboard – Influencer Marketplace');

  const nav = screen.getByRole('navigation', { name: 'Main' });
  await userEvent.click(within(nav).getByRole('link', { name: 'Payments' }));
  await screen.findByText('page mfe_influencer/PaymentsPage');
  expect(document.title).toBe('My Earnings – Influencer Marketplace');
});
