import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InfluencerSearchResult } from '@portal/shared/contract/influencers';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { aShortlistEntry } from '@portal/shared/testing/contract-fixtures';
import { nextPageLink, serveApi, type FakeRequest } from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import InfluencerSearchPage from './influencer-search-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => chooseLanguage('en'));

function anInfluencer(overrides: Partial<InfluencerSearchResult> = {}): InfluencerSearchResult {
  return {
    id: 21,
    username: 'nusrat_styles',
    email: 'nusrat@example.com',
    category: 'fashion',
    followers_count: 1234567,
    bio: 'Dhaka fashion and lifestyle.',
    profile_picture: '/media/nusrat.png',
    average_rating: '4.5',
    review_count: 12,
    completed_collaborations: 7,
    ...overrides,
  };
}

/** Exactly 100 characters. */
const HUNDRED = 'a'.repeat(99) + 'z';

const influencers = [
  anInfluencer(),
  anInfluencer({
    id: 22,
    username: 'dhaka_foodie',
    email: 'foodie@example.com',
    category: 'food',
    followers_count: 25000,
    bio: `${HUNDRED}and more`,
  }),
  anInfluencer({
    id: 23,
    username: 'fit_with_rafi',
    email: 'rafi@example.com',
    category: null,
    followers_count: 999,
    bio: HUNDRED,
    average_rating: '5.0',
    review_count: 1,
  }),
  anInfluencer({
    id: 24,
    username: 'tanvir_tech',
    email: undefined,
    bio: null,
    profile_picture: null,
    average_rating: null,
    review_count: 0,
    completed_collaborations: 0,
  }),
];

function searches(requests: FakeRequest[]) {
  return requests.filter((request) => request.url === '/influencers/search/');
}

function showSearch(url = '/influencers') {
  return renderPage(<InfluencerSearchPage />, { user: 'brand', url, path: '/influencers' });
}

/** The row's cells but the last two, its Save and Send offer. */
function rowOf(username: string) {
  const row = screen.getByRole('link', { name: username }).closest('tr');
  if (!row) throw new Error(`no row for ${username}`);
  return within(row)
    .getAllByRole('cell')
    .slice(0, -2)
    .map((cell) => cell.textContent);
}

test('lists Username with picture and email, Category, Followers (12,34,567), Rating, Completed collaborations and Bio', async () => {
  const requests = serveApi({ 'GET /influencers/search/': { status: 200, data: influencers } });
  showSearch();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find Influencers');
  expect(screen.getByRole('status')).toHaveTextContent('Searching influencers...');
  const table = await screen.findByRole('table', { name: 'Influencers' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Username',
    'Category',
    'Followers',
    'Rating',
    'Completed collaborations',
    'Bio',
    'Shortlist',
    'Offer',
  ]);
  expect(rowOf('nusrat_styles')).toEqual([
    'nusrat_stylesnusrat@example.com',
    'Fashion',
    '12,34,567',
    '★ 4.5 (12 reviews)',
    '7',
    'Dhaka fashion and lifestyle.',
  ]);
  expect(within(table).getAllByRole('button', { name: 'Send offer' })).toHaveLength(
    influencers.length,
  );
  expect(
    within(table).getByRole('img', { name: 'Profile picture of nusrat_styles' }),
  ).toHaveAttribute('src', expect.stringContaining('/media/nusrat.png'));
  expect(within(table).getByRole('link', { name: 'nusrat_styles' })).toHaveAttribute(
    'href',
    '/user/nusrat_styles',
  );
  expect(rowOf('dhaka_foodie')).toEqual([
    'dhaka_foodiefoodie@example.com',
    'Food',
    '25,000',
    '★ 4.5 (12 reviews)',
    '7',
    `${HUNDRED}...`,
  ]);
  expect(rowOf('fit_with_rafi')).toEqual([
    'fit_with_rafirafi@example.com',
    'Not set',
    '999',
    '★ 5.0 (1 review)',
    '7',
    HUNDRED,
  ]);
  // No email in the answer (no accepted collaboration), no picture, no review.
  expect(rowOf('tanvir_tech')).toEqual([
    'tanvir_tech',
    'Fashion',
    '12,34,567',
    'No reviews yet',
    '0',
    'No bio',
  ]);
  expect(
    within(table).getByRole('img', { name: 'Profile picture of tanvir_tech' }),
  ).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
  expect(searches(requests).map((request) => request.params)).toEqual([{}]);
});

