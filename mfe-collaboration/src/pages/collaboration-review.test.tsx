import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Collaboration } from '@portal/shared/contract/collaborations';
import type { CollaborationReview, Review } from '@portal/shared/contract/reviews';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { applyEventToCache } from '@portal/shared/realtime/cache-updates';
import { deferredReply, serveApi, type FakeRequest } from '@portal/shared/testing/fake-api';
import { aCollaboration, AT_COLLABORATION } from '@portal/shared/testing/contract-fixtures';
import { renderPage, TEST_USERS } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import CollaborationPage from './collaboration-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => chooseLanguage('en'));

/** Released on 25 Nov 2026: the parties may review each other until 9 Dec 2026. */
const UNTIL = '2026-12-09T06:00:00Z';

function aReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 81,
    application_id: 31,
    rating: 4,
    text: 'Clear brief and paid on time.',
    reply: null,
    replied_at: null,
    created_at: '2026-11-26T04:00:00Z',
    published_at: null,
    ...overrides,
  };
}

function released(review: Partial<CollaborationReview>): Collaboration {
  return aCollaboration({
    status: 'released',
    released_amount: '10800.00',
    review: { can_review: false, review_until: UNTIL, mine: null, theirs: null, ...review },
  });
}

const brandsReview = aReview({
  id: 82,
  rating: 5,
  text: 'Delivered the reel on time.',
  published_at: '2026-11-27T04:00:00Z',
});

function show(
  collaboration: () => Collaboration,
  viewer: 'brand' | 'influencer' | 'admin',
  routes: Parameters<typeof serveApi>[0] = {},
) {
  const requests = serveApi({
    'GET /applications/31/': () => ({ status: 200, data: collaboration() }),
    'GET /applications/31/drafts/': { status: 200, data: [] },
    ...routes,
  });
  const { queryClient } = renderPage(<CollaborationPage />, { user: viewer, ...AT_COLLABORATION });
  return { requests, queryClient };
}

const posts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST');

async function reviewsSection(): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { name: 'Reviews' })).parentElement as HTMLElement;
}

