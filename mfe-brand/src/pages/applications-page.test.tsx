import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application } from '@portal/shared/contract/applications';
import { queryKeys } from '@portal/shared/data/query-keys';
import {
  deferredReply,
  nextPageLink,
  serveApi,
  serveApiWith,
  type FakeRequest,
} from '@portal/shared/testing/fake-api';
import { aCampaign, anApplication } from '@portal/shared/testing/contract-fixtures';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { aBrandDashboard } from '../testing/fixtures';
import ApplicationsPage from './applications-page';
import { confirmDecision } from '../testing/decisions';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

function showApplications(url = '/applications') {
  return renderPage(<ApplicationsPage />, { user: 'brand', url, path: '/applications' });
}

const campaigns = [aCampaign(), aCampaign({ id: 8, title: 'Iftar Box' })];

const applications = [
  anApplication(),
  anApplication({
    id: 32,
    campaign: 8,
    campaign_title: 'Iftar Box',
    influencer_name: 'dhaka_foodie',
    expected_fee: null,
    amount: '15000.00',
    status: 'accepted',
    applied_at: '2026-05-03T12:05:00Z',
    collaboration_status: 'in_escrow',
  }),
  anApplication({ id: 33, influencer_name: 'tanvir_tech', status: 'rejected' }),
];

function listRequests(requests: FakeRequest[]) {
  return requests.filter((request) => request.url === '/applications/');
}

