import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { assertNoCspViolations, launchBrowser, screenshot } from '../lib/browser';
import { startPortalServer, type PortalServer } from '../lib/portal-server';

let server: PortalServer;
let browser: Browser;

before(async () => {
  server = await startPortalServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  assertNoCspViolations(browser);
});

test('a new brand registers, lands on the dashboard, logs out and logs back in', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const suffix = Date.now().toString(36);
  const email = `brand.${suffix}@example.com`;
  const password = 'correct-horse-battery';

  await page.goto(`${server.url}/register`);
  await page.getByLabel('Username').fill(`brand_${suffix}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Role').selectOption('brand');
  await page.getByRole('button', { name: /create account/i }).click();

  await page.waitForURL(`${server.url}/dashboard`);
  await page.getByRole('heading', { name: 'Brand Dashboard' }).waitFor();
  // The brand's own dashboard, loaded: a new brand has no campaigns yet.
  await page.getByText('No campaigns yet.').waitFor();
  await screenshot(page, 'brand-dashboard-after-register');

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${server.url}/login`);
  assert.equal(await page.evaluate(() => localStorage.getItem('accessToken')), null);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  await page.getByText(`brand_${suffix}`).first().waitFor();
  await page.close();
});

test('a wrong password shows the server error in the red box', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
  await page.close();
});

const DEMO_PASSWORD = 'demo-pass-2025';
const demoLogins = [
  { email: 'brand.fashion@demo.local', lands: '/dashboard', shows: 'aarong_style (brand)' },
  {
    email: 'influencer.fashion@demo.local',
    lands: '/dashboard',
    shows: 'nusrat_styles (influencer)',
  },
  { email: 'admin@demo.local', lands: '/admin-panel', shows: 'admin (admin)' },
];

for (const demo of demoLogins) {
  test(`the demo login ${demo.email} reaches ${demo.lands}`, async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^log ?in$/i }).click();
    await page.waitForURL(`${server.url}${demo.lands}`);
    // The navigation bar names the signed-in user and role.
    await page.getByRole('navigation').getByText(demo.shows).waitFor();
    await page.close();
  });
}
