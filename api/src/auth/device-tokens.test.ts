import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { DEVICE_TOKEN_MS } from './device-tokens';
import { tooManyFailedSignIns } from './login-budget';

/** The time the app sees; the tests move it instead of waiting. */
let now = new Date('2026-03-01T06:00:00Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: true }, undefined, {
    clock: () => new Date(now.getTime()),
  });
});
afterAll(() => t.close());

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
const OWNER_ADDRESS = '198.51.100.7';
const LOCKED = { error: tooManyFailedSignIns(SECOND) };
const INVALID = { error: 'Invalid email or password.' };

function login(email: string, password: string, deviceToken?: string, from = OWNER_ADDRESS) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password, device_token: deviceToken },
    headers: { 'x-forwarded-for': from },
  });
}

/** A successful sign-in's device token: what the portal keeps for the account. */
async function deviceTokenOf(email: string, password: string, deviceToken?: string) {
  const response = await login(email, password, deviceToken);
  expect(response.statusCode).toBe(200);
  const token: unknown = response.json().device_token;
  expect(token).toEqual(expect.any(String));
  return token as string;
}

/** Strangers guess the account's password from five addresses until it is locked. */
async function lockAccount(email: string) {
  for (let i = 0; i < 5; i += 1) {
    const response = await login(email, `guess-${i}`, undefined, `203.0.113.${i + 1}`);
    expect(response.statusCode).toBe(401);
  }
  const locked = await login(email, 'guess-5', undefined, '203.0.113.6');
  expect(locked.statusCode).toBe(429);
}

/** `token` with one character of its payload changed (the signature no longer matches). */
function tampered(token: string): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const at = Math.floor(payload.length / 2);
  const changed = payload[at] === 'A' ? 'B' : 'A';
  return [header, payload.slice(0, at) + changed + payload.slice(at + 1), signature].join('.');
}

describe('device tokens (OWASP device cookies)', () => {
  it('lets the owner sign in from a device that signed in before while strangers lock the account', async () => {
    const owner = await registerUser(t.app);
    const email = owner.user.email;
    const token = await deviceTokenOf(email, owner.password);

    await lockAccount(email);
    const withoutToken = await login(email, owner.password);
    expect(withoutToken.statusCode).toBe(429);
    expect(withoutToken.json()).toEqual(LOCKED);

    const signedIn = await login(email, owner.password, token);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toEqual({ ...owner.user, first_session: false });
    expect(signedIn.json().device_token).toEqual(expect.any(String));

    // The owner's sign-in did not give the strangers a fresh budget.
    expect((await login(email, 'guess-6', undefined, '203.0.113.7')).statusCode).toBe(429);
  });

  it('the token registering answers is a trusted device too', async () => {
    const owner = await registerUser(t.app);
    await lockAccount(owner.user.email);
    const signedIn = await login(owner.user.email, owner.password, owner.device_token);
    expect(signedIn.statusCode).toBe(200);
  });

  it("another account's token, a tampered, a forged or an expired one gives no way past the lock", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const email = owner.user.email;
    const token = await deviceTokenOf(email, owner.password);
    const othersToken = await deviceTokenOf(other.user.email, other.password);

    await lockAccount(email);
    for (const untrusted of [othersToken, tampered(token), owner.access, 'not-a-token', '']) {
      const response = await login(email, owner.password, untrusted);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(LOCKED);
    }

    const fresh = await deviceTokenOf(email, owner.password, token);
    advance(DEVICE_TOKEN_MS);
    await lockAccount(email);
    const expired = await login(email, owner.password, fresh);
    expect(expired.statusCode).toBe(429);
    expect(expired.json()).toEqual(LOCKED);
  });

  it('each sign-in renews the token: a device that signs in within a year stays trusted', async () => {
    const owner = await registerUser(t.app);
    const email = owner.user.email;
    const first = await deviceTokenOf(email, owner.password);
    advance(200 * DAY);
    const renewed = await deviceTokenOf(email, owner.password, first);
    advance(200 * DAY);

    await lockAccount(email);
    expect((await login(email, owner.password, first)).statusCode).toBe(429);
    expect((await login(email, owner.password, renewed)).statusCode).toBe(200);
  });

  it('a device that guesses wrong too often is locked itself; the other trusted device still signs in', async () => {
    const owner = await registerUser(t.app);
    const email = owner.user.email;
    const guessing = await deviceTokenOf(email, owner.password);
    const other = await deviceTokenOf(email, owner.password);

    // 5 failures on the device's own budget; then it counts as untrusted: 5 on the account's.
    for (let i = 0; i < 10; i += 1) {
      const response = await login(email, `guess-${i}`, guessing);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
    }
    for (const token of [guessing, undefined]) {
      const response = await login(email, owner.password, token);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(LOCKED);
    }

    expect((await login(email, owner.password, other)).statusCode).toBe(200);
  });

  it('answers alike for a known and an unknown email, with or without a device token', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const othersToken = await deviceTokenOf(other.user.email, other.password);
    const unknown = `nobody-${owner.user.id}@example.com`;
    for (const email of [owner.user.email, unknown]) {
      for (const token of [undefined, othersToken, tampered(othersToken)]) {
        const answers = [];
        for (let i = 0; i < 6; i += 1) answers.push(await login(email, `guess-${i}`, token));
        expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401, 429]);
        expect(answers.slice(0, 5).map((answer) => answer.json())).toEqual(Array(5).fill(INVALID));
        expect(answers[5]?.json()).toEqual(LOCKED);
        expect(answers[5]?.headers['retry-after']).toBe('1');
        // The next round starts on an unlocked budget: past this lock, and a day on.
        advance(DAY + SECOND);
      }
    }
  });

  it('refuses an over-long device token as bad input', async () => {
    const response = await login('someone@example.com', 'a-password', 'x'.repeat(1025));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['device_token']);
  });
});