test('invites the review and checks it before sending: stars 1-5 by name, the text and its counter', async () => {
  let state = released({ can_review: true });
  const { requests } = show(() => state, 'brand', {
    'POST /applications/31/review/': () => {
      state = released({ mine: aReview() });
      return { status: 201, data: aReview() };
    },
  });
  const user = userEvent.setup();

  const section = await reviewsSection();
  expect(section).toHaveTextContent(
    'How was working with nusrat_styles? Leave a review by 9 Dec 2026.',
  );
  const stars = within(section).getByRole('group', { name: 'Rating' });
  expect(
    within(stars)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['1', '2', '3', '4', '5']);
  expect(within(stars).getByRole('radio', { name: '1 star' })).not.toBeChecked();
  expect(within(stars).getByRole('radio', { name: '5 stars' })).toBeInTheDocument();

  await user.click(within(section).getByRole('button', { name: 'Submit Review' }));
  expect(await within(section).findByText('Choose 1 to 5 stars.')).toBeInTheDocument();
  expect(within(section).getByText('Write your review.')).toBeInTheDocument();
  expect(posts(requests)).toEqual([]);

  await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
  await user.type(
    within(section).getByRole('textbox', { name: 'Your review' }),
    'Clear brief and paid on time.',
  );
  expect(within(section).getByText('29 / 1000')).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Submit Review' }));

  expect(
    await screen.findByText(
      'Your review is hidden until nusrat_styles reviews you too, or until 9 Dec 2026.',
    ),
  ).toBeInTheDocument();
  expect(posts(requests)).toMatchObject([
    { url: '/applications/31/review/', body: { rating: 4, text: 'Clear brief and paid on time.' } },
  ]);
  const mine = screen.getByRole('article', { name: 'Your review of nusrat_styles' });
  expect(within(mine).getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
  expect(mine).toHaveTextContent('Clear brief and paid on time.');
  expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  expect(screen.queryByText(/How was working with/)).not.toBeInTheDocument();
});

test("once both reviewed, each reads the other's review and the reply to their own", async () => {
  show(
    () =>
      released({
        mine: aReview({ published_at: '2026-11-27T04:00:00Z', reply: 'Thank you!' }),
        theirs: brandsReview,
      }),
    'influencer',
  );

  const theirs = await screen.findByRole('article', { name: "aarong_style's review of you" });
  expect(within(theirs).getByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
  expect(theirs).toHaveTextContent('Delivered the reel on time.');
  expect(within(theirs).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
  const mine = screen.getByRole('article', { name: 'Your review of aarong_style' });
  expect(mine).toHaveTextContent('Clear brief and paid on time.');
  expect(mine).toHaveTextContent("aarong_style's replyThank you!");
  expect(mine).not.toHaveTextContent('hidden');
  expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
});

test('the reviewed user replies once: Reply, the text, Post Reply; then the reply shows instead', async () => {
  let state = released({ theirs: brandsReview });
  const { requests } = show(() => state, 'influencer', {
    'POST /reviews/82/reply/': () => {
      const replied = { ...brandsReview, reply: 'Happy to work again!' };
      state = released({ theirs: replied });
      return { status: 201, data: replied };
    },
  });
  const user = userEvent.setup();

  const theirs = await screen.findByRole('article', { name: "aarong_style's review of you" });
  await user.click(within(theirs).getByRole('button', { name: 'Reply' }));
  await user.click(within(theirs).getByRole('button', { name: 'Post Reply' }));
  expect(await within(theirs).findByText('Write your reply.')).toBeInTheDocument();
  await user.type(
    within(theirs).getByRole('textbox', { name: 'Your reply' }),
    'Happy to work again!',
  );
  await user.click(within(theirs).getByRole('button', { name: 'Post Reply' }));

  expect(await within(theirs).findByText('Happy to work again!')).toBeInTheDocument();
  expect(theirs).toHaveTextContent('Your replyHappy to work again!');
  expect(within(theirs).queryByRole('button')).not.toBeInTheDocument();
  expect(within(theirs).queryByRole('textbox')).not.toBeInTheDocument();
  expect(posts(requests)).toMatchObject([
    { url: '/reviews/82/reply/', body: { text: 'Happy to work again!' } },
  ]);
});

test('a reply shows in place of its form while it is sent; a refusal brings the form back with the text', async () => {
  const answer = deferredReply();
  show(() => released({ theirs: brandsReview }), 'influencer', {
    'POST /reviews/82/reply/': () => answer.promise,
  });
  const user = userEvent.setup();

  const theirs = await screen.findByRole('article', { name: "aarong_style's review of you" });
  await user.click(within(theirs).getByRole('button', { name: 'Reply' }));
  await user.type(within(theirs).getByRole('textbox', { name: 'Your reply' }), 'Thanks!');
  await user.click(within(theirs).getByRole('button', { name: 'Post Reply' }));

  expect(theirs).toHaveTextContent('Your replyThanks!');
  expect(within(theirs).queryByRole('textbox')).not.toBeInTheDocument();
  expect(within(theirs).queryByRole('button')).not.toBeInTheDocument();

  answer.resolve({
    status: 403,
    data: { error: 'Only the reviewed user can reply to this review.' },
  });

  expect(await within(theirs).findByRole('alert')).toHaveTextContent(
    'Only the reviewed user can reply to this review.',
  );
  expect(within(theirs).getByRole('textbox', { name: 'Your reply' })).toHaveValue('Thanks!');
  expect(within(theirs).getByRole('button', { name: 'Post Reply' })).toBeEnabled();
});

test('Cancel closes the reply form without sending', async () => {
  const { requests } = show(() => released({ theirs: brandsReview }), 'influencer');
  const user = userEvent.setup();

  const theirs = await screen.findByRole('article', { name: "aarong_style's review of you" });
  await user.click(within(theirs).getByRole('button', { name: 'Reply' }));
  await user.click(within(theirs).getByRole('button', { name: 'Cancel' }));

  expect(within(theirs).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
  expect(within(theirs).queryByRole('textbox')).not.toBeInTheDocument();
  expect(posts(requests)).toEqual([]);
});

test("the server's refusals show as the other forms show them: fields beside the field, a sentence above", async () => {
  show(() => released({ can_review: true }), 'influencer', {
    'POST /applications/31/review/': {
      status: 400,
      data: {
        error: 'Please correct the highlighted fields.',
        fields: { text: ['Write at most 1000 characters.'] },
      },
    },
  });
  const user = userEvent.setup();

  const section = await reviewsSection();
  await user.click(within(section).getByRole('radio', { name: '3 stars' }));
  await user.type(within(section).getByRole('textbox', { name: 'Your review' }), 'Fine.');
  await user.click(within(section).getByRole('button', { name: 'Submit Review' }));

  expect(await within(section).findByRole('alert')).toHaveTextContent(
    'Please correct the highlighted fields.',
  );
  expect(within(section).getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription(
    expect.stringContaining('Write at most 1000 characters.'),
  );
});

test('a review refused as too late shows the sentence and reads the collaboration again', async () => {
  let state = released({ can_review: true });
  const { requests } = show(() => state, 'brand', {
    'POST /applications/31/review/': () => {
      state = released({ can_review: false });
      return { status: 409, data: { error: 'The time to review this collaboration has ended.' } };
    },
  });
  const user = userEvent.setup();

  const section = await reviewsSection();
  await user.click(within(section).getByRole('radio', { name: '5 stars' }));
  await user.type(within(section).getByRole('textbox', { name: 'Your review' }), 'Great.');
  await user.click(within(section).getByRole('button', { name: 'Submit Review' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The time to review this collaboration has ended.',
  );
  expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  expect(
    requests.filter((request) => request.url === '/applications/31/' && request.method === 'GET'),
  ).toHaveLength(2);
});

test("the other side's review appears when the real-time event says it was published", async () => {
  let state = released({ mine: aReview() });
  const { queryClient } = show(() => state, 'brand');

  expect(await screen.findByText(/^Your review is hidden until nusrat_styles/)).toBeInTheDocument();
  state = released({
    mine: aReview({ published_at: '2026-11-27T04:00:00Z' }),
    theirs: aReview({ id: 83, text: 'A fair brand.', published_at: '2026-11-27T04:00:00Z' }),
  });
  act(() =>
    applyEventToCache(
      queryClient,
      { type: 'review', application_id: 31, review_id: 83 },
      TEST_USERS.brand.id,
    ),
  );

  expect(await screen.findByText('A fair brand.')).toBeInTheDocument();
  expect(screen.queryByText(/hidden until/)).not.toBeInTheDocument();
});

test.each([
  [
    'a collaboration still running',
    'brand',
    aCollaboration({ review: { can_review: false, review_until: null, mine: null, theirs: null } }),
  ],
  ['a closed window with nothing written', 'brand', released({})],
  ['an admin', 'admin', aCollaboration({ status: 'released', review: null })],
] as const)('no review section for %s', async (_, viewer, collaboration) => {
  show(() => collaboration, viewer);

  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Reviews' })).not.toBeInTheDocument();
});

test('in Bangla the invitation, the stars, the form, its check and the hidden review speak Bangla', async () => {
  await chooseLanguage('bn');
  let state = released({ can_review: true });
  show(() => state, 'influencer', {
    'POST /applications/31/review/': () => {
      state = released({ mine: aReview({ text: 'ভালো ব্র্যান্ড।' }) });
      return { status: 201, data: aReview() };
    },
  });
  const user = userEvent.setup();

  const section = (await screen.findByRole('heading', { name: 'রিভিউ' }))
    .parentElement as HTMLElement;
  expect(section).toHaveTextContent(
    'aarong_style-এর সাথে কাজ কেমন লাগল? ৯ ডিসেম্বর ২০২৬-এর মধ্যে একটি রিভিউ দিন।',
  );
  const stars = within(section).getByRole('group', { name: 'রেটিং' });
  expect(
    within(stars)
      .getAllByRole('radio')
      .map((radio) => radio.parentElement?.textContent),
  ).toEqual(['১ তারা', '২ তারা', '৩ তারা', '৪ তারা', '৫ তারা']);
  await user.click(within(section).getByRole('button', { name: 'রিভিউ জমা দিন' }));
  expect(await within(section).findByText('আপনার রিভিউ লিখুন।')).toBeInTheDocument();

  await user.click(within(stars).getByRole('radio', { name: '৪ তারা' }));
  await user.type(within(section).getByRole('textbox', { name: 'আপনার রিভিউ' }), 'ভালো ব্র্যান্ড।');
  await user.click(within(section).getByRole('button', { name: 'রিভিউ জমা দিন' }));

  expect(
    await screen.findByText(
      'aarong_style আপনাকে রিভিউ না দেওয়া পর্যন্ত, অথবা ৯ ডিসেম্বর ২০২৬ পর্যন্ত আপনার রিভিউ লুকানো থাকবে।',
    ),
  ).toBeInTheDocument();
  const mine = screen.getByRole('article', { name: 'aarong_style-এর জন্য আপনার রিভিউ' });
  expect(within(mine).getByRole('img', { name: '৫-এর মধ্যে ৪ স্টার' })).toBeInTheDocument();

  await act(() => chooseLanguage('en'));

  expect(screen.getByRole('article', { name: 'Your review of aarong_style' })).toBeInTheDocument();
});
