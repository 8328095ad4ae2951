import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { nextPageLink, serveApi, type FakeRequest } from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import {
  aCampaign,
  anApplication,
  aPlatformConfig,
} from '@portal/shared/testing/contract-fixtures';
import CampaignsPage from './campaigns-page';

afterEach(() => jest.useRealTimers());

function showCampaigns(url = '/campaigns') {
  return renderPage(<CampaignsPage />, { user: 'influencer', url, path: '/campaigns' });
}

function listRequests(requests: FakeRequest[]) {
  return requests.filter((request) => request.method === 'GET' && request.url === '/campaigns/');
}

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

const noDeadline = aCampaign({
  id: 8,
  title: 'Iftar Box Review',
  description: 'Unbox and review our Iftar box.',
  budget: '4500.50',
  category: 'food',
  deadline: null,
  brand_name: 'chaldal_fresh',
});

test("shows each campaign as a card: title, description, budget, category, deadline, 'By:'", async () => {
  serveApi({ 'GET /campaigns/': { status: 200, data: [aCampaign(), noDeadline] } });
  showCampaigns();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Available Campaigns');
  await screen.findByRole('list', { name: 'Campaigns' });
  const eid = card('Eid Collection Launch');
  expect(eid).toHaveTextContent('Show our Eid collection to your followers in three posts.');
  expect(eid).toHaveTextContent('Budget৳15,000.00');
  expect(eid).toHaveTextContent('CategoryFashion');
  expect(eid).toHaveTextContent('Deadline30 Jun 2030');
  expect(eid).toHaveTextContent('By: aarong_style');
  expect(within(eid).getByRole('link', { name: 'aarong_style' })).toHaveAttribute(
    'href',
    '/user/aarong_style',
  );
  expect(within(eid).getByRole('link', { name: 'Eid Collection Launch' })).toHaveAttribute(
    'href',
    '/campaigns/7',
  );
  expect(within(eid).getByRole('button', { name: 'Apply to Campaign' })).toBeInTheDocument();

  const iftar = card('Iftar Box Review');
  expect(iftar).toHaveTextContent('Budget৳4,500.50');
  expect(iftar).toHaveTextContent('CategoryFood');
  expect(iftar).not.toHaveTextContent('Deadline');
});

test("each card tells the brand's rating and released collaborations, or that the brand is new", async () => {
  const newBrand = { average_rating: null, review_count: 0, completed_collaborations: 0 };
  const oneDone = { average_rating: '5.0', review_count: 1, completed_collaborations: 1 };
  serveApi({
    'GET /campaigns/': {
      status: 200,
      data: [
        aCampaign(),
        { ...noDeadline, brand_reputation: newBrand },
        aCampaign({ id: 9, title: 'Winter Jackets', brand_reputation: oneDone }),
      ],
    },
  });
  showCampaigns();

  await screen.findByRole('list', { name: 'Campaigns' });
  const eid = card('Eid Collection Launch');
  expect(within(eid).getByText('★ 4.5 (12)')).toBeVisible();
  expect(within(eid).getByText('Rated 4.5 out of 5 from 12 reviews')).toBeInTheDocument();
  expect(within(eid).getByText('8 collaborations completed')).toBeVisible();
  const iftar = card('Iftar Box Review');
  expect(within(iftar).getByText('New brand')).toBeVisible();
  expect(iftar).not.toHaveTextContent('★');
  expect(iftar).not.toHaveTextContent('completed');
  const winter = card('Winter Jackets');
  expect(winter).toHaveTextContent('Rated 5.0 out of 5 from 1 review');
  expect(winter).toHaveTextContent('1 collaboration completed');
});

test('a campaign already applied to shows its status instead of Apply', async () => {
  serveApi({
    'GET /campaigns/': {
      status: 200,
      data: [
        aCampaign({ application_status: 'accepted' }),
        { ...noDeadline, application_status: 'pending' },
      ],
    },
  });
  showCampaigns();

  await screen.findByRole('list', { name: 'Campaigns' });
  expect(card('Eid Collection Launch')).toHaveTextContent('Your application: Accepted');
  expect(within(card('Eid Collection Launch')).getByText('Accepted')).toBeVisible();
  expect(card('Iftar Box Review')).toHaveTextContent('Your application: Pending');
  expect(screen.queryByRole('button', { name: 'Apply to Campaign' })).not.toBeInTheDocument();
});

test("no campaigns reads 'No campaigns found.'", async () => {
  serveApi({ 'GET /campaigns/': { status: 200, data: [] } });
  showCampaigns();
  expect(await screen.findByText('No campaigns found.')).toBeInTheDocument();
});

test("a load failure reads 'Failed to fetch campaigns' and can be retried", async () => {
  let calls = 0;
  serveApi({
    'GET /campaigns/': () =>
      ++calls === 1 ? { status: 503 } : { status: 200, data: [aCampaign()] },
  });
  const user = userEvent.setup();
  showCampaigns();

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch campaigns');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Eid Collection Launch' })).toBeInTheDocument();
});

