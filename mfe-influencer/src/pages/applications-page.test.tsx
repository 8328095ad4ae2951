import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deferredReply,
  nextPageLink,
  serveApi,
  serveApiWith,
} from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import ApplicationsPage from './applications-page';
import { anApplication } from '@portal/shared/testing/contract-fixtures';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => chooseLanguage('en'));

function showApplications() {
  return renderPage(<ApplicationsPage />, { user: 'influencer', url: '/applications' });
}

const applications = [
  anApplication(),
  anApplication({
    id: 32,
    campaign: 8,
    campaign_title: 'Tech Week',
    campaign_brand: 'walton_tech',
    status: 'accepted',
    applied_at: '2026-05-03T12:05:00Z',
    collaboration_status: 'changes_requested',
  }),
  anApplication({ id: 33, campaign: 9, campaign_title: 'Gym Month', status: 'rejected' }),
];

test('lists Campaign, Brand, Status in its colour and Applied At', async () => {
  const requests = serveApi({ 'GET /applications/': { status: 200, data: applications } });
  showApplications();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Applications');
  const table = await screen.findByRole('table', { name: 'My Applications' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Campaign', 'Brand', 'Status', 'Applied At', 'Actions']);
  const [, first, second] = within(table).getAllByRole('row');
  expect(
    within(first as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Eid Collection Launch', 'aarong_style', 'Pending', '2 May 2026, 12:30 pm', '']);
  expect(
    within(second as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Tech Week',
    'walton_tech',
    'Accepted',
    '3 May 2026, 6:05 pm',
    'MessageView Collaboration',
  ]);
  expect(within(table).getByText('Pending')).toBeVisible();
  expect(within(table).getByText('Accepted')).toBeVisible();
  expect(within(table).getByText('Rejected')).toBeVisible();
  expect(within(table).getByRole('link', { name: 'Tech Week' })).toHaveAttribute(
    'href',
    '/campaigns/8',
  );
  expect(within(table).getByRole('link', { name: 'walton_tech' })).toHaveAttribute(
    'href',
    '/user/walton_tech',
  );
  expect(requests).toEqual([expect.objectContaining({ url: '/applications/', params: {} })]);
});

test('only an accepted application has Message and View Collaboration, opening the thread and the collaboration', async () => {
  serveApi({ 'GET /applications/': { status: 200, data: applications } });
  showApplications();

  const table = await screen.findByRole('table', { name: 'My Applications' });
  const message = within(table).getByRole('link', { name: 'Message walton_tech' });
  expect(message).toHaveAttribute('href', `/messages?with=${applications[1]?.campaign_brand_id}`);
  expect(within(table).getAllByRole('link', { name: /^Message / })).toHaveLength(1);
  const collaboration = within(table).getByRole('link', { name: 'View Collaboration' });
  expect(collaboration).toHaveAttribute('href', '/collaborations/32');
  expect(collaboration).toHaveAccessibleDescription('Tech Week with walton_tech');
  expect(within(table).getAllByRole('link', { name: 'View Collaboration' })).toHaveLength(1);
});

test("no applications reads 'No applications found.'", async () => {
  serveApi({ 'GET /applications/': { status: 200, data: [] } });
  showApplications();

  expect(await screen.findByText(/No applications found\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse campaigns' })).toHaveAttribute(
    'href',
    '/campaigns',
  );
});

test("a load failure reads 'Failed to fetch applications' and can be retried", async () => {
  let calls = 0;
  serveApiWith(() => (++calls === 1 ? { status: 503 } : { status: 200, data: applications }));
  const user = userEvent.setup();
  showApplications();

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch applications');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'My Applications' })).toBeInTheDocument();
});

test('shows a loading state, then pages on with Load more', async () => {
  const first = deferredReply();
  serveApi({
    'GET /applications/': (request) =>
      request.params.cursor === 'Mg' ? { status: 200, data: applications.slice(1) } : first.promise,
  });
  const user = userEvent.setup();
  showApplications();

  expect(screen.getByRole('status')).toHaveTextContent('Loading applications...');
  first.resolve({
    status: 200,
    data: applications.slice(0, 1),
    headers: nextPageLink('/applications/', 'Mg'),
  });
  await user.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Gym Month')).toBeInTheDocument();
});

test('on a 360 px phone each application is a card', async () => {
  setViewportWidth(PHONE_WIDTH);
  serveApi({ 'GET /applications/': { status: 200, data: applications } });
  showApplications();

  const cards = within(await screen.findByRole('list', { name: 'My Applications' })).getAllByRole(
    'listitem',
  );
  expect(cards).toHaveLength(3);
  expect(cards[1]).toHaveTextContent('StatusAccepted');
});

test('in Bangla the list and its dates speak Bangla, and English returns', async () => {
  serveApi({ 'GET /applications/': { status: 200, data: applications } });
  await chooseLanguage('bn');
  showApplications();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('আমার আবেদন');
  const table = await screen.findByRole('table', { name: 'আমার আবেদন' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['ক্যাম্পেইন', 'ব্র্যান্ড', 'অবস্থা', 'আবেদনের সময়', 'অ্যাকশন']);
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first as HTMLElement).getAllByRole('cell')[3]).toHaveTextContent(
    '২ মে ২০২৬, দুপুর ১২:৩০',
  );
  expect(within(second as HTMLElement).getAllByRole('cell')[3]).toHaveTextContent(
    '৩ মে ২০২৬, সন্ধ্যা ৬:০৫',
  );
  expect(
    within(second as HTMLElement).getByRole('link', { name: 'কোলাবরেশন দেখুন' }),
  ).toHaveAccessibleDescription('walton_tech-এর সাথে Tech Week');

  await act(() => chooseLanguage('en'));

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Applications');
  const english = screen.getByRole('table', { name: 'My Applications' });
  expect(within(english).getAllByRole('row')[1]).toHaveTextContent('2 May 2026, 12:30 pm');
});

test('in Bangla no applications reads so, with the way to browse campaigns', async () => {
  serveApi({ 'GET /applications/': { status: 200, data: [] } });
  await chooseLanguage('bn');
  showApplications();

  expect(await screen.findByText('কোনো আবেদন পাওয়া যায়নি।')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ক্যাম্পেইন দেখুন' })).toHaveAttribute('href', '/campaigns');
});
