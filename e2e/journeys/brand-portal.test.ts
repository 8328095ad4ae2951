import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { callApi, signInApi, signInBrowser } from '../lib/api';
import { assertNoCspViolations, launchBrowser } from '../lib/browser';
import { watchForText } from '../lib/flash';
import { PAYMENT_SUBMITTED } from '../lib/marketplace';
import { startPortalServer, type PortalServer } from '../lib/portal-server';
import { bothWidths } from '../lib/screens';

let server: PortalServer;
let browser: Browser;

before(async () => {
  server = await startPortalServer({ env: { RATE_LIMIT: 'off' } });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  assertNoCspViolations(browser);
});

const INFLUENCER = 'influencer.fashion@demo.local';
const BRAND = 'brand.fashion@demo.local';

/** A 1×1 green PNG: the server checks a picture by its bytes. */
const GREEN_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function cellsOfRow(page: Page, table: string, hasText: string): Promise<string[]> {
  const row = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText });
  await row.waitFor();
  return row.getByRole('cell').allTextContents();
}

test('a new brand creates a campaign, accepts an application, and pays it by bKash', async () => {
  const suffix = Date.now().toString(36);
  // Long, as usernames may be (up to 30 characters): the navigation must still keep one row.
  const username = `boishakh_brand_${suffix}`;
  const title = `Pohela Boishakh ${suffix}`;
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });

  // Register as a brand: the dashboard starts empty.
  await page.goto(`${server.url}/register?role=brand`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill('boishakh-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  const navRows = await page
    .getByRole('navigation', { name: 'Main' })
    // The bar's page links; the account's link (the username) sits apart, after the language switch.
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => new Set(links.map((link) => link.getBoundingClientRect().top)).size);
  assert.equal(navRows, 1, 'the navigation keeps one row at 1280 px with a long username');
  await page.getByText('No campaigns yet.').waitFor();
  await page.getByText('No applications yet.').waitFor();
  await bothWidths(page, 'brand-dashboard-empty');

  // /create-campaign opens My Campaigns with the form open; a past deadline is refused.
  await page.goto(`${server.url}/create-campaign`);
  await page.waitForURL(/\/campaigns\?create=1$/);
  await page.getByRole('heading', { level: 1, name: 'My Campaigns' }).waitFor();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Two reels and a story in red and white for Boishakh.');
  await page.getByLabel('Budget (৳)').fill('15000');
  await page.getByLabel('Category').selectOption('fashion');
  await bothWidths(page, 'brand-create-campaign');
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  const card = page.getByRole('article').filter({ hasText: title });
  await card.waitFor();
  assert.match((await card.textContent()) ?? '', /৳15,000\.00/);
  assert.match((await card.textContent()) ?? '', new RegExp(`By: ${username}`));
  await bothWidths(page, 'brand-campaigns');

  // An influencer applies with a fee (through the API).
  const brand = await signInApi(server, `${username}@example.com`, 'boishakh-2026');
  const [campaign] = await callApi<{ id: number; title: string }[]>(
    server,
    brand,
    'GET',
    '/campaigns/',
  );
  assert.equal(campaign?.title, title);
  const influencer = await signInApi(server, INFLUENCER);
  await callApi(server, influencer, 'POST', '/applications/', {
    campaign: campaign.id,
    proposal: 'Two reels at the Ramna Batamul mela, one story on the day.',
    expected_fee: '12000',
  });

  // The dashboard: the application, its proposal, accepted from the modal.
  await page.goto(`${server.url}/dashboard`);
  const figures = page.getByRole('region', { name: 'Your figures' });
  await figures.getByText('Applications Received').waitFor();
  assert.deepEqual(await cellsOfRow(page, 'Recent Applications', title), [
    'nusrat_styles',
    title,
    '৳12,000.00',
    'Two reels at the Ramna Batamul mela, one story on the day.',
    'Pending',
    'View Proposal',
  ]);
  await page.getByRole('button', { name: 'View Proposal' }).click();
  const details = page.getByRole('dialog', { name: 'Application Details' });
  await details.getByText('Two reels at the Ramna Batamul mela, one story on the day.').waitFor();
  await bothWidths(page, 'brand-application-details');
  await details.getByRole('button', { name: 'Accept Application' }).click();
  await page
    .getByRole('dialog', { name: 'Accept application' })
    .getByRole('button', { name: 'Accept', exact: true })
    .click();
  await page.getByText('Application accepted successfully!').waitFor();
  await page.getByRole('table', { name: 'Recent Applications' }).getByText('Accepted ✓').waitFor();
  await bothWidths(page, 'brand-dashboard');

  // Applications: the decision shows, with Message to the influencer.
  await page.goto(`${server.url}/applications`);
  const accepted = await cellsOfRow(page, 'Campaign Applications', title);
  assert.deepEqual(accepted.slice(0, 4), ['nusrat_styles', title, '৳12,000.00', 'Accepted']);
  await page
    .getByRole('table', { name: 'Campaign Applications' })
    .getByRole('link', { name: 'Message nusrat_styles' })
    .waitFor();
  await bothWidths(page, 'brand-applications');

  // Payments: a blank transaction ID is refused, then bKash with an ID turns the row pending.
  await page.goto(`${server.url}/payments`);
  assert.deepEqual(await cellsOfRow(page, 'Campaign Payments', title), [
    title,
    'nusrat_styles',
    '৳12,000.00',
    '—',
    '—',
    'Unpaid',
    'Awaiting Payment',
    '—',
    'Pay NowMessage',
  ]);
  await bothWidths(page, 'brand-payments');
  await page
    .getByRole('table', { name: 'Campaign Payments' })
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Pay Now' })
    .click();
  const pay = page.getByRole('dialog', { name: 'Complete Your Payment' });
  assert.equal(await pay.getByRole('radio', { name: 'bKash' }).isChecked(), true);
  await pay.getByRole('button', { name: 'Confirm Payment' }).click();
  await pay.getByText('Please enter a transaction ID.').waitFor();
  const transaction = `BK${suffix}`.toUpperCase().padEnd(10, '7').slice(0, 20);
  await pay.getByLabel('Transaction ID').fill(` ${transaction.toLowerCase()} `);
  await bothWidths(page, 'brand-payment-modal');
  const submitted = await watchForText(page, PAYMENT_SUBMITTED);
  await pay.getByRole('button', { name: 'Confirm Payment' }).click();
  await submitted();
  assert.deepEqual(await cellsOfRow(page, 'Campaign Payments', title), [
    title,
    'nusrat_styles',
    '৳12,000.00',
    'bKash',
    transaction,
    'Pending',
    'Awaiting Payment',
    '—',
    'Message',
  ]);
  await bothWidths(page, 'brand-payments-pending');

  // The campaign's own page lists its application.
  await page.goto(`${server.url}/campaigns/${campaign.id}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page
    .getByRole('table', { name: `Applications to ${title}` })
    .getByText('nusrat_styles')
    .waitFor();
  await bothWidths(page, 'brand-campaign-detail');
  await page.close();
});

test('the brand finds influencers by category and minimum followers', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInBrowser(page, server, BRAND);
  await page.goto(`${server.url}/influencer-search`);
  await page.waitForURL(`${server.url}/influencers`);
  const results = page.getByRole('table', { name: 'Influencers' });
  await results.getByText('fit_with_rafi').waitFor();
  await bothWidths(page, 'brand-influencers');

  await page.getByLabel('Category').selectOption('fashion');
  await page.getByLabel('Minimum Followers').fill('50000');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/category=fashion/);
  await results.getByText('fit_with_rafi').waitFor({ state: 'detached' });
  await results.getByRole('link', { name: 'nusrat_styles' }).waitFor();
  const [, ...rows] = await results.getByRole('row').all();
  assert.equal(rows.length, 1);
  const cells = await rows[0]!.getByRole('cell').allTextContents();
  assert.match(cells[0] ?? '', /^nusrat_styles/);
  assert.equal(cells[2], '84,000');
  await bothWidths(page, 'brand-influencers-filtered');

  await page.getByLabel('Minimum Followers').fill('100000');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText('No influencers found matching your criteria.').waitFor();
  await page.close();
});

test('the brand edits its profile and logo, and sees a taken username refused beside the field', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInBrowser(page, server, 'brand.food@demo.local');
  await page.goto(`${server.url}/profile`);
  const username = page.getByRole('textbox', { name: 'Username' });
  await username.waitFor();
  await page.getByText('Recommended logo: square, 400x400 px or larger.').waitFor();
  await bothWidths(page, 'brand-profile');

  await username.fill('aarong_style');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await page.getByText('Error updating profile').waitFor();
  await page.getByText('A user with that username already exists.').waitFor();

  const upload = page.getByLabel('Upload a new logo');
  await upload.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await page.getByText('Please select a valid image file').waitFor();
  await upload.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: GREEN_PIXEL_PNG });
  await page.getByText('Profile picture updated successfully!').waitFor();

  await username.fill('chaldal_fresh');
  await page
    .getByRole('textbox', { name: 'Bio' })
    .fill('Groceries delivered across Dhaka in an hour.');
  await page.getByRole('textbox', { name: 'Industry' }).fill('Online grocery');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await page.getByText('Profile updated successfully!').waitFor();
  await page
    .getByRole('region', { name: 'Profile Strength' })
    .getByText('3 of 3 complete')
    .waitFor();
  await bothWidths(page, 'brand-profile-complete');

  const brand = await signInApi(server, 'brand.food@demo.local');
  const profile = await callApi<{ bio: string; industry: string; profile_picture: string | null }>(
    server,
    brand,
    'GET',
    '/profile/',
  );
  assert.equal(profile.bio, 'Groceries delivered across Dhaka in an hour.');
  assert.equal(profile.industry, 'Online grocery');
  assert.match(profile.profile_picture ?? '', /^\/uploads\//);
  await page.close();
});