test('on a phone each influencer is a card of label-value pairs instead of a table row', async () => {
  setViewportWidth(PHONE_WIDTH);
  serveApi({ 'GET /influencers/search/': { status: 200, data: [anInfluencer()] } });
  showSearch();

  const cards = await screen.findByRole('list', { name: 'Influencers' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(within(cards).getByRole('listitem')).toHaveTextContent(
    'Usernamenusrat_stylesnusrat@example.comCategoryFashionFollowers12,34,567Rating★ 4.5 (12 reviews)' +
      'Completed collaborations7BioDhaka fashion and lifestyle.ShortlistSave',
  );
});

test('the filters: Category with All Categories and the eight without other; Minimum Followers', async () => {
  serveApi({ 'GET /influencers/search/': { status: 200, data: influencers } });
  showSearch();

  const filters = screen.getByRole('search', { name: 'Search influencers' });
  expect(
    within(within(filters).getByRole('combobox', { name: 'Category' }))
      .getAllByRole('option')
      .map((option) => [option.getAttribute('value'), option.textContent]),
  ).toEqual([
    ['', 'All Categories'],
    ['fashion', 'Fashion'],
    ['beauty', 'Beauty'],
    ['fitness', 'Fitness'],
    ['travel', 'Travel'],
    ['food', 'Food'],
    ['lifestyle', 'Lifestyle'],
    ['technology', 'Technology'],
    ['gaming', 'Gaming'],
  ]);
  const followers = within(filters).getByRole('textbox', { name: 'Minimum Followers' });
  expect(followers).toHaveAttribute('inputmode', 'numeric');
  expect(within(filters).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  await screen.findByRole('table', { name: 'Influencers' });
});

test('only the non-empty filters are sent, and they are kept in the address', async () => {
  const requests = serveApi({ 'GET /influencers/search/': { status: 200, data: influencers } });
  const user = userEvent.setup();
  showSearch();
  await screen.findByRole('table', { name: 'Influencers' });

  await user.selectOptions(screen.getByLabelText('Category'), 'Food');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(searches(requests)).toHaveLength(2));
  expect(searches(requests)[1]?.params).toEqual({ category: 'food' });
  expect(currentLocation()).toBe('/influencers?category=food');

  await user.selectOptions(screen.getByLabelText('Category'), 'All Categories');
  await user.type(screen.getByLabelText('Minimum Followers'), '10000');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(searches(requests)).toHaveLength(3));
  expect(searches(requests)[2]?.params).toEqual({ min_followers: '10000' });
  expect(currentLocation()).toBe('/influencers?min_followers=10000');
});

test('a minimum typed in Bengali digits searches with, and keeps in the address, Latin ones', async () => {
  const requests = serveApi({ 'GET /influencers/search/': { status: 200, data: influencers } });
  const user = userEvent.setup();
  showSearch();
  await screen.findByRole('table', { name: 'Influencers' });

  await user.type(screen.getByLabelText('Minimum Followers'), '১০০০০');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(searches(requests)).toHaveLength(2));
  expect(searches(requests)[1]?.params).toEqual({ min_followers: '10000' });
  expect(currentLocation()).toBe('/influencers?min_followers=10000');
});

test('opening /influencers?category=beauty&min_followers=500 searches at once', async () => {
  const requests = serveApi({ 'GET /influencers/search/': { status: 200, data: influencers } });
  showSearch('/influencers?category=beauty&min_followers=500');

  await screen.findByRole('table', { name: 'Influencers' });
  expect(searches(requests)[0]?.params).toEqual({ category: 'beauty', min_followers: '500' });
  expect(screen.getByLabelText('Category')).toHaveValue('beauty');
  expect(screen.getByLabelText('Minimum Followers')).toHaveValue('500');
});

test("an unknown or 'other' category in the address is not sent", async () => {
  const requests = serveApi({ 'GET /influencers/search/': { status: 200, data: influencers } });
  showSearch('/influencers?category=other');

  await screen.findByRole('table', { name: 'Influencers' });
  expect(searches(requests)[0]?.params).toEqual({});
  expect(screen.getByLabelText('Category')).toHaveValue('');
});

test('a minimum in the address that is not a whole number is not sent', async () => {
  const requests = serveApi({ 'GET /influencers/search/': { status: 200, data: influencers } });
  showSearch('/influencers?category=food&min_followers=lots');

  await screen.findByRole('table', { name: 'Influencers' });
  expect(searches(requests)[0]?.params).toEqual({ category: 'food' });
  expect(screen.getByLabelText('Minimum Followers')).toHaveValue('');
});

