import { act, screen, waitFor } from '@testing-library/react';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { aDashboard } from '../testing/fixtures';
import AdminPanel from './admin-panel';

// Records when the Users and Audit log tabs' modules are first evaluated, i.e. when their code
// is loaded (the first and the last of the tabs the panel loads ahead).
const mockLoadedTabs: string[] = [];
jest.mock('../features/users/components/users-tab', () => {
  mockLoadedTabs.push('users');
  return { UsersTab: () => null };
});
jest.mock('../features/audit-log/components/audit-log-tab', () => {
  mockLoadedTabs.push('audit-log');
  return { AuditLogTab: () => null };
});

/** The browser's idle moments, run by the test one at a time. */
const idleCallbacks: IdleRequestCallback[] = [];

beforeEach(() => {
  window.requestIdleCallback = (callback) => idleCallbacks.push(callback);
  window.cancelIdleCallback = () => undefined;
});

afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

async function runNextIdleMoment() {
  const callback = idleCallbacks.shift();
  if (!callback) throw new Error('no idle moment is waited for');
  await act(async () => callback({ didTimeout: false, timeRemaining: () => 50 }));
}

test("loads the other tabs' code once the panel is shown and the browser idle, a tab per idle moment", async () => {
  serveApi({ 'GET /dashboard/admin/': { status: 200, data: aDashboard() } });
  renderPage(<AdminPanel />, { user: 'admin', url: '/admin-panel', path: '/admin-panel' });

  expect(await screen.findByText('Total Users')).toBeInTheDocument();
  expect(mockLoadedTabs).toEqual([]);

  await runNextIdleMoment();
  await waitFor(() => expect(mockLoadedTabs).toEqual(['users']));

  // Users, Campaigns, Withdrawals, Payments, Gateway, Disputes, Refunds, then the Audit log.
  for (let moment = 2; moment <= 8; moment += 1) await runNextIdleMoment();
  await waitFor(() => expect(mockLoadedTabs).toEqual(['users', 'audit-log']));
  expect(idleCallbacks).toHaveLength(0);
});
