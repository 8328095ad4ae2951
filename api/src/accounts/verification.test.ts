import { eq } from 'drizzle-orm';
import type { EmailVerificationMode } from '@portal/shared/contract/accounts';
import { users } from '../db/schema';
import { startMailServer, type MailServer } from '../test/mail-server';
import {
  acceptedApplication,
  bearer,
  injectAs,
  newTransactionId,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { PAY_NEEDS_VERIFIED_EMAIL, WITHDRAW_NEEDS_VERIFIED_EMAIL } from './gate';

const HOUR_MS = 60 * 60 * 1000;
const LINK_INVALID = { error: 'This link is invalid or has expired.' };

let mail: MailServer;
let now: Date;
const clock = () => now;
const apps: TestApp[] = [];

beforeAll(async () => {
  mail = await startMailServer();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await mail.close();
});
beforeEach(() => {
  now = new Date();
});

async function appWith(emailVerification: EmailVerificationMode): Promise<TestApp> {
  const t = await startTestApp(
    { emailVerification, smtpUrl: mail.url, publicUrl: 'https://portal.example.com' },
    undefined,
    { clock },
  );
  apps.push(t);
  return t;
}

const emailOf = (user: { user: { username: string } }) => `${user.user.username}@example.com`;
const verify = (t: TestApp, token: string | null) =>
  injectAs(t.app, 'POST', '/email/verify/', undefined, { token });
const account = (t: TestApp, user: { access: string }) => injectAs(t.app, 'GET', '/account/', user);

describe('EMAIL_VERIFICATION=mandatory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith('mandatory');
  });

  it('sends a verification link at registration; the link verifies the address, once, and says so after', async () => {
    const user = await registerUser(t.app, 'brand');
    const message = await mail.next(emailOf(user));
    expect(message.subject).toBe('Verify your email address');
    expect(message.from).toContain('no-reply@localhost');
    expect(message.link).toMatch(/^https:\/\/portal\.example\.com\/verify-email\?token=[\w-]{43}$/);
    expect(message.html).toContain(`href="${message.link}"`);
    expect((await account(t, user)).json()).toEqual({
      email: emailOf(user),
      email_verified: false,
      pending_email: null,
      email_verification: 'mandatory',
    });

    const verified = await verify(t, message.token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email: emailOf(user), already_verified: false });
    expect((await account(t, user)).json()).toMatchObject({ email_verified: true });

    // Opened again (a second click, the mail client's preview): already verified, not expired.
    const again = await verify(t, message.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ email: emailOf(user), already_verified: true });
    expect((await verify(t, 'not-a-token')).json()).toEqual(LINK_INVALID);
  });

  it('writes the e-mail in the user’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: {
        username: `bangla_${process.pid}`,
        email: `bangla_${process.pid}@example.com`,
        password: 'correct-horse-battery',
        role: 'influencer',
        language: 'bn',
      },
    });
    expect(response.statusCode).toBe(201);
    const message = await mail.next(`bangla_${process.pid}@example.com`);
    expect(message.subject).toBe('আপনার ইমেইল ঠিকানা যাচাই করুন');
    expect(message.text).toContain('৭২ ঘণ্টা');
  });

  it('keeps a verification link for 72 hours by the app’s clock, and not a moment longer', async () => {
    const first = await registerUser(t.app);
    const { token: fresh } = await mail.next(emailOf(first));
    const second = await registerUser(t.app);
    const { token: stale } = await mail.next(emailOf(second));
    const issued = now.getTime();

    now = new Date(issued + 72 * HOUR_MS - 1);
    expect((await verify(t, fresh)).statusCode).toBe(200);
    now = new Date(issued + 72 * HOUR_MS);
    const expired = await verify(t, stale);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(LINK_INVALID);
  });

  it('resends at most one link a minute and five an hour (429 with Retry-After), none when verified', async () => {
    const user = await registerUser(t.app);
    await mail.next(emailOf(user));
    const resend = () => injectAs(t.app, 'POST', '/email/verify/resend/', user);

    const tooSoon = await resend();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      error: 'Please wait a minute before asking for another link.',
    });
    expect(tooSoon.headers['retry-after']).toBe('60');

    const start = now.getTime();
    for (let minute = 1; minute <= 4; minute += 1) {
      now = new Date(start + minute * 61_000);
      const sent = await resend();
      expect(sent.statusCode).toBe(202);
      expect(sent.json()).toEqual({
        detail: 'We have sent you a new link. Open it to verify your email address.',
      });
      await mail.next(emailOf(user));
    }
    now = new Date(start + 6 * 61_000);
    const hourly = await resend();
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json()).toEqual({
      error: 'You have asked for too many links this hour. Please try again later.',
    });
    expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(3000);

    now = new Date(start + HOUR_MS + 6 * 61_000);
    const nextHour = await resend();
    expect(nextHour.statusCode).toBe(202);
    expect((await verify(t, (await mail.next(emailOf(user))).token)).statusCode).toBe(200);
    const done = await resend();
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({ error: 'Your email address is already verified.' });
  });

  it('changes the address only when the new one’s link is opened; the old one still signs in', async () => {
    const user = await registerUser(t.app);
    await verify(t, (await mail.next(emailOf(user))).token);
    const newEmail = `moved_${user.user.username}@example.com`;

    const change = await injectAs(t.app, 'PUT', '/account/email/', user, {
      current_password: user.password,
      email: newEmail,
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({
      email: emailOf(user),
      email_verified: true,
      pending_email: newEmail,
      email_verification: 'mandatory',
    });
    const notice = await mail.next(emailOf(user));
    expect(notice.subject).toBe('A change of your email address was requested');
    expect(notice.text).toContain(newEmail);
    expect(notice.token).toBeNull();
    const link = await mail.next(newEmail);
    expect((await injectAs(t.app, 'GET', '/profile/', user)).json()).toMatchObject({
      email: emailOf(user),
      pending_email: newEmail,
    });

    const login = (email: string) =>
      injectAs(t.app, 'POST', '/login/', undefined, { email, password: user.password });
    expect((await login(emailOf(user))).statusCode).toBe(200);
    expect((await login(newEmail)).statusCode).toBe(401);

    expect((await verify(t, link.token)).json()).toEqual({
      email: newEmail,
      already_verified: false,
    });
    expect((await login(newEmail)).statusCode).toBe(200);
    expect((await login(emailOf(user))).statusCode).toBe(401);
    expect((await account(t, user)).json()).toMatchObject({
      email: newEmail,
      email_verified: true,
      pending_email: null,
    });
  });

  it('refuses a change without the right password, or to an address another user has', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const wrong = await injectAs(t.app, 'PUT', '/account/email/', user, {
      current_password: 'not-my-password',
      email: 'anything@example.com',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'Your current password is not correct.',
      fields: { current_password: ['Your current password is not correct.'] },
    });
    const taken = await injectAs(t.app, 'PUT', '/account/email/', user, {
      current_password: user.password,
      email: emailOf(other),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ email: ['A user with that email already exists.'] });
  });

  it('sends links for at most 5 changes of address an hour, so they cannot mail strangers', async () => {
    const user = await registerUser(t.app);
    await mail.next(emailOf(user));
    const change = (n: number) =>
      injectAs(t.app, 'PUT', '/account/email/', user, {
        current_password: user.password,
        email: `try${n}_${user.user.username}@example.com`,
      });
    for (let n = 1; n <= 4; n += 1) expect((await change(n)).statusCode).toBe(200);
    const refused = await change(5);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'You have asked for too many links this hour. Please try again later.',
    });
    await mail.nothingFor(`try5_${user.user.username}@example.com`);
    now = new Date(now.getTime() + 60 * 60 * 1000);
    expect((await change(6)).json()).toMatchObject({
      pending_email: `try6_${user.user.username}@example.com`,
    });
  });

  it('answers 409 when the new address was taken between the request and the link', async () => {
    const user = await registerUser(t.app);
    await mail.next(emailOf(user));
    const wanted = `wanted_${user.user.username}@example.com`;
    await injectAs(t.app, 'PUT', '/account/email/', user, {
      current_password: user.password,
      email: wanted,
    });
    const { token } = await mail.next(wanted);
    await t.database.db
      .update(users)
      .set({ email: wanted })
      .where(eq(users.username, (await registerUser(t.app)).user.username));
    const late = await verify(t, token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'A user with that email already exists.' });
  });

  it('PUT /profile/ follows the same rule: the new address waits for its link', async () => {
    const user = await registerUser(t.app);
    await mail.next(emailOf(user));
    const newEmail = `profile_${user.user.username}@example.com`;
    const response = await injectAs(t.app, 'PUT', '/profile/', user, {
      username: user.user.username,
      email: newEmail,
      current_password: user.password,
      bio: 'Still me.',
      category: 'food',
      followers_count: 10,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: emailOf(user), pending_email: newEmail });
    expect((await mail.next(newEmail)).subject).toBe('Verify your email address');
  });

  it('gates paying and withdrawing until the address is verified (403 with a link)', async () => {
    const brand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    const { application } = await acceptedApplication(
      t.database.db,
      brand.user.id,
      influencer.user.id,
    );
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/submit/',
        headers: bearer(brand),
        payload: {
          application_id: application.id,
          amount: '1500.00',
          payment_method: 'bkash',
          transaction_id: newTransactionId(),
        },
      });
    const withdraw = () =>
      injectAs(t.app, 'POST', '/withdrawals/', influencer, {
        amount: '100.00',
        payment_method: 'bkash',
        phone_number: '01712345678',
      });

    const refusedPay = await pay();
    expect(refusedPay.statusCode).toBe(403);
    expect(refusedPay.json()).toEqual({
      error: PAY_NEEDS_VERIFIED_EMAIL,
      link: '/settings/security',
    });
    const refusedWithdrawal = await withdraw();
    expect(refusedWithdrawal.statusCode).toBe(403);
    expect(refusedWithdrawal.json()).toEqual({
      error: WITHDRAW_NEEDS_VERIFIED_EMAIL,
      link: '/settings/security',
    });
    const inBangla = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawals/',
      headers: { ...bearer(influencer), 'accept-language': 'bn' },
      payload: { amount: '100.00', payment_method: 'bkash', phone_number: '01712345678' },
    });
    expect(inBangla.json()).toEqual({
      error: expect.stringContaining('টাকা তোলার আগে'),
      link: '/settings/security',
    });

    await verify(t, (await mail.next(emailOf(brand))).token);
    await verify(t, (await mail.next(emailOf(influencer))).token);
    expect((await pay()).statusCode).toBe(201);
    // Past the gate: the balance decides now.
    expect((await withdraw()).json()).toEqual({ error: 'Insufficient balance.' });
  });
});

