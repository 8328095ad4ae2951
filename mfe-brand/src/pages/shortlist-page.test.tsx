import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import {
  aCampaign,
  aPlatformConfig,
  aShortlistEntry,
} from '@portal/shared/testing/contract-fixtures';
import { serveApi, type FakeRoutes } from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import ShortlistPage from './shortlist-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => chooseLanguage('en'));

/** What Send offer reads besides the shortlist: the brand's campaigns and the fee. */
const OFFER_ROUTES: FakeRoutes = {
  'GET /campaigns/': { status: 200, data: [aCampaign({ id: 5, title: 'Eid Collection' })] },
  'GET /config/': { status: 200, data: aPlatformConfig() },
};

const saved = [
  aShortlistEntry(),
  aShortlistEntry({
    id: 22,
    username: 'dhaka_foodie',
    category: null,
    followers_count: 25000,
    is_active: false,
  }),
];

function showShortlist() {
  return renderPage(<ShortlistPage />, {
    user: 'brand',
    url: '/shortlist',
    path: '/shortlist',
    routes: { '/influencers': <p>find influencers</p> },
  });
}

test('lists the saved influencers with Send offer and Remove; a removed one leaves the list', async () => {
  let entries = saved;
  const requests = serveApi({
    ...OFFER_ROUTES,
    'GET /shortlist/': () => ({ status: 200, data: entries }),
    'DELETE /shortlist/nusrat_styles/': () => {
      entries = entries.filter((entry) => entry.username !== 'nusrat_styles');
      return { status: 204 };
    },
  });
  showShortlist();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shortlist');
  expect(screen.getByRole('status')).toHaveTextContent('Loading your shortlist...');
  const table = await screen.findByRole('table', { name: 'Saved influencers' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Username', 'Category', 'Followers', 'Rating', 'Completed collaborations', 'Actions']);
  const first = within(table).getByRole('link', { name: 'nusrat_styles' }).closest('tr');
  expect(first).toHaveTextContent('Fashion');
  expect(first).toHaveTextContent('12,34,567');
  expect(first).toHaveTextContent('★ 4.5 (12 reviews)');
  expect(within(first as HTMLElement).getByRole('button', { name: 'Send offer' })).toBeEnabled();
  // A deactivated influencer stays, to be removed, but cannot be sent an offer.
  const second = within(table).getByRole('link', { name: 'dhaka_foodie' }).closest('tr');
  expect(second).toHaveTextContent('Not set');
  expect(second).toHaveTextContent('No longer active');
  expect(within(second as HTMLElement).queryByRole('button', { name: 'Send offer' })).toBeNull();

  await userEvent.click(
    screen.getByRole('button', { name: 'Remove nusrat_styles from your shortlist' }),
  );
  await waitFor(() =>
    expect(screen.queryByRole('link', { name: 'nusrat_styles' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('link', { name: 'dhaka_foodie' })).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
});

test('Send offer opens the kit dialog for that influencer', async () => {
  serveApi({ ...OFFER_ROUTES, 'GET /shortlist/': { status: 200, data: [aShortlistEntry()] } });
  showShortlist();
  await userEvent.click(await screen.findByRole('button', { name: 'Send offer' }));
  expect(
    screen.getByRole('dialog', { name: 'Send an offer to nusrat_styles' }),
  ).toBeInTheDocument();
});

test('a refused removal is told with the server sentence', async () => {
  serveApi({
    ...OFFER_ROUTES,
    'GET /shortlist/': { status: 200, data: [aShortlistEntry()] },
    'DELETE /shortlist/nusrat_styles/': {
      status: 404,
      data: { error: 'This influencer is not on your shortlist.' },
    },
  });
  showShortlist();
  await userEvent.click(
    await screen.findByRole('button', { name: 'Remove nusrat_styles from your shortlist' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This influencer is not on your shortlist.',
  );
});

test('empty: says so and links to Find Influencers', async () => {
  serveApi({ 'GET /shortlist/': { status: 200, data: [] } });
  showShortlist();
  expect(await screen.findByText(/No saved influencers yet/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Find Influencers' }));
  expect(currentLocation()).toBe('/influencers');
});

test('a failed load says so and tries again', async () => {
  let calls = 0;
  serveApi({
    'GET /shortlist/': () => {
      calls += 1;
      return calls === 1 ? { status: 500, data: { error: 'Down.' } } : { status: 200, data: [] };
    },
  });
  showShortlist();
  expect(await screen.findByText('Your shortlist could not be loaded.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(/No saved influencers yet/)).toBeInTheDocument();
});

test('on a phone each saved influencer is a card; in Bangla', async () => {
  setViewportWidth(PHONE_WIDTH);
  await chooseLanguage('bn');
  serveApi({ ...OFFER_ROUTES, 'GET /shortlist/': { status: 200, data: [aShortlistEntry()] } });
  showShortlist();
  const cards = await screen.findByRole('list', { name: 'সংরক্ষিত ইনফ্লুয়েন্সার' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(within(cards).getByRole('listitem')).toHaveTextContent('১২,৩৪,৫৬৭');
  expect(
    within(cards).getByRole('button', { name: 'nusrat_styles-কে আপনার শর্টলিস্ট থেকে সরান' }),
  ).toHaveTextContent('সরান');
});
