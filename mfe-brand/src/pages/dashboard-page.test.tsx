import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application } from '@portal/shared/contract/applications';
import {
  deferredReply,
  nextPageLink,
  serveApi,
  serveApiWith,
} from '@portal/shared/testing/fake-api';
import {
  aCampaign,
  anApplication,
  aShortlistEntry,
  SIX_MONTHS,
} from '@portal/shared/testing/contract-fixtures';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { currentLocation, renderPage, TEST_USERS } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { aBrandDashboard } from '../testing/fixtures';
import DashboardPage from './dashboard-page';
import { confirmDecision } from '../testing/decisions';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => chooseLanguage('en'));

function showDashboard() {
  return renderPage(<DashboardPage />, {
    user: 'brand',
    url: '/dashboard',
    routes: { '/campaigns/:id': <p>campaign detail</p> },
  });
}

function headersOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
}

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

const applications = [
  anApplication(),
  anApplication({
    id: 32,
    influencer_name: 'dhaka_foodie',
    campaign_title: 'Iftar Box',
    expected_fee: null,
    amount: '15000.00',
    proposal: '',
    status: 'accepted',
    collaboration_status: 'delivered',
  }),
  anApplication({ id: 33, influencer_name: 'tanvir_tech', status: 'rejected' }),
];

/** A dashboard whose applications change as the brand decides them. */
function serveDecisions(
  decide: (id: number, status: string) => { status: number; data?: unknown },
) {
  let rows: Application[] = applications;
  return serveApi({
    'GET /dashboard/brand/': () => ({
      status: 200,
      data: aBrandDashboard({ recent_applications: rows }),
    }),
    'PUT /applications/31/status/': (request) => {
      const { status } = request.body as { status: 'accepted' | 'rejected' };
      const reply = decide(31, status);
      if (reply.status === 200) {
        rows = rows.map((row) => (row.id === 31 ? { ...row, status } : row));
      }
      return reply;
    },
  });
}

test('greets the brand and shows the three figures in taka', async () => {
  serveApi({ 'GET /dashboard/brand/': { status: 200, data: aBrandDashboard() } });
  showDashboard();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Brand Dashboard');
  const figures = screen.getByRole('region', { name: 'Your figures' });
  await within(figures).findByText('৳12,34,567.00');
  expect(figures).toHaveTextContent('Total Campaigns3');
  expect(figures).toHaveTextContent('Applications Received7');
  expect(figures).toHaveTextContent('Money Spent৳12,34,567.00');
  expect(screen.getByText(/Welcome back,/)).toHaveTextContent('Welcome back, aarong_style!');
  expect(screen.getByRole('link', { name: 'Create Campaign' })).toHaveAttribute(
    'href',
    '/create-campaign',
  );
});

test('leads to the shortlist: "Shortlist" at once, with the count once it is read', async () => {
  const shortlist = deferredReply();
  serveApi({
    'GET /dashboard/brand/': { status: 200, data: aBrandDashboard() },
    'GET /shortlist/': () => shortlist.promise,
  });
  showDashboard();
  expect(screen.getByRole('link', { name: 'Shortlist' })).toHaveAttribute('href', '/shortlist');
  act(() =>
    shortlist.resolve({ status: 200, data: [aShortlistEntry(), aShortlistEntry({ id: 22 })] }),
  );
  expect(await screen.findByRole('link', { name: 'Shortlist (2)' })).toHaveAttribute(
    'href',
    '/shortlist',
  );
});

test('the shortlist link says "N+" when more saved influencers follow the first page', async () => {
  const page = Array.from({ length: 50 }, (_, index) => aShortlistEntry({ id: 100 + index }));
  serveApi({
    'GET /dashboard/brand/': { status: 200, data: aBrandDashboard() },
    'GET /shortlist/': {
      status: 200,
      data: page,
      headers: nextPageLink('/shortlist/', 'MTAw'),
    },
  });
  showDashboard();
  expect(await screen.findByRole('link', { name: 'Shortlist (50+)' })).toBeInTheDocument();
});

test('greets a brand who just registered with Welcome, in English and in Bangla', async () => {
  serveApi({ 'GET /dashboard/brand/': { status: 200, data: aBrandDashboard() } });
  renderPage(<DashboardPage />, {
    user: { ...TEST_USERS.brand, first_session: true },
    url: '/dashboard',
  });

  expect(screen.getByText(/Welcome,/)).toHaveTextContent('Welcome, aarong_style!');
  expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();

  await act(() => chooseLanguage('bn'));
  expect(screen.getByText(/স্বাগতম,/)).toHaveTextContent('স্বাগতম, aarong_style!');
  expect(screen.queryByText(/আবার স্বাগতম/)).not.toBeInTheDocument();
});

