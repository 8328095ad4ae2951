import { act, render, screen } from '@testing-library/react';
import { useAuthStore } from '@portal/shared/auth-store';
import DashboardPage from './dashboard-page';

test('greets the signed-in influencer by name and role', () => {
  render(<DashboardPage />);
  const user = { id: 1, username: 'demo', email: 'demo@example.com', role: 'influencer' as const };
  act(() => useAuthStore.getState().signIn({ user, access: 'a', refresh: 'r' }));

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Influencer Dashboard');
  expect(screen.getByText(/Welcome,/)).toHaveTextContent(
    'Welcome, demo! You are signed in as influencer.',
  );
});