test('a negative minimum is refused beside the field and not sent', async () => {
  const requests = serveApi({ 'GET /influencers/search/': { status: 200, data: influencers } });
  const user = userEvent.setup();
  showSearch();
  await screen.findByRole('table', { name: 'Influencers' });

  await user.type(screen.getByLabelText('Minimum Followers'), '-5');
  await user.click(screen.getByRole('button', { name: 'Search' }));

  expect(screen.getByLabelText('Minimum Followers')).toHaveAccessibleDescription(
    'Enter a whole number of followers, 0 or more.',
  );
  expect(screen.getByLabelText('Minimum Followers')).toBeInvalid();
  expect(searches(requests)).toHaveLength(1);
  expect(currentLocation()).toBe('/influencers');
});

test("no match reads 'No influencers found matching your criteria.'", async () => {
  serveApi({ 'GET /influencers/search/': { status: 200, data: [] } });
  showSearch('/influencers?category=gaming');

  expect(
    await screen.findByText('No influencers found matching your criteria.'),
  ).toBeInTheDocument();
});

test('a failed search says so and can be retried', async () => {
  let calls = 0;
  serveApi({
    'GET /influencers/search/': () =>
      ++calls === 1 ? { status: 503 } : { status: 200, data: influencers },
  });
  const user = userEvent.setup();
  showSearch();

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch influencers');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'Influencers' })).toBeInTheDocument();
});

test('Load more fetches the next page with the same filters', async () => {
  const requests = serveApi({
    'GET /influencers/search/': (request) =>
      request.params.cursor === 'Mg'
        ? { status: 200, data: [influencers[1]] }
        : {
            status: 200,
            data: [influencers[0]],
            headers: nextPageLink('/influencers/search/', 'Mg'),
          },
  });
  const user = userEvent.setup();
  showSearch('/influencers?min_followers=100');

  await user.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: 'dhaka_foodie' })).toBeInTheDocument();
  expect(searches(requests).map((request) => request.params)).toEqual([
    { min_followers: '100' },
    { min_followers: '100', cursor: 'Mg' },
  ]);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('Name searches usernames, sent as q and kept in the address with the other filters', async () => {
  const requests = serveApi({ 'GET /influencers/search/': { status: 200, data: influencers } });
  const user = userEvent.setup();
  showSearch('/influencers?category=food');
  await screen.findByRole('table', { name: 'Influencers' });

  const filters = screen.getByRole('search', { name: 'Search influencers' });
  await user.type(within(filters).getByRole('searchbox', { name: 'Name' }), '  rafi ');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(searches(requests)).toHaveLength(2));
  expect(searches(requests)[1]?.params).toEqual({ category: 'food', q: 'rafi' });
  expect(currentLocation()).toBe('/influencers?category=food&q=rafi');
  expect(screen.getByRole('searchbox', { name: 'Name' })).toHaveValue('rafi');
});

test('a name shorter than three characters is refused beside the field and not sent', async () => {
  const requests = serveApi({ 'GET /influencers/search/': { status: 200, data: influencers } });
  const user = userEvent.setup();
  showSearch();
  await screen.findByRole('table', { name: 'Influencers' });

  await user.type(screen.getByRole('searchbox', { name: 'Name' }), 'ra ');
  await user.click(screen.getByRole('button', { name: 'Search' }));

  expect(screen.getByRole('searchbox', { name: 'Name' })).toHaveAccessibleDescription(
    'Enter at least 3 characters of the name.',
  );
  expect(searches(requests)).toHaveLength(1);
  expect(currentLocation()).toBe('/influencers');
});

test('Sort by offers Followers, Rating and Completed collaborations and applies at once', async () => {
  const requests = serveApi({ 'GET /influencers/search/': { status: 200, data: influencers } });
  const user = userEvent.setup();
  showSearch('/influencers?min_followers=100');
  await screen.findByRole('table', { name: 'Influencers' });

  const sort = screen.getByRole('combobox', { name: 'Sort by' });
  expect(sort).toHaveValue('followers');
  expect(
    within(sort)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Followers', 'Rating', 'Completed collaborations']);
  // A name typed but not yet searched stays typed while the order changes.
  await user.type(screen.getByRole('searchbox', { name: 'Name' }), 'nu');
  await user.selectOptions(sort, 'Rating');
  await waitFor(() => expect(searches(requests)).toHaveLength(2));
  expect(searches(requests)[1]?.params).toEqual({ min_followers: '100', sort: 'rating' });
  expect(currentLocation()).toBe('/influencers?min_followers=100&sort=rating');
  expect(screen.getByRole('searchbox', { name: 'Name' })).toHaveValue('nu');

  await user.selectOptions(sort, 'Completed collaborations');
  await waitFor(() => expect(searches(requests)).toHaveLength(3));
  expect(searches(requests)[2]?.params).toEqual({
    min_followers: '100',
    sort: 'completed_collaborations',
  });
  // Followers is the server's default: not sent, not in the address.
  await user.selectOptions(sort, 'Followers');
  await waitFor(() => expect(currentLocation()).toBe('/influencers?min_followers=100'));
});

test('Load more keeps the sort and the name', async () => {
  const requests = serveApi({
    'GET /influencers/search/': (request) =>
      request.params.cursor === 'cmF0aW5n'
        ? { status: 200, data: [influencers[1]] }
        : {
            status: 200,
            data: [influencers[0]],
            headers: nextPageLink('/influencers/search/', 'cmF0aW5n'),
          },
  });
  const user = userEvent.setup();
  showSearch('/influencers?q=naz&sort=rating');

  await user.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: 'dhaka_foodie' })).toBeInTheDocument();
  expect(searches(requests).map((request) => request.params)).toEqual([
    { q: 'naz', sort: 'rating' },
    { q: 'naz', sort: 'rating', cursor: 'cmF0aW5n' },
  ]);
});

