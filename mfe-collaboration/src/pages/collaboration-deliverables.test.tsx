import { act, screen, within } from '@testing-library/react';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import {
  aCampaign,
  aCollaboration,
  aDelivery,
  AT_COLLABORATION,
} from '@portal/shared/testing/contract-fixtures';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import CollaborationPage from './collaboration-page';

afterEach(() => chooseLanguage('en'));

const campaign = aCampaign({
  deliverables: [
    { platform: 'instagram', kind: 'reel', count: 1 },
    { platform: 'youtube', kind: 'video', count: 1 },
  ],
});

function show(
  viewer: 'brand' | 'influencer',
  campaignReply: { status: number; data: unknown } = { status: 200, data: campaign },
) {
  const requests = serveApi({
    'GET /applications/31/': {
      status: 200,
      data: aCollaboration({ status: 'delivered', deliveries: [aDelivery()] }),
    },
    'GET /campaigns/7/': campaignReply,
  });
  renderPage(<CollaborationPage />, { user: viewer, ...AT_COLLABORATION });
  return requests;
}

const lines = async () =>
  within(
    (await screen.findByRole('heading', { name: /^(Deliverables|ডেলিভারেবল)$/ }))
      .parentElement as HTMLElement,
  )
    .getAllByRole('listitem')
    .map((item) => item.textContent);

test("the brand sees which of the campaign's deliverables the latest delivery covers", async () => {
  show('brand');

  expect(await lines()).toEqual(['Instagram: Reel × 1: done', 'YouTube: Video × 1: not yet']);
  expect(
    screen.getByText(
      'Each link of the latest delivery marked with a platform counts as one piece published there.',
    ),
  ).toBeVisible();
});

test('in Bangla, at 360 px, the check reads in Bangla', async () => {
  setViewportWidth(PHONE_WIDTH);
  await chooseLanguage('bn');
  show('brand');

  expect(await lines()).toEqual(['Instagram: রিল × ১: সম্পন্ন', 'YouTube: ভিডিও × ১: এখনো নয়']);
  await act(() => chooseLanguage('en'));
  expect(await lines()).toEqual(['Instagram: Reel × 1: done', 'YouTube: Video × 1: not yet']);
});

test('nothing is shown when the campaign lists no deliverables or cannot be read', async () => {
  show('brand', { status: 404, data: { error: 'Campaign not found.' } });
  expect(await screen.findByRole('heading', { name: 'Deliveries' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Deliverables' })).not.toBeInTheDocument();
});

test('the influencer does not get the check (the campaign page lists the deliverables)', async () => {
  const requests = show('influencer');
  expect(await screen.findByRole('heading', { name: 'Deliveries' })).toBeInTheDocument();
  expect(requests.map((request) => request.url)).not.toContain('/campaigns/7/');
});