test('Load more fetches the next page from the Link header', async () => {
  const requests = serveApi({
    'GET /campaigns/': (request) =>
      request.params.cursor === 'Mg'
        ? { status: 200, data: [noDeadline] }
        : { status: 200, data: [aCampaign()], headers: nextPageLink('/campaigns/', 'Mg') },
  });
  const user = userEvent.setup();
  showCampaigns();

  await user.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('article', { name: 'Iftar Box Review' })).toBeInTheDocument();
  expect(listRequests(requests).map((request) => request.params)).toEqual([{}, { cursor: 'Mg' }]);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('filters by text, category and budget range, sent to the API and kept in the address', async () => {
  const requests = serveApi({ 'GET /campaigns/': { status: 200, data: [aCampaign()] } });
  const user = userEvent.setup();
  showCampaigns();
  await screen.findByRole('list', { name: 'Campaigns' });

  const filters = screen.getByRole('search', { name: 'Filter campaigns' });
  await user.type(within(filters).getByLabelText('Search'), '  Eid ');
  await user.selectOptions(within(filters).getByLabelText('Category'), 'Fashion');
  await user.type(within(filters).getByLabelText('Minimum budget (৳)'), '1000');
  await user.type(within(filters).getByLabelText('Maximum budget (৳)'), '20000.50');
  await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

  await waitFor(() =>
    expect(listRequests(requests).at(-1)?.params).toEqual({
      search: 'Eid',
      category: 'fashion',
      min_budget: '1000.00',
      max_budget: '20000.50',
    }),
  );
  expect(currentLocation()).toBe(
    '/campaigns?category=fashion&min_budget=1000.00&max_budget=20000.50&search=Eid',
  );

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(currentLocation()).toBe('/campaigns'));
  expect(listRequests(requests).at(-1)?.params).toEqual({});
  expect(screen.getByLabelText('Search')).toHaveValue('');
});

test('opening /campaigns?category=food filters at once and shows the filter', async () => {
  const requests = serveApi({ 'GET /campaigns/': { status: 200, data: [noDeadline] } });
  showCampaigns('/campaigns?category=food&search=iftar');

  await screen.findByRole('list', { name: 'Campaigns' });
  expect(listRequests(requests)[0]?.params).toEqual({ category: 'food', search: 'iftar' });
  expect(screen.getByLabelText('Category')).toHaveValue('food');
  expect(screen.getByLabelText('Search')).toHaveValue('iftar');
});

test('a filter in the address that the contract refuses is left out; the others apply', async () => {
  const requests = serveApi({ 'GET /campaigns/': { status: 200, data: [noDeadline] } });
  showCampaigns('/campaigns?category=sweets&min_budget=lots&search=iftar');

  await screen.findByRole('list', { name: 'Campaigns' });
  expect(listRequests(requests)[0]?.params).toEqual({ search: 'iftar' });
  expect(screen.getByLabelText('Category')).toHaveValue('');
  expect(screen.getByLabelText('Minimum budget (৳)')).toHaveValue('');
});

test('a maximum below the minimum is refused beside the field and not sent', async () => {
  const requests = serveApi({ 'GET /campaigns/': { status: 200, data: [aCampaign()] } });
  const user = userEvent.setup();
  showCampaigns();
  await screen.findByRole('list', { name: 'Campaigns' });

  await user.type(screen.getByLabelText('Minimum budget (৳)'), '5000');
  await user.type(screen.getByLabelText('Maximum budget (৳)'), '100');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));

  expect(screen.getByLabelText('Maximum budget (৳)')).toHaveAccessibleDescription(
    'The maximum budget cannot be less than the minimum budget.',
  );
  expect(screen.getByLabelText('Maximum budget (৳)')).toBeInvalid();
  expect(listRequests(requests)).toHaveLength(1);
  expect(currentLocation()).toBe('/campaigns');
});

