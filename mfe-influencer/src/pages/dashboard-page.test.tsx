import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply, serveApi, serveApiWith } from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage, TEST_USERS } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { aCampaign, anApplication, SIX_MONTHS } from '@portal/shared/testing/contract-fixtures';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { aDashboard } from '../testing/fixtures';
import DashboardPage from './dashboard-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => chooseLanguage('en'));

function showDashboard() {
  return renderPage(<DashboardPage />, {
    user: 'influencer',
    url: '/dashboard',
    routes: { '/campaigns/:id': <p>campaign detail</p> },
  });
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

test('greets the influencer and shows the four figures in taka', async () => {
  serveApi({ 'GET /dashboard/influencer/': { status: 200, data: aDashboard() } });
  showDashboard();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Influencer Dashboard');
  const figures = await screen.findByRole('region', { name: 'Your figures' });
  expect(figures).toHaveTextContent('Total Applications4');
  expect(figures).toHaveTextContent('Accepted2');
  expect(figures).toHaveTextContent('Total Earnings৳12,34,567.00released to you, after fees');
  expect(figures).toHaveTextContent(
    'Pending Earnings৳8,000.50accepted, not yet released; what you receive after fees',
  );
  expect(screen.getByText(/Welcome back,/)).toHaveTextContent('Welcome back, nusrat_styles!');
});

test('greets an influencer who just registered with Welcome, in English and in Bangla', async () => {
  serveApi({ 'GET /dashboard/influencer/': { status: 200, data: aDashboard() } });
  renderPage(<DashboardPage />, {
    user: { ...TEST_USERS.influencer, first_session: true },
    url: '/dashboard',
  });

  expect(await screen.findByText(/Welcome,/)).toHaveTextContent('Welcome, nusrat_styles!');
  expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();

  await act(() => chooseLanguage('bn'));
  expect(screen.getByText(/স্বাগতম,/)).toHaveTextContent('স্বাগতম, nusrat_styles!');
  expect(screen.queryByText(/আবার স্বাগতম/)).not.toBeInTheDocument();
});

test('charts the earnings of the last six months, described month by month', async () => {
  serveApi({ 'GET /dashboard/influencer/': { status: 200, data: aDashboard() } });
  showDashboard();

  const chart = await screen.findByRole('img', { name: /Earnings per month/ });
  expect(chart).toHaveAccessibleName(
    'Earnings per month (last 6 months). Jan 2026: ৳0.00, Feb 2026: ৳0.00, Mar 2026: ৳0.00, ' +
      'Apr 2026: ৳0.00, May 2026: ৳12,000.00, Jun 2026: ৳0.00',
  );
});

test('months without confirmed earnings say so under the chart', async () => {
  serveApi({
    'GET /dashboard/influencer/': {
      status: 200,
      data: aDashboard({
        monthly_earnings: SIX_MONTHS.map((month) => ({ month, amount: '0.00' })),
      }),
    },
  });
  showDashboard();

  expect(
    await screen.findByText('No confirmed earnings in these six months yet.'),
  ).toBeInTheDocument();
});

test('lists available campaigns with the brand linked and Apply leading to the campaign', async () => {
  serveApi({
    'GET /dashboard/influencer/': {
      status: 200,
      data: aDashboard({
        available_campaigns: [
          aCampaign(),
          aCampaign({ id: 8, title: 'Iftar Box', brand_name: '' }),
        ],
      }),
    },
  });
  const user = userEvent.setup();
  showDashboard();

  const table = await screen.findByRole('table', { name: 'Available Campaigns' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Campaign', 'Brand', 'Budget', 'Action']);
  expect(rowsOf(table)).toEqual([
    ['Eid Collection Launch', 'aarong_style', '৳15,000.00', 'Apply to Eid Collection Launch'],
    ['Iftar Box', 'Unknown Brand', '৳15,000.00', 'Apply to Iftar Box'],
  ]);
  expect(within(table).getByRole('link', { name: 'aarong_style' })).toHaveAttribute(
    'href',
    '/user/aarong_style',
  );
  await user.click(within(table).getByRole('link', { name: 'Apply to Iftar Box' }));
  expect(currentLocation()).toBe('/campaigns/8');
});

test('a campaign already applied to is marked Applied in place of Apply, in both languages', async () => {
  serveApi({
    'GET /dashboard/influencer/': {
      status: 200,
      data: aDashboard({
        available_campaigns: [
          aCampaign({ application_status: 'pending' }),
          aCampaign({ id: 8, title: 'Iftar Box' }),
          aCampaign({ id: 9, title: 'Tech Week', application_status: 'rejected' }),
        ],
      }),
    },
  });
  showDashboard();

  const table = await screen.findByRole('table', { name: 'Available Campaigns' });
  expect(rowsOf(table).map((row) => row[3])).toEqual(['Applied', 'Apply to Iftar Box', 'Applied']);
  expect(within(table).getAllByRole('link', { name: /^Apply to/ })).toHaveLength(1);
  expect(within(table).getAllByText('Applied')[0]).toBeVisible();

  await act(() => chooseLanguage('bn'));

  const campaigns = screen.getByRole('table', { name: 'চলমান ক্যাম্পেইন' });
  expect(rowsOf(campaigns).map((row) => row[3])).toEqual([
    'আবেদন করেছেন',
    'আবেদন করুন: Iftar Box',
    'আবেদন করেছেন',
  ]);
});

test('lists recent applications with status colour and applied date', async () => {
  serveApi({
    'GET /dashboard/influencer/': {
      status: 200,
      data: aDashboard({
        recent_applications: [
          anApplication(),
          anApplication({
            id: 32,
            campaign_title: 'Tech Week',
            status: 'accepted',
            collaboration_status: 'in_escrow',
          }),
          anApplication({ id: 33, campaign_title: 'Gym Month', status: 'rejected' }),
        ],
      }),
    },
  });
  showDashboard();

  const table = await screen.findByRole('table', { name: 'Recent Applications' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Campaign', 'Brand', 'Status', 'Applied']);
  expect(rowsOf(table)).toEqual([
    ['Eid Collection Launch', 'aarong_style', 'Pending', '2 May 2026'],
    ['Tech Week', 'aarong_style', 'AcceptedView Collaboration', '2 May 2026'],
    ['Gym Month', 'aarong_style', 'Rejected', '2 May 2026'],
  ]);
  expect(within(table).getByRole('link', { name: 'Tech Week' })).toHaveAttribute(
    'href',
    '/campaigns/7',
  );
  expect(within(table).getByText('Pending')).toBeVisible();
  expect(within(table).getByText('Accepted')).toBeVisible();
  expect(within(table).getByText('Rejected')).toBeVisible();
  const collaboration = within(table).getByRole('link', { name: 'View Collaboration' });
  expect(collaboration).toHaveAttribute('href', '/collaborations/32');
  expect(collaboration).toHaveAccessibleDescription('Tech Week with aarong_style');
  expect(within(table).getAllByRole('link', { name: 'View Collaboration' })).toHaveLength(1);
});

test("empty lists read the screen's sentences with a link to browse campaigns", async () => {
  serveApi({
    'GET /dashboard/influencer/': {
      status: 200,
      data: aDashboard({ available_campaigns: [], recent_applications: [] }),
    },
  });
  showDashboard();

  expect(await screen.findByText(/No campaigns available\./)).toHaveTextContent(
    'No campaigns available. Browse campaigns',
  );
  expect(screen.getByText(/No applications yet\./)).toHaveTextContent(
    'No applications yet. Browse campaigns',
  );
  for (const link of screen.getAllByRole('link', { name: 'Browse campaigns' })) {
    expect(link).toHaveAttribute('href', '/campaigns');
  }
});

test('a load failure falls back to empty lists and offers to try again', async () => {
  let calls = 0;
  serveApiWith(() => (++calls === 1 ? { status: 503 } : { status: 200, data: aDashboard() }));
  const user = userEvent.setup();
  showDashboard();

  expect(await screen.findByRole('alert')).toHaveTextContent('Your dashboard could not be loaded.');
  expect(screen.getByText(/No campaigns available\./)).toBeInTheDocument();
  expect(screen.getByText(/No applications yet\./)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Your figures' })).toHaveTextContent(
    'Total Applications—',
  );

  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'Available Campaigns' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('shows a loading state until the dashboard arrives', async () => {
  const reply = deferredReply();
  serveApiWith(() => reply.promise);
  showDashboard();

  expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
  reply.resolve({ status: 200, data: aDashboard() });
  expect(await screen.findByRole('region', { name: 'Your figures' })).toBeInTheDocument();
});

test('on a 360 px phone the chart is a row per month and the tables become cards', async () => {
  setViewportWidth(PHONE_WIDTH);
  serveApi({ 'GET /dashboard/influencer/': { status: 200, data: aDashboard() } });
  showDashboard();

  const chart = await screen.findByRole('figure', { name: 'Earnings per month (last 6 months)' });
  const months = within(chart).getAllByRole('listitem');
  expect(months.map((month) => month.textContent)).toEqual([
    'Jan 2026৳0.00',
    'Feb 2026৳0.00',
    'Mar 2026৳0.00',
    'Apr 2026৳0.00',
    'May 2026৳12,000.00',
    'Jun 2026৳0.00',
  ]);

  const cards = await screen.findByRole('list', { name: 'Available Campaigns' });
  expect(within(cards).getByRole('listitem')).toHaveTextContent('Budget৳15,000.00');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('in Bangla the figures are in Bengali digits, taka grouped in lakh, and English returns', async () => {
  serveApi({ 'GET /dashboard/influencer/': { status: 200, data: aDashboard() } });
  await chooseLanguage('bn');
  showDashboard();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ইনফ্লুয়েন্সার ড্যাশবোর্ড');
  const figures = await screen.findByRole('region', { name: 'আপনার পরিসংখ্যান' });
  expect(figures).toHaveTextContent('মোট আবেদন৪');
  expect(figures).toHaveTextContent('গৃহীত২');
  expect(figures).toHaveTextContent('মোট আয়৳১২,৩৪,৫৬৭.০০ফি বাদে আপনার কাছে ছাড় হয়েছে');
  expect(figures).toHaveTextContent(
    'অপেক্ষমাণ আয়৳৮,০০০.৫০গৃহীত, এখনো ছাড় হয়নি; ফি বাদে আপনি যা পাবেন',
  );
  expect(screen.getByRole('img', { name: /^মাসভিত্তিক আয় \(গত ৬ মাস\)/ })).toBeInTheDocument();
  const campaigns = screen.getByRole('table', { name: 'চলমান ক্যাম্পেইন' });
  expect(
    within(campaigns)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['ক্যাম্পেইন', 'ব্র্যান্ড', 'বাজেট', 'অ্যাকশন']);
  expect(rowsOf(campaigns)[0]).toEqual([
    'Eid Collection Launch',
    'aarong_style',
    '৳১৫,০০০.০০',
    'আবেদন করুন: Eid Collection Launch',
  ]);
  const applications = screen.getByRole('table', { name: 'সাম্প্রতিক আবেদন' });
  expect(rowsOf(applications)[0]?.[3]).toBe('২ মে ২০২৬');

  await act(() => chooseLanguage('en'));

  expect(screen.getByRole('region', { name: 'Your figures' })).toHaveTextContent(
    'Total Earnings৳12,34,567.00',
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Influencer Dashboard');
  expect(rowsOf(screen.getByRole('table', { name: 'Recent Applications' }))[0]?.[3]).toBe(
    '2 May 2026',
  );
});
