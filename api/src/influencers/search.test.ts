import { eq } from 'drizzle-orm';
import { profiles, users } from '../db/schema';
import { registerAdmin, type SignedIn } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

let t: TestApp;
let brand: SignedIn;
let admin: SignedIn;
let influencer: SignedIn;
const made: Record<'fit' | 'fitSmall' | 'food' | 'inactive' | 'noBio', number> = {
  fit: 0,
  fitSmall: 0,
  food: 0,
  inactive: 0,
  noBio: 0,
};

async function influencerWith(profile: {
  category: 'fitness' | 'food';
  followers: number;
  bio: string;
}) {
  const who = await registerUser(t.app, 'influencer');
  await t.database.db
    .update(profiles)
    .set({ category: profile.category, followersCount: profile.followers, bio: profile.bio })
    .where(eq(profiles.userId, who.user.id));
  return who.user.id;
}

beforeAll(async () => {
  t = await startTestApp();
  brand = await registerUser(t.app, 'brand');
  admin = await registerAdmin(t.app, t.database.db);
  influencer = await registerUser(t.app, 'influencer');
  made.fit = await influencerWith({
    category: 'fitness',
    followers: 50_000,
    bio: 'Gym every day.',
  });
  made.fitSmall = await influencerWith({ category: 'fitness', followers: 900, bio: 'Yoga.' });
  made.food = await influencerWith({ category: 'food', followers: 120_000, bio: 'Biryani.' });
  made.noBio = await influencerWith({ category: 'food', followers: 10, bio: '' });
  made.inactive = await influencerWith({ category: 'fitness', followers: 999_999, bio: 'Gone.' });
  await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, made.inactive));
});
afterAll(() => t.close());

const search = (query: string, who?: SignedIn) =>
  t.app.inject({
    method: 'GET',
    url: `/api/influencers/search/${query}`,
    headers: who === undefined ? {} : { authorization: `Bearer ${who.access}` },
  });
const idsOf = (body: { id: number }[]) => body.map((row) => row.id);

describe('GET /api/influencers/search/', () => {
  it('lists active influencers with the contract shape, for brands and admins', async () => {
    for (const who of [brand, admin]) {
      const response = await search('?limit=100', who);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(idsOf(body)).toEqual(
        expect.arrayContaining([
          made.fit,
          made.fitSmall,
          made.food,
          made.noBio,
          influencer.user.id,
        ]),
      );
      expect(idsOf(body)).not.toContain(made.inactive);
      expect(idsOf(body)).not.toContain(brand.user.id);
      expect(idsOf(body)).not.toContain(admin.user.id);
      const fit = body.find((row: { id: number }) => row.id === made.fit);
      expect(fit).toEqual({
        id: made.fit,
        username: expect.any(String),
        // Only the admin: this brand has no accepted application with anyone.
        ...(who === admin ? { email: expect.stringContaining('@') } : {}),
        // Only a brand: whether it is on its shortlist.
        ...(who === admin ? {} : { saved: false }),
        category: 'fitness',
        followers_count: 50_000,
        bio: 'Gym every day.',
        profile_picture: null,
        average_rating: null,
        review_count: 0,
        completed_collaborations: 0,
      });
      expect(body.find((row: { id: number }) => row.id === made.noBio).bio).toBeNull();
    }
  });

  it('filters by category and minimum followers; empty filters mean none', async () => {
    expect(idsOf((await search('?category=fitness', brand)).json()).sort()).toEqual(
      [made.fit, made.fitSmall].sort(),
    );
    expect(idsOf((await search('?category=fitness&min_followers=1000', brand)).json())).toEqual([
      made.fit,
    ]);
    expect(idsOf((await search('?min_followers=100000', brand)).json())).toEqual([made.food]);
    const unfiltered = await search('?category=&min_followers=&limit=100', brand);
    expect(unfiltered.statusCode).toBe(200);
    expect(idsOf(unfiltered.json())).toContain(made.noBio);
  });

  it('pages with a Link header', async () => {
    const first = await search('?limit=2', brand);
    expect(first.json()).toHaveLength(2);
    const next = /<([^>]+)>/.exec(String(first.headers.link))?.[1] ?? '';
    expect(next).toContain('/api/influencers/search/');
    const second = await t.app.inject({
      method: 'GET',
      url: next,
      headers: { authorization: `Bearer ${brand.access}` },
    });
    expect(second.json()).toHaveLength(2);
    expect(new Set([...idsOf(first.json()), ...idsOf(second.json())]).size).toBe(4);
  });

  it('answers 403 to an influencer and 401 anonymous', async () => {
    expect((await search('', influencer)).statusCode).toBe(403);
    expect((await search('')).statusCode).toBe(401);
  });

  it('refuses bad filters with 400 and fields', async () => {
    const cases: [string, string][] = [
      ['?category=crypto', 'category'],
      ['?category=FITNESS', 'category'],
      ['?min_followers=-1', 'min_followers'],
      ['?min_followers=abc', 'min_followers'],
      ['?min_followers=1.5', 'min_followers'],
      ['?min_followers=99999999999999', 'min_followers'],
      ['?limit=0', 'limit'],
    ];
    for (const [query, field] of cases) {
      const response = await search(query, brand);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toContain(field);
    }
  });
});
