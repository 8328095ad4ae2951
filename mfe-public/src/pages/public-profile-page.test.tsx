import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { DEFAULT_AVATAR } from '@portal/shared/default-avatar';
import {
  deferredReply,
  nextPageLink,
  serveApi,
  serveApiWith,
  type FakeReply,
} from '@portal/shared/testing/fake-api';
import {
  aCampaign,
  anOffer,
  aPlatformConfig,
  aShortlistEntry,
} from '@portal/shared/testing/contract-fixtures';
import { renderPage } from '@portal/shared/testing/render-page';
import PublicProfilePage from './public-profile-page';

afterEach(() => chooseLanguage('en'));

const nusrat = {
  id: 21,
  username: 'nusrat_styles',
  role: 'influencer',
  bio: 'Dhaka fashion and lifestyle.',
  category: 'fashion',
  profile_picture: '/uploads/ab12.png',
  followers_count: 1234567,
  social_links: {
    instagram: 'https://instagram.com/nusrat',
    facebook: 'https://facebook.com/nusrat.styles',
  },
  portfolio: 'https://nusrat.example.com/work',
  industry: null,
  website: null,
  average_rating: '4.5',
  review_count: 2,
  completed_collaborations: 3,
  member_since: '2026-01-15T04:00:00Z',
};

const aarong = {
  ...nusrat,
  id: 11,
  username: 'aarong_style',
  role: 'brand',
  bio: 'Handmade in Bangladesh.',
  profile_picture: null,
  followers_count: 0,
  social_links: {},
  portfolio: null,
  industry: 'Apparel',
  website: 'https://www.aarong.example.com/shop',
  average_rating: null,
  review_count: 0,
  completed_collaborations: 12,
};

const review = (id: number, overrides: object = {}) => ({
  id,
  rating: 5,
  text: `Review number ${id}.`,
  reply: null,
  replied_at: null,
  created_at: '2026-11-01T04:00:00Z',
  published_at: '2026-11-02T04:00:00Z',
  reviewer: { username: `brand_${id}`, profile_picture: null, role: 'brand' },
  campaign_title: `Campaign ${id}`,
  ...overrides,
});

function serveProfile(profile: object, reviews: FakeReply | (() => FakeReply)) {
  const { username } = profile as { username: string };
  return serveApi({
    [`GET /profile/${username}/`]: { status: 200, data: profile },
    [`GET /profile/${username}/reviews/`]: reviews,
  });
}

function showProfile(username = 'nusrat_styles') {
  return renderPage(<PublicProfilePage />, { url: `/user/${username}`, path: '/user/:username' });
}

/** The value shown for a term of the profile's figures; '' when there is no such term. */
function fact(term: string): string {
  const found = screen.queryAllByRole('term').find((element) => element.textContent === term);
  return found?.nextElementSibling?.textContent ?? '';
}

test("reads 'Loading profile...' until the profile arrives, then shows it without login", async () => {
  const reply = deferredReply();
  const requests = serveApiWith((request) =>
    request.url.endsWith('/reviews/') ? { status: 200, data: [] } : reply.promise,
  );
  showProfile();

  expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
  reply.resolve({ status: 200, data: nusrat });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'nusrat_styles' }),
  ).toBeInTheDocument();
  expect(screen.getByText('influencer')).toBeInTheDocument();
  expect(screen.getByText('Fashion')).toBeInTheDocument();
  expect(screen.getByText('Dhaka fashion and lifestyle.')).toBeInTheDocument();
  expect(screen.getByText('Member since Jan 2026')).toBeInTheDocument();
  expect(fact('Followers')).toBe('12,34,567');
  expect(fact('Completed collaborations')).toBe('3');
  expect(fact('Rating')).toBe('★ 4.5 · 2 reviews');
  expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  expect(requests.map(({ method, url, authorization }) => [method, url, authorization])).toEqual([
    ['GET', '/profile/nusrat_styles/', undefined],
    ['GET', '/profile/nusrat_styles/packages/', undefined],
    ['GET', '/profile/nusrat_styles/reviews/', undefined],
  ]);
  expect(document.body.textContent).not.toMatch(/@/);
});

/** The server's first paint of the profile, as the page's HTML brings it beside the root. */
function serverFirstPaint(): HTMLElement {
  const paint = document.createElement('div');
  paint.id = 'first-paint';
  paint.textContent = 'nusrat_styles, as the server painted her card';
  document.body.append(paint);
  return paint;
}

