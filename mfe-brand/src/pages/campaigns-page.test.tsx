import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { todayInDhaka } from '@portal/shared/dates';
import { aCampaign } from '@portal/shared/testing/contract-fixtures';
import {
  nextPageLink,
  serveApi,
  type FakeReply,
  type FakeRequest,
} from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import CampaignsPage from './campaigns-page';

afterEach(() => jest.useRealTimers());

function showCampaigns(url = '/campaigns') {
  return renderPage(<CampaignsPage />, { user: 'brand', url, path: '/campaigns' });
}

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

function writes(requests: FakeRequest[]) {
  return requests.filter((request) => request.method !== 'GET');
}

const iftar = aCampaign({
  id: 8,
  title: 'Iftar Box Review',
  description: 'Unbox and review our Iftar box.',
  budget: '4500.50',
  category: 'food',
  deadline: null,
  applications_count: 1,
});

const created = aCampaign({
  id: 9,
  title: 'Pohela Boishakh Looks',
  description: 'Three looks for Pohela Boishakh.',
  budget: '25000.00',
  category: 'fashion',
  deadline: null,
  applications_count: 0,
});

interface Replies {
  create?: (request: FakeRequest) => FakeReply;
  remove?: (request: FakeRequest) => FakeReply;
}

/** A fake API over a list of campaigns that creating and deleting change. */
function serveCampaigns(start: Campaign[], replies: Replies = {}) {
  let campaigns = start;
  return serveApi({
    'GET /campaigns/': () => ({ status: 200, data: campaigns }),
    'POST /campaigns/': (request) => {
      const reply = replies.create?.(request) ?? { status: 201, data: created };
      if (reply.status === 201) campaigns = [created, ...campaigns];
      return reply;
    },
    'DELETE /campaigns/7/': (request) => {
      const reply = replies.remove?.(request) ?? { status: 204 };
      if (reply.status === 204) campaigns = campaigns.filter((campaign) => campaign.id !== 7);
      return reply;
    },
  });
}

