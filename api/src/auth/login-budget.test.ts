import { loginFailures } from '../db/schema';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { tooManyFailedSignIns } from './login-budget';

/** The time the app sees; the tests move it instead of waiting. */
let now = new Date('2026-03-01T06:00:00Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy, with the per-address limit on but roomy: the account budget answers first.
  t = await startTestApp(
    { trustProxy: true, rateLimit: { enabled: true, authPerMinute: 60, perMinute: 300 } },
    undefined,
    { clock: () => new Date(now.getTime()) },
  );
});
afterAll(() => t.close());

/**
 * A client address of its own for each caller, so that the per-address limit (a real minute)
 * never answers instead of the account budget.
 */
let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return `203.0.113.${addresses}`;
};

let address = newAddress();
beforeEach(() => {
  address = newAddress();
});

const login = (email: string, password: string, from = address) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password },
    headers: { 'x-forwarded-for': from },
  });

const SECOND = 1000;
const MINUTE = 60 * SECOND;

function expectLocked(response: Awaited<ReturnType<typeof login>>, waitSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: tooManyFailedSignIns(waitSeconds * SECOND) });
  expect(response.headers['retry-after']).toBe(String(waitSeconds));
}

async function failTimes(email: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const response = await login(email, 'not-the-password');
    expect(response.statusCode).toBe(401);
  }
}

describe('the per-account sign-in budget', () => {
  it('the sentence says how long to wait, in seconds or whole minutes', () => {
    expect(tooManyFailedSignIns(SECOND)).toBe(
      'Too many failed sign-in attempts for this account. Please wait 1 second and try again.',
    );
    expect(tooManyFailedSignIns(30 * SECOND)).toContain('Please wait 30 seconds and try again.');
    expect(tooManyFailedSignIns(61 * SECOND)).toContain('Please wait 2 minutes and try again.');
    expect(tooManyFailedSignIns(15 * MINUTE)).toContain('Please wait 15 minutes and try again.');
  });

  it('65 wrong passwords from two addresses: 5 are checked, then even the right one waits', async () => {
    const user = await registerUser(t.app);
    const other = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 65; i += 1) {
      const response = await login(user.user.email, `guess-${i}`, i % 2 === 0 ? address : other);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expectLocked(response, 1);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

    expectLocked(await login(user.user.email, user.password, other), 1);
    advance(SECOND);
    const signedIn = await login(user.user.email, user.password, other);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toEqual({ ...user.user, first_session: false });
  });

  it('each further failure doubles the wait, up to 15 minutes', async () => {
    const user = await registerUser(t.app);
    await failTimes(user.user.email, 5);
    const waits = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900];
    for (const wait of waits) {
      expectLocked(await login(user.user.email, user.password), wait);
      advance((wait - 1) * SECOND);
      expectLocked(await login(user.user.email, user.password), 1);
      advance(SECOND);
      await failTimes(user.user.email, 1);
    }
    expectLocked(await login(user.user.email, user.password), 900);
    expect((await login(user.user.email, user.password)).json().error).toContain('15 minutes');
    advance(15 * MINUTE);
    expect((await login(user.user.email, user.password)).statusCode).toBe(200);
  });

  it('a success forgets the failures', async () => {
    const user = await registerUser(t.app);
    await failTimes(user.user.email, 4);
    expect((await login(user.user.email, user.password)).statusCode).toBe(200);
    await failTimes(user.user.email, 5);
    expectLocked(await login(user.user.email, user.password), 1);
  });

  it('failures older than a day are forgotten', async () => {
    const user = await registerUser(t.app);
    await failTimes(user.user.email, 4);
    advance(24 * 60 * MINUTE);
    await failTimes(user.user.email, 5);
    expectLocked(await login(user.user.email, user.password), 1);
  });

  it('one account spending its budget leaves every other account alone', async () => {
    const locked = await registerUser(t.app);
    const other = await registerUser(t.app);
    await failTimes(locked.user.email, 5);
    expectLocked(await login(locked.user.email, locked.password), 1);
    expect((await login(other.user.email, 'not-the-password')).statusCode).toBe(401);
    expect((await login(other.user.email, other.password)).statusCode).toBe(200);
  });

  it('an unknown email spends a budget of its own and gets the very same answers', async () => {
    const user = await registerUser(t.app);
    const unknown = `nobody-${user.user.id}@example.com`;
    for (const email of [user.user.email, unknown]) {
      for (let i = 0; i < 5; i += 1) {
        const response = await login(email, 'not-the-password');
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: 'Invalid email or password.' });
      }
      expectLocked(await login(email, 'not-the-password'), 1);
    }
  });

  it('the email is counted in any case, and under the spelling it is found by', async () => {
    const user = await registerUser(t.app);
    await failTimes(user.user.email.toUpperCase(), 5);
    expectLocked(await login(` ${user.user.email} `, user.password), 1);
  });

  it('concurrent attempts cannot get past the budget together', async () => {
    const user = await registerUser(t.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(user.user.email, `guess-${i}`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('deletes the rows of failures older than a day as new failures come in', async () => {
    await failTimes('sprayed-1@example.com', 1);
    await failTimes('sprayed-2@example.com', 1);
    const before = await t.database.db.select().from(loginFailures);
    advance(24 * 60 * MINUTE + SECOND);
    await failTimes('sprayed-3@example.com', 1);
    const after = await t.database.db.select().from(loginFailures);
    expect(after).toHaveLength(1);
    expect(before.map((row) => row.emailHash)).not.toContain(after[0]?.emailHash);
  });

  it('keeps no email address, only a hash of it', async () => {
    const user = await registerUser(t.app);
    await failTimes(user.user.email, 1);
    const rows = await t.database.db.select().from(loginFailures);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.emailHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(user.user.email);
  });
});
