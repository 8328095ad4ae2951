import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { influencerSearchResultSchema } from '@portal/shared/contract/influencers';
import { profiles, users } from '../db/schema';
import {
  acceptedApplication,
  insertApplication,
  insertCampaign,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

let t: TestApp;
let brand: SignedIn;
let otherBrand: SignedIn;
let admin: SignedIn;

interface Made {
  id: number;
  username: string;
  email: string;
}
const made: Record<string, Made> = {};

/** An active influencer with a chosen name and reputation, written as the services would keep it. */
async function influencer(
  username: string,
  figures: { followers: number; stars: number; reviews: number; completed: number },
): Promise<void> {
  const who = await registerUser(t.app, 'influencer');
  await t.database.db.update(users).set({ username }).where(eq(users.id, who.user.id));
  await t.database.db
    .update(profiles)
    .set({
      followersCount: figures.followers,
      ratingSum: figures.stars,
      ratingCount: figures.reviews,
      completedCollaborations: figures.completed,
    })
    .where(eq(profiles.userId, who.user.id));
  made[username] = { id: who.user.id, username, email: who.user.email };
}

beforeAll(async () => {
  t = await startTestApp();
  brand = await registerUser(t.app, 'brand');
  otherBrand = await registerUser(t.app, 'brand');
  admin = await registerAdmin(t.app, t.database.db);
  // Registered in this order, so user ids grow down the list; ties break by the larger id first.
  await influencer('rina_fit', { followers: 5_000, stars: 9, reviews: 2, completed: 3 });
  await influencer('Karim.Eats', { followers: 5_000, stars: 9, reviews: 2, completed: 3 });
  await influencer('RINAcooks', { followers: 5_000, stars: 9, reviews: 2, completed: 3 });
  await influencer('tania', { followers: 90_000, stars: 5, reviews: 1, completed: 1 });
  await influencer('newcomer', { followers: 10, stars: 0, reviews: 0, completed: 0 });
  await influencer('steady', { followers: 700, stars: 14, reviews: 3, completed: 8 });
  await influencer('rinapct', { followers: 700, stars: 0, reviews: 0, completed: 0 });
  // Only the accepted application shows an address; a pending one or another brand's does not.
  // Two accepted campaigns with tania: still one row with one address.
  await acceptedApplication(t.database.db, brand.user.id, made.tania!.id);
  await acceptedApplication(t.database.db, brand.user.id, made.tania!.id);
  const campaign = await insertCampaign(t.database.db, { brandId: brand.user.id });
  await insertApplication(t.database.db, {
    campaignId: campaign.id,
    influencerId: made.steady!.id,
    status: 'pending',
  });
  await acceptedApplication(t.database.db, otherBrand.user.id, made.rina_fit!.id);
});
afterAll(() => t.close());

const get = (url: string, who: SignedIn) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.access}` } });
const search = (query: string, who: SignedIn = brand) =>
  get(`/api/influencers/search/${query}`, who);
const names = (rows: { username: string }[]) => rows.map((row) => row.username);

/** Every page of a search, following the Link header, as one list. */
async function allPages(query: string, who: SignedIn = brand) {
  const rows: { id: number; username: string; email?: string }[] = [];
  let url: string | undefined = `/api/influencers/search/${query}`;
  while (url !== undefined) {
    const response = await get(url, who);
    expect(response.statusCode).toBe(200);
    const page = z.array(influencerSearchResultSchema).parse(response.json());
    rows.push(...page);
    url = /<([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ''))?.[1];
  }
  return rows;
}

describe('GET /api/influencers/search/ sorted', () => {
  it('answers the reputation and picture of each result', async () => {
    const rows = (await search('?limit=100')).json();
    expect(rows.find((row: Made) => row.id === made.steady!.id)).toMatchObject({
      average_rating: '4.7',
      review_count: 3,
      completed_collaborations: 8,
      profile_picture: null,
    });
    expect(rows.find((row: Made) => row.id === made.newcomer!.id)).toMatchObject({
      average_rating: null,
      review_count: 0,
    });
  });

  /** Three influencers share every figure (5,000 followers, 4.5 from 2 reviews, 3 completed). */
  const TIED = ['RINAcooks', 'Karim.Eats', 'rina_fit'];

  // Each order read in one page and in pages of 1 to 4: pages that cut the tied three at every
  // place skip and repeat nothing.
  it.each([
    ['', 'followers by default', ['tania', ...TIED, 'rinapct', 'steady', 'newcomer']],
    ['sort=followers&', 'followers', ['tania', ...TIED, 'rinapct', 'steady', 'newcomer']],
    // The average, then the number of reviews; the unrated last.
    ['sort=rating&', 'rating', ['tania', 'steady', ...TIED, 'rinapct', 'newcomer']],
    [
      'sort=completed_collaborations&',
      'completed collaborations',
      ['steady', ...TIED, 'tania', 'rinapct', 'newcomer'],
    ],
  ])('?%ssorts by %s, ties by the newest id, across pages', async (sort, _name, order) => {
    expect(names(await allPages(`?${sort}limit=100`))).toEqual(order);
    for (const limit of [1, 2, 3, 4]) {
      expect(names(await allPages(`?${sort}limit=${limit}`))).toEqual(order);
    }
  });

  it('keeps the filters with the sort', async () => {
    expect(names(await allPages('?sort=rating&min_followers=700&limit=2'))).toEqual([
      'tania',
      'steady',
      ...TIED,
      'rinapct',
    ]);
  });

  it('searches the username, any case, literally', async () => {
    expect(names(await allPages('?q=RINA&limit=2'))).toEqual(['RINAcooks', 'rina_fit', 'rinapct']);
    expect(names(await allPages('?q=rina_&sort=rating'))).toEqual(['rina_fit']);
    expect(names(await allPages('?q=%25%25%25'))).toEqual([]);
    expect(names(await allPages('?q=%20%20karim.%20'))).toEqual(['Karim.Eats']);
    expect((await search('?q=')).statusCode).toBe(200);
    for (const refused of ['ab', '%20ab%20', 'a'.repeat(101)]) {
      const response = await search(`?q=${refused}`);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['q']);
    }
  });

  it('shows a brand only the emails of its accepted influencers; an admin every one', async () => {
    const emailsFor = async (who: SignedIn) =>
      (await allPages('?limit=100', who))
        .filter((row) => row.email !== undefined)
        .map((row) => row.email);
    expect(await emailsFor(brand)).toEqual([made.tania!.email]);
    expect(await emailsFor(otherBrand)).toEqual([made.rina_fit!.email]);
    const all = await allPages('?limit=100', admin);
    expect(all.every((row) => row.email?.includes('@'))).toBe(true);
    const raw = (await search('?q=steady')).json();
    expect(raw).toHaveLength(1);
    expect(raw[0]).not.toHaveProperty('email');
  });

  it('refuses the page link of another sort, a forged one and an unknown sort with 400', async () => {
    const first = await search('?sort=rating&limit=1');
    const next = /<([^>]+)>/.exec(String(first.headers.link))?.[1] ?? '';
    const cursor = new URL(next, 'http://localhost').searchParams.get('cursor') ?? '';
    const other = await search(`?sort=followers&cursor=${cursor}`);
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({
      cursor: ['This page link belongs to another sort order.'],
    });
    const forged = await search(
      `?sort=rating&cursor=${Buffer.from('rating:9:1').toString('base64url')}`,
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().fields).toEqual({ cursor: ['This page link is not valid.'] });
    const unknown = await search('?sort=engagement');
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fields)).toEqual(['sort']);
  });

  it('answers 403 to an influencer, whatever the sort', async () => {
    const who = await registerUser(t.app, 'influencer');
    expect((await search('?sort=rating', who)).statusCode).toBe(403);
  });
});
