import { eq } from 'drizzle-orm';
import type { AccountSession } from '@portal/shared/contract/accounts';
import type { AuthResponse } from '@portal/shared/contract/auth';
import { createAccessTokens } from '../auth/tokens';
import { sessions } from '../db/schema';
import { injectAs } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

let t: TestApp;
let now: Date;
beforeAll(async () => {
  t = await startTestApp({}, undefined, { clock: () => now });
});
afterAll(() => t.close());
beforeEach(() => {
  now = new Date();
});

const emailOf = (user: { user: { username: string } }) => `${user.user.username}@example.com`;

/** Another sign-in of `user` from a device with this User-Agent and address. */
async function signIn(
  user: { user: { username: string }; password: string },
  userAgent: string,
  remoteAddress: string,
): Promise<AuthResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login/',
    headers: { 'user-agent': userAgent },
    remoteAddress,
    payload: { email: emailOf(user), password: user.password },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as AuthResponse;
}

const list = async (user: { access: string }) => {
  const response = await injectAs(t.app, 'GET', '/account/sessions/', user);
  expect(response.statusCode).toBe(200);
  return response.json() as AccountSession[];
};
const end = (user: { access: string }, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/account/sessions/${id}/`,
    headers: { authorization: `Bearer ${user.access}` },
  });
const refresh = (token: string) =>
  injectAs(t.app, 'POST', '/token/refresh/', undefined, { refresh: token });
const account = (user: { access: string }) => injectAs(t.app, 'GET', '/account/', user);

describe('GET /account/sessions/', () => {
  it('lists the live sessions, the last used first, with device, address and the current one', async () => {
    const user = await registerUser(t.app);
    now = new Date(now.getTime() + 1000);
    const phone = await signIn(user, FIREFOX_ON_ANDROID, '10.0.0.7');
    now = new Date(now.getTime() + 1000);
    const laptop = await signIn(user, CHROME_ON_WINDOWS, '10.0.0.8');

    const seen = await list(phone);
    expect(
      seen.map((session) => [session.browser, session.os, session.ip_address, session.current]),
    ).toEqual([
      ['Chrome', 'Windows', '10.0.0.8', false],
      ['Firefox', 'Android', '10.0.0.7', true],
      [null, null, '127.0.0.1', false],
    ]);

    // A refresh moves its session to the top, from the address it came from.
    now = new Date(now.getTime() + 1000);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      remoteAddress: '10.0.0.9',
      payload: { refresh: phone.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    const after = await list(laptop);
    expect(after[0]).toMatchObject({
      browser: 'Firefox',
      ip_address: '10.0.0.9',
      last_used_at: now.toISOString(),
      current: false,
    });
    expect(after[1]).toMatchObject({ browser: 'Chrome', current: true });
  });

  it('keeps at most 512 characters of a User-Agent, and leaves out signed-out and stale sessions', async () => {
    const user = await registerUser(t.app);
    const long = await signIn(user, `${CHROME_ON_WINDOWS} ${'x'.repeat(1000)}`, '10.0.0.1');
    const rows = await t.database.db
      .select({ userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, user.user.id));
    // Registration's is light-my-request's own ('lightMyRequest').
    expect(rows.map((row) => row.userAgent?.length).sort()).toEqual([14, 512]);

    const logout = await injectAs(t.app, 'POST', '/logout/', undefined, { refresh: user.refresh });
    expect(logout.statusCode).toBe(204);
    expect((await account(user)).statusCode).toBe(401);
    expect((await list(long)).length).toBe(1);

    now = new Date(now.getTime() + 8 * 24 * 60 * 60 * 1000);
    expect(await list(long)).toEqual([]);
  });
});

describe('ending sessions', () => {
  it('DELETE ends one session: its access token is refused at once, its refresh token too', async () => {
    const user = await registerUser(t.app);
    const other = await signIn(user, FIREFOX_ON_ANDROID, '10.0.0.2');
    const otherId = (await list(user)).find((session) => !session.current)?.id ?? '';

    expect((await end(user, otherId)).statusCode).toBe(204);
    const refused = await account(other);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'Your session has expired. Please log in again.' });
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await account(user)).statusCode).toBe(200);
    expect((await list(user)).map((session) => session.current)).toEqual([true]);
  });

  it('answers 404 for another user’s session, an unknown one and one already ended', async () => {
    const user = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const [theirs] = await list(stranger);
    const notFound = { error: 'Session not found.' };
    for (const id of [theirs?.id ?? '', '00000000-0000-4000-8000-000000000000']) {
      const response = await end(user, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await account(stranger)).statusCode).toBe(200);
    const ownOther = await signIn(user, CHROME_ON_WINDOWS, '10.0.0.3');
    const ownOtherId = (await list(ownOther)).find((session) => session.current)?.id ?? '';
    await end(user, ownOtherId);
    expect((await end(user, ownOtherId)).json()).toEqual(notFound);
    expect((await end(user, 'not-a-session')).statusCode).toBe(400);
  });

  it('sign-out-others ends every session but this one', async () => {
    const user = await registerUser(t.app);
    const second = await signIn(user, CHROME_ON_WINDOWS, '10.0.0.4');
    const third = await signIn(user, FIREFOX_ON_ANDROID, '10.0.0.5');
    const response = await injectAs(t.app, 'POST', '/account/sessions/sign-out-others/', second);
    expect(response.statusCode).toBe(204);
    for (const ended of [user, third]) {
      expect((await account(ended)).statusCode).toBe(401);
      expect((await refresh(ended.refresh)).statusCode).toBe(401);
    }
    expect((await list(second)).map((session) => session.current)).toEqual([true]);
  });

  it('keeps working a token issued before sessions (no sid) until it expires', async () => {
    const user = await registerUser(t.app);
    const legacy = await createAccessTokens(t.config.jwtSecret).sign({
      userId: user.user.id,
      role: 'influencer',
      tokenVersion: 0,
      sessionId: null,
    });
    expect((await account({ access: legacy })).statusCode).toBe(200);
  });
});
