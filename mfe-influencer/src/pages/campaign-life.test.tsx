import { act, screen, within } from '@testing-library/react';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { aCampaign } from '@portal/shared/testing/contract-fixtures';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import CampaignDetailPage from './campaign-detail-page';
import CampaignsPage from './campaigns-page';

afterEach(() => chooseLanguage('en'));

const deliverables = [
  { platform: 'instagram', kind: 'reel', count: 2 },
  { platform: 'other', kind: 'live', count: 1 },
] as const;

const closed = aCampaign({
  is_open: false,
  closed_because: 'full',
  influencers_wanted: 3,
  accepted_count: 3,
  deliverables: [...deliverables],
});

function showCampaign() {
  return renderPage(<CampaignDetailPage />, {
    user: 'influencer',
    url: '/campaigns/7',
    path: '/campaigns/:id',
  });
}

test('a campaign lists its deliverables and, closed, says why instead of offering Apply', async () => {
  serveApi({ 'GET /campaigns/7/': { status: 200, data: closed } });
  showCampaign();

  const heading = await screen.findByRole('heading', { level: 2, name: 'Deliverables' });
  const section = heading.closest('section') as HTMLElement;
  expect(
    within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Instagram: Reel × 2', 'Other: Live × 1']);
  expect(
    screen.getByText(
      'This campaign has all the influencers it wants, so it takes no new applications.',
    ),
  ).toBeVisible();
  expect(screen.getByText('This campaign is closed to new applications.')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Apply to Campaign' })).not.toBeInTheDocument();
  const facts = screen.getByText('Budget').closest('dl') as HTMLElement;
  expect(facts).toHaveTextContent('New applicationsClosed');
  expect(facts).toHaveTextContent('Influencers wanted3 of 3 accepted');
});

test('an open campaign with no deliverables says it lists none and offers Apply', async () => {
  serveApi({ 'GET /campaigns/7/': { status: 200, data: aCampaign() } });
  showCampaign();

  expect(await screen.findByText('No deliverables listed.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Apply to Campaign' })).toBeInTheDocument();
});

test('in Bangla, at 360 px, the closed campaign and its deliverables read in Bangla', async () => {
  setViewportWidth(PHONE_WIDTH);
  await chooseLanguage('bn');
  serveApi({ 'GET /campaigns/7/': { status: 200, data: closed } });
  showCampaign();

  const heading = await screen.findByRole('heading', { level: 2, name: 'ডেলিভারেবল' });
  expect(
    within(heading.closest('section') as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Instagram: রিল × ২', 'অন্যান্য: লাইভ × ১']);
  expect(screen.getByText('এই ক্যাম্পেইনে নতুন আবেদন বন্ধ।')).toBeVisible();
  expect(screen.getByText('বাজেট').closest('dl')).toHaveTextContent('নতুন আবেদনবন্ধ');
  expect(screen.queryByRole('button', { name: 'ক্যাম্পেইনে আবেদন করুন' })).not.toBeInTheDocument();

  await act(() => chooseLanguage('en'));
  expect(screen.getByText('This campaign is closed to new applications.')).toBeVisible();
});

test('the list of campaigns marks a closed one and offers Apply only on open ones', async () => {
  serveApi({
    'GET /campaigns/': {
      status: 200,
      data: [closed, aCampaign({ id: 8, title: 'Iftar Box Review' })],
    },
  });
  renderPage(<CampaignsPage />, { user: 'influencer', url: '/campaigns', path: '/campaigns' });

  const eid = await screen.findByRole('article', { name: 'Eid Collection Launch' });
  expect(eid).toHaveTextContent('New applicationsClosed');
  expect(eid).toHaveTextContent('This campaign is closed to new applications.');
  expect(within(eid).queryByRole('button')).not.toBeInTheDocument();
  const iftar = screen.getByRole('article', { name: 'Iftar Box Review' });
  expect(iftar).toHaveTextContent('New applicationsOpen');
  expect(within(iftar).getByRole('button', { name: 'Apply to Campaign' })).toBeInTheDocument();
});
