import { act, screen, within } from '@testing-library/react';
import { useAuthStore } from '@portal/shared/auth-store';
import { aPlatformConfig } from '@portal/shared/testing/contract-fixtures';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import PricingPage from './pricing-page';

beforeEach(() => serveApi({ 'GET /config/': { status: 200, data: aPlatformConfig() } }));

test('shows the same three plans as the landing page, priced in taka', () => {
  renderPage(<PricingPage />, { url: '/pricing' });
  expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
  const plans = screen.getByRole('region', { name: 'Plans' });
  expect(
    within(plans)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Starter', 'Pro', 'Influencer']);
  expect(screen.getByText('৳9,900')).toBeInTheDocument();
  expect(screen.getAllByText('৳0')).toHaveLength(2);
  expect(screen.getByText('A free phase is currently running.')).toBeInTheDocument();
  expect(screen.getByText('The first 500 brands get lifetime discounts.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start free as a brand' })).toHaveAttribute(
    'href',
    '/register?role=brand',
  );
});

test('a signed-in user sees the plans without sign-up buttons', () => {
  renderPage(<PricingPage />, { url: '/pricing' });
  const user = { id: 2, username: 'nusrat', email: 'n@example.com', role: 'influencer' as const };
  act(() => useAuthStore.getState().signIn({ user, access: 'a', refresh: 'r' }));
  expect(screen.getByText('Pro')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Join as an influencer' })).not.toBeInTheDocument();
});
