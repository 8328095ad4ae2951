import { act, render, screen } from '@testing-library/react';
import { useAuthStore } from '@portal/shared/auth-store';
import DashboardPage from './dashboard-page';

test('greets the signed-in brand by name and role', () => {
  render(<DashboardPage />);
  const user = { id: 1, username: 'demo', email: 'demo@example.com', role: 'brand' as const };
  act(() => useAuthStore.getState().signIn({ user, access: 'a', refresh: 'r' }));

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Brand Dashboard');
  expect(screen.getByText(/Welcome,/)).toHaveTextContent(
    'Welcome, demo! You are signed in as brand.',
  );
});