function cellsOf(row: HTMLElement | undefined) {
  return within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

/** The brand's applications, decided in place by PUT /applications/31/status/. */
function serveDecisions(reply: () => { status: number; data?: unknown } = () => ({ status: 200 })) {
  let rows: Application[] = applications;
  return serveApi({
    'GET /campaigns/': { status: 200, data: campaigns },
    'GET /applications/': () => ({ status: 200, data: rows }),
    'PUT /applications/31/status/': (request) => {
      const { status } = request.body as { status: Application['status'] };
      const answer = reply();
      if (answer.status !== 200) return answer;
      rows = rows.map((row) => (row.id === 31 ? { ...row, status } : row));
      return { status: 200, data: anApplication({ status }) };
    },
  });
}

/** Clicks Accept or Reject on a row, then confirms it in the dialog that asks first. */
async function decideOnRow(
  user: ReturnType<typeof userEvent.setup>,
  table: HTMLElement,
  button: 'Accept' | 'Reject',
) {
  await user.click(within(table).getByRole('button', { name: button }));
  await confirmDecision(user, button);
}

test('only an accepted application has Message and View Collaboration, opening the thread and the collaboration', async () => {
  serveDecisions();
  showApplications();

  const table = await screen.findByRole('table', { name: 'Campaign Applications' });
  const [, , accepted] = within(table).getAllByRole('row');
  const link = within(accepted as HTMLElement).getByRole('link', { name: 'Message dhaka_foodie' });
  expect(link.getAttribute('href')).toMatch(/^\/messages\?with=\d+$/);
  expect(within(table).getAllByRole('link', { name: /^Message / })).toHaveLength(1);
  const collaboration = within(accepted as HTMLElement).getByRole('link', {
    name: 'View Collaboration',
  });
  expect(collaboration).toHaveAttribute('href', '/collaborations/32');
  expect(collaboration).toHaveAccessibleDescription("dhaka_foodie's application to Iftar Box");
  expect(within(table).getAllByRole('link', { name: 'View Collaboration' })).toHaveLength(1);
});

test('lists Influencer, Campaign, Proposed Fee, Status in its colour, Applied At and Actions', async () => {
  const requests = serveDecisions();
  showApplications();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Campaign Applications');
  const table = await screen.findByRole('table', { name: 'Campaign Applications' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Influencer', 'Campaign', 'Proposed Fee', 'Status', 'Applied At', 'Actions']);
  const [, pending, accepted, rejected] = within(table).getAllByRole('row');
  expect(cellsOf(pending)).toEqual([
    'nusrat_styles',
    'Eid Collection Launch',
    '৳12,000.00',
    'Pending',
    '2 May 2026, 12:30 pm',
    'View ProposalAcceptReject',
  ]);
  expect(cellsOf(accepted)).toEqual([
    'dhaka_foodie',
    'Iftar Box',
    '৳15,000.00 (budget)',
    'Accepted',
    '3 May 2026, 6:05 pm',
    'View ProposalMessageView Collaboration',
  ]);
  expect(cellsOf(rejected)).toEqual([
    'tanvir_tech',
    'Eid Collection Launch',
    '৳12,000.00',
    'Rejected',
    '2 May 2026, 12:30 pm',
    'View Proposal',
  ]);
  expect(within(table).getByText('Pending')).toBeVisible();
  expect(within(table).getByText('Accepted')).toBeVisible();
  expect(within(table).getByText('Rejected')).toBeVisible();
  expect(within(table).getByRole('link', { name: 'dhaka_foodie' })).toHaveAttribute(
    'href',
    '/user/dhaka_foodie',
  );
  expect(within(table).getByRole('link', { name: 'Iftar Box' })).toHaveAttribute(
    'href',
    '/campaigns/8',
  );
  expect(within(table).getByRole('button', { name: 'Accept' })).toHaveAccessibleDescription(
    "nusrat_styles's application to Eid Collection Launch",
  );
  expect(listRequests(requests)).toEqual([expect.objectContaining({ params: {} })]);
});

test('filters by campaign and status, kept in the address, sending only what is chosen', async () => {
  const requests = serveDecisions();
  const user = userEvent.setup();
  showApplications();
  await screen.findByRole('table', { name: 'Campaign Applications' });

  const filters = screen.getByRole('search', { name: 'Filter applications' });
  const campaign = within(filters).getByRole('combobox', { name: 'Campaign' });
  await waitFor(() =>
    expect(
      within(campaign)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All campaigns', 'Eid Collection Launch', 'Iftar Box']),
  );
  await user.selectOptions(campaign, 'Iftar Box');
  expect(currentLocation()).toBe('/applications?campaign=8');
  await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'Pending');
  expect(currentLocation()).toBe('/applications?campaign=8&status=pending');
  await user.selectOptions(campaign, 'All campaigns');
  expect(currentLocation()).toBe('/applications?status=pending');

  await waitFor(() => expect(listRequests(requests)).toHaveLength(4));
  expect(listRequests(requests).map((request) => request.params)).toEqual([
    {},
    { campaign: '8' },
    { campaign: '8', status: 'pending' },
    { status: 'pending' },
  ]);
});

test('the filters of the address are applied; ones that mean nothing are ignored', async () => {
  const requests = serveDecisions();
  showApplications('/applications?campaign=7&status=accepted');

  await screen.findByRole('table', { name: 'Campaign Applications' });
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('accepted');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Campaign' })).toHaveValue('7'));
  expect(listRequests(requests)[0]?.params).toEqual({ campaign: '7', status: 'accepted' });
});

test('an address with a filter that is not one sends none', async () => {
  const requests = serveDecisions();
  showApplications('/applications?campaign=abc&status=maybe');

  await screen.findByRole('table', { name: 'Campaign Applications' });
  expect(listRequests(requests)[0]?.params).toEqual({});
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
});

test.each(['Accept', 'Reject'] as const)(
  '%s asks first, saying it cannot be undone; Cancel sends nothing',
  async (button) => {
    const requests = serveDecisions();
    const user = userEvent.setup();
    showApplications();

    const table = await screen.findByRole('table', { name: 'Campaign Applications' });
    await user.click(within(table).getByRole('button', { name: button }));

    const dialog = screen.getByRole('dialog', { name: `${button} application` });
    expect(dialog).toHaveTextContent(
      `${button} nusrat_styles's application to Eid Collection Launch? This cannot be undone.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Pending');
  },
);

test('after an accept, Pay now leads to Pay Now for that application; a reject offers nothing', async () => {
  serveDecisions();
  const user = userEvent.setup();
  showApplications();

  const table = await screen.findByRole('table', { name: 'Campaign Applications' });
  expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  await decideOnRow(user, table, 'Accept');

  const payNow = await screen.findByRole('link', { name: 'Pay now' });
  expect(payNow).toHaveAttribute('href', '/payments?pay=31');
  expect(payNow.parentElement).toHaveTextContent(
    'nusrat_styles is waiting for your payment of ৳12,000.00 for Eid Collection Launch. Pay now',
  );
});

test.each([
  ['Accept', 'accepted', 'Application accepted successfully!'],
  ['Reject', 'rejected', 'Application rejected successfully!'],
] as const)(
  '%s decides a pending application; the lists and the dashboard refresh',
  async (button, status, sentence) => {
    const requests = serveDecisions();
    const user = userEvent.setup();
    const { queryClient } = showApplications();
    queryClient.setQueryData(queryKeys.dashboards.brand, aBrandDashboard());

    const table = await screen.findByRole('table', { name: 'Campaign Applications' });
    await decideOnRow(user, table, button);

    expect(await screen.findByRole('status')).toHaveTextContent(sentence);
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      expect.objectContaining({ url: '/applications/31/status/', body: { status } }),
    ]);
    expect(listRequests(requests)).toHaveLength(2);
    expect(within(table).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      status === 'accepted' ? 'Accepted' : 'Rejected',
    );
    expect(queryClient.getQueryState(queryKeys.dashboards.brand)?.isInvalidated).toBe(true);
  },
);

test('View Proposal opens Application Details with the proposal, and decides there', async () => {
  const requests = serveDecisions();
  const user = userEvent.setup();
  showApplications();

  const table = await screen.findByRole('table', { name: 'Campaign Applications' });
  const [, pending] = within(table).getAllByRole('row');
  await user.click(within(pending as HTMLElement).getByRole('button', { name: 'View Proposal' }));
  const dialog = screen.getByRole('dialog', { name: 'Application Details' });
  expect(dialog).toHaveTextContent('Three reels and a story.');
  expect(dialog).toHaveTextContent('৳12,000.00');

  await user.click(within(dialog).getByRole('button', { name: 'Accept Application' }));
  await confirmDecision(user, 'Accept');

  expect(await screen.findByRole('status')).toHaveTextContent('Application accepted successfully!');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'PUT')).toEqual([
    expect.objectContaining({ url: '/applications/31/status/', body: { status: 'accepted' } }),
  ]);
});

test("a decided application's details show its outcome and no decision buttons", async () => {
  serveDecisions();
  const user = userEvent.setup();
  showApplications();

  const table = await screen.findByRole('table', { name: 'Campaign Applications' });
  const [, , accepted] = within(table).getAllByRole('row');
  await user.click(within(accepted as HTMLElement).getByRole('button', { name: 'View Proposal' }));
  const dialog = screen.getByRole('dialog', { name: 'Application Details' });
  expect(within(dialog).getByText('Accepted ✓')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: /Application$/ })).not.toBeInTheDocument();
});

test("a decision refused inside the dialog keeps it open with the server's reason", async () => {
  serveDecisions(() => ({
    status: 409,
    data: { error: 'This application has already been decided.' },
  }));
  const user = userEvent.setup();
  showApplications();

  const table = await screen.findByRole('table', { name: 'Campaign Applications' });
  await user.click(within(table).getAllByRole('button', { name: 'View Proposal' })[0]!);
  const dialog = screen.getByRole('dialog', { name: 'Application Details' });
  await user.click(within(dialog).getByRole('button', { name: 'Reject Application' }));
  await confirmDecision(user, 'Reject');

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Failed to update application status: This application has already been decided.',
  );
});

test("a failed decision reads 'Failed to update application status', with the server's reason", async () => {
  const requests = serveDecisions(() => ({
    status: 409,
    data: { error: 'This application has already been decided.' },
  }));
  const user = userEvent.setup();
  showApplications();

  const table = await screen.findByRole('table', { name: 'Campaign Applications' });
  await decideOnRow(user, table, 'Accept');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to update application status: This application has already been decided.',
  );
  // The list is read again, to show what was decided elsewhere.
  await waitFor(() => expect(listRequests(requests)).toHaveLength(2));
});

test("a failure without a reason reads just 'Failed to update application status'", async () => {
  serveDecisions(() => ({ status: 503 }));
  const user = userEvent.setup();
  showApplications();

  const table = await screen.findByRole('table', { name: 'Campaign Applications' });
  await decideOnRow(user, table, 'Reject');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^Failed to update application status$/,
  );
});

test("no applications reads 'No applications found.'", async () => {
  serveApi({
    'GET /campaigns/': { status: 200, data: campaigns },
    'GET /applications/': { status: 200, data: [] },
  });
  showApplications();

  expect(await screen.findByText('No applications found.')).toBeInTheDocument();
});

test("a load failure reads 'Failed to fetch applications' and can be retried", async () => {
  let calls = 0;
  serveApi({
    'GET /campaigns/': { status: 200, data: campaigns },
    'GET /applications/': () =>
      ++calls === 1 ? { status: 503 } : { status: 200, data: applications },
  });
  const user = userEvent.setup();
  showApplications();

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch applications');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'Campaign Applications' })).toBeInTheDocument();
});

test('shows a loading state, then pages on with Load more', async () => {
  const first = deferredReply();
  serveApiWith((request) => {
    if (request.url === '/campaigns/') return { status: 200, data: campaigns };
    return request.params.cursor === 'Mg'
      ? { status: 200, data: applications.slice(1) }
      : first.promise;
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
  expect(await screen.findByText('tanvir_tech')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('on a 360 px phone each application is a card with its actions', async () => {
  setViewportWidth(PHONE_WIDTH);
  serveDecisions();
  showApplications();

  const cards = within(
    await screen.findByRole('list', { name: 'Campaign Applications' }),
  ).getAllByRole('listitem');
  expect(cards).toHaveLength(3);
  expect(cards[0]).toHaveTextContent('StatusPending');
  expect(within(cards[0] as HTMLElement).getByRole('button', { name: 'Accept' })).toBeVisible();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
