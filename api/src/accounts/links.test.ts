import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { users } from '../db/schema';
import { startMailServer, type MailServer } from '../test/mail-server';
import { injectAs, type SignedIn } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

/**
 * The single-use links of the account e-mails (verification, change of address, password reset)
 * are good only for the credentials and the address they were sent under: a password reset or
 * change, a new change of address or one withdrawn, and an address that changed void every link
 * still outstanding, which then answers like an expired one.
 */

const LINK_INVALID = { error: 'This link is invalid or has expired.' };
const NEW_PASSWORD = 'the-owner-took-it-back';

let mail: MailServer;
let t: TestApp;
let now: Date;
beforeAll(async () => {
  mail = await startMailServer();
  t = await startTestApp(
    { emailVerification: 'mandatory', smtpUrl: mail.url, publicUrl: 'https://portal.example.com' },
    undefined,
    { clock: () => now },
  );
});
beforeEach(() => {
  now = new Date();
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const emailOf = (user: { user: { username: string } }) => `${user.user.username}@example.com`;
const verify = (token: string | null) =>
  injectAs(t.app, 'POST', '/email/verify/', undefined, { token });
const forgot = (email: string) =>
  injectAs(t.app, 'POST', '/password/forgot/', undefined, { email });
const reset = (token: string | null, password = NEW_PASSWORD) =>
  injectAs(t.app, 'POST', '/password/reset/', undefined, { token, password });
const changeEmail = (user: SignedIn, email: string) =>
  injectAs(t.app, 'PUT', '/account/email/', user, { current_password: user.password, email });
const changePassword = (user: SignedIn) =>
  injectAs(t.app, 'PUT', '/account/password/', user, {
    current_password: user.password,
    new_password: NEW_PASSWORD,
  });
const login = (email: string, password: string) =>
  injectAs(t.app, 'POST', '/login/', undefined, { email, password });
const account = async (user: { access: string }) =>
  (await injectAs(t.app, 'GET', '/account/', user)).json() as unknown;

/** An owner with a verified address, the e-mails of their registration taken off the queue. */
async function owner(): Promise<SignedIn> {
  const user = await registerUser(t.app);
  expect((await verify((await mail.next(emailOf(user))).token)).statusCode).toBe(200);
  return user;
}

/** A password-reset link the owner asks for. */
async function resetLink(email: string): Promise<string | null> {
  expect((await forgot(email)).statusCode).toBe(202);
  return (await mail.next(email)).token;
}

/** Someone with the owner's password asks to move the account to their address: its link. */
async function attackersLink(user: SignedIn): Promise<string | null> {
  const attacker = `attacker_${user.user.username}@example.com`;
  expect((await changeEmail(user, attacker)).statusCode).toBe(200);
  await mail.next(emailOf(user));
  return (await mail.next(attacker)).token;
}

async function expectVoid(
  link: string | null,
  open: (token: string | null) => ReturnType<typeof verify>,
) {
  const answer = await open(link);
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toEqual(LINK_INVALID);
}

describe('the owner’s recovery voids a change of address someone else asked for', () => {
  it.each([
    [
      'resetting the password',
      async (user: SignedIn) => {
        const token = await resetLink(emailOf(user));
        expect((await reset(token)).statusCode).toBe(204);
        return (await login(emailOf(user), NEW_PASSWORD)).json() as SignedIn;
      },
    ],
    [
      'changing the password',
      async (user: SignedIn) => {
        expect((await changePassword(user)).statusCode).toBe(204);
        await mail.next(emailOf(user));
        return user;
      },
    ],
    [
      'setting the address back',
      async (user: SignedIn) => {
        expect((await changeEmail(user, emailOf(user))).json()).toMatchObject({
          email: emailOf(user),
          pending_email: null,
        });
        return user;
      },
    ],
  ])('%s: the link answers like an expired one and the address stays', async (_name, recover) => {
    const user = await owner();
    const link = await attackersLink(user);
    // A reset link the owner asked for meanwhile, not used by this recovery.
    const pendingReset = await resetLink(emailOf(user));

    const recovered = await recover(user);

    await expectVoid(link, verify);
    await expectVoid(pendingReset, reset);
    expect(await account(recovered)).toEqual({
      email: emailOf(user),
      email_verified: true,
      pending_email: null,
      email_verification: 'mandatory',
    });
  });

  it('asking for another address: only the newest change’s link works', async () => {
    const user = await owner();
    const link = await attackersLink(user);
    const pendingReset = await resetLink(emailOf(user));
    const wanted = `wanted_${user.user.username}@example.com`;

    expect((await changeEmail(user, wanted)).json()).toMatchObject({ pending_email: wanted });
    await mail.next(emailOf(user));
    const wantedLink = (await mail.next(wanted)).token;

    await expectVoid(link, verify);
    await expectVoid(pendingReset, reset);
    expect((await verify(wantedLink)).json()).toEqual({
      email: wanted,
      already_verified: false,
    });
    expect(await account(user)).toMatchObject({ email: wanted, pending_email: null });
  });
});

describe('a link is bound to the address it was sent to', () => {
  it('a reset link sent to the old address stops working once a new address is verified', async () => {
    const user = await owner();
    const oldAddressReset = await resetLink(emailOf(user));
    const newEmail = `new_${user.user.username}@example.com`;
    expect((await changeEmail(user, newEmail)).statusCode).toBe(200);
    await mail.next(emailOf(user));
    expect((await verify((await mail.next(newEmail)).token)).json()).toEqual({
      email: newEmail,
      already_verified: false,
    });

    await expectVoid(oldAddressReset, reset);
    expect((await login(newEmail, user.password)).statusCode).toBe(200);
  });

  it('a reset link is void once the account’s address is another, however it changed', async () => {
    const user = await owner();
    const oldAddressReset = await resetLink(emailOf(user));
    // Not through the API, which voids the links itself: the link checks its own address too.
    await t.database.db
      .update(users)
      .set({ email: `elsewhere_${user.user.username}@example.com` })
      .where(eq(users.id, user.user.id));

    await expectVoid(oldAddressReset, reset);
  });

  it('a verification link of the old address cannot take it back after a change', async () => {
    const user = await registerUser(t.app);
    const registrationLink = (await mail.next(emailOf(user))).token;
    const newEmail = `moved_${user.user.username}@example.com`;
    expect((await changeEmail(user, newEmail)).statusCode).toBe(200);
    await mail.next(emailOf(user));
    expect((await verify((await mail.next(newEmail)).token)).json()).toEqual({
      email: newEmail,
      already_verified: false,
    });

    await expectVoid(registrationLink, verify);
    expect(await account(user)).toMatchObject({ email: newEmail, email_verified: true });
  });

  it('a password change voids the verification link and the reset links outstanding', async () => {
    const user = await registerUser(t.app);
    const registrationLink = (await mail.next(emailOf(user))).token;
    const pendingReset = await resetLink(emailOf(user));
    expect((await changePassword(user)).statusCode).toBe(204);
    await mail.next(emailOf(user));

    await expectVoid(registrationLink, verify);
    await expectVoid(pendingReset, reset);
    expect(await account(user)).toMatchObject({ email_verified: false });
    // A link asked for afterwards works.
    now = new Date(now.getTime() + 61_000);
    expect((await injectAs(t.app, 'POST', '/email/verify/resend/', user)).statusCode).toBe(202);
    expect((await verify((await mail.next(emailOf(user))).token)).statusCode).toBe(200);
    // Voided, the registration link stays expired though its address is verified now.
    await expectVoid(registrationLink, verify);
  });

  it('a used verification link of the account’s verified address says it is already verified', async () => {
    const user = await registerUser(t.app);
    const registrationLink = (await mail.next(emailOf(user))).token;
    expect((await verify(registrationLink)).statusCode).toBe(200);

    const again = await verify(registrationLink);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ email: emailOf(user), already_verified: true });
    // Once the address moved on, the same link is void like any other of the old address.
    const newEmail = `later_${user.user.username}@example.com`;
    expect((await changeEmail(user, newEmail)).statusCode).toBe(200);
    await mail.next(emailOf(user));
    expect((await verify((await mail.next(newEmail)).token)).statusCode).toBe(200);
    await expectVoid(registrationLink, verify);
  });
});

