import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { registerAdmin } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const getProfile = (access?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/profile/',
    headers: access === undefined ? {} : bearer(access),
  });
const putProfile = (access: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profile/',
    headers: access === undefined ? {} : bearer(access),
    payload: payload as object,
  });

const influencerBody = (user: { username: string; email: string }) => ({
  username: user.username,
  email: user.email,
  bio: 'I post about street food in Dhaka.',
  category: 'food',
  followers_count: 12500,
  social_links: { instagram: 'https://instagram.com/dhaka_food', youtube: '' },
  portfolio: 'https://example.com/portfolio',
});

describe('GET /api/profile/', () => {
  it('answers the signed-in user’s own profile with email and role', async () => {
    const brand = await registerUser(t.app, 'brand');
    const response = await getProfile(brand.access);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: brand.user.id,
      username: brand.user.username,
      email: brand.user.email,
      role: 'brand',
      bio: null,
      category: null,
      profile_picture: null,
      website: null,
      industry: null,
      followers_count: 0,
      social_links: {},
      portfolio: null,
      language: 'en',
      pending_email: null,
    });
  });

  it('answers an admin their own profile too', async () => {
    const admin = await registerAdmin(t.app, t.database.db);
    const response = await getProfile(admin.access);
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('admin');
  });

  it('answers 401 without a token', async () => {
    expect((await getProfile()).statusCode).toBe(401);
  });
});

