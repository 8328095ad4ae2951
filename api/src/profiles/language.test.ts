import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { registerAdmin, type SignedIn } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const putLanguage = (access: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profile/language/',
    headers: {
      ...(access === undefined ? {} : bearer(access)),
      'content-type': 'application/json',
    },
    payload: JSON.stringify(payload),
  });

async function storedLanguage(userId: number): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language;
}

const roles: [string, () => Promise<SignedIn>][] = [
  ['a brand', () => registerUser(t.app, 'brand')],
  ['an influencer', () => registerUser(t.app, 'influencer')],
  ['an admin', () => registerAdmin(t.app, t.database.db)],
];

describe('PUT /api/profile/language/', () => {
  it.each(roles)('keeps the language of %s and answers it', async (_role, signIn) => {
    const user = await signIn();
    const toBangla = await putLanguage(user.access, { language: 'bn' });
    expect(toBangla.statusCode).toBe(200);
    expect(toBangla.json()).toEqual({ language: 'bn' });
    expect(await storedLanguage(user.user.id)).toBe('bn');
    expect(
      (await t.app.inject({ url: '/api/profile/', headers: bearer(user.access) })).json(),
    ).toMatchObject({ id: user.user.id, language: 'bn' });

    const toEnglish = await putLanguage(user.access, { language: 'en' });
    expect(toEnglish.statusCode).toBe(200);
    expect(toEnglish.json()).toEqual({ language: 'en' });
    expect(await storedLanguage(user.user.id)).toBe('en');
  });

  it('changes nobody else’s language', async () => {
    const one = await registerUser(t.app, 'brand');
    const other = await registerUser(t.app, 'brand');
    await putLanguage(one.access, { language: 'bn' });
    expect(await storedLanguage(other.user.id)).toBe('en');
  });

  it('answers 401 without a session, changing nothing', async () => {
    const response = await putLanguage(undefined, { language: 'bn' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it.each([
    ['another language', { language: 'fr' }],
    ['a region', { language: 'bn-BD' }],
    ['another case', { language: 'BN' }],
    ['no language', {}],
    ['null', { language: null }],
    ['a number', { language: 1 }],
  ])('answers 400 naming the language field for %s', async (_case, body) => {
    const user = await registerUser(t.app, 'influencer');
    const response = await putLanguage(user.access, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: expect.any(String),
      fields: { language: ['Language must be en or bn.'] },
    });
    expect(await storedLanguage(user.user.id)).toBe('en');
  });

  it('answers 400 for a body that is not an object', async () => {
    const user = await registerUser(t.app, 'brand');
    for (const payload of [['bn'], 'bn', null]) {
      const response = await putLanguage(user.access, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });
});

describe('the session user’s language', () => {
  it('is English for a user who registers without one', async () => {
    const user = await registerUser(t.app, 'brand');
    expect(user.user.language).toBe('en');
  });

  /** POST /api/register/ of a new user `username` naming `language`. */
  const registerIn = (username: string, language: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: {
        username,
        email: `${username}@example.com`,
        password: 'correct-horse-battery',
        role: 'influencer',
        language,
      },
    });

  it('is the one chosen before registering, and is kept', async () => {
    const response = await registerIn('bangla_reader', 'bn');
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ username: 'bangla_reader', language: 'bn' });
    expect(await storedLanguage(response.json().user.id)).toBe('bn');
  });

  it('refuses registering with a language the portal does not have', async () => {
    const response = await registerIn('french_reader', 'fr');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ language: ['Language must be en or bn.'] });
  });

  it('is the profile’s at the next login, after a switch', async () => {
    const user = await registerUser(t.app, 'influencer');
    await putLanguage(user.access, { language: 'bn' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: user.user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toEqual({ ...user.user, language: 'bn', first_session: false });
  });
});

describe('the contract', () => {
  it('documents PUT /api/profile/language/', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/profile/language/']).toHaveProperty('put');
  });
});