test("shows the brand's campaigns as cards with budget, category, deadline and 'By:'", async () => {
  const requests = serveCampaigns([aCampaign(), iftar]);
  showCampaigns();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Campaigns');
  expect(screen.getByRole('status')).toHaveTextContent('Loading campaigns...');
  await screen.findByRole('list', { name: 'Campaigns' });
  const eid = card('Eid Collection Launch');
  expect(eid).toHaveTextContent('Show our Eid collection to your followers in three posts.');
  expect(eid).toHaveTextContent('Budget৳15,000.00');
  expect(eid).toHaveTextContent('CategoryFashion');
  expect(eid).toHaveTextContent('Deadline30 Jun 2030');
  expect(eid).toHaveTextContent('By: aarong_style');
  expect(eid).toHaveTextContent('2 applications');
  expect(within(eid).getByRole('link', { name: 'Eid Collection Launch' })).toHaveAttribute(
    'href',
    '/campaigns/7',
  );
  expect(within(eid).getByRole('link', { name: 'aarong_style' })).toHaveAttribute(
    'href',
    '/user/aarong_style',
  );
  expect(within(eid).getByRole('button', { name: 'Delete Campaign' })).toHaveAccessibleDescription(
    'Eid Collection Launch',
  );

  const iftarCard = card('Iftar Box Review');
  expect(iftarCard).toHaveTextContent('Budget৳4,500.50');
  expect(iftarCard).toHaveTextContent('CategoryFood');
  expect(iftarCard).not.toHaveTextContent('Deadline');
  expect(iftarCard).toHaveTextContent('1 application');

  expect(screen.getByRole('button', { name: 'Create Campaign' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(screen.queryByRole('region', { name: 'New Campaign' })).not.toBeInTheDocument();
  expect(requests).toEqual([expect.objectContaining({ url: '/campaigns/', params: {} })]);
});

test('Delete Campaign shows only on cards the brand owns', async () => {
  serveCampaigns([aCampaign({ brand: 99, brand_name: 'walton_tech' })]);
  showCampaigns();

  await screen.findByRole('list', { name: 'Campaigns' });
  expect(screen.queryByRole('button', { name: 'Delete Campaign' })).not.toBeInTheDocument();
});

test("no campaigns reads 'No campaigns found.'", async () => {
  serveCampaigns([]);
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
        ? { status: 200, data: [iftar] }
        : { status: 200, data: [aCampaign()], headers: nextPageLink('/campaigns/', 'Mg') },
  });
  const user = userEvent.setup();
  showCampaigns();

  await user.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('article', { name: 'Iftar Box Review' })).toBeInTheDocument();
  expect(requests.map((request) => request.params)).toEqual([{}, { cursor: 'Mg' }]);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

describe('the Create Campaign form', () => {
  test('/campaigns?create=1 (where /create-campaign leads) opens it, the title focused', async () => {
    serveCampaigns([aCampaign()]);
    const user = userEvent.setup();
    showCampaigns('/campaigns?create=1');

    const form = screen.getByRole('region', { name: 'New Campaign' });
    const title = within(form).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();
    expect(title).toBeRequired();
    expect(within(form).getByRole('textbox', { name: 'Description' })).toBeRequired();
    const budget = within(form).getByRole('textbox', { name: 'Budget (৳)' });
    expect(budget).toBeRequired();
    expect(budget).toHaveAttribute('inputmode', 'decimal');
    const category = within(form).getByRole('combobox', { name: 'Category' });
    expect(category).toBeRequired();
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a category',
      'Fashion',
      'Beauty',
      'Fitness',
      'Travel',
      'Food',
      'Lifestyle',
      'Technology',
      'Gaming',
      'Other',
    ]);
    const deadline = within(form).getByLabelText('Deadline (optional)');
    expect(deadline).toHaveAttribute('type', 'date');
    expect(deadline).toHaveAttribute('min', todayInDhaka());
    expect(deadline).not.toBeRequired();

    const toggle = screen.getByRole('button', { name: 'Cancel' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByRole('region', { name: 'New Campaign' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/campaigns');
  });

  test("the 'Create Campaign' toggle opens it and keeps it in the address", async () => {
    serveCampaigns([aCampaign()]);
    const user = userEvent.setup();
    showCampaigns();

    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(screen.getByRole('region', { name: 'New Campaign' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/campaigns?create=1');
  });

  test('a reload keeps what was typed; creating the campaign forgets it', async () => {
    serveCampaigns([aCampaign()]);
    const user = userEvent.setup();
    const first = showCampaigns('/campaigns?create=1');

    let form = screen.getByRole('region', { name: 'New Campaign' });
    await user.type(within(form).getByLabelText('Title'), 'Pohela Boishakh Looks');
    await user.type(within(form).getByLabelText('Description'), 'Three looks.');
    await user.type(within(form).getByLabelText('Budget (৳)'), '25000');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Fashion');
    first.unmount();

    const reloaded = renderPage(<CampaignsPage />, {
      user: 'brand',
      url: '/campaigns?create=1',
      path: '/campaigns',
      reload: true,
    });
    form = screen.getByRole('region', { name: 'New Campaign' });
    await waitFor(() =>
      expect(within(form).getByLabelText('Title')).toHaveValue('Pohela Boishakh Looks'),
    );
    expect(within(form).getByLabelText('Description')).toHaveValue('Three looks.');
    expect(within(form).getByLabelText('Budget (৳)')).toHaveValue('25000');
    expect(within(form).getByLabelText('Category')).toHaveValue('fashion');

    await user.click(within(form).getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Campaign created successfully!')).toBeInTheDocument();
    reloaded.unmount();

    renderPage(<CampaignsPage />, {
      user: 'brand',
      url: '/campaigns?create=1',
      path: '/campaigns',
      reload: true,
    });
    form = screen.getByRole('region', { name: 'New Campaign' });
    expect(within(form).getByLabelText('Title')).toHaveValue('');
    expect(within(form).getByLabelText('Budget (৳)')).toHaveValue('');
  });

  test('Cancel forgets what was typed', async () => {
    serveCampaigns([aCampaign()]);
    const user = userEvent.setup();
    const first = showCampaigns('/campaigns?create=1');

    const form = screen.getByRole('region', { name: 'New Campaign' });
    await user.type(within(form).getByLabelText('Title'), 'Eid');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    first.unmount();

    renderPage(<CampaignsPage />, {
      user: 'brand',
      url: '/campaigns?create=1',
      path: '/campaigns',
      reload: true,
    });
    expect(
      within(screen.getByRole('region', { name: 'New Campaign' })).getByLabelText('Title'),
    ).toHaveValue('');
  });

  test('missing fields are refused beside them and nothing is sent', async () => {
    const requests = serveCampaigns([aCampaign()]);
    const user = userEvent.setup();
    showCampaigns('/campaigns?create=1');

    const form = screen.getByRole('region', { name: 'New Campaign' });
    await user.type(within(form).getByLabelText('Title'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Create Campaign' }));

    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription('Title is required.');
    expect(within(form).getByLabelText('Description')).toHaveAccessibleDescription(
      expect.stringContaining('Description is required.'),
    );
    expect(within(form).getByLabelText('Budget (৳)')).toHaveAccessibleDescription(
      expect.stringContaining('Budget is required.'),
    );
    expect(within(form).getByLabelText('Category')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a category.'),
    );
    expect(within(form).getByLabelText('Deadline (optional)')).not.toBeInvalid();
    expect(writes(requests)).toEqual([]);

    await user.type(within(form).getByLabelText('Title'), 'Eid');
    expect(within(form).getByLabelText('Title')).not.toBeInvalid();
  });

  test('a title over 200 characters is counted, not cut, and refused beside the field', async () => {
    const requests = serveCampaigns([aCampaign()]);
    const user = userEvent.setup();
    showCampaigns('/campaigns?create=1');

    const form = screen.getByRole('region', { name: 'New Campaign' });
    const title = within(form).getByRole('textbox', { name: 'Title' });
    expect(within(form).getByText('0 / 200')).toBeInTheDocument();
    await user.paste('T'.repeat(201));
    expect(title).toHaveValue('T'.repeat(201));
    expect(within(form).getByText('201 / 200')).toHaveAttribute('aria-live', 'polite');
    await user.click(within(form).getByRole('button', { name: 'Create Campaign' }));

    expect(title).toHaveAccessibleDescription('Title is at most 200 characters.');
    expect(title).toHaveFocus();
    expect(writes(requests)).toEqual([]);
  });

  test('a budget with three decimals or a deadline in the past is refused, nothing sent', async () => {
    const requests = serveCampaigns([aCampaign()]);
    const user = userEvent.setup();
    showCampaigns('/campaigns?create=1');

    const form = screen.getByRole('region', { name: 'New Campaign' });
    await user.type(within(form).getByLabelText('Title'), 'Eid');
    await user.type(within(form).getByLabelText('Description'), 'Three posts.');
    await user.type(within(form).getByLabelText('Budget (৳)'), '100.555');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Fashion');
    await user.type(within(form).getByLabelText('Deadline (optional)'), '2020-01-01');
    await user.click(within(form).getByRole('button', { name: 'Create Campaign' }));

    expect(within(form).getByLabelText('Budget (৳)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount in taka with at most two decimals'),
    );
    expect(within(form).getByLabelText('Deadline (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('The deadline cannot be in the past.'),
    );
    expect(writes(requests)).toEqual([]);
  });

  test("creates, closes, says 'Campaign created successfully!' for 3 s and lists it", async () => {
    jest.useFakeTimers();
    const requests = serveCampaigns([aCampaign()]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    showCampaigns('/campaigns?create=1');

    const form = screen.getByRole('region', { name: 'New Campaign' });
    await user.type(within(form).getByLabelText('Title'), '  Pohela Boishakh Looks ');
    await user.type(within(form).getByLabelText('Description'), 'Three looks for Pohela Boishakh.');
    await user.type(within(form).getByLabelText('Budget (৳)'), '25000.5');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Fashion');
    await user.type(within(form).getByLabelText('Deadline (optional)'), '2030-04-14');
    await user.click(within(form).getByRole('button', { name: 'Create Campaign' }));

    const status = await screen.findByText('Campaign created successfully!');
    expect(status).toHaveAttribute('role', 'status');
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/campaigns/',
        body: {
          title: 'Pohela Boishakh Looks',
          description: 'Three looks for Pohela Boishakh.',
          budget: '25000.50',
          category: 'fashion',
          deadline: '2030-04-14',
          influencers_wanted: null,
          deliverables: [],
        },
      }),
    ]);
    expect(screen.queryByRole('region', { name: 'New Campaign' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/campaigns');
    expect(await screen.findByRole('article', { name: 'Pohela Boishakh Looks' })).toBeVisible();

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Campaign created successfully!')).not.toBeInTheDocument();
  });

  test('without a deadline it sends null', async () => {
    const requests = serveCampaigns([]);
    const user = userEvent.setup();
    showCampaigns('/campaigns?create=1');

    const form = screen.getByRole('region', { name: 'New Campaign' });
    await user.type(within(form).getByLabelText('Title'), 'Iftar');
    await user.type(within(form).getByLabelText('Description'), 'Review our box.');
    await user.type(within(form).getByLabelText('Budget (৳)'), '4500');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Food');
    await user.click(within(form).getByRole('button', { name: 'Create Campaign' }));

    await screen.findByText('Campaign created successfully!');
    expect(writes(requests)[0]?.body).toEqual(
      expect.objectContaining({ budget: '4500.00', category: 'food', deadline: null }),
    );
  });

  test('a budget written as the portal shows amounts (৳15,00,000) is taken; 1,00 is not', async () => {
    const requests = serveCampaigns([]);
    const user = userEvent.setup();
    showCampaigns('/campaigns?create=1');

    const form = screen.getByRole('region', { name: 'New Campaign' });
    const budget = within(form).getByLabelText('Budget (৳)');
    await user.type(within(form).getByLabelText('Title'), 'Iftar');
    await user.type(within(form).getByLabelText('Description'), 'Box.');
    await user.click(budget);
    await user.paste('1,00');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Food');
    await user.click(within(form).getByRole('button', { name: 'Create Campaign' }));
    expect(budget).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount in taka with at most two decimals'),
    );
    expect(writes(requests)).toEqual([]);

    await user.clear(budget);
    await user.paste(' ৳15,00,000 ');
    await user.click(within(form).getByRole('button', { name: 'Create Campaign' }));

    await screen.findByText('Campaign created successfully!');
    expect(writes(requests)[0]?.body).toEqual(expect.objectContaining({ budget: '1500000.00' }));
  });

  async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
    const form = screen.getByRole('region', { name: 'New Campaign' });
    await user.type(within(form).getByLabelText('Title'), 'Eid');
    await user.type(within(form).getByLabelText('Description'), 'Three posts.');
    await user.type(within(form).getByLabelText('Budget (৳)'), '1000');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Beauty');
    await user.click(within(form).getByRole('button', { name: 'Create Campaign' }));
    return form;
  }

  test("the server's field errors appear beside the fields, with its reason in red", async () => {
    serveCampaigns([], {
      create: () => ({
        status: 400,
        data: {
          error: 'Please correct the highlighted fields.',
          fields: {
            deadline: ['The deadline cannot be in the past.'],
            title: ['Title is at most 200 characters.'],
          },
        },
      }),
    });
    const user = userEvent.setup();
    showCampaigns('/campaigns?create=1');

    const form = await fillAndSubmit(user);

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Failed to create campaign: Please correct the highlighted fields.',
    );
    expect(within(form).getByLabelText('Deadline (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('The deadline cannot be in the past.'),
    );
    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription(
      'Title is at most 200 characters.',
    );
    expect(within(form).getByLabelText('Description')).not.toBeInvalid();
    expect(within(form).getByLabelText('Title')).toHaveValue('Eid');
  });

  test("a failure without a reason reads 'Failed to create campaign'", async () => {
    serveCampaigns([], { create: () => ({ status: 503 }) });
    const user = userEvent.setup();
    showCampaigns('/campaigns?create=1');

    const form = await fillAndSubmit(user);

    expect(await within(form).findByRole('alert')).toHaveTextContent(/^Failed to create campaign$/);
  });
});

describe('Delete Campaign', () => {
  async function askToDelete(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByRole('list', { name: 'Campaigns' });
    await user.click(
      within(card('Eid Collection Launch')).getByRole('button', { name: 'Delete Campaign' }),
    );
    return screen.getByRole('dialog', { name: 'Delete Campaign' });
  }

  test('asks first; cancelling sends nothing', async () => {
    const requests = serveCampaigns([aCampaign()]);
    const user = userEvent.setup();
    showCampaigns();

    const dialog = await askToDelete(user);
    expect(dialog).toHaveTextContent('Are you sure you want to delete this campaign?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
    expect(card('Eid Collection Launch')).toBeInTheDocument();
  });

  test("confirming deletes it: 'Campaign deleted successfully!' and the card goes", async () => {
    const requests = serveCampaigns([aCampaign(), iftar]);
    const user = userEvent.setup();
    showCampaigns();

    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Campaign' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Campaign deleted successfully!');
    expect(writes(requests)).toEqual([
      expect.objectContaining({ method: 'DELETE', url: '/campaigns/7/' }),
    ]);
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Eid Collection Launch' }),
      ).not.toBeInTheDocument(),
    );
    expect(card('Iftar Box Review')).toBeInTheDocument();
  });

  test("a campaign with a payment cannot be deleted: the server's 409 sentence in red", async () => {
    serveCampaigns([aCampaign()], {
      remove: () => ({
        status: 409,
        data: {
          error: 'This campaign has a pending or confirmed payment and cannot be deleted.',
        },
      }),
    });
    const user = userEvent.setup();
    showCampaigns();

    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Campaign' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Failed to delete campaign: This campaign has a pending or confirmed payment and cannot be deleted.',
    );
    expect(card('Eid Collection Launch')).toBeInTheDocument();
  });

  test("a failure without a reason reads 'Failed to delete campaign'", async () => {
    serveCampaigns([aCampaign()], { remove: () => ({ status: 503 }) });
    const user = userEvent.setup();
    showCampaigns();

    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Campaign' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to delete campaign$/);
  });
});
