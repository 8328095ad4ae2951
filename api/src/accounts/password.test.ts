import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { startMailServer, type MailServer } from '../test/mail-server';
import { injectAs } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

const MINUTE_MS = 60 * 1000;
const FORGOT_ANSWER = {
  detail: 'If an account uses that address, we have sent a link to reset its password.',
};
const LINK_INVALID = { error: 'This link is invalid or has expired.' };
const NEW_PASSWORD = 'a-new-and-longer-password';

let mail: MailServer;
let t: TestApp;
let now: Date;
beforeAll(async () => {
  mail = await startMailServer();
  t = await startTestApp(
    { emailVerification: 'optional', smtpUrl: mail.url, publicUrl: 'https://portal.example.com' },
    undefined,
    { clock: () => now },
  );
});
afterAll(async () => {
  await t.close();
  await mail.close();
});
beforeEach(() => {
  now = new Date();
});

const emailOf = (user: { user: { username: string } }) => `${user.user.username}@example.com`;
const forgot = (email: string) =>
  injectAs(t.app, 'POST', '/password/forgot/', undefined, { email });
const reset = (token: string | null, password = NEW_PASSWORD) =>
  injectAs(t.app, 'POST', '/password/reset/', undefined, { token, password });
const login = (email: string, password: string) =>
  injectAs(t.app, 'POST', '/login/', undefined, { email, password });
const refresh = (token: string) =>
  injectAs(t.app, 'POST', '/token/refresh/', undefined, { refresh: token });

/**
 * `work`'s value; a failure instead when it is still waiting after 5 s, as it does for ever when it
 * needs what the test holds.
 */
async function unlessStuck<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('still waiting after 5 s')), 5000);
  });
  try {
    return await Promise.race([work, stuck]);
  } finally {
    clearTimeout(timer);
  }
}

/** A registered user whose verification e-mail was taken off the queue. */
async function newUser() {
  const user = await registerUser(t.app);
  await mail.next(emailOf(user));
  return user;
}

describe('POST /password/forgot/', () => {
  it('answers the same for a known, an unknown and a deactivated address; mails only the known', async () => {
    const known = await newUser();
    const deactivated = await newUser();
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, deactivated.user.id));
    const unknown = `nobody_${process.pid}@example.com`;

    const answers = await Promise.all([
      forgot(emailOf(known)),
      forgot(unknown),
      forgot(emailOf(deactivated)),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual(FORGOT_ANSWER);
    }
    const message = await mail.next(emailOf(known));
    expect(message.subject).toBe('Reset your password');
    expect(message.text).toContain('valid for 30 minutes');
    expect(message.link).toMatch(/^https:\/\/portal\.example\.com\/reset-password\?token=/);
    await mail.nothingFor(unknown);
    await mail.nothingFor(emailOf(deactivated));
  });

  it('answers a known and an unknown address before it reads the database: the same work', async () => {
    const known = await newUser();
    const unknown = `nobody_else_${process.pid}@example.com`;
    await t.database.db.transaction(async (tx) => {
      // Until this transaction ends, no query that reads users can run.
      await tx.execute(sql`lock table users in access exclusive mode`);
      const answers = await unlessStuck(Promise.all([forgot(emailOf(known)), forgot(unknown)]));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(202);
        expect(answer.json()).toEqual(FORGOT_ANSWER);
      }
    });
    // The account's work happens after the answer: its link goes out once the table is free.
    expect((await mail.next(emailOf(known))).subject).toBe('Reset your password');
    await mail.nothingFor(unknown);
  });

  it('sends one account at most 3 reset e-mails an hour, silently', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i += 1) {
      expect((await forgot(emailOf(user))).json()).toEqual(FORGOT_ANSWER);
      await mail.next(emailOf(user));
    }
    const fourth = await forgot(emailOf(user));
    expect(fourth.statusCode).toBe(202);
    expect(fourth.json()).toEqual(FORGOT_ANSWER);
    await mail.nothingFor(emailOf(user));
  });
});

describe('POST /password/reset/', () => {
  it('sets the password once, signs out every session and verifies the address', async () => {
    const user = await newUser();
    const otherDevice = (await login(emailOf(user), user.password)).json() as {
      access: string;
      refresh: string;
    };
    await forgot(emailOf(user));
    const { token } = await mail.next(emailOf(user));

    const done = await reset(token);
    expect(done.statusCode).toBe(204);
    expect((await reset(token, 'yet-another-password')).json()).toEqual(LINK_INVALID);

    for (const session of [user, otherDevice]) {
      expect((await refresh(session.refresh)).statusCode).toBe(401);
      expect((await injectAs(t.app, 'GET', '/account/', session)).statusCode).toBe(401);
    }
    expect((await login(emailOf(user), user.password)).statusCode).toBe(401);
    const signedIn = await login(emailOf(user), NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect((await injectAs(t.app, 'GET', '/account/', signedIn.json())).json()).toMatchObject({
      email_verified: true,
    });
  });

  it('keeps a reset link for 30 minutes; the newest one used voids the others', async () => {
    const user = await newUser();
    await forgot(emailOf(user));
    const first = await mail.next(emailOf(user));
    await forgot(emailOf(user));
    const second = await mail.next(emailOf(user));
    const issued = now.getTime();

    now = new Date(issued + 30 * MINUTE_MS);
    expect((await reset(second.token)).json()).toEqual(LINK_INVALID);
    now = new Date(issued + 30 * MINUTE_MS - 1);
    expect((await reset(second.token)).statusCode).toBe(204);
    expect((await reset(first.token)).json()).toEqual(LINK_INVALID);
  });
});

describe('PUT /account/password/', () => {
  it('needs the current password, keeps this session, ends the others and tells the user', async () => {
    const user = await newUser();
    const other = (await login(emailOf(user), user.password)).json() as {
      access: string;
      refresh: string;
    };
    const change = (current_password: string) =>
      injectAs(t.app, 'PUT', '/account/password/', user, {
        current_password,
        new_password: NEW_PASSWORD,
      });

    const wrong = await change('not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'Your current password is not correct.',
      fields: { current_password: ['Your current password is not correct.'] },
    });

    expect((await change(user.password)).statusCode).toBe(204);
    expect((await mail.next(emailOf(user))).subject).toBe('Your password was changed');
    expect((await injectAs(t.app, 'GET', '/account/', user)).statusCode).toBe(200);
    expect((await refresh(user.refresh)).statusCode).toBe(200);
    expect((await injectAs(t.app, 'GET', '/account/', other)).statusCode).toBe(401);
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await login(emailOf(user), NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the per-address limit', () => {
  it('counts forgot and reset with the sign-in calls (429 past it)', async () => {
    const limited = await startTestApp({
      rateLimit: { enabled: true, authPerMinute: 3, perMinute: 300 },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: i % 2 === 0 ? '/api/password/forgot/' : '/api/password/reset/',
          payload:
            i % 2 === 0
              ? { email: 'someone@example.com' }
              : { token: 'abc', password: NEW_PASSWORD },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([202, 400, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});
