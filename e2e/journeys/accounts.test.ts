import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { submitLogin } from '../lib/api';
import { assertNoCspViolations, launchBrowser, screenshot } from '../lib/browser';
import { register } from '../lib/marketplace';
import { linkFromOutbox, outboxLinkCount } from '../lib/outbox';
import { startPortalServer, type PortalServer } from '../lib/portal-server';
import { bothWidths } from '../lib/screens';

/**
 * The accounts journey (docs/accounts.md) on the default settings (EMAIL_VERIFICATION=mandatory, no
 * SMTP_URL: the outbox): register, verify through the e-mail's link, forget the password, reset it,
 * and find the sessions signed in before the reset signed out.
 */

let server: PortalServer;
let browser: Browser;

before(async () => {
  server = await startPortalServer({ env: { EMAIL_VERIFICATION: 'mandatory' } });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  assertNoCspViolations(browser);
});

const suffix = Date.now().toString(36);
const username = `acct_${suffix}`;
const email = `${username}@example.com`;
const firstPassword = 'first-password-25';
const newPassword = 'second-password-25';

/** A page in a browser context of its own: another device, with its own storage. */
async function device(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

const banner = (page: Page) =>
  page.getByText(`Please verify your email address. We sent a link to ${email}.`);

test('a new account verifies its address through the e-mail, resets a forgotten password, and its old sessions end', async () => {
  // Device 1 registers: the banner asks for the address to be verified.
  const laptop = await device();
  await register(laptop, server, 'Brand', username, firstPassword);
  await banner(laptop).waitFor();
  await screenshot(laptop, 'accounts-verify-banner');

  // One link a minute: 'Resend' at once is refused with a sentence, and the first link works.
  assert.equal(outboxLinkCount(server, email, '/verify-email'), 1, 'registration sends one link');
  await laptop.getByRole('button', { name: 'Resend' }).click();
  await laptop
    .getByRole('alert')
    .filter({ hasText: 'Please wait a minute before asking for another link.' })
    .waitFor();
  const verifyLink = await linkFromOutbox(server, email, '/verify-email');

  await laptop.goto(verifyLink);
  await laptop.getByText(`Your email address ${email} is verified.`).waitFor();
  assert.ok(!laptop.url().includes('token='), 'the token leaves the address bar');
  await laptop.goto(`${server.url}/dashboard`);
  await laptop.getByRole('heading', { name: 'Brand Dashboard' }).waitFor();
  assert.equal(await banner(laptop).count(), 0, 'no banner once verified');

  // A used link opened again verifies nothing and says the address is already verified.
  const again = await device();
  await again.goto(verifyLink);
  await again.getByText('Your email address is already verified.').waitFor();

  // Device 2 signs in too; the security page lists both sessions.
  const phone = await device();
  await phone.goto(`${server.url}/login`);
  await submitLogin(phone, email, firstPassword);
  await phone.goto(`${server.url}/settings/security`);
  const sessions = phone.getByRole('table', { name: 'Your signed-in devices' });
  await sessions.getByRole('row').filter({ hasText: 'This device' }).waitFor();
  assert.equal(
    await sessions
      .getByRole('row')
      .filter({ hasText: /Chrome/ })
      .count(),
    2,
  );
  await bothWidths(
    phone,
    'accounts-security-settings',
    phone.getByRole('heading', { name: 'Sessions' }),
  );

  // Signed out, the user has forgotten the password: the login page leads to a reset link.
  const stranger = await device();
  await stranger.goto(`${server.url}/login`);
  await stranger.getByRole('link', { name: 'Forgot password?' }).click();
  await stranger.waitForURL(`${server.url}/forgot-password`);
  await stranger.getByLabel('Email').fill(email);
  await stranger.getByRole('button', { name: 'Send reset link' }).click();
  await stranger
    .getByText('If an account uses that address, we have sent a link to reset its password.')
    .waitFor();
  await bothWidths(stranger, 'accounts-forgot-password');

  // An unknown address gets the same answer, and no e-mail.
  await stranger.reload();
  await stranger.getByLabel('Email').fill(`nobody.${suffix}@example.com`);
  await stranger.getByRole('button', { name: 'Send reset link' }).click();
  await stranger
    .getByText('If an account uses that address, we have sent a link to reset its password.')
    .waitFor();
  assert.equal(outboxLinkCount(server, `nobody.${suffix}@example.com`, '/reset-password'), 0);

  const resetLink = await linkFromOutbox(server, email, '/reset-password');
  await stranger.goto(resetLink);
  await stranger.getByLabel('New password', { exact: true }).fill(newPassword);
  await stranger.getByLabel('Confirm new password').fill(newPassword);
  await bothWidths(stranger, 'accounts-reset-password');
  await stranger.getByRole('button', { name: 'Set new password' }).click();
  await stranger.waitForURL(`${server.url}/login`);
  await stranger
    .getByText('Your password has been changed. Log in with your new password.')
    .waitFor();

  // The old password no longer works; the new one does.
  await stranger.getByLabel('Email').fill(email);
  await stranger.getByLabel('Password').fill(firstPassword);
  await stranger.getByRole('button', { name: /^log ?in$/i }).click();
  await stranger.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
  await submitLogin(stranger, email, newPassword);

  // The sessions from before the reset are signed out on their next request.
  for (const old of [laptop, phone]) {
    await old.goto(`${server.url}/payments`);
    await old.waitForURL(`${server.url}/login`);
  }

  // The reset link was single use.
  const reused = await device();
  await reused.goto(resetLink);
  await reused.getByLabel('New password', { exact: true }).fill('third-password-25');
  await reused.getByLabel('Confirm new password').fill('third-password-25');
  await reused.getByRole('button', { name: 'Set new password' }).click();
  await reused.getByText('This link is invalid or has expired.').waitFor();
});

test('signing out everywhere else ends the other device’s session at once', async () => {
  const laptop = await device();
  await laptop.goto(`${server.url}/login`);
  await submitLogin(laptop, email, newPassword);
  const phone = await device();
  await phone.goto(`${server.url}/login`);
  await submitLogin(phone, email, newPassword);

  await laptop.goto(`${server.url}/settings/security`);
  await laptop.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const confirm = laptop.getByRole('dialog');
  if ((await confirm.count()) > 0) await confirm.getByRole('button', { name: /sign out/i }).click();
  const sessions = laptop.getByRole('table', { name: 'Your signed-in devices' });
  await sessions.getByRole('row').filter({ hasText: 'This device' }).waitFor();

  await phone.goto(`${server.url}/payments`);
  await phone.waitForURL(`${server.url}/login`);
  // The laptop stays signed in.
  await laptop.goto(`${server.url}/payments`);
  await laptop
    .getByRole('heading', { name: /payments/i })
    .first()
    .waitFor();
  assert.equal(new URL(laptop.url()).pathname, '/payments');
});
