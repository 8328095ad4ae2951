import { eq, sql } from 'drizzle-orm';
import { refreshTokens, users } from '../db/schema';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { signedInUser } from './authenticate';

let t: TestApp;
beforeAll(async () => {
  // Probe routes, written as later endpoint authors will write theirs: authenticated unless they
  // say `public: true`.
  t = await startTestApp({}, (app) => {
    app.get('/api/test/new-route', async () => ({ ok: true }));
    app.get('/api/test/public', { config: { public: true } }, async () => ({ ok: true }));
    app.get('/api/test/me', async (request) => signedInUser(request));
    app.get('/api/test/brands-only', { onRequest: app.requireRole('brand') }, async () => ({
      ok: true,
    }));
  });
});
afterAll(() => t.close());

const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/logout/', payload: { refresh: token } });
const me = (access?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/test/me',
    headers: access === undefined ? {} : { authorization: `Bearer ${access}` },
  });

describe('access tokens and authenticate', () => {
  it('authenticates a new API route that does not opt out: 401 without a token, never stored', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/test/new-route' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Please log in.' });
    expect(anonymous.headers['cache-control']).toBe('no-store');

    const user = await registerUser(t.app);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/test/new-route',
      headers: { authorization: `Bearer ${user.access}` },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('answers a route that says public: true without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/public' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('puts {id, role, username, language, sessionId, emailVerified} of the signed-in user on the request', async () => {
    const user = await registerUser(t.app, 'brand');
    const response = await me(user.access);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.user.id,
      role: 'brand',
      username: user.user.username,
      language: 'en',
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      emailVerified: false,
    });
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await me()).statusCode).toBe(401);
    const forged = await me('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toEqual(expect.any(String));
  });

  it('refuses the live access token of a user deactivated after signing in', async () => {
    const user = await registerUser(t.app);
    expect((await me(user.access)).statusCode).toBe(200);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.user.id));
    const response = await me(user.access);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Your account has been deactivated.' });
    expect((await refresh(user.refresh)).statusCode).toBe(401);
  });

  it('requireRole answers 403 to another role', async () => {
    const influencer = await registerUser(t.app, 'influencer');
    const brand = await registerUser(t.app, 'brand');
    const inject = (access: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/test/brands-only',
        headers: { authorization: `Bearer ${access}` },
      });
    expect((await inject(influencer.access)).statusCode).toBe(403);
    expect((await inject(brand.access)).statusCode).toBe(200);
  });
});

describe('POST /api/token/refresh/', () => {
  it('rotates: a new access and refresh token, and the old refresh token stops working', async () => {
    const user = await registerUser(t.app);
    const first = await refresh(user.refresh);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(rotated.refresh).not.toBe(user.refresh);
    expect((await me(rotated.access)).statusCode).toBe(200);
    expect((await refresh(rotated.refresh)).statusCode).toBe(200);
  });

  it('revokes every refresh token of the user when a used one is replayed', async () => {
    const user = await registerUser(t.app);
    const otherDevice = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: user.user.email, password: user.password },
    });
    const rotated = (await refresh(user.refresh)).json();

    const replay = await refresh(user.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toEqual(expect.any(String));
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    expect((await refresh(otherDevice.json().refresh)).statusCode).toBe(401);
  });

  it('refuses an expired refresh token', async () => {
    const user = await registerUser(t.app);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.userId, user.user.id));
    expect((await refresh(user.refresh)).statusCode).toBe(401);
  });

  it('refuses an unknown token and answers 400 to a missing one', async () => {
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.refresh).toHaveLength(1);
  });

  it('stores only a hash of each refresh token', async () => {
    const user = await registerUser(t.app);
    const rows = await t.database.db
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(user.refresh);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /api/logout/', () => {
  it('answers 204 and the refresh token stops working; other sessions stay', async () => {
    const user = await registerUser(t.app);
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: user.user.email, password: user.password },
      })
    ).json();
    const response = await logout(user.refresh);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await refresh(user.refresh)).statusCode).toBe(401);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('answers 204 to an unknown token too (nothing to reveal)', async () => {
    expect((await logout('never-issued')).statusCode).toBe(204);
  });
});