test('in Bangla the controls and the reputation speak Bangla, with Bengali digits', async () => {
  const rated = anInfluencer({ completed_collaborations: 1250, profile_picture: null });
  const unrated = anInfluencer({
    id: 32,
    username: 'new_face',
    average_rating: null,
    review_count: 0,
    completed_collaborations: 0,
  });
  serveApi({ 'GET /influencers/search/': { status: 200, data: [rated, unrated] } });
  await chooseLanguage('bn');
  showSearch();

  await screen.findByRole('table', { name: 'ইনফ্লুয়েন্সার' });
  expect(screen.getByRole('searchbox', { name: 'নাম' })).toBeInTheDocument();
  const sort = screen.getByRole('combobox', { name: 'সাজানো' });
  expect(
    within(sort)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['ফলোয়ার', 'রেটিং', 'সম্পন্ন কোলাবরেশন']);
  expect(
    screen
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
      .slice(3, 5),
  ).toEqual(['রেটিং', 'সম্পন্ন কোলাবরেশন']);
  expect(rowOf('nusrat_styles').slice(2, 5)).toEqual(['১২,৩৪,৫৬৭', '★ ৪.৫ (১২টি রিভিউ)', '১,২৫০']);
  expect(rowOf('new_face').slice(3, 5)).toEqual(['এখনো কোনো রিভিউ নেই', '০']);
  expect(screen.getByRole('img', { name: 'nusrat_styles-এর প্রোফাইল ছবি' })).toBeInTheDocument();
});

test('Save puts an influencer on the shortlist, Saved takes them off; the link counts them', async () => {
  let shortlisted = new Set(['dhaka_foodie']);
  const flagged = () =>
    influencers.slice(0, 2).map((one) => ({ ...one, saved: shortlisted.has(one.username) }));
  const requests = serveApi({
    'GET /influencers/search/': () => ({ status: 200, data: flagged() }),
    'GET /shortlist/': () => ({
      status: 200,
      data: [...shortlisted].map((username, index) =>
        aShortlistEntry({ id: 30 + index, username }),
      ),
    }),
    'PUT /shortlist/nusrat_styles/': () => {
      shortlisted = new Set([...shortlisted, 'nusrat_styles']);
      return { status: 201, data: aShortlistEntry() };
    },
    'DELETE /shortlist/dhaka_foodie/': () => {
      shortlisted = new Set([...shortlisted].filter((name) => name !== 'dhaka_foodie'));
      return { status: 204 };
    },
  });
  showSearch();

  expect(await screen.findByRole('link', { name: 'Shortlist (1)' })).toHaveAttribute(
    'href',
    '/shortlist',
  );
  const save = await screen.findByRole('button', {
    name: 'Save nusrat_styles to your shortlist',
    pressed: false,
  });
  expect(
    screen.getByRole('button', { name: 'Save dhaka_foodie to your shortlist', pressed: true }),
  ).toHaveTextContent('Saved');

  await userEvent.click(save);
  expect(
    await screen.findByRole('button', {
      name: 'Save nusrat_styles to your shortlist',
      pressed: true,
    }),
  ).toHaveTextContent('Saved');
  expect(await screen.findByRole('link', { name: 'Shortlist (2)' })).toBeInTheDocument();

  await userEvent.click(
    screen.getByRole('button', { name: 'Save dhaka_foodie to your shortlist', pressed: true }),
  );
  expect(
    await screen.findByRole('button', {
      name: 'Save dhaka_foodie to your shortlist',
      pressed: false,
    }),
  ).toHaveTextContent('Save');
  expect(
    requests
      .filter((request) => request.url.startsWith('/shortlist/') && request.method !== 'GET')
      .map((request) => `${request.method} ${request.url}`),
  ).toEqual(['PUT /shortlist/nusrat_styles/', 'DELETE /shortlist/dhaka_foodie/']);
});
