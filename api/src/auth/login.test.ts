import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { startTestApp, type TestApp } from '../test/test-app';
import { insertUsers } from '../test/marketplace-fixtures';
import { registerUser, signInAgain } from '../test/users';
import { hashPassword } from './passwords';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/login/', payload });

/** An account made at `createdAt` without signing in, as the command line makes one: its login. */
async function accountWithoutSession(createdAt: Date) {
  const password = 'correct-horse-battery';
  const [id = 0] = await insertUsers(t.database.db, 'brand', 1);
  const [row] = await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), createdAt })
    .where(eq(users.id, id))
    .returning({ email: users.email });
  return { email: row?.email, password };
}

describe('POST /api/login/', () => {
  it('signs in with the email in any case and answers {user, access, refresh}', async () => {
    const user = await registerUser(t.app, 'brand');
    const response = await login({ email: user.user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // Signed in again: no longer the account's first session.
    expect(body.user).toEqual({ ...user.user, first_session: false });
    expect(body.access).toEqual(expect.any(String));
    expect(body.refresh).not.toBe(user.refresh);
  });

  it('marks a newcomer’s first session: registration, or the first login of an account made just before', async () => {
    const registered = await registerUser(t.app, 'influencer');
    expect(registered.user.first_session).toBe(true);
    expect((await signInAgain(t.app, registered)).user.first_session).toBe(false);

    // An account made without a session (as the command line makes an admin): its first login.
    const made = await accountWithoutSession(new Date());
    const first = await login(made);
    expect(first.statusCode).toBe(200);
    expect(first.json().user.first_session).toBe(true);
    expect((await login(made)).json().user.first_session).toBe(false);

    // One made long before its first sign-in (as the demo accounts "joined" days ago) is not new.
    const old = await accountWithoutSession(new Date(Date.now() - 3 * 24 * 60 * 60 * 1000));
    const returning = await login(old);
    expect(returning.statusCode).toBe(200);
    expect(returning.json().user.first_session).toBe(false);
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