test("the server's first paint stays over the page while it loads and goes once the card is shown", async () => {
  const paint = serverFirstPaint();
  const reply = deferredReply();
  serveApiWith((request) =>
    request.url.endsWith('/reviews/') ? { status: 200, data: [] } : reply.promise,
  );
  showProfile();

  expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
  expect(paint).toBeInTheDocument();
  reply.resolve({ status: 200, data: nusrat });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'nusrat_styles' }),
  ).toBeInTheDocument();
  expect(paint).not.toBeInTheDocument();
});

test("the server's first paint goes when the profile cannot be shown", async () => {
  const paint = serverFirstPaint();
  serveApiWith(() => ({ status: 404, data: { error: 'This profile does not exist.' } }));
  showProfile('nobody_here');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Profile not found' }),
  ).toBeInTheDocument();
  expect(paint).not.toBeInTheDocument();
});

test('social links and the portfolio are real links to the platforms, opened apart', async () => {
  serveProfile(nusrat, { status: 200, data: [] });
  showProfile();

  const links = await screen.findByRole('navigation', { name: 'Links' });
  expect(
    within(links)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Instagram', 'Facebook', 'Portfolio']);
  const expected = {
    Instagram: 'https://instagram.com/nusrat',
    Facebook: 'https://facebook.com/nusrat.styles',
    Portfolio: 'https://nusrat.example.com/work',
  };
  for (const [name, href] of Object.entries(expected)) {
    const link = within(links).getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  }
});

test('the latest reviews show stars, text, reviewer, campaign, date and reply, with Load more', async () => {
  let page = 0;
  const requests = serveProfile(nusrat, () => {
    page += 1;
    return page === 1
      ? {
          status: 200,
          data: [review(7, { reply: 'Thank you, it was a pleasure!', rating: 4 }), review(6)],
          headers: nextPageLink('/profile/nusrat_styles/reviews/', 'Ng'),
        }
      : { status: 200, data: [review(5, { text: 'An older review.' })] };
  });
  const user = userEvent.setup();
  showProfile();

  const reviews = await screen.findByRole('region', { name: 'Reviews' });
  const items = await within(reviews).findAllByRole('listitem');
  expect(items).toHaveLength(2);
  const first = within(items[0] as HTMLElement);
  expect(first.getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
  expect(first.getByText('Review number 7.')).toBeInTheDocument();
  expect(first.getByRole('link', { name: 'brand_7' })).toHaveAttribute('href', '/user/brand_7');
  expect(first.getByText(/for Campaign 7/)).toHaveTextContent('for Campaign 7 · 2 Nov 2026');
  expect(first.getByText('Reply from nusrat_styles')).toBeInTheDocument();
  expect(first.getByText('Thank you, it was a pleasure!')).toBeInTheDocument();
  expect(within(items[1] as HTMLElement).queryByText(/Reply from/)).not.toBeInTheDocument();

  await user.click(within(reviews).getByRole('button', { name: 'Load more' }));

  expect(await within(reviews).findByText('An older review.')).toBeInTheDocument();
  expect(within(reviews).getAllByRole('listitem')).toHaveLength(3);
  expect(within(reviews).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(requests.at(-1)).toMatchObject({
    url: '/profile/nusrat_styles/reviews/',
    params: { cursor: 'Ng' },
  });
});

test("a brand shows its industry and website, no followers, and 'No reviews yet'", async () => {
  serveProfile(aarong, { status: 200, data: [] });
  showProfile('aarong_style');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'aarong_style' }),
  ).toBeInTheDocument();
  expect(screen.getByText('brand')).toBeInTheDocument();
  expect(fact('Industry')).toBe('Apparel');
  expect(fact('Completed collaborations')).toBe('12');
  expect(fact('Rating')).toBe('No reviews yet');
  expect(fact('Followers')).toBe('');
  const website = screen.getByRole('link', { name: 'aarong.example.com' });
  expect(website).toHaveAttribute('href', 'https://www.aarong.example.com/shop');
  expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  expect(screen.queryByRole('navigation', { name: 'Links' })).not.toBeInTheDocument();
  expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
});

test('a relative picture path is loaded from the API host; a broken one falls back', async () => {
  serveProfile(nusrat, { status: 200, data: [] });
  showProfile();

  const picture = await screen.findByRole('img', { name: 'Profile picture of nusrat_styles' });
  expect(picture).toHaveAttribute('src', '/uploads/ab12.png');
  fireEvent.error(picture);
  expect(picture).toHaveAttribute('src', DEFAULT_AVATAR);
});

