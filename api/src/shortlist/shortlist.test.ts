import { eq, sql } from 'drizzle-orm';
import { influencerSearchResultSchema } from '@portal/shared/contract/influencers';
import {
  SHORTLIST_MAX,
  shortlistEntrySchema,
  shortlistStateSchema,
} from '@portal/shared/contract/shortlist';
import { z } from 'zod';
import { shortlistEntries } from '../db/schema';
import { injectAs, registerAdmin, type SignedIn } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import {
  NOT_ON_SHORTLIST,
  SHORTLIST_FULL,
  SHORTLIST_INFLUENCER_INACTIVE,
  SHORTLIST_INFLUENCER_NOT_FOUND,
  SHORTLIST_ONLY_INFLUENCERS,
} from './service';

let t: TestApp;
let brand: SignedIn;
let otherBrand: SignedIn;
let influencer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  brand = await registerUser(t.app, 'brand');
  otherBrand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const call = (
  method: Parameters<typeof injectAs>[1],
  path: string,
  who?: SignedIn,
  payload?: unknown,
) => injectAs(t.app, method, path, who, payload);

const save = (who: SignedIn, username: string) => call('PUT', `/shortlist/${username}/`, who);
const remove = (who: SignedIn, username: string) => call('DELETE', `/shortlist/${username}/`, who);
const listOf = async (who: SignedIn, query = '') => {
  const response = await call('GET', `/shortlist/${query}`, who);
  expect(response.statusCode).toBe(200);
  return {
    body: z.array(shortlistEntrySchema).parse(response.json()),
    link: response.headers.link,
  };
};
const entriesOf = async (who: SignedIn) =>
  t.database.db.select().from(shortlistEntries).where(eq(shortlistEntries.brandId, who.user.id));

describe('PUT /api/shortlist/{username}/', () => {
  it('saves an influencer: 201 with the public fields, then 200 and no second entry', async () => {
    const first = await save(brand, influencer.user.username);
    expect(first.statusCode).toBe(201);
    const entry = shortlistEntrySchema.parse(first.json());
    expect(entry).toMatchObject({
      id: influencer.user.id,
      username: influencer.user.username,
      is_active: true,
      review_count: 0,
    });
    expect(first.json()).not.toHaveProperty('email');

    const again = await save(brand, influencer.user.username.toUpperCase());
    expect(again.statusCode).toBe(200);
    expect(shortlistEntrySchema.parse(again.json()).saved_at).toBe(entry.saved_at);
    expect(await entriesOf(brand)).toHaveLength(1);
    await remove(brand, influencer.user.username);
  });

  it('refuses an unknown user or an admin (404), a brand and a deactivated influencer (400)', async () => {
    const gone = await registerUser(t.app, 'influencer');
    const off = await call('PUT', `/admin/users/${gone.user.id}/`, admin, { action: 'deactivate' });
    expect(off.statusCode).toBe(200);
    const cases: [string, number, string][] = [
      ['nobody_by_this_name', 404, SHORTLIST_INFLUENCER_NOT_FOUND],
      [admin.user.username, 404, SHORTLIST_INFLUENCER_NOT_FOUND],
      [otherBrand.user.username, 400, SHORTLIST_ONLY_INFLUENCERS],
      [brand.user.username, 400, SHORTLIST_ONLY_INFLUENCERS],
      [gone.user.username, 400, SHORTLIST_INFLUENCER_INACTIVE],
    ];
    for (const [username, status, sentence] of cases) {
      const response = await save(brand, username);
      expect([username, response.statusCode, response.json()]).toEqual([
        username,
        status,
        { error: sentence },
      ]);
    }
    expect(await entriesOf(brand)).toEqual([]);
  });

  it(`holds at most ${SHORTLIST_MAX} influencers; one already saved is still 200`, async () => {
    const full = await registerUser(t.app, 'brand');
    // Every user has a profile, as registration makes one.
    const { rows } = await t.database.db.execute<{ id: number }>(sql`
      with made as (
        insert into users (username, email, password_hash, role)
        select 'cap_' || ${process.pid} || '_' || n, 'cap_' || ${process.pid} || '_' || n || '@example.com',
          'not-a-hash', 'influencer'
        from generate_series(1, ${SHORTLIST_MAX}) as n
        returning id
      )
      insert into profiles (user_id) select id from made returning user_id as id`);
    await t.database.db
      .insert(shortlistEntries)
      .values(rows.map(({ id }) => ({ brandId: full.user.id, influencerId: id })));
    const refused = await save(full, influencer.user.username);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: SHORTLIST_FULL });
    expect(await entriesOf(full)).toHaveLength(SHORTLIST_MAX);
    expect((await save(full, `cap_${process.pid}_1`)).statusCode).toBe(200);
  });
});

