import { screen, waitFor } from '@testing-library/react';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { aDashboard } from '../testing/fixtures';
import AdminPanel from './admin-panel';

// Records when the Audit log tab's module is first evaluated, i.e. when its code is loaded.
const mockLoadedTabs: string[] = [];
jest.mock('../features/audit-log/components/audit-log-tab', () => {
  mockLoadedTabs.push('audit-log');
  return { AuditLogTab: () => null };
});

test("loads the other tabs' code once the panel is shown and the browser idle, not before", async () => {
  serveApi({ 'GET /dashboard/admin/': { status: 200, data: aDashboard() } });
  renderPage(<AdminPanel />, { user: 'admin', url: '/admin-panel', path: '/admin-panel' });

  expect(mockLoadedTabs).toEqual([]);
  expect(await screen.findByText('Total Users')).toBeInTheDocument();
  await waitFor(() => expect(mockLoadedTabs).toEqual(['audit-log']), { timeout: 3000 });
});
