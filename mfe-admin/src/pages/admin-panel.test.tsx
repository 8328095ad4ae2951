import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveApi, type FakeRequest } from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import { aCampaign, anAdminWithdrawal } from '@portal/shared/testing/contract-fixtures';
import {
  aDashboard,
  aDisputeCase,
  aPayment,
  aRefund,
  anIntent,
  aUser,
  anAuditEntry,
} from '../testing/fixtures';
import AdminPanel from './admin-panel';

function serveEveryTab() {
  return serveApi({
    'GET /dashboard/admin/': { status: 200, data: aDashboard() },
    'GET /users/all/': { status: 200, data: [aUser()] },
    'GET /admin/campaigns/': { status: 200, data: [aCampaign()] },
    'GET /admin/withdrawals/': { status: 200, data: [anAdminWithdrawal()] },
    'GET /admin/payments/': { status: 200, data: [aPayment()] },
    'GET /admin/payment-intents/': { status: 200, data: [anIntent()] },
    'GET /admin/disputes/': { status: 200, data: [aDisputeCase()] },
    'GET /admin/refunds/': { status: 200, data: [aRefund()] },
    'GET /admin/audit-log/': { status: 200, data: [anAuditEntry()] },
  });
}

function openAt(url: string) {
  return renderPage(<AdminPanel />, { user: 'admin', url, path: '/admin-panel' });
}

const calls = (requests: FakeRequest[], url: string) =>
  requests.filter((request) => request.method === 'GET' && request.url === url).length;

test('shows the tabs, the disputes and refunds, and the audit log, with Dashboard selected', async () => {
  serveEveryTab();
  openAt('/admin-panel');

  expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Dashboard',
    'Users',
    'Campaigns',
    'Withdrawals',
    'Payments',
    'Gateway',
    'Disputes',
    'Refunds',
    'Audit log',
  ]);
  expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Total Users')).toBeInTheDocument();
});

test('?tab=users opens the Users tab; clicking a tab puts it in the address', async () => {
  serveEveryTab();
  openAt('/admin-panel?tab=users');

  expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel', { name: 'Users' });
  expect(await within(panel).findByText('nusrat@example.com')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Payments' }));

  expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
  expect(currentLocation()).toBe('/admin-panel?tab=payments&status=pending');
  expect(await screen.findByText('BKX12345678')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Dashboard' }));
  expect(currentLocation()).toBe('/admin-panel');
});

test('Payments and Withdrawals open on Pending; All stays a choice', async () => {
  const requests = serveEveryTab();
  openAt('/admin-panel');
  await screen.findByText('Total Users');

  for (const [tab, url] of [
    ['Payments', '/admin/payments/'],
    ['Withdrawals', '/admin/withdrawals/'],
  ] as const) {
    await userEvent.click(screen.getByRole('tab', { name: tab }));
    const panel = screen.getByRole('tabpanel', { name: tab });
    expect(await within(panel).findByRole('combobox', { name: 'Status' })).toHaveDisplayValue(
      'Pending',
    );
    expect(requests.filter((request) => request.url === url).at(-1)?.params).toMatchObject({
      status: 'pending',
    });
  }
  await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
  expect(currentLocation()).toBe('/admin-panel?tab=users');
});

test('an unknown tab in the address opens the Dashboard', async () => {
  serveEveryTab();
  openAt('/admin-panel?tab=secrets');
  expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Total Users')).toBeInTheDocument();
});

test('clicking a tab other than Dashboard reloads its data, every time', async () => {
  const requests = serveEveryTab();
  openAt('/admin-panel');
  await screen.findByText('Total Users');

  for (const [tab, url, role, name] of [
    ['Users', '/users/all/', 'table', 'Users'],
    ['Campaigns', '/admin/campaigns/', 'table', 'Campaigns'],
    ['Withdrawals', '/admin/withdrawals/', 'table', 'Withdrawal requests'],
    ['Payments', '/admin/payments/', 'table', 'Payments'],
    ['Gateway', '/admin/payment-intents/', 'table', 'Gateway payments'],
    ['Disputes', '/admin/disputes/', 'list', 'Disputes'],
    ['Refunds', '/admin/refunds/', 'table', 'Refunds'],
    ['Audit log', '/admin/audit-log/', 'table', 'Audit log'],
  ] as const) {
    await userEvent.click(screen.getByRole('tab', { name: tab }));
    await screen.findByRole(role, { name });
    expect(calls(requests, url)).toBe(1);
    await userEvent.click(screen.getByRole('tab', { name: tab }));
    await screen.findByRole(role, { name });
    expect(calls(requests, url)).toBe(2);
  }
  // Nine tabs, each loading its code and data twice: more than jest's 5 s on a busy machine.
}, 20_000);

test('the arrow keys, Home and End move between tabs', async () => {
  serveEveryTab();
  openAt('/admin-panel');
  const dashboard = screen.getByRole('tab', { name: 'Dashboard' });
  dashboard.focus();

  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
  expect(currentLocation()).toBe('/admin-panel?tab=users');

  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowRight}');
  expect(dashboard).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Audit log' })).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(dashboard).toHaveAttribute('aria-selected', 'true');
  expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([dashboard]);
});
