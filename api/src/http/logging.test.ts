import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../test/test-app';
import { loggerOptions } from './logging';

/** Every line the app logs, at the most talkative level. */
const lines: string[] = [];
const logged = () => lines.join('\n');

const SECRET_NUMBER = 'secret-4711-not-a-number';
const SECRET_EMAIL = 'secret.person@example.com';
const SECRET_TOKEN = 'secret-link-token-0816';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(
    {},
    (app) => {
      // Queries that fail in PostgreSQL with the sent values in their message and detail.
      app.get('/api/test/failing-cast', { config: { public: true } }, async () => {
        await t.database.db.execute(sql`select ${SECRET_NUMBER}::int`);
      });
      app.get('/api/test/refused-token', { config: { public: true } }, async () => {
        throw Object.assign(new Error('The token was refused.'), { token: SECRET_TOKEN });
      });
      app.get('/api/test/failing-insert', { config: { public: true } }, async () => {
        for (let i = 0; i < 2; i += 1) {
          await t.database.db.execute(
            sql`insert into users (username, email, password_hash, role)
                values (${`secret_user_${i}`}, ${SECRET_EMAIL}, 'not-a-hash', 'brand')`,
          );
        }
      });
    },
    { logger: loggerOptions('trace', { write: (line) => lines.push(line) }) },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

describe('logs', () => {
  it('a failed query logs its SQL and code, never its parameters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/failing-cast' });
    expect(response.statusCode).toBe(500);
    expect(logged()).toContain('Failed query: select $1::int');
    expect(logged()).toContain('"code":"22P02"');
    expect(logged()).not.toContain('secret-4711');
  });

  it('a unique violation logs its constraint, never the duplicate value', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/failing-insert' });
    expect(response.statusCode).toBe(500);
    expect(logged()).toContain('users_email_lower_key');
    expect(logged()).not.toContain(SECRET_EMAIL);
    expect(logged()).not.toContain('secret_user_');
  });

  it('writes one line per request: method, path and status, never the query', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/verify-email?token=${SECRET_TOKEN}`,
    });
    // The portal page of an e-mail link (no portal build here: 503, logged all the same).
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      path: '/verify-email',
      status: response.statusCode,
    });
    expect(logged()).not.toContain(SECRET_TOKEN);
  });

  it('an error carrying a secret field logs it censored', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/refused-token' });
    expect(response.statusCode).toBe(500);
    expect(logged()).toContain('The token was refused.');
    expect(logged()).toContain('"token":"[redacted]"');
    expect(logged()).not.toContain(SECRET_TOKEN);
  });

  it('registering, signing in (with a device token), refreshing and asking for a withdrawal log no secret', async () => {
    const password = 'a-secret-password-0815';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { username: 'log_watch', email: 'log_watch@example.com', password, role: 'brand' },
    });
    expect(registered.statusCode).toBe(201);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: {
        email: 'log_watch@example.com',
        password,
        device_token: registered.json<{ device_token: string }>().device_token,
      },
    });
    expect(signedIn.statusCode).toBe(200);
    const { access, refresh } = signedIn.json<{ access: string; refresh: string }>();
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawals/',
      headers: { authorization: `Bearer ${access}` },
      payload: { amount: '100.00', payment_method: 'bkash', phone_number: '01712345678' },
    });
    expect(withdrawal.statusCode).toBe(403);

    expect(lines.length).toBeGreaterThan(0);
    for (const secret of [
      password,
      access,
      refresh,
      refreshed.json<{ access: string }>().access,
      registered.json<{ refresh: string }>().refresh,
      registered.json<{ device_token: string }>().device_token,
      signedIn.json<{ device_token: string }>().device_token,
      '01712345678',
    ]) {
      expect(logged()).not.toContain(secret);
    }
  });
});
