import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { aCampaign } from '@portal/shared/testing/contract-fixtures';
import { serveApi, type FakeRequest } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import CampaignDetailPage from './campaign-detail-page';
import CampaignsPage from './campaigns-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => chooseLanguage('en'));

const writes = (requests: FakeRequest[]) => requests.filter((request) => request.method !== 'GET');

/** The brand's campaign 7, which each PATCH changes as the server would. */
function serveCampaign(first: Campaign = aCampaign(), refusal?: { status: number; error: string }) {
  let campaign = first;
  return serveApi({
    'GET /campaigns/7/': () => ({ status: 200, data: campaign }),
    'GET /applications/': { status: 200, data: [] },
    'PATCH /campaigns/7/': (request) => {
      if (refusal) return { status: refusal.status, data: { error: refusal.error } };
      const changes = request.body as Partial<Campaign>;
      campaign = { ...campaign, ...changes };
      if (changes.is_open !== undefined) {
        campaign.closed_because = changes.is_open ? null : 'brand';
      }
      return { status: 200, data: campaign };
    },
  });
}

function showCampaign() {
  return renderPage(<CampaignDetailPage />, {
    user: 'brand',
    url: '/campaigns/7',
    path: '/campaigns/:id',
  });
}

test('Edit Campaign opens the form filled in and saves the changes, deliverables included', async () => {
  const requests = serveCampaign(
    aCampaign({ deliverables: [{ platform: 'instagram', kind: 'reel', count: 2 }] }),
  );
  const user = userEvent.setup();
  showCampaign();

  await user.click(await screen.findByRole('button', { name: 'Edit Campaign' }));
  const form = screen.getByRole('region', { name: 'Edit Campaign' });
  expect(within(form).getByLabelText('Title')).toHaveValue('Eid Collection Launch');
  expect(within(form).queryByLabelText('Category')).not.toBeInTheDocument();
  const first = within(form).getByRole('group', { name: 'Deliverable 1' });
  expect(within(first).getByLabelText('Platform')).toHaveValue('instagram');
  expect(within(first).getByLabelText('How many')).toHaveValue('2');

  await user.clear(within(form).getByLabelText('Title'));
  await user.paste('Eid Collection 2026');
  await user.type(within(form).getByLabelText('Influencers wanted (optional)'), '৩');
  await user.click(within(form).getByRole('button', { name: 'Add a deliverable' }));
  const second = within(form).getByRole('group', { name: 'Deliverable 2' });
  await user.selectOptions(within(second).getByLabelText('Platform'), 'YouTube');
  await user.selectOptions(within(second).getByLabelText('Kind'), 'Video');
  await user.click(within(form).getByRole('button', { name: 'Save Campaign' }));

  expect(await screen.findByText('Campaign saved successfully!')).toHaveAttribute('role', 'status');
  expect(writes(requests)).toEqual([
    expect.objectContaining({
      method: 'PATCH',
      url: '/campaigns/7/',
      body: {
        title: 'Eid Collection 2026',
        description: aCampaign().description,
        budget: '15000.00',
        deadline: '2030-06-30',
        influencers_wanted: 3,
        deliverables: [
          { platform: 'instagram', kind: 'reel', count: 2 },
          { platform: 'youtube', kind: 'video', count: 1 },
        ],
      },
    }),
  ]);
  expect(screen.queryByRole('region', { name: 'Edit Campaign' })).not.toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Eid Collection 2026' }),
  ).toBeInTheDocument();
});

test('the edit form checks counts by the contract before sending anything', async () => {
  const requests = serveCampaign();
  const user = userEvent.setup();
  showCampaign();

  await user.click(await screen.findByRole('button', { name: 'Edit Campaign' }));
  const form = screen.getByRole('region', { name: 'Edit Campaign' });
  await user.type(within(form).getByLabelText('Influencers wanted (optional)'), '0');
  await user.click(within(form).getByRole('button', { name: 'Add a deliverable' }));
  await user.click(within(form).getByRole('button', { name: 'Add a deliverable' }));
  const count = within(within(form).getByRole('group', { name: 'Deliverable 1' })).getByLabelText(
    'How many',
  );
  await user.clear(count);
  await user.type(count, '21');
  await user.click(within(form).getByRole('button', { name: 'Save Campaign' }));

  expect(within(form).getByLabelText('Influencers wanted (optional)')).toHaveAccessibleDescription(
    expect.stringContaining('Enter how many influencers: at least 1.'),
  );
  expect(count).toHaveAccessibleDescription(expect.stringContaining('Enter how many: at most 20.'));
  expect(within(form).getByRole('alert')).toHaveTextContent(
    'List each platform and kind once, with how many.',
  );
  expect(writes(requests)).toEqual([]);
});

