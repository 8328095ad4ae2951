import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/login/', payload });

describe('POST /api/login/', () => {
  it('signs in with the email in any case and answers {user, access, refresh}', async () => {
    const user = await registerUser(t.app, 'brand');
    const response = await login({ email: user.user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual(user.user);
    expect(body.access).toEqual(expect.any(String));
    expect(body.refresh).not.toBe(user.refresh);
  });

  it('answers the same 401 sentence for a wrong password and an unknown email', async () => {
    const user = await registerUser(t.app);
    const wrongPassword = await login({ email: user.user.email, password: 'not-the-password' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: user.password });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid email or password.' });
    }
  });

  it('answers 403 to a deactivated user with the right password, 401 with a wrong one', async () => {
    const user = await registerUser(t.app);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.user.id));
    const right = await login({ email: user.user.email, password: user.password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: 'Your account has been deactivated.' });
    const wrong = await login({ email: user.user.email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers 400 with fields when email or password is missing', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['email', 'password']);
  });
});
