import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply, serveApi, serveApiWith } from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { aDashboard } from '../testing/fixtures';
import AdminPanel from './admin-panel';

function openDashboard() {
  return renderPage(<AdminPanel />, {
    user: 'admin',
    url: '/admin-panel',
    path: '/admin-panel',
  });
}

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

function card(label: string) {
  const title = screen.getByText(label);
  return title.parentElement as HTMLElement;
}

test('shows the totals with their breakdowns, in taka, and what waits for a decision', async () => {
  serveApi({ 'GET /dashboard/admin/': { status: 200, data: aDashboard() } });
  openDashboard();

  expect(await screen.findByText('Total Users')).toBeInTheDocument();
  expect(card('Total Users')).toHaveTextContent('9');
  expect(card('Total Users')).toHaveTextContent('3 brands, 5 influencers');
  expect(card('Total Campaigns')).toHaveTextContent('6');
  expect(card('Total Campaigns')).toHaveTextContent('14 applications');
  expect(card('Total Payments')).toHaveTextContent('4');
  expect(card('Total Payments')).toHaveTextContent('৳12,34,567.00 confirmed');
  expect(card('Pending Payments')).toHaveTextContent('2');
  expect(card('Pending Withdrawals')).toHaveTextContent('1');
  expect(card('Open Disputes')).toHaveTextContent('3');
  expect(card('Pending Refunds')).toHaveTextContent('2');
  expect(document.body.textContent).not.toContain('$');
});

test('the pending counts link to their tabs, filtered to what is pending', async () => {
  serveApi({
    'GET /dashboard/admin/': { status: 200, data: aDashboard() },
    'GET /admin/payments/': { status: 200, data: [] },
  });
  openDashboard();

  expect(await screen.findByRole('link', { name: 'Review withdrawals' })).toHaveAttribute(
    'href',
    '/admin-panel?tab=withdrawals&status=pending',
  );
  await userEvent.click(screen.getByRole('link', { name: 'Review payments' }));

  expect(currentLocation()).toBe('/admin-panel?tab=payments&status=pending');
  expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByLabelText('Status')).toHaveValue('pending');
});

test('the open disputes and pending refunds link to their tabs, filtered to what waits', async () => {
  serveApi({
    'GET /dashboard/admin/': { status: 200, data: aDashboard() },
    'GET /admin/disputes/': { status: 200, data: [] },
  });
  openDashboard();

  expect(await screen.findByRole('link', { name: 'Review refunds' })).toHaveAttribute(
    'href',
    '/admin-panel?tab=refunds&status=pending',
  );
  await userEvent.click(screen.getByRole('link', { name: 'Review disputes' }));

  expect(currentLocation()).toBe('/admin-panel?tab=disputes&status=open');
  expect(screen.getByRole('tab', { name: 'Disputes' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByLabelText('Status')).toHaveValue('open');
  expect(await screen.findByText('No open disputes.')).toBeInTheDocument();
});

test('one brand and one influencer read in the singular', async () => {
  const dashboard = aDashboard();
  serveApi({
    'GET /dashboard/admin/': {
      status: 200,
      data: {
        ...dashboard,
        stats: { ...dashboard.stats, total_brands: 1, total_influencers: 1, total_applications: 1 },
      },
    },
  });
  openDashboard();

  expect(await screen.findByText('1 brand, 1 influencer')).toBeInTheDocument();
  expect(screen.getByText('1 application')).toBeInTheDocument();
});

test('lists the most recent users and campaigns', async () => {
  serveApi({ 'GET /dashboard/admin/': { status: 200, data: aDashboard() } });
  openDashboard();

  const users = await screen.findByRole('table', { name: 'Recent Users' });
  const rows = within(users).getAllByRole('row');
  expect(rows[0]).toHaveTextContent('UsernameEmailRoleStatusJoined');
  expect(rows[1]).toHaveTextContent('nusrat_stylesnusrat@example.cominfluencerActive1 Apr 2026');
  expect(within(users).getByRole('link', { name: 'aarong_style' })).toHaveAttribute(
    'href',
    '/user/aarong_style',
  );

  const campaigns = screen.getByRole('table', { name: 'Recent Campaigns' });
  expect(within(campaigns).getAllByRole('row')[1]).toHaveTextContent(
    'Eid Collection Launchaarong_style৳15,000.00Fashion1 May 2026',
  );
  expect(within(campaigns).getByRole('link', { name: 'Eid Collection Launch' })).toHaveAttribute(
    'href',
    '/campaigns/7',
  );
});

test('says so when there are no users or campaigns yet', async () => {
  serveApi({
    'GET /dashboard/admin/': {
      status: 200,
      data: aDashboard({ recent_users: [], recent_campaigns: [] }),
    },
  });
  openDashboard();

  expect(await screen.findByText('No users yet.')).toBeInTheDocument();
  expect(screen.getByText('No campaigns yet.')).toBeInTheDocument();
});

test('shows a skeleton while loading', async () => {
  const reply = deferredReply();
  serveApiWith(() => reply.promise);
  openDashboard();

  expect(screen.getByRole('status')).toHaveTextContent('Loading admin data...');
  reply.resolve({ status: 200, data: aDashboard() });
  expect(await screen.findByText('Total Users')).toBeInTheDocument();
});

test("a failure reads 'Error loading admin data' in red, and Try again recovers", async () => {
  let calls = 0;
  serveApiWith(() => (++calls === 1 ? { status: 503 } : { status: 200, data: aDashboard() }));
  openDashboard();

  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading admin data');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Total Users')).toBeInTheDocument();
});

test('on a 360 px phone the recent lists become cards', async () => {
  setViewportWidth(PHONE_WIDTH);
  serveApi({ 'GET /dashboard/admin/': { status: 200, data: aDashboard() } });
  openDashboard();

  const users = await screen.findByRole('list', { name: 'Recent Users' });
  expect(within(users).getAllByRole('listitem')).toHaveLength(2);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