test('once an application is accepted the budget is kept, and the server refusal is told', async () => {
  serveCampaign(aCampaign({ accepted_count: 1 }), {
    status: 409,
    error: 'The budget cannot change once an application to this campaign has been accepted.',
  });
  const user = userEvent.setup();
  showCampaign();

  await user.click(await screen.findByRole('button', { name: 'Edit Campaign' }));
  const form = screen.getByRole('region', { name: 'Edit Campaign' });
  const budget = within(form).getByLabelText('Budget (৳)');
  expect(budget).toHaveAttribute('readonly');
  expect(budget).toHaveAccessibleDescription(
    expect.stringContaining('An application is accepted, so the budget stays as it is.'),
  );
  await user.click(within(form).getByRole('button', { name: 'Save Campaign' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'Failed to save campaign: The budget cannot change once an application to this campaign has been accepted.',
  );
});

test('Close Campaign closes it to new applications; Reopen Campaign opens it again', async () => {
  const requests = serveCampaign();
  const user = userEvent.setup();
  showCampaign();

  await user.click(await screen.findByRole('button', { name: 'Close Campaign' }));
  expect(await screen.findByText('Campaign closed to new applications.')).toBeVisible();
  expect(screen.getByText('The brand has closed this campaign to new applications.')).toBeVisible();
  await user.click(await screen.findByRole('button', { name: 'Reopen Campaign' }));
  expect(await screen.findByText('Campaign reopened to new applications.')).toBeVisible();
  expect(writes(requests).map((request) => request.body)).toEqual([
    { is_open: false },
    { is_open: true },
  ]);
});

test('a reopen the server refuses says what to change', async () => {
  serveCampaign(aCampaign({ is_open: false, closed_because: 'deadline', deadline: '2026-01-01' }), {
    status: 409,
    error: "This campaign's deadline has passed: set a later deadline to reopen it.",
  });
  const user = userEvent.setup();
  showCampaign();

  expect(
    await screen.findByText(
      "This campaign's deadline has passed, so it takes no new applications.",
    ),
  ).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Reopen Campaign' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "Failed to save campaign: This campaign's deadline has passed: set a later deadline to reopen it.",
  );
});

test('in Bangla, at 360 px, the edit form, Close and the deliverables editor read in Bangla', async () => {
  setViewportWidth(PHONE_WIDTH);
  await chooseLanguage('bn');
  const requests = serveCampaign();
  const user = userEvent.setup();
  showCampaign();

  await user.click(await screen.findByRole('button', { name: 'ক্যাম্পেইন সম্পাদনা করুন' }));
  const form = screen.getByRole('region', { name: 'ক্যাম্পেইন সম্পাদনা' });
  await user.click(within(form).getByRole('button', { name: 'একটি ডেলিভারেবল যোগ করুন' }));
  const line = within(form).getByRole('group', { name: 'ডেলিভারেবল ১' });
  expect(within(line).getByLabelText('ধরন')).toHaveDisplayValue('পোস্ট');
  await user.clear(within(line).getByLabelText('কতগুলো'));
  await user.click(within(form).getByRole('button', { name: 'ক্যাম্পেইন সংরক্ষণ করুন' }));
  expect(within(line).getByLabelText('কতগুলো')).toHaveAccessibleDescription(
    expect.stringContaining('কতগুলো, তা পূর্ণ সংখ্যায় লিখুন।'),
  );
  expect(writes(requests)).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'ক্যাম্পেইন বন্ধ করুন' }));
  expect(await screen.findByText('ক্যাম্পেইনে নতুন আবেদন বন্ধ করা হয়েছে।')).toBeVisible();

  await act(() => chooseLanguage('en'));
  expect(screen.getByRole('button', { name: 'Reopen Campaign' })).toBeInTheDocument();
});

test("the brand's list marks each campaign open or closed", async () => {
  serveApi({
    'GET /campaigns/': {
      status: 200,
      data: [
        aCampaign({ is_open: false, closed_because: 'brand' }),
        aCampaign({ id: 8, title: 'Iftar Box Review' }),
      ],
    },
  });
  renderPage(<CampaignsPage />, { user: 'brand', url: '/campaigns', path: '/campaigns' });

  expect(await screen.findByRole('article', { name: 'Eid Collection Launch' })).toHaveTextContent(
    'New applicationsClosed',
  );
  expect(screen.getByRole('article', { name: 'Iftar Box Review' })).toHaveTextContent(
    'New applicationsOpen',
  );
});