describe('the application modal', () => {
  function serveApplying(reply: () => { status: number; data?: unknown }) {
    let applied: Campaign['application_status'] = null;
    const requests = serveApi({
      'GET /campaigns/': () => ({
        status: 200,
        data: [aCampaign({ application_status: applied })],
      }),
      'GET /config/': { status: 200, data: aPlatformConfig({ platform_fee_percent: 12.5 }) },
      'POST /applications/': () => {
        const answer = reply();
        if (answer.status === 201) applied = 'pending';
        return answer;
      },
    });
    return requests;
  }

  async function openModal(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Apply to Campaign' }));
    return screen.getByRole('dialog', { name: 'Apply to Campaign' });
  }

  test('opens labelled, with the proposal focused and the fee optional in steps of 0.01', async () => {
    serveApplying(() => ({ status: 201, data: anApplication() }));
    const user = userEvent.setup();
    showCampaigns();

    const dialog = await openModal(user);
    expect(dialog).toHaveTextContent('Eid Collection Launch · budget ৳15,000.00');
    const proposal = within(dialog).getByRole('textbox', { name: 'Proposal' });
    expect(proposal).toHaveFocus();
    expect(proposal).toBeRequired();
    const fee = within(dialog).getByRole('textbox', { name: 'Expected Fee (optional)' });
    expect(fee).not.toBeRequired();
    expect(fee).toHaveAttribute('inputmode', 'decimal');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('tells what the influencer receives after the platform fee, live as the fee is typed', async () => {
    serveApplying(() => ({ status: 201, data: anApplication() }));
    const user = userEvent.setup();
    showCampaigns();

    const dialog = await openModal(user);
    expect(
      await within(dialog).findByText('You receive ৳13,125.00 after the 12.5% platform fee.'),
    ).toBeVisible();
    const fee = within(dialog).getByLabelText('Expected Fee (optional)');
    await user.type(fee, '20000');
    expect(
      within(dialog).getByText('You receive ৳17,500.00 after the 12.5% platform fee.'),
    ).toBeVisible();
    await user.clear(fee);
    await user.type(fee, '999.99');
    expect(
      within(dialog).getByText('You receive ৳874.99 after the 12.5% platform fee.'),
    ).toBeVisible();
    await user.clear(fee);
    expect(
      within(dialog).getByText('You receive ৳13,125.00 after the 12.5% platform fee.'),
    ).toBeVisible();
  });

  test('the proposal is required: an empty one is refused beside the field, nothing sent', async () => {
    const requests = serveApplying(() => ({ status: 201, data: anApplication() }));
    const user = userEvent.setup();
    showCampaigns();

    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Proposal'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    expect(within(dialog).getByLabelText('Proposal')).toHaveAccessibleDescription(
      expect.stringContaining('Proposal is required.'),
    );
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Proposal'), 'Three reels.');
    expect(within(dialog).getByLabelText('Proposal')).not.toBeInvalid();
  });

  test('an expected fee with three decimals is refused beside the field', async () => {
    const requests = serveApplying(() => ({ status: 201, data: anApplication() }));
    const user = userEvent.setup();
    showCampaigns();

    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Proposal'), 'Three reels.');
    await user.type(within(dialog).getByLabelText('Expected Fee (optional)'), '100.555');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    expect(within(dialog).getByLabelText('Expected Fee (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount in taka with at most two decimals'),
    );
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  test("submits, closes, says 'Application submitted successfully!' for 3 s and shows Pending", async () => {
    jest.useFakeTimers();
    const requests = serveApplying(() => ({ status: 201, data: anApplication() }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    showCampaigns();

    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Proposal'), '  Three reels and a story. ');
    await user.type(within(dialog).getByLabelText('Expected Fee (optional)'), '12000.5');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Application submitted successfully!',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      campaign: 7,
      proposal: 'Three reels and a story.',
      expected_fee: '12000.50',
    });
    expect(card('Eid Collection Launch')).toHaveTextContent('Your application: Pending');

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Application submitted successfully!')).not.toBeInTheDocument();
  });

  test('an expected fee in Bangla digits with grouping commas is read as the amount', async () => {
    const requests = serveApplying(() => ({ status: 201, data: anApplication() }));
    const user = userEvent.setup();
    showCampaigns();

    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Proposal'), 'Three reels.');
    await user.click(within(dialog).getByLabelText('Expected Fee (optional)'));
    await user.paste('৳১২,০০০.৫০');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    await screen.findByRole('status');
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      expected_fee: '12000.50',
    });
  });

  test('without an expected fee it sends null, the budget being the agreed amount', async () => {
    const requests = serveApplying(() => ({ status: 201, data: anApplication() }));
    const user = userEvent.setup();
    showCampaigns();

    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Proposal'), 'Two posts.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    await screen.findByText('Application submitted successfully!');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      campaign: 7,
      proposal: 'Two posts.',
      expected_fee: null,
    });
  });

  test.each([
    [
      409,
      { error: 'You have already applied to this campaign.' },
      'Failed to submit application: You have already applied to this campaign.',
    ],
    [503, undefined, 'Failed to submit application: Unknown error'],
  ])('a %s refusal reads in red in the modal, keeping the proposal', async (status, data, text) => {
    serveApplying(() => ({ status, data }));
    const user = userEvent.setup();
    showCampaigns();

    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Proposal'), 'Three reels.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(within(dialog).getByLabelText('Proposal')).toHaveValue('Three reels.');
  });

  test("the server's field errors appear beside the fields", async () => {
    serveApplying(() => ({
      status: 400,
      data: {
        error: 'Please correct the highlighted fields.',
        fields: { proposal: ['Proposal is at most 5000 characters.'] },
      },
    }));
    const user = userEvent.setup();
    showCampaigns();

    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Proposal'), 'Too long, says the server.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to submit application: Please correct the highlighted fields.',
    );
    expect(within(dialog).getByLabelText('Proposal')).toHaveAccessibleDescription(
      expect.stringContaining('Proposal is at most 5000 characters.'),
    );
  });
});
