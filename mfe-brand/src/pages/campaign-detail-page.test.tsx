import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application } from '@portal/shared/contract/applications';
import { deferredReply, serveApi, serveApiWith } from '@portal/shared/testing/fake-api';
import { aCampaign, anApplication } from '@portal/shared/testing/contract-fixtures';
import { renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import CampaignDetailPage from './campaign-detail-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

function showCampaign(id = '7') {
  return renderPage(<CampaignDetailPage />, {
    user: 'brand',
    url: `/campaigns/${id}`,
    path: '/campaigns/:id',
  });
}

const applications = [
  anApplication(),
  anApplication({ id: 32, influencer_name: 'dhaka_foodie', status: 'accepted' }),
];

test("shows the brand's own campaign in full, with the applications to it", async () => {
  const requests = serveApi({
    'GET /campaigns/7/': {
      status: 200,
      data: aCampaign({ description: 'Three posts.\nOne story on Eid day.' }),
    },
    'GET /applications/': { status: 200, data: applications },
  });
  showCampaign();

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Eid Collection Launch' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Three posts\./)).toHaveTextContent('Three posts. One story on Eid day.');
  const facts = screen.getByText('Budget').closest('dl') as HTMLElement;
  expect(facts).toHaveTextContent(
    'Budget৳15,000.00CategoryFashionDeadline30 Jun 2030New applicationsOpenApplications2' +
      'Influencers wantedNo limit',
  );
  expect(screen.getByText(/^By:/)).toHaveTextContent('By: aarong_style · posted 1 May 2026');
  expect(screen.getByText('Active')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Back to My Campaigns' })).toHaveAttribute(
    'href',
    '/campaigns',
  );

  const table = await screen.findByRole('table', { name: 'Applications to Eid Collection Launch' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Influencer', 'Proposed Fee', 'Status', 'Applied At', 'Actions']);
  expect(within(table).getAllByRole('button', { name: 'Accept' })).toHaveLength(1);
  expect(requests.find((request) => request.url === '/applications/')?.params).toEqual({
    campaign: '7',
  });
});

test('accepting an application from the campaign says so and refreshes its list', async () => {
  let rows: Application[] = applications;
  const requests = serveApi({
    'GET /campaigns/7/': { status: 200, data: aCampaign() },
    'GET /applications/': () => ({ status: 200, data: rows }),
    'PUT /applications/31/status/': () => {
      rows = rows.map((row) => (row.id === 31 ? { ...row, status: 'accepted' } : row));
      return { status: 200, data: anApplication({ status: 'accepted' }) };
    },
  });
  const user = userEvent.setup();
  showCampaign();

  const table = await screen.findByRole('table', { name: 'Applications to Eid Collection Launch' });
  await user.click(within(table).getByRole('button', { name: 'Accept' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Accept application' })).getByRole('button', {
      name: 'Accept',
    }),
  );

  expect(await screen.findByRole('status')).toHaveTextContent('Application accepted successfully!');
  expect(within(table).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
    status: 'accepted',
  });
});

test('a campaign without applications or deadline says so', async () => {
  serveApi({
    'GET /campaigns/7/': { status: 200, data: aCampaign({ deadline: null }) },
    'GET /applications/': { status: 200, data: [] },
  });
  showCampaign();

  expect(await screen.findByText('No applications found.')).toBeInTheDocument();
  expect(screen.getByText('Deadline').nextElementSibling).toHaveTextContent('No deadline');
});

test("a missing campaign, or another brand's, is not found with the way back", async () => {
  serveApi({ 'GET /campaigns/404/': { status: 404, data: { error: 'Campaign not found.' } } });
  showCampaign('404');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Campaign not found' }),
  ).toBeInTheDocument();
  expect(screen.getByText('This campaign does not exist or is not open to you.')).toBeVisible();
  expect(screen.getByRole('link', { name: '← Back to My Campaigns' })).toHaveAttribute(
    'href',
    '/campaigns',
  );
});

test('an address that is not a campaign id is not found without asking the API', () => {
  const requests = serveApi({});
  showCampaign('abc');

  expect(screen.getByRole('heading', { level: 1, name: 'Campaign not found' })).toBeInTheDocument();
  expect(requests).toEqual([]);
});

test('a loading state, then any other failure offers to try again', async () => {
  const first = deferredReply();
  let calls = 0;
  serveApiWith((request) => {
    if (request.url === '/applications/') return { status: 200, data: applications };
    return ++calls === 1 ? first.promise : { status: 200, data: aCampaign() };
  });
  const user = userEvent.setup();
  showCampaign();

  expect(screen.getByRole('status')).toHaveTextContent('Loading campaign...');
  first.resolve({ status: 503 });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch campaign');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Eid Collection Launch' }),
  ).toBeInTheDocument();
});

test("the campaign's applications failing to load read 'Failed to fetch applications'", async () => {
  serveApi({
    'GET /campaigns/7/': { status: 200, data: aCampaign() },
    'GET /applications/': { status: 503 },
  });
  showCampaign();

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch applications');
});
