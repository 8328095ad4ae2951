import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { PublicReview, Review } from '@portal/shared/contract/reviews';
import type { Collaboration } from '@portal/shared/contract/collaborations';
import type { PublicProfile } from '@portal/shared/contract/profiles';
import { notifications, profiles, reviews } from '../db/schema';
import { recountReputation } from '../db/queries/reputation';
import { transactionWithEvents } from '../realtime/after-commit';
import { recordingBus } from '../test/recording-bus';
import { createInProcessEventBus } from '../realtime/event-bus';
import {
  confirmedPayment,
  deliverAndApprove,
  injectAs,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { diskPictureStorage } from '../uploads/picture-storage';
import {
  ALREADY_REPLIED,
  ALREADY_REVIEWED,
  createReviewService,
  NOT_ENDED_YET,
  ONLY_REVIEWED_USER_REPLIES,
  REVIEW_NOT_FOUND,
  REVIEW_WINDOW_CLOSED,
  type ReviewService,
} from './service';

/**
 * Two-way double-blind reviews through HTTP on the real database (see docs/collaboration.md): who
 * may review, when (the 14-day window, with the injected clock), once; hidden until both reviewed
 * or the window closed; the publishing job exactly once with two runners; replies; the public
 * list's keyset pages; the reputation kept beside them. With DATABASE_URL set, on PostgreSQL.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_MS = 14 * DAY_MS;

/** The app's clock: the test moves it. */
let now = new Date('2026-03-01T06:00:00.000Z');
const clock = () => now;

let t: TestApp;
const bus = recordingBus();
let brand: SignedIn;
let influencer: SignedIn;
let otherBrand: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await startTestApp({ platformFeePercent: 10 }, undefined, {
    events: bus,
    clock,
    autoRelease: false,
  });
  brand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  otherBrand = await registerUser(t.app, 'brand');
  admin = await registerAdmin(t.app, t.database.db);
});

afterAll(async () => {
  await t?.close();
});

/** Another API instance's review service over the same database, at the test clock or `at`. */
function instance(at: () => Date = clock): ReviewService {
  const transaction = transactionWithEvents(t.database.db, createInProcessEventBus(t.app.log));
  return createReviewService(
    t.database.db,
    transaction,
    at,
    diskPictureStorage(t.config.uploadDir),
  );
}

/** The review_published notifications about a collaboration. */
async function publishedNotices(id: number) {
  return t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, 'review_published'),
        eq(notifications.link, `/collaborations/${id}`),
      ),
    );
}

const parties = () => ({ brand, influencer, admin });

/** A collaboration the brand paid, the influencer delivered and the brand approved at `now`. */
async function released(): Promise<number> {
  const { applicationId } = await confirmedPayment(t.app, t.database.db, parties(), '1000.00');
  await deliverAndApprove(t.app, parties(), applicationId);
  return applicationId;
}

const review = (
  user: SignedIn,
  id: number,
  payload: unknown = { rating: 5, text: 'Great work.' },
) => injectAs(t.app, 'POST', `/applications/${id}/review/`, user, payload);

const reply = (user: SignedIn | undefined, reviewId: number, text = 'Thank you!') =>
  injectAs(t.app, 'POST', `/reviews/${reviewId}/reply/`, user, { text });

async function reviewBlock(user: SignedIn, id: number): Promise<Collaboration['review']> {
  const response = await injectAs(t.app, 'GET', `/applications/${id}/`, user);
  expect(response.statusCode).toBe(200);
  return (response.json() as Collaboration).review;
}