describe('a change never rides on a password a reset replaced meanwhile', () => {
  /**
   * Resolves once a query of this test's database waits for a lock. On the embedded database the
   * held transaction has its only connection, so nothing of the request runs before it ends.
   */
  async function someoneWaitsForALock(): Promise<void> {
    if (t.database.kind !== 'postgres') return;
    for (;;) {
      const result = await t.database.db.execute<{ waiting: number }>(
        sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((result.rows[0]?.waiting ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it.each([
    [
      'a change of address',
      (user: SignedIn) => changeEmail(user, `late_${user.user.username}@x.test`),
    ],
    ['a change of password', changePassword],
  ])('%s confirmed with the old password is refused like a wrong password', async (_name, ask) => {
    const user = await owner();
    let asked: ReturnType<typeof ask> | undefined;
    await t.database.db.transaction(async (tx) => {
      // The owner's reset holds the account while the request confirms the old password...
      await tx.select().from(users).where(eq(users.id, user.user.id)).for('update');
      asked = ask(user);
      await someoneWaitsForALock();
      // ...and replaces it.
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(NEW_PASSWORD) })
        .where(eq(users.id, user.user.id));
    });
    const refused = await asked;
    expect(refused?.statusCode).toBe(400);
    expect(refused?.json()).toEqual({
      error: 'Your current password is not correct.',
      fields: { current_password: ['Your current password is not correct.'] },
    });
    expect(await account(user)).toMatchObject({ email: emailOf(user), pending_email: null });
    expect((await login(emailOf(user), NEW_PASSWORD)).statusCode).toBe(200);
  });
});
