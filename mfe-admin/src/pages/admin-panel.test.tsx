import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import AdminPanel from './admin-panel';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminPanel />
    </MemoryRouter>,
  );
}

test('shows the five tabs of spec §2 with Dashboard selected', () => {
  renderAt('/admin-panel');
  expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Dashboard',
    'Users',
    'Campaigns',
    'Withdrawals',
    'Payments',
  ]);
  expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
});

test('?tab=users opens the Users tab, and clicking a tab switches to it', async () => {
  renderAt('/admin-panel?tab=users');
  expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Users' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Payments' }));

  expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Payments' })).toBeInTheDocument();
});