describe('GET /api/shortlist/', () => {
  it('lists the brand’s own saved influencers newest first, in keyset pages', async () => {
    const lister = await registerUser(t.app, 'brand');
    const saved: SignedIn[] = [];
    for (let n = 0; n < 3; n += 1) {
      const one = await registerUser(t.app, 'influencer');
      expect((await save(lister, one.user.username)).statusCode).toBe(201);
      saved.push(one);
    }
    const first = await listOf(lister, '?limit=2');
    expect(first.body.map((entry) => entry.id)).toEqual([saved[2]?.user.id, saved[1]?.user.id]);
    const next = /<\/api(\/shortlist\/\?[^>]+)>; rel="next"/.exec(String(first.link))?.[1];
    expect(next).toBeDefined();
    const second = await listOf(lister, next?.replace('/shortlist/', '') ?? '');
    expect(second.body.map((entry) => entry.id)).toEqual([saved[0]?.user.id]);
    expect(second.link).toBeUndefined();

    expect((await listOf(otherBrand)).body).toEqual([]);
  });

  it('keeps a deactivated influencer on the list, marked inactive, so it can be removed', async () => {
    const keeper = await registerUser(t.app, 'brand');
    const later = await registerUser(t.app, 'influencer');
    await save(keeper, later.user.username);
    await call('PUT', `/admin/users/${later.user.id}/`, admin, { action: 'deactivate' });
    const { body } = await listOf(keeper);
    expect(body.map(({ username, is_active }) => ({ username, is_active }))).toEqual([
      { username: later.user.username, is_active: false },
    ]);
    expect((await remove(keeper, later.user.username)).statusCode).toBe(204);
  });

  it('refuses a forged page link with a sentence', async () => {
    const response = await call('GET', '/shortlist/?cursor=bm90LWFuLWlk', brand);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: expect.any(String),
      fields: { cursor: expect.any(Array) },
    });
  });
});

describe('GET /api/shortlist/{username}/ and the search’s saved flag', () => {
  it('says whether the brand saved the user; Find Influencers marks it for that brand only', async () => {
    const state = async (who: SignedIn) =>
      shortlistStateSchema.parse(
        (await call('GET', `/shortlist/${influencer.user.username}/`, who)).json(),
      ).saved;
    const searched = async (who: SignedIn) => {
      const response = await call('GET', `/influencers/search/?q=${influencer.user.username}`, who);
      return z.array(influencerSearchResultSchema).parse(response.json())[0]?.saved;
    };
    expect(await state(brand)).toBe(false);
    expect(await searched(brand)).toBe(false);
    await save(brand, influencer.user.username);
    expect(await state(brand)).toBe(true);
    expect(await searched(brand)).toBe(true);
    expect(await state(otherBrand)).toBe(false);
    expect(await searched(otherBrand)).toBe(false);
    expect(await searched(admin)).toBeUndefined();
    await remove(brand, influencer.user.username);
    expect(await state(brand)).toBe(false);
  });
});

describe('DELETE /api/shortlist/{username}/', () => {
  it('removes a saved influencer (204), then 404 with a sentence; another brand’s stays', async () => {
    await save(brand, influencer.user.username);
    await save(otherBrand, influencer.user.username);
    const removed = await remove(brand, influencer.user.username);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const again = await remove(brand, influencer.user.username);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: NOT_ON_SHORTLIST });
    expect(await entriesOf(otherBrand)).toHaveLength(1);
    expect((await remove(brand, 'nobody_by_this_name')).statusCode).toBe(404);
  });
});

describe('who may use a shortlist', () => {
  it('is for brands only: an influencer and an admin get 403, nobody signed in 401', async () => {
    for (const who of [influencer, admin]) {
      expect((await call('GET', '/shortlist/', who)).statusCode).toBe(403);
      expect((await save(who, influencer.user.username)).statusCode).toBe(403);
      expect((await remove(who, influencer.user.username)).statusCode).toBe(403);
    }
    expect((await call('GET', '/shortlist/')).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it.each([
    ['a NUL character', encodeURIComponent('a\u0000b')],
    ['a name over 30 characters', 'x'.repeat(31)],
  ])('a username with %s: 400 with fields, nothing saved', async (_case, username) => {
    const response = await save(brand, username);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: expect.any(String),
      fields: expect.any(Object),
    });
    expect(await entriesOf(brand)).toEqual([]);
  });
});
