import { act, screen } from '@testing-library/react';
import { useAuthStore } from '@portal/shared/auth-store';
import { renderPage } from '@portal/shared/testing/render-page';
import GenericDashboard from './generic-dashboard';

test.each([
  ['brand', ['Create campaigns', 'Review applications', 'Message influencers']],
  ['influencer', ['Browse campaigns', 'Apply to campaigns', 'Message brands']],
  ['admin', ['View all users', 'Monitor campaigns and applications', 'Platform management']],
] as const)('greets a %s by name and role and lists its features', (role, features) => {
  renderPage(<GenericDashboard />, { url: '/dashboard-generic' });
  const user = { id: 1, username: 'rahim', email: 'r@example.com', role };
  act(() => useAuthStore.getState().signIn({ user, access: 'a', refresh: 'r' }));

  expect(screen.getByText(/Welcome,/)).toHaveTextContent(
    `Welcome, rahim! You are signed in as ${role}.`,
  );
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(features);
});