test('a profile without a picture, bio or links shows the default image and says so', async () => {
  serveProfile(
    {
      ...nusrat,
      bio: null,
      category: null,
      profile_picture: null,
      social_links: {},
      portfolio: null,
    },
    { status: 200, data: [] },
  );
  showProfile();

  const picture = await screen.findByRole('img', { name: 'Profile picture of nusrat_styles' });
  expect(picture).toHaveAttribute('src', DEFAULT_AVATAR);
  expect(screen.getByText('No bio yet.')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Links' })).not.toBeInTheDocument();
});

test('an unknown username shows the not-found page with the way home', async () => {
  serveApiWith(() => ({ status: 404, data: { error: 'This profile does not exist.' } }));
  showProfile('nobody_here');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Profile not found' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'Nobody on the marketplace uses the username nobody_here. Check the spelling.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Home page' })).toHaveAttribute('href', '/');
});

test('any other failure offers to try again', async () => {
  let calls = 0;
  serveApiWith((request) => {
    if (request.url.endsWith('/reviews/')) return { status: 200, data: [] };
    return ++calls === 1 ? { status: 503 } : { status: 200, data: nusrat };
  });
  showProfile();

  expect(await screen.findByRole('alert')).toHaveTextContent('This profile could not be loaded.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'nusrat_styles' }),
  ).toBeInTheDocument();
});

describe('in Bangla', () => {
  test('an influencer’s figures are in Bengali digits and the reviews in Bangla', async () => {
    serveProfile(nusrat, {
      status: 200,
      data: [review(7, { reply: 'ধন্যবাদ!', rating: 4 })],
    });
    await chooseLanguage('bn');
    showProfile();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'nusrat_styles' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ইনফ্লুয়েন্সার')).toBeInTheDocument();
    expect(fact('ফলোয়ার')).toBe('১২,৩৪,৫৬৭');
    expect(fact('সম্পন্ন কোলাবরেশন')).toBe('৩');
    expect(fact('রেটিং')).toBe('★ ৪.৫ · ২টি রিভিউ');
    expect(screen.getByText(/^সদস্য .* থেকে$/)).toHaveTextContent(/২০২৬/);
    const reviews = await screen.findByRole('region', { name: 'রিভিউ' });
    expect(within(reviews).getByRole('img', { name: '৫-এর মধ্যে ৪ স্টার' })).toBeInTheDocument();
    expect(within(reviews).getByText('nusrat_styles-এর উত্তর')).toBeInTheDocument();
    expect(within(reviews).getByText(/Campaign 7 ক্যাম্পেইনের জন্য/)).toHaveTextContent(
      /২ নভেম্বর ২০২৬/,
    );
  });

  test('a brand without reviews and an unknown name read in Bangla', async () => {
    serveProfile(aarong, { status: 200, data: [] });
    await chooseLanguage('bn');
    const { unmount } = showProfile('aarong_style');

    expect(await screen.findByText('এখনো কোনো রিভিউ নেই।')).toBeInTheDocument();
    expect(fact('রেটিং')).toBe('এখনো কোনো রিভিউ নেই');
    expect(fact('ইন্ডাস্ট্রি')).toBe('Apparel');
    expect(screen.getByRole('link', { name: 'aarong.example.com' })).toBeInTheDocument();
    unmount();

    serveApiWith(() => ({ status: 404, data: { error: 'This profile does not exist.' } }));
    showProfile('nobody_here');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'প্রোফাইল পাওয়া যায়নি' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← হোম পেজ' })).toHaveAttribute('href', '/');
    await act(() => chooseLanguage('en'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Profile not found' }),
    ).toBeInTheDocument();
  });
});

test('a signed-in brand sends the influencer an offer for a private brief, seeing what she receives', async () => {
  const requests = serveApi({
    'GET /profile/nusrat_styles/': { status: 200, data: nusrat },
    'GET /profile/nusrat_styles/reviews/': { status: 200, data: [] },
    'GET /campaigns/': { status: 200, data: [aCampaign({ is_active: false })] },
    'GET /config/': { status: 200, data: aPlatformConfig({ platform_fee_percent: 10 }) },
    'POST /offers/': { status: 201, data: anOffer() },
  });
  renderPage(<PublicProfilePage />, {
    user: 'brand',
    url: '/user/nusrat_styles',
    path: '/user/:username',
  });

  await userEvent.click(await screen.findByRole('button', { name: 'Send offer' }));
  const dialog = screen.getByRole('dialog', { name: 'Send an offer to nusrat_styles' });
  // The brand's only campaign is inactive: a private brief is what it may offer.
  expect(within(dialog).getByLabelText('Offer for')).toHaveValue('');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
  expect(within(dialog).getByLabelText(/^Title/)).toHaveAccessibleDescription(
    expect.stringContaining('Title is required.'),
  );
  // The brief's deliverables: each field tells its own error; how many may be typed in Bangla.
  const line = within(dialog).getByRole('group', { name: 'Deliverable 1' });
  await userEvent.clear(within(line).getByLabelText(/^How many/));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
  expect(within(line).getByLabelText(/^How many/)).toHaveAccessibleDescription(
    expect.stringContaining('Enter how many as a whole number.'),
  );
  await userEvent.type(within(line).getByLabelText(/^How many/), '২');

  await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Boishakh lookbook');
  await userEvent.type(within(dialog).getByLabelText(/^Amount/), '১২,০০০');
  expect(within(dialog).getByLabelText(/^Amount/)).toHaveAccessibleDescription(
    expect.stringContaining('The influencer receives ৳10,800.00 after the platform fee.'),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));

  expect(await screen.findByText('Your offer was sent to nusrat_styles.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
    influencer: 21,
    brief: {
      title: 'Boishakh lookbook',
      deliverables: [{ platform: 'instagram', kind: 'post', count: 2 }],
      deadline: null,
    },
    amount: '12000.00',
    note: '',
  });
});

test('a signed-in brand sees whether she is saved after the page, and saves her to its shortlist', async () => {
  const firstState = deferredReply();
  let saved = false;
  let stateReads = 0;
  const requests = serveApi({
    'GET /profile/nusrat_styles/': { status: 200, data: nusrat },
    'GET /profile/nusrat_styles/reviews/': { status: 200, data: [] },
    'GET /campaigns/': { status: 200, data: [] },
    'GET /config/': { status: 200, data: aPlatformConfig() },
    'GET /shortlist/nusrat_styles/': () => {
      stateReads += 1;
      return stateReads === 1
        ? firstState.promise
        : { status: 200, data: { username: 'nusrat_styles', saved } };
    },
    'PUT /shortlist/nusrat_styles/': () => {
      saved = true;
      return { status: 201, data: aShortlistEntry() };
    },
  });
  renderPage(<PublicProfilePage />, {
    user: 'brand',
    url: '/user/nusrat_styles',
    path: '/user/:username',
  });

  // Until the saved state arrives the toggle is in its place, not yet usable.
  const toggle = await screen.findByRole('button', {
    name: 'Save nusrat_styles to your shortlist',
  });
  expect(toggle).toBeDisabled();
  act(() => firstState.resolve({ status: 200, data: { username: 'nusrat_styles', saved: false } }));
  await screen.findByRole('button', {
    name: 'Save nusrat_styles to your shortlist',
    pressed: false,
  });
  expect(toggle).toBeEnabled();

  await userEvent.click(toggle);
  expect(
    await screen.findByRole('button', {
      name: 'Save nusrat_styles to your shortlist',
      pressed: true,
    }),
  ).toHaveTextContent('Saved');
  expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
});

test('a saved state that cannot be read leaves Save usable, and a save reads Saved', async () => {
  serveApi({
    'GET /profile/nusrat_styles/': { status: 200, data: nusrat },
    'GET /profile/nusrat_styles/reviews/': { status: 200, data: [] },
    'GET /campaigns/': { status: 200, data: [] },
    'GET /config/': { status: 200, data: aPlatformConfig() },
    'GET /shortlist/nusrat_styles/': { status: 500, data: {} },
    'PUT /shortlist/nusrat_styles/': { status: 201, data: aShortlistEntry() },
  });
  renderPage(<PublicProfilePage />, {
    user: 'brand',
    url: '/user/nusrat_styles',
    path: '/user/:username',
  });
  const toggle = await screen.findByRole('button', {
    name: 'Save nusrat_styles to your shortlist',
    pressed: false,
  });
  await waitFor(() => expect(toggle).toBeEnabled());
  await userEvent.click(toggle);
  expect(
    await screen.findByRole('button', {
      name: 'Save nusrat_styles to your shortlist',
      pressed: true,
    }),
  ).toBeInTheDocument();
});

test('a visitor or an influencer is offered no Send offer', async () => {
  serveProfile(nusrat, { status: 200, data: [] });
  renderPage(<PublicProfilePage />, {
    user: 'influencer',
    url: '/user/nusrat_styles',
    path: '/user/:username',
  });
  await screen.findByRole('heading', { level: 1, name: 'nusrat_styles' });
  expect(screen.queryByRole('button', { name: 'Send offer' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /shortlist/ })).not.toBeInTheDocument();
});