describe('PUT /api/profile/', () => {
  it('updates a brand’s fields and ignores influencer-only, role and unknown fields', async () => {
    const brand = await registerUser(t.app, 'brand');
    const response = await putProfile(brand.access, {
      username: brand.user.username,
      email: brand.user.email,
      bio: '  Fashion house in Gulshan.  ',
      industry: 'Apparel',
      website: 'https://brand.example.com',
      category: 'fashion',
      followers_count: 999999,
      portfolio: 'https://example.com/not-for-brands',
      role: 'admin',
      id: 1,
      is_active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: brand.user.id,
      role: 'brand',
      bio: 'Fashion house in Gulshan.',
      industry: 'Apparel',
      website: 'https://brand.example.com',
      category: 'fashion',
      followers_count: 0,
      portfolio: null,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, brand.user.id));
    expect(row).toMatchObject({ role: 'brand', isActive: true });
    expect((await getProfile(brand.access)).json()).toEqual(response.json());
  });

  it('lets a brand clear optional fields with empty strings', async () => {
    const brand = await registerUser(t.app, 'brand');
    const base = { username: brand.user.username, email: brand.user.email };
    await putProfile(brand.access, { ...base, bio: 'x', website: 'https://a.example.com' });
    const response = await putProfile(brand.access, {
      ...base,
      bio: '',
      website: '',
      category: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ bio: null, website: null, category: null });
  });

  it('updates an influencer’s fields, dropping empty social links, ignoring brand-only ones', async () => {
    const influencer = await registerUser(t.app, 'influencer');
    const response = await putProfile(influencer.access, {
      ...influencerBody(influencer.user),
      website: 'https://not-for-influencers.example.com',
      industry: 'Nope',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: 'influencer',
      bio: 'I post about street food in Dhaka.',
      category: 'food',
      followers_count: 12500,
      social_links: { instagram: 'https://instagram.com/dhaka_food' },
      portfolio: 'https://example.com/portfolio',
      website: null,
      industry: null,
    });
  });

  it('holds an influencer to the influencer shape: bio, category and followers are required', async () => {
    const influencer = await registerUser(t.app, 'influencer');
    const response = await putProfile(influencer.access, {
      username: influencer.user.username,
      email: influencer.user.email,
      website: 'https://example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual([
      'bio',
      'category',
      'followers_count',
    ]);
  });

  it('changes username and email; the email is stored lower-cased', async () => {
    const brand = await registerUser(t.app, 'brand');
    const username = `${brand.user.username}_new`;
    const response = await putProfile(brand.access, {
      username,
      email: `NEW.${brand.user.email.toUpperCase()}`,
      current_password: brand.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username, email: `new.${brand.user.email}` });
  });

  it('keeps the own username in another case, but refuses one taken by another user in any case', async () => {
    const other = await registerUser(t.app, 'influencer');
    const brand = await registerUser(t.app, 'brand');
    const own = await putProfile(brand.access, {
      username: brand.user.username.toUpperCase(),
      email: brand.user.email.toUpperCase(),
    });
    expect(own.statusCode).toBe(200);

    const taken = await putProfile(brand.access, {
      username: other.user.username.toUpperCase(),
      email: other.user.email.toUpperCase(),
      current_password: brand.password,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({
      username: ['A user with that username already exists.'],
      email: ['A user with that email already exists.'],
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, brand.user.id));
    expect(row?.username).toBe(brand.user.username.toUpperCase());
  });

  describe('changing the email', () => {
    const NEEDED = 'Enter your current password to change your email.';
    const WRONG = 'Your current password is not correct.';

    async function storedEmail(id: number) {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
      return row?.email;
    }

    it('needs the current password: 400 naming current_password when it is missing', async () => {
      const brand = await registerUser(t.app, 'brand');
      for (const missing of [{}, { current_password: '' }]) {
        const response = await putProfile(brand.access, {
          username: brand.user.username,
          email: `moved.${brand.user.email}`,
          ...missing,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: NEEDED, fields: { current_password: [NEEDED] } });
      }
      expect(await storedEmail(brand.user.id)).toBe(brand.user.email);
    });

    it('answers 400 naming current_password when the password is wrong, changing nothing', async () => {
      const influencer = await registerUser(t.app, 'influencer');
      const response = await putProfile(influencer.access, {
        ...influencerBody({ username: influencer.user.username, email: 'taken.over@example.com' }),
        current_password: 'not-the-password',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: WRONG, fields: { current_password: [WRONG] } });
      expect(await storedEmail(influencer.user.id)).toBe(influencer.user.email);
    });

    it('changes the email with the right password, for a brand and an influencer', async () => {
      const brand = await registerUser(t.app, 'brand');
      const toBrand = await putProfile(brand.access, {
        username: brand.user.username,
        email: `moved.${brand.user.email}`,
        current_password: brand.password,
      });
      expect(toBrand.statusCode).toBe(200);
      expect(toBrand.json().email).toBe(`moved.${brand.user.email}`);

      const influencer = await registerUser(t.app, 'influencer');
      const toInfluencer = await putProfile(influencer.access, {
        ...influencerBody({
          username: influencer.user.username,
          email: `moved.${influencer.user.email}`,
        }),
        current_password: influencer.password,
      });
      expect(toInfluencer.statusCode).toBe(200);
      expect(await storedEmail(influencer.user.id)).toBe(`moved.${influencer.user.email}`);
    });

    it('needs no password while the email stays the same (in any case)', async () => {
      const brand = await registerUser(t.app, 'brand');
      const response = await putProfile(brand.access, {
        username: brand.user.username,
        email: brand.user.email.toUpperCase(),
        bio: 'Saved without a password.',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().bio).toBe('Saved without a password.');
    });
  });

  describe('changing the username', () => {
    it('refuses invisible and text-direction characters, reserved names and look-alikes', async () => {
      const existing = await registerUser(t.app, 'brand');
      const brand = await registerUser(t.app, 'brand');
      const answers = [];
      for (const username of [
        `${brand.user.username}\u200b`,
        `\u202e${brand.user.username}`,
        'Support',
        'n4gad',
        existing.user.username.replace('user', 'user_').replace(/1/g, 'l'),
        `helpful_${brand.user.id}`,
      ]) {
        answers.push(await putProfile(brand.access, { username, email: brand.user.email }));
      }
      expect(answers.map((answer) => answer.json().fields?.username)).toEqual([
        ['Username may not contain invisible or text-direction characters.'],
        ['Username may not contain invisible or text-direction characters.'],
        ['This username is reserved. Please choose another.'],
        ['This username is reserved. Please choose another.'],
        ['This username looks too much like an existing one. Please choose another.'],
        undefined,
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400, 200]);
    });
  });

  it('answers 403 to an admin and 401 without a token', async () => {
    const admin = await registerAdmin(t.app, t.database.db);
    const body = { username: admin.user.username, email: admin.user.email };
    expect((await putProfile(admin.access, body)).statusCode).toBe(403);
    expect((await putProfile(undefined, body)).statusCode).toBe(401);
  });

  it.each([
    ['a negative follower count', { followers_count: -1 }, 'followers_count'],
    ['a follower count that is not a number', { followers_count: 'many' }, 'followers_count'],
    ['an absurd follower count', { followers_count: 1e15 }, 'followers_count'],
    ['a fractional follower count', { followers_count: 10.5 }, 'followers_count'],
    ['an unknown category', { category: 'crypto' }, 'category'],
    ['a huge bio', { bio: 'x'.repeat(5000) }, 'bio'],
    ['a javascript: link', { portfolio: 'javascript:alert(1)' }, 'portfolio'],
    [
      'a social link that is not a URL',
      { social_links: { tiktok: 'nope' } },
      'social_links.tiktok',
    ],
    ['an unknown social platform', { social_links: { myspace: 'https://a.b' } }, 'social_links'],
    ['a username with spaces', { username: 'two words' }, 'username'],
    ['a username of 31 characters', { username: 'u'.repeat(31) }, 'username'],
    ['an email that is not one', { email: 'not-an-email' }, 'email'],
    ['a username that is a number', { username: 12345 }, 'username'],
  ])('answers 400 with fields for %s', async (_name, change, field) => {
    const influencer = await registerUser(t.app, 'influencer');
    const response = await putProfile(influencer.access, {
      ...influencerBody(influencer.user),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty([field]);
  });

  it('answers 400 for a body that is not an object', async () => {
    const brand = await registerUser(t.app, 'brand');
    for (const payload of [[1, 2], 'text', null]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/',
        headers: { ...bearer(brand.access), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });
});

describe('social links', () => {
  it('accepts a Facebook link and each platform’s own sites, with or without www', async () => {
    const influencer = await registerUser(t.app, 'influencer');
    const links = {
      instagram: 'https://www.instagram.com/dhaka_food',
      youtube: 'https://youtu.be/abc123',
      tiktok: 'http://tiktok.com/@dhaka_food',
      twitter: 'https://x.com/dhaka_food',
      facebook: 'https://facebook.com/dhaka.food',
    };
    const response = await putProfile(influencer.access, {
      ...influencerBody(influencer.user),
      social_links: links,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().social_links).toEqual(links);
    const other = await putProfile(influencer.access, {
      ...influencerBody(influencer.user),
      social_links: { facebook: 'https://m.fb.com/dhaka.food', twitter: 'https://twitter.com/d' },
    });
    expect(other.json().social_links).toEqual({
      facebook: 'https://m.fb.com/dhaka.food',
      twitter: 'https://twitter.com/d',
    });
  });

  it('answers 400 naming the field for a link on another site (a look-alike host too)', async () => {
    const influencer = await registerUser(t.app, 'influencer');
    const cases = [
      [
        'facebook',
        'https://evil.example.com/facebook.com',
        'Enter a Facebook link (facebook.com or fb.com).',
      ],
      ['instagram', 'https://notinstagram.com/x', 'Enter an Instagram link (instagram.com).'],
      ['youtube', 'https://instagram.com/x', 'Enter a YouTube link (youtube.com or youtu.be).'],
      ['tiktok', 'https://tiktok.com.evil.example/x', 'Enter a TikTok link (tiktok.com).'],
      ['twitter', 'https://facebook.com/x', 'Enter an X (Twitter) link (x.com or twitter.com).'],
    ] as const;
    for (const [platform, url, sentence] of cases) {
      const response = await putProfile(influencer.access, {
        ...influencerBody(influencer.user),
        social_links: { [platform]: url },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ [`social_links.${platform}`]: [sentence] });
    }
    const bangla = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/',
      headers: { ...bearer(influencer.access), 'accept-language': 'bn' },
      payload: {
        ...influencerBody(influencer.user),
        social_links: { facebook: 'https://x.com/a' },
      },
    });
    expect(bangla.json().fields['social_links.facebook'][0]).toMatch(/ফেসবুক/);
  });

  it('refuses a platform it does not know', async () => {
    const influencer = await registerUser(t.app, 'influencer');
    const response = await putProfile(influencer.access, {
      ...influencerBody(influencer.user),
      social_links: { myspace: 'https://myspace.com/x' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/profile/{username}/', () => {
  it('shows a public profile without the email, to anyone, by username in any case', async () => {
    const influencer = await registerUser(t.app, 'influencer');
    await putProfile(influencer.access, influencerBody(influencer.user));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/profile/${influencer.user.username.toUpperCase()}/`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: influencer.user.id,
      username: influencer.user.username,
      role: 'influencer',
      bio: 'I post about street food in Dhaka.',
      category: 'food',
      profile_picture: null,
      followers_count: 12500,
      social_links: { instagram: 'https://instagram.com/dhaka_food' },
      portfolio: 'https://example.com/portfolio',
      industry: null,
      website: null,
      average_rating: null,
      review_count: 0,
      completed_collaborations: 0,
      member_since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(response.body).not.toContain(influencer.user.email);
  });

  it('shows a brand’s industry and website, never its email', async () => {
    const brand = await registerUser(t.app, 'brand');
    await putProfile(brand.access, {
      username: brand.user.username,
      email: brand.user.email,
      industry: 'Apparel',
      website: 'https://brand.example.com',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/profile/${brand.user.username}/`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: 'brand',
      industry: 'Apparel',
      website: 'https://brand.example.com',
      social_links: {},
    });
    expect(response.body).not.toContain(brand.user.email);
  });

  it('answers 404 with an error sentence for unknown, deactivated and admin users', async () => {
    const deactivated = await registerUser(t.app, 'brand');
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, deactivated.user.id));
    const admin = await registerAdmin(t.app, t.database.db);
    for (const username of ['nobody_here', deactivated.user.username, admin.user.username]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/profile/${username}/` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'This profile does not exist.' });
    }
  });

  it('answers 400 for a username longer than any can be, 404 for odd characters', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/profile/${'a'.repeat(31)}/` });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty('username');
    const huge = await t.app.inject({ method: 'GET', url: `/api/profile/${'a'.repeat(5000)}/` });
    expect(huge.statusCode).toBe(404);
    const odd = await t.app.inject({
      method: 'GET',
      url: `/api/profile/${encodeURIComponent("' or 1=1 --")}/`,
    });
    expect(odd.statusCode).toBe(404);
  });
});

describe('the contract', () => {
  it('documents the profile calls in /api/openapi.json', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/profile/',
        '/api/profile/picture/',
        '/api/profile/{username}/',
      ]),
    );
  });
});
