import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { deferredReply, serveApi, serveApiWith } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import {
  aCampaign,
  anApplication,
  aPlatformConfig,
} from '@portal/shared/testing/contract-fixtures';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import CampaignDetailPage from './campaign-detail-page';

afterEach(() => chooseLanguage('en'));

function showCampaign(id = '7') {
  return renderPage(<CampaignDetailPage />, {
    user: 'influencer',
    url: `/campaigns/${id}`,
    path: '/campaigns/:id',
  });
}

test('shows the whole campaign with its brand linked, deadline and Apply', async () => {
  const requests = serveApi({
    'GET /campaigns/7/': {
      status: 200,
      data: aCampaign({ description: 'Three posts.\nOne story on Eid day.' }),
    },
  });
  showCampaign();

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Eid Collection Launch' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/^By:/)).toHaveTextContent('By: aarong_style · posted 1 May 2026');
  expect(screen.getByRole('link', { name: 'aarong_style' })).toHaveAttribute(
    'href',
    '/user/aarong_style',
  );
  expect(screen.getByText(/Three posts\./)).toHaveTextContent('Three posts. One story on Eid day.');
  const facts = screen.getByText('Budget').closest('dl') as HTMLElement;
  expect(facts).toHaveTextContent(
    'Budget৳15,000.00CategoryFashionDeadline30 Jun 2030New applicationsOpenApplications2' +
      'Influencers wantedNo limit',
  );
  expect(screen.getByRole('button', { name: 'Apply to Campaign' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Back to Available Campaigns' })).toHaveAttribute(
    'href',
    '/campaigns',
  );
  expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
    'GET /campaigns/7/',
  ]);
});

test('applying from the detail page submits and then shows the pending status', async () => {
  let status: Campaign['application_status'] = null;
  const requests = serveApi({
    'GET /campaigns/7/': () => ({ status: 200, data: aCampaign({ application_status: status }) }),
    'POST /applications/': () => {
      status = 'pending';
      return { status: 201, data: anApplication() };
    },
  });
  const user = userEvent.setup();
  showCampaign();

  await user.click(await screen.findByRole('button', { name: 'Apply to Campaign' }));
  const dialog = screen.getByRole('dialog', { name: 'Apply to Campaign' });
  await user.type(within(dialog).getByLabelText('Proposal'), 'Three reels.');
  await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Application submitted successfully!',
  );
  expect(await screen.findByText('Your application:')).toHaveTextContent(
    'Your application: Pending',
  );
  expect(screen.queryByRole('button', { name: 'Apply to Campaign' })).not.toBeInTheDocument();
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
    campaign: 7,
    proposal: 'Three reels.',
    expected_fee: null,
  });
});

test("a campaign already applied to shows the application's status instead of Apply", async () => {
  serveApi({
    'GET /campaigns/7/': { status: 200, data: aCampaign({ application_status: 'rejected' }) },
  });
  showCampaign();

  expect(await screen.findByText('Your application:')).toHaveTextContent(
    'Your application: Rejected',
  );
  expect(screen.getByText('Rejected')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Apply to Campaign' })).not.toBeInTheDocument();
});

test('a campaign without a deadline says so', async () => {
  serveApi({ 'GET /campaigns/7/': { status: 200, data: aCampaign({ deadline: null }) } });
  showCampaign();

  await screen.findByRole('heading', { level: 1, name: 'Eid Collection Launch' });
  expect(screen.getByText('Deadline').nextElementSibling).toHaveTextContent('No deadline');
});

test('a missing or closed campaign is not found, with the way back to the list', async () => {
  serveApi({ 'GET /campaigns/404/': { status: 404, data: { error: 'Campaign not found.' } } });
  showCampaign('404');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Campaign not found' }),
  ).toBeInTheDocument();
  expect(screen.getByText('This campaign does not exist or is not open to you.')).toBeVisible();
  expect(screen.getByRole('link', { name: '← Back to Available Campaigns' })).toHaveAttribute(
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
  serveApiWith(() => (++calls === 1 ? first.promise : { status: 200, data: aCampaign() }));
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

test('in Bangla the application modal shows the budget in Bengali digits and sends a fee typed in them', async () => {
  const requests = serveApi({
    'GET /campaigns/7/': { status: 200, data: aCampaign() },
    'GET /config/': { status: 200, data: aPlatformConfig() },
    'POST /applications/': { status: 201, data: anApplication() },
  });
  const user = userEvent.setup();
  await chooseLanguage('bn');
  showCampaign();

  await user.click(await screen.findByRole('button', { name: 'ক্যাম্পেইনে আবেদন করুন' }));
  const dialog = screen.getByRole('dialog', { name: 'ক্যাম্পেইনে আবেদন করুন' });
  expect(dialog).toHaveTextContent('Eid Collection Launch · বাজেট ৳১৫,০০০.০০');
  const fee = within(dialog).getByLabelText('প্রত্যাশিত ফি (ঐচ্ছিক)');
  expect(fee).toHaveAccessibleDescription('ক্যাম্পেইনের বাজেট ৳১৫,০০০.০০ মেনে নিতে ঘরটি খালি রাখুন।');
  await user.type(within(dialog).getByLabelText(/^প্রস্তাব/), 'তিনটি রিল।');
  expect(
    await within(dialog).findByText('১০% প্ল্যাটফর্ম ফি বাদে আপনি পাবেন ৳১৩,৫০০.০০।'),
  ).toBeVisible();
  await user.type(fee, '১২০০০');
  expect(within(dialog).getByText('১০% প্ল্যাটফর্ম ফি বাদে আপনি পাবেন ৳১০,৮০০.০০।')).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'আবেদন জমা দিন' }));

  expect(await screen.findByRole('status')).toHaveTextContent('আবেদন সফলভাবে জমা হয়েছে!');
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
    campaign: 7,
    proposal: 'তিনটি রিল।',
    expected_fee: '12000.00',
  });

  await act(() => chooseLanguage('en'));

  expect(screen.getByRole('button', { name: 'Apply to Campaign' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Back to Available Campaigns' })).toBeInTheDocument();
});

test("the campaign tells its brand's reputation, in Bangla too", async () => {
  serveApi({ 'GET /campaigns/7/': { status: 200, data: aCampaign() } });
  showCampaign();

  expect(await screen.findByText('★ 4.5 (12)')).toBeVisible();
  expect(screen.getByText('Rated 4.5 out of 5 from 12 reviews')).toBeInTheDocument();
  expect(screen.getByText('8 collaborations completed')).toBeVisible();

  await act(() => chooseLanguage('bn'));

  expect(screen.getByText('★ ৪.৫ (১২)')).toBeVisible();
  expect(screen.getByText('১২টি রিভিউয়ে ৫-এর মধ্যে ৪.৫ রেটিং')).toBeInTheDocument();
  expect(screen.getByText('৮টি কোলাবরেশন সম্পন্ন')).toBeVisible();
});