test('greets a brand signed in again with Welcome back', async () => {
  serveApi({ 'GET /dashboard/brand/': { status: 200, data: aBrandDashboard() } });
  renderPage(<DashboardPage />, {
    user: { ...TEST_USERS.brand, first_session: false },
    url: '/dashboard',
  });

  expect(screen.getByText(/Welcome back,/)).toHaveTextContent('Welcome back, aarong_style!');
  await act(() => chooseLanguage('bn'));
  expect(screen.getByText(/আবার স্বাগতম,/)).toHaveTextContent('আবার স্বাগতম, aarong_style!');
});

test('charts the money spent in the last six months, described month by month', async () => {
  serveApi({ 'GET /dashboard/brand/': { status: 200, data: aBrandDashboard() } });
  showDashboard();

  const chart = await screen.findByRole('img', { name: /Money spent per month/ });
  expect(chart).toHaveAccessibleName(
    'Money spent per month (last 6 months). Jan 2026: ৳0.00, Feb 2026: ৳0.00, Mar 2026: ৳0.00, ' +
      'Apr 2026: ৳0.00, May 2026: ৳12,000.00, Jun 2026: ৳0.00',
  );
  expect(screen.queryByText(/No confirmed payments/)).not.toBeInTheDocument();
});

test('months without confirmed payments say so under the chart', async () => {
  serveApi({
    'GET /dashboard/brand/': {
      status: 200,
      data: aBrandDashboard({
        monthly_spending: SIX_MONTHS.map((month) => ({ month, amount: '0.00' })),
      }),
    },
  });
  showDashboard();

  expect(
    await screen.findByText('No confirmed payments in these six months yet.'),
  ).toBeInTheDocument();
});

test('lists recent campaigns with Title, Budget, Applications, Created and View All', async () => {
  serveApi({
    'GET /dashboard/brand/': {
      status: 200,
      data: aBrandDashboard({
        recent_campaigns: [aCampaign(), aCampaign({ id: 8, title: 'Iftar Box', budget: '800.50' })],
      }),
    },
  });
  const user = userEvent.setup();
  showDashboard();

  const table = await screen.findByRole('table', { name: 'Recent Campaigns' });
  expect(headersOf(table)).toEqual(['Title', 'Budget', 'Applications', 'Created']);
  expect(rowsOf(table)).toEqual([
    ['Eid Collection Launch', '৳15,000.00', '2', '1 May 2026'],
    ['Iftar Box', '৳800.50', '2', '1 May 2026'],
  ]);
  const section = screen.getByRole('region', { name: 'Recent Campaigns' });
  const viewAll = within(section).getByRole('link', { name: 'View All' });
  expect(viewAll).toHaveAttribute('href', '/campaigns');
  expect(viewAll).toHaveAccessibleDescription('Recent Campaigns');
  await user.click(within(table).getByRole('link', { name: 'Iftar Box' }));
  expect(currentLocation()).toBe('/campaigns/8');
});

test('lists recent applications with the influencer linked, status colours, outcomes and collaboration links', async () => {
  serveApi({
    'GET /dashboard/brand/': {
      status: 200,
      data: aBrandDashboard({ recent_applications: applications }),
    },
  });
  showDashboard();

  const table = await screen.findByRole('table', { name: 'Recent Applications' });
  expect(headersOf(table)).toEqual([
    'Influencer',
    'Campaign',
    'Proposed Fee',
    'Proposal',
    'Status',
    'Actions',
  ]);
  expect(rowsOf(table)).toEqual([
    [
      'nusrat_styles',
      'Eid Collection Launch',
      '৳12,000.00',
      'Three reels and a story.',
      'Pending',
      'View Proposal',
    ],
    [
      'dhaka_foodie',
      'Iftar Box',
      '৳15,000.00 (budget)',
      'No proposal provided.',
      'Accepted',
      'View ProposalAccepted ✓View Collaboration',
    ],
    [
      'tanvir_tech',
      'Eid Collection Launch',
      '৳12,000.00',
      'Three reels and a story.',
      'Rejected',
      'View ProposalRejected ✗',
    ],
  ]);
  expect(within(table).getByRole('link', { name: 'dhaka_foodie' })).toHaveAttribute(
    'href',
    '/user/dhaka_foodie',
  );
  expect(within(table).getByRole('link', { name: 'Iftar Box' })).toHaveAttribute(
    'href',
    '/campaigns/7',
  );
  expect(within(table).getByText('Pending')).toBeVisible();
  expect(within(table).getByText('Accepted')).toBeVisible();
  expect(within(table).getByText('Rejected')).toBeVisible();
  expect(
    within(table).getAllByRole('button', { name: 'View Proposal' })[0],
  ).toHaveAccessibleDescription("nusrat_styles's application to Eid Collection Launch");
  const collaboration = within(table).getByRole('link', { name: 'View Collaboration' });
  expect(collaboration).toHaveAttribute('href', '/collaborations/32');
  expect(collaboration).toHaveAccessibleDescription("dhaka_foodie's application to Iftar Box");
  const section = screen.getByRole('region', { name: 'Recent Applications' });
  expect(within(section).getByRole('link', { name: 'View All' })).toHaveAttribute(
    'href',
    '/applications',
  );
});

