import { act, screen } from '@testing-library/react';
import { useAuthStore } from '@portal/shared/auth-store';
import { renderPage } from '../testing/render-page';
import LandingPage from './landing-page';

test('signed out: a role button for brands and one for influencers', () => {
  renderPage('/', '/', <LandingPage />);
  expect(screen.getByRole('link', { name: "I'm a Brand" })).toHaveAttribute(
    'href',
    '/register?role=brand',
  );
  expect(screen.getByRole('link', { name: "I'm an Influencer" })).toHaveAttribute(
    'href',
    '/register?role=influencer',
  );
});

test("signed in: 'Go to Dashboard'", () => {
  renderPage('/', '/', <LandingPage />);
  const user = { id: 1, username: 'rahim', email: 'r@example.com', role: 'brand' as const };
  act(() => useAuthStore.getState().signIn({ user, access: 'a', refresh: 'r' }));
  expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect(screen.queryByRole('link', { name: "I'm a Brand" })).not.toBeInTheDocument();
});