describe('EMAIL_VERIFICATION=optional', () => {
  it('sends the link at registration but gates nothing', async () => {
    const t = await appWith('optional');
    const brand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    expect((await mail.next(emailOf(brand))).subject).toBe('Verify your email address');
    await mail.next(emailOf(influencer));
    const { application } = await acceptedApplication(
      t.database.db,
      brand.user.id,
      influencer.user.id,
    );
    const paid = await injectAs(t.app, 'POST', '/payments/submit/', brand, {
      application_id: application.id,
      amount: '1500.00',
      payment_method: 'bkash',
      transaction_id: newTransactionId(),
    });
    expect(paid.statusCode).toBe(201);
    const withdrawal = await injectAs(t.app, 'POST', '/withdrawals/', influencer, {
      amount: '100.00',
      payment_method: 'bkash',
      phone_number: '01712345678',
    });
    expect(withdrawal.json()).toEqual({ error: 'Insufficient balance.' });
  });
});

describe('EMAIL_VERIFICATION=none', () => {
  it('sends no link, replaces a changed address at once and refuses a resend', async () => {
    const t = await appWith('none');
    const user = await registerUser(t.app);
    await mail.nothingFor(emailOf(user));
    const newEmail = `now_${user.user.username}@example.com`;
    const change = await injectAs(t.app, 'PUT', '/account/email/', user, {
      current_password: user.password,
      email: newEmail,
    });
    expect(change.json()).toEqual({
      email: newEmail,
      email_verified: false,
      pending_email: null,
      email_verification: 'none',
    });
    await mail.nothingFor(newEmail);
    const resend = await injectAs(t.app, 'POST', '/email/verify/resend/', user);
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toEqual({ error: 'Email verification is turned off on this server.' });
  });
});