test("View Proposal opens 'Application Details' with the whole application", async () => {
  serveApi({
    'GET /dashboard/brand/': {
      status: 200,
      data: aBrandDashboard({ recent_applications: applications }),
    },
  });
  const user = userEvent.setup();
  showDashboard();

  const table = await screen.findByRole('table', { name: 'Recent Applications' });
  const [pendingButton, acceptedButton] = within(table).getAllByRole('button', {
    name: 'View Proposal',
  });
  await user.click(pendingButton as HTMLElement);
  const dialog = screen.getByRole('dialog', { name: 'Application Details' });
  expect(dialog).toHaveTextContent('CampaignEid Collection Launch');
  expect(dialog).toHaveTextContent('Influencernusrat_styles');
  expect(dialog).toHaveTextContent('Proposed Fee৳12,000.00');
  expect(dialog).toHaveTextContent('ProposalThree reels and a story.');
  expect(within(dialog).getByRole('link', { name: 'nusrat_styles' })).toHaveAttribute(
    'href',
    '/user/nusrat_styles',
  );
  expect(within(dialog).getByRole('button', { name: 'Accept Application' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Reject Application' })).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(acceptedButton as HTMLElement);
  const decided = screen.getByRole('dialog', { name: 'Application Details' });
  expect(decided).toHaveTextContent('ProposalNo proposal provided.');
  expect(decided).toHaveTextContent('Proposed Fee৳15,000.00 (budget)');
  expect(within(decided).getByText('Accepted ✓')).toBeInTheDocument();
  expect(within(decided).queryByRole('button', { name: /Application$/ })).not.toBeInTheDocument();
});

test.each([
  ['Accept Application', 'accepted', 'Application accepted successfully!', 'Accepted ✓'],
  ['Reject Application', 'rejected', 'Application rejected successfully!', 'Rejected ✗'],
])('%s decides, says so and the dashboard refreshes', async (button, status, sentence, outcome) => {
  const requests = serveDecisions((id, decision) => ({
    status: 200,
    data: anApplication({ id, status: decision as Application['status'] }),
  }));
  const user = userEvent.setup();
  showDashboard();

  const table = await screen.findByRole('table', { name: 'Recent Applications' });
  await user.click(
    within(table).getAllByRole('button', { name: 'View Proposal' })[0] as HTMLElement,
  );
  await user.click(screen.getByRole('button', { name: button }));
  await confirmDecision(user, button === 'Accept Application' ? 'Accept' : 'Reject');

  expect(await screen.findByRole('status')).toHaveTextContent(sentence);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const [first] = within(table).getAllByRole('row').slice(1);
  expect(first).toHaveTextContent(outcome);
  expect(requests.filter((request) => request.method === 'PUT')).toEqual([
    expect.objectContaining({ url: '/applications/31/status/', body: { status } }),
  ]);
  expect(requests.filter((request) => request.url === '/dashboard/brand/')).toHaveLength(2);
  const payNow = screen.queryByRole('link', { name: 'Pay now' });
  if (status === 'accepted') expect(payNow).toHaveAttribute('href', '/payments?pay=31');
  else expect(payNow).not.toBeInTheDocument();
});

test("a failed decision reads 'Failed to update application' in the dialog, with the reason", async () => {
  serveDecisions(() => ({
    status: 409,
    data: { error: 'This application has already been decided.' },
  }));
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const user = userEvent.setup();
  showDashboard();

  const table = await screen.findByRole('table', { name: 'Recent Applications' });
  await user.click(
    within(table).getAllByRole('button', { name: 'View Proposal' })[0] as HTMLElement,
  );
  await user.click(screen.getByRole('button', { name: 'Accept Application' }));
  await confirmDecision(user, 'Accept');

  const dialog = screen.getByRole('dialog', { name: 'Application Details' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Failed to update application: This application has already been decided.',
  );
  expect(alert).not.toHaveBeenCalled();
  alert.mockRestore();
});

test("a failure without a reason reads just 'Failed to update application'", async () => {
  serveDecisions(() => ({ status: 503 }));
  const user = userEvent.setup();
  showDashboard();

  const table = await screen.findByRole('table', { name: 'Recent Applications' });
  await user.click(
    within(table).getAllByRole('button', { name: 'View Proposal' })[0] as HTMLElement,
  );
  await user.click(screen.getByRole('button', { name: 'Reject Application' }));
  await confirmDecision(user, 'Reject');

  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to update application$/);
  expect(screen.getByRole('button', { name: 'Reject Application' })).toBeEnabled();
});

test("empty lists read the screen's sentences, with the link to create a campaign", async () => {
  serveApi({
    'GET /dashboard/brand/': {
      status: 200,
      data: aBrandDashboard({ recent_campaigns: [], recent_applications: [] }),
    },
  });
  showDashboard();

  expect(await screen.findByText(/No campaigns yet\./)).toHaveTextContent(
    'No campaigns yet. Create your first campaign',
  );
  expect(screen.getByRole('link', { name: 'Create your first campaign' })).toHaveAttribute(
    'href',
    '/create-campaign',
  );
  expect(screen.getByText('No applications yet.')).toBeInTheDocument();
});

test('a load failure falls back to empty lists and offers to try again', async () => {
  let calls = 0;
  serveApiWith(() => (++calls === 1 ? { status: 503 } : { status: 200, data: aBrandDashboard() }));
  const user = userEvent.setup();
  showDashboard();

  expect(await screen.findByRole('alert')).toHaveTextContent('Your dashboard could not be loaded.');
  expect(screen.getByText(/No campaigns yet\./)).toBeInTheDocument();
  expect(screen.getByText('No applications yet.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Your figures' })).toHaveTextContent(
    'Total Campaigns—',
  );

  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'Recent Campaigns' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('shows a loading state until the dashboard arrives', async () => {
  const reply = deferredReply();
  serveApiWith(() => reply.promise);
  showDashboard();

  expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
  // The greeting, the figures' labels and the chart's title are in place before the data.
  expect(screen.getByText(/Welcome back,/)).toHaveTextContent('Welcome back, aarong_style!');
  expect(screen.getByRole('region', { name: 'Your figures' })).toHaveTextContent(
    'Total CampaignsApplications ReceivedMoney Spentconfirmed payments',
  );
  expect(
    screen.getByRole('figure', { name: 'Money spent per month (last 6 months)' }),
  ).toHaveAttribute('aria-busy', 'true');
  reply.resolve({ status: 200, data: aBrandDashboard() });
  expect(await screen.findByRole('table', { name: 'Recent Campaigns' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Your figures' })).toHaveTextContent(
    'Total Campaigns3',
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('on a 360 px phone the chart is a row per month and the tables become cards', async () => {
  setViewportWidth(PHONE_WIDTH);
  serveApi({ 'GET /dashboard/brand/': { status: 200, data: aBrandDashboard() } });
  const user = userEvent.setup();
  showDashboard();

  const chart = screen.getByRole('figure', { name: 'Money spent per month (last 6 months)' });
  expect((await within(chart).findAllByRole('listitem')).map((month) => month.textContent)).toEqual(
    [
      'Jan 2026৳0.00',
      'Feb 2026৳0.00',
      'Mar 2026৳0.00',
      'Apr 2026৳0.00',
      'May 2026৳12,000.00',
      'Jun 2026৳0.00',
    ],
  );
  const campaigns = screen.getByRole('list', { name: 'Recent Campaigns' });
  expect(within(campaigns).getByRole('listitem')).toHaveTextContent('Budget৳15,000.00');
  const cards = screen.getByRole('list', { name: 'Recent Applications' });
  await user.click(within(cards).getByRole('button', { name: 'View Proposal' }));
  expect(screen.getByRole('dialog', { name: 'Application Details' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