async function publicReviews(username: string, query = ''): Promise<PublicReview[]> {
  const response = await injectAs(t.app, 'GET', `/profile/${username}/reviews/${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as PublicReview[];
}

async function profileOf(username: string): Promise<PublicProfile> {
  const response = await injectAs(t.app, 'GET', `/profile/${username}/`);
  expect(response.statusCode).toBe(200);
  return response.json() as PublicProfile;
}

async function published(id: number): Promise<Review> {
  const response = await review(brand, id, { rating: 4, text: 'Good.' });
  expect(response.statusCode).toBe(201);
  const second = await review(influencer, id, { rating: 5, text: 'Paid on time.' });
  expect(second.statusCode).toBe(201);
  return second.json() as Review;
}

describe('who may review, and when', () => {
  it('refuses before the end (409), strangers (404), admins (403) and the signed out (401)', async () => {
    const { applicationId: funded } = await confirmedPayment(
      t.app,
      t.database.db,
      parties(),
      '1000.00',
    );
    const early = await review(brand, funded);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: NOT_ENDED_YET });
    expect(await reviewBlock(brand, funded)).toEqual({
      can_review: false,
      review_until: null,
      mine: null,
      theirs: null,
    });

    const id = await released();
    expect((await review(otherBrand, id)).statusCode).toBe(404);
    expect((await review(admin, id)).statusCode).toBe(403);
    expect(
      (await injectAs(t.app, 'POST', `/applications/${id}/review/`, undefined, {})).statusCode,
    ).toBe(401);
    expect((await review(brand, 2_000_000_000)).statusCode).toBe(404);
    const admins = await injectAs(t.app, 'GET', `/applications/${id}/`, admin);
    expect((admins.json() as Collaboration).review).toBeNull();
  });

  it('checks the stars and the text', async () => {
    const id = await released();
    for (const payload of [
      { rating: 0, text: 'x' },
      { rating: 6, text: 'x' },
      { rating: 4.5, text: 'x' },
      { rating: 4, text: '   ' },
      { rating: 4, text: 'x'.repeat(1001) },
      { text: 'no stars' },
    ]) {
      expect((await review(brand, id, payload)).statusCode).toBe(400);
    }
    const trimmed = await review(brand, id, { rating: '4', text: `  ${'y'.repeat(1000)}  ` });
    expect(trimmed.statusCode).toBe(201);
    expect((trimmed.json() as Review).text).toBe('y'.repeat(1000));
  });

  it('takes a review until the last moment of the 14 days, and not at their end', async () => {
    const start = now;
    const first = await released();
    const second = await released();
    try {
      now = new Date(start.getTime() + WINDOW_MS - 1);
      expect(await reviewBlock(influencer, first)).toMatchObject({
        can_review: true,
        review_until: new Date(start.getTime() + WINDOW_MS).toISOString(),
      });
      expect((await review(influencer, first)).statusCode).toBe(201);
      now = new Date(start.getTime() + WINDOW_MS);
      const late = await review(influencer, second);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ error: REVIEW_WINDOW_CLOSED });
      expect((await reviewBlock(influencer, second))?.can_review).toBe(false);
    } finally {
      now = start;
    }
  });

  it('takes one review per party', async () => {
    const id = await released();
    expect((await review(brand, id)).statusCode).toBe(201);
    const again = await review(brand, id, { rating: 1, text: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: ALREADY_REVIEWED });
    expect(await reviewBlock(brand, id)).toMatchObject({ can_review: false });
  });

  it('opens after a dispute decision, refund included; not after stepping back', async () => {
    for (const decision of [
      { outcome: 'refund', reason: 'Nothing was delivered.' },
      { outcome: 'split', influencer_amount: '400.00', reason: 'Half the work was done.' },
    ]) {
      const { applicationId } = await confirmedPayment(t.app, t.database.db, parties(), '1000.00');
      const opened = await injectAs(
        t.app,
        'POST',
        `/applications/${applicationId}/dispute/`,
        brand,
        {
          reason: 'The post never went up.',
        },
      );
      const disputeId = (opened.json() as { id: number }).id;
      expect(
        (await injectAs(t.app, 'PUT', `/admin/disputes/${disputeId}/`, admin, decision)).statusCode,
      ).toBe(200);
      expect((await review(influencer, applicationId)).statusCode).toBe(201);
    }
    const { applicationId: steppedBack } = await confirmedPayment(
      t.app,
      t.database.db,
      parties(),
      '1000.00',
    );
    await injectAs(t.app, 'POST', `/applications/${steppedBack}/withdraw/`, influencer);
    expect((await review(brand, steppedBack)).statusCode).toBe(409);
  });
});

describe('double blind', () => {
  it('hides a review from everyone but its author until the other side reviews, then shows both', async () => {
    const id = await released();
    const first = await review(brand, id, { rating: 3, text: 'Late, but good.' });
    expect(first.statusCode).toBe(201);
    const mine = first.json() as Review;
    expect(mine).toMatchObject({ rating: 3, text: 'Late, but good.', published_at: null });

    expect(await reviewBlock(brand, id)).toMatchObject({ mine, theirs: null, can_review: false });
    expect(await reviewBlock(influencer, id)).toMatchObject({
      mine: null,
      theirs: null,
      can_review: true,
    });
    expect((await publicReviews(influencer.user.username)).map((r) => r.id)).not.toContain(mine.id);
    // A hidden review exists for nobody but its author, not even the one it is about.
    expect((await reply(influencer, mine.id)).statusCode).toBe(404);
    expect((await reply(influencer, mine.id)).json()).toEqual({ error: REVIEW_NOT_FOUND });

    const before = await profileOf(influencer.user.username);
    bus.published.length = 0;
    now = new Date(now.getTime() + DAY_MS);
    const second = await review(influencer, id, { rating: 5, text: 'A fair brand.' });
    expect(second.statusCode).toBe(201);
    const theirs = second.json() as Review;
    expect(theirs.published_at).toBe(now.toISOString());

    const brandSees = await reviewBlock(brand, id);
    expect(brandSees?.mine?.published_at).toBe(now.toISOString());
    expect(brandSees?.theirs).toEqual(theirs);
    expect((await reviewBlock(influencer, id))?.theirs?.id).toBe(mine.id);
    expect((await publicReviews(influencer.user.username))[0]).toMatchObject({
      id: mine.id,
      rating: 3,
      reviewer: { username: brand.user.username, role: 'brand', profile_picture: null },
      published_at: now.toISOString(),
    });
    const after = await profileOf(influencer.user.username);
    expect(after.review_count).toBe(before.review_count + 1);

    // Each reviewed user is told, in real time too.
    const told = await t.database.db
      .select({ userId: notifications.userId, params: notifications.params })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'review_published'),
          eq(notifications.link, `/collaborations/${id}`),
        ),
      );
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: influencer.user.id, params: expect.objectContaining({ rating: 3 }) },
        { userId: brand.user.id, params: expect.objectContaining({ rating: 5 }) },
      ]),
    );
    expect(told).toHaveLength(2);
    const reviewEvents = bus.published.filter(({ event }) => event.type === 'review');
    expect(reviewEvents.map(({ userId }) => userId).sort()).toEqual(
      [brand.user.id, brand.user.id, influencer.user.id, influencer.user.id].sort(),
    );
  });

  it('publishes a lone review when the window closes, exactly once with two runners', async () => {
    const before = now;
    // Past every earlier test's window: their lone reviews are published first.
    const start = new Date(now.getTime() + WINDOW_MS + DAY_MS);
    now = start;
    await instance().publishDue();
    const ids: number[] = [];
    for (let index = 0; index < 6; index += 1) ids.push(await released());
    const lone: number[] = [];
    for (const id of ids) lone.push(((await review(brand, id)).json() as Review).id);
    try {
      now = new Date(start.getTime() + WINDOW_MS - 1);
      expect(await instance().publishDue()).toBe(0);
      now = new Date(start.getTime() + WINDOW_MS);
      const counts = await Promise.all([instance().publishDue(), instance().publishDue()]);
      expect(counts[0] + counts[1]).toBe(lone.length);
      expect(await instance().publishDue()).toBe(0);

      for (const id of ids) {
        expect(await publishedNotices(id)).toHaveLength(1);
        expect((await reviewBlock(influencer, id))?.theirs?.published_at).toBe(now.toISOString());
      }
      expect(await recountReputation(t.database.db)).toBe(0);
    } finally {
      now = before;
    }
  });
});

describe('at the same moment', () => {
  it('publishes both reviews once when the two sides review together', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 4; index += 1) ids.push(await released());
    const answers = await Promise.all(
      ids.flatMap((id) => [review(brand, id), review(influencer, id)]),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    for (const id of ids) {
      expect(await publishedNotices(id)).toHaveLength(2);
      expect((await reviewBlock(brand, id))?.theirs).not.toBeNull();
    }
    expect(await recountReputation(t.database.db)).toBe(0);
  });

  it('publishes each review once when the second arrives as the job runs at the window end', async () => {
    const before = now;
    const start = new Date(now.getTime() + WINDOW_MS + DAY_MS);
    now = start;
    try {
      await instance().publishDue();
      const ids: number[] = [];
      for (let index = 0; index < 4; index += 1) ids.push(await released());
      for (const id of ids) expect((await review(brand, id)).statusCode).toBe(201);
      now = new Date(start.getTime() + WINDOW_MS - 1);
      const atEnd = instance(() => new Date(start.getTime() + WINDOW_MS));
      const [job, ...answers] = await Promise.all([
        atEnd.publishDue(),
        ...ids.map((id) => review(influencer, id)),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
      expect(job).toBeLessThanOrEqual(ids.length);
      for (const id of ids) expect(await publishedNotices(id)).toHaveLength(2);
      expect(await recountReputation(t.database.db)).toBe(0);
    } finally {
      now = before;
    }
  });
});

describe('replies', () => {
  it('lets only the reviewed user reply, once', async () => {
    const id = await released();
    await published(id);
    const [brandReview] = await t.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.applicationId, id), eq(reviews.reviewerId, brand.user.id)));
    const reviewId = brandReview?.id ?? 0;

    expect((await reply(brand, reviewId)).statusCode).toBe(403);
    expect((await reply(brand, reviewId)).json()).toEqual({ error: ONLY_REVIEWED_USER_REPLIES });
    expect((await reply(otherBrand, reviewId)).statusCode).toBe(403);
    expect((await reply(admin, reviewId)).statusCode).toBe(403);
    expect((await reply(undefined, reviewId)).statusCode).toBe(401);
    expect((await reply(influencer, reviewId, '  ')).statusCode).toBe(400);
    expect((await reply(influencer, reviewId, 'x'.repeat(1001))).statusCode).toBe(400);
    expect((await reply(influencer, 2_000_000_000)).statusCode).toBe(404);

    const answered = await reply(influencer, reviewId, '  Thank you, it was a pleasure.  ');
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({
      id: reviewId,
      reply: 'Thank you, it was a pleasure.',
      replied_at: now.toISOString(),
    });
    const again = await reply(influencer, reviewId, 'Another answer.');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: ALREADY_REPLIED });
    const listed = (await publicReviews(influencer.user.username)).find((r) => r.id === reviewId);
    expect(listed?.reply).toBe('Thank you, it was a pleasure.');
  });
});

describe('GET /profile/{username}/reviews/', () => {
  it('pages newest first with ties broken by id, never skipping or repeating one', async () => {
    const subject = await registerUser(t.app, 'influencer');
    const pair = { brand, influencer: subject, admin };
    const moments = [0, 0, 0, 1, 1, 2].map((day) => new Date(now.getTime() + day * DAY_MS));
    const start = now;
    try {
      for (const moment of moments) {
        now = moment;
        const { applicationId } = await confirmedPayment(t.app, t.database.db, pair, '500.00');
        await deliverAndApprove(t.app, pair, applicationId);
        expect((await review(brand, applicationId)).statusCode).toBe(201);
        expect((await review(subject, applicationId)).statusCode).toBe(201);
      }
    } finally {
      now = start;
    }
    const all = await publicReviews(subject.user.username, '?limit=100');
    expect(all).toHaveLength(moments.length);
    const order = all.map((r) => [r.published_at, r.id] as const);
    const sorted = [...order].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : b[0] < a[0] ? -1 : 1));
    expect(order).toEqual(sorted);

    const paged: number[] = [];
    let url: string | undefined = `/api/profile/${subject.user.username}/reviews/?limit=2`;
    while (url !== undefined) {
      const response: LightMyRequestResponse = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      paged.push(...(response.json() as PublicReview[]).map((r) => r.id));
      const link: unknown = response.headers.link;
      url = typeof link === 'string' ? /<([^>]+)>/.exec(link)?.[1] : undefined;
    }
    expect(paged).toEqual(all.map((r) => r.id));

    const body = JSON.stringify(all) + JSON.stringify(await profileOf(subject.user.username));
    expect(body).not.toContain('@');
    expect(body).not.toContain('email');
  });

  it('answers 404 for an unknown user and 400 for a forged cursor', async () => {
    expect((await injectAs(t.app, 'GET', '/profile/nobody_here/reviews/')).statusCode).toBe(404);
    const forged = await injectAs(
      t.app,
      'GET',
      `/profile/${influencer.user.username}/reviews/?cursor=bm9wZQ`,
    );
    expect(forged.statusCode).toBe(400);
  });
});

describe('reputation', () => {
  it('shows the average to one decimal, the count, completed collaborations and member since', async () => {
    const subject = await registerUser(t.app, 'influencer');
    const pair = { brand, influencer: subject, admin };
    expect(await profileOf(subject.user.username)).toMatchObject({
      average_rating: null,
      review_count: 0,
      completed_collaborations: 0,
    });
    for (const rating of [5, 4, 4]) {
      const { applicationId } = await confirmedPayment(t.app, t.database.db, pair, '500.00');
      await deliverAndApprove(t.app, pair, applicationId);
      await review(brand, applicationId, { rating, text: 'Reviewed.' });
      await review(subject, applicationId, { rating: 5, text: 'Reviewed.' });
    }
    const profile = await profileOf(subject.user.username);
    expect(profile).toMatchObject({
      average_rating: '4.3',
      review_count: 3,
      completed_collaborations: 3,
    });
    expect(Number.isNaN(Date.parse(profile.member_since))).toBe(false);
    const [kept] = await t.database.db
      .select({ average: profiles.ratingAverage })
      .from(profiles)
      .where(eq(profiles.userId, subject.user.id));
    expect(kept?.average).toBe('4.333');
    expect(await recountReputation(t.database.db)).toBe(0);
  });
});
