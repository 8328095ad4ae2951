import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { callApi, signInApi, signInBrowser, type ApiSession } from '../lib/api';
import { assertNoCspViolations, launchBrowser, screenshot } from '../lib/browser';
import { bothWidths, taka, waitForCount, waitForText } from '../lib/screens';
import { startPortalServer, type PortalServer } from '../lib/portal-server';

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

/** A 1×1 green PNG: the server checks a picture by its bytes. */
const GREEN_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const INFLUENCER = 'influencer.fashion@demo.local';
const BRAND = 'brand.fashion@demo.local';
const ADMIN = 'admin@demo.local';

interface Created {
  id: number;
}
interface Balance {
  balance: string;
}

test('an influencer applies, is paid, and withdraws to a Nagad number', async () => {
  const suffix = Date.now().toString(36);
  const title = `Winter Shawls ${suffix}`;
  const brand = await signInApi(server, BRAND);
  const campaign = await callApi<Created>(server, brand, 'POST', '/campaigns/', {
    title,
    description: 'Three reels wearing our winter shawls, one story on launch day.',
    budget: '2500.00',
    category: 'fashion',
  });

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInBrowser(page, server, INFLUENCER);
  await page.getByRole('heading', { name: 'Influencer Dashboard' }).waitFor();
  await page.getByRole('region', { name: 'Your figures' }).getByText('Total Earnings').waitFor();
  const available = page.getByRole('table', { name: 'Available Campaigns' });
  await available.waitFor();
  // The newest campaign, not applied to yet: Apply leads to it.
  const newest = available.getByRole('row').filter({ hasText: title });
  await newest.getByRole('link', { name: `Apply to ${title}` }).waitFor();
  await bothWidths(page, 'influencer-dashboard');

  // Browse: the campaign grid, narrowed by a text search and the category.
  await page.getByRole('link', { name: 'Browse campaigns' }).first().click();
  await page.waitForURL(`${server.url}/campaigns`);
  await page.getByRole('list', { name: 'Campaigns' }).waitFor();
  await bothWidths(page, 'influencer-campaigns');
  await page.getByLabel('Search').fill(`Shawls ${suffix}`);
  await page.getByLabel('Category').selectOption('fashion');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(/search=Shawls/);
  // The address changes first; the unfiltered grid (this campaign among them) stays until the
  // filtered one replaces it.
  await waitForCount(page.getByRole('list', { name: 'Campaigns' }).getByRole('article'), 1);
  const card = page.getByRole('article', { name: title });
  await card.waitFor();
  assert.match((await card.textContent()) ?? '', /By: aarong_style/);

  // Open the campaign and apply from its page.
  await card.getByRole('link', { name: title }).click();
  await page.waitForURL(`${server.url}/campaigns/${campaign.id}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await bothWidths(page, 'influencer-campaign-detail');
  await page.getByRole('button', { name: 'Apply to Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply to Campaign' });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await dialog.getByText('Proposal is required.').waitFor();
  await dialog
    .getByLabel('Proposal')
    .fill('Three reels in Dhaka winter light, posted over a week.');
  await dialog.getByLabel('Expected Fee (optional)').fill('2000');
  await bothWidths(page, 'influencer-apply-modal');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'Application submitted successfully!' })
    .waitFor();
  await page.getByText('Your application:').filter({ hasText: 'Pending' }).waitFor();
  assert.equal(await dialog.count(), 0);

  // The dashboard keeps it among the newest campaigns, marked Applied in place of Apply.
  await page.goto(`${server.url}/dashboard`);
  await waitForText(newest, 'Applied');
  assert.deepEqual(await newest.getByRole('cell').allTextContents(), [
    title,
    'aarong_style',
    '৳2,500.00',
    'Applied',
  ]);

  // My Applications shows it pending.
  await page.goto(`${server.url}/applications`);
  const applications = page.getByRole('table', { name: 'My Applications' });
  await applications.waitFor();
  const row = applications.getByRole('row').filter({ hasText: title });
  assert.match((await row.textContent()) ?? '', /Pending/);
  await bothWidths(page, 'influencer-applications');

  // The brand accepts and pays by bKash; the admin confirms (through the API).
  const [application] = await callApi<Created[]>(
    server,
    brand,
    'GET',
    `/applications/?campaign=${campaign.id}`,
  );
  assert.ok(application, 'the brand sees the application');
  await callApi(server, brand, 'PUT', `/applications/${application.id}/status/`, {
    status: 'accepted',
  });
  const transaction = `E2E${suffix}`.toUpperCase().padEnd(10, '0').slice(0, 20);
  const payment = await callApi<Created>(server, brand, 'POST', '/payments/submit/', {
    application_id: application.id,
    amount: '2000.00',
    payment_method: 'bkash',
    transaction_id: transaction,
  });
  const admin = await signInApi(server, ADMIN);
  await callApi(server, admin, 'PUT', `/admin/payments/${payment.id}/`, { status: 'confirmed' });

  // My Earnings: the payment confirmed, with its wallet and transaction ID, and the totals.
  const influencer: ApiSession = await signInApi(server, INFLUENCER);
  const { balance } = await callApi<Balance>(server, influencer, 'GET', '/influencer/balance/');
  await page.goto(`${server.url}/payments`);
  const earnings = page.getByRole('table', { name: 'My Earnings' });
  await earnings.waitFor();
  const paid = earnings.getByRole('row').filter({ hasText: title });
  // What the influencer receives shows once the platform's fee (0 % here) is read.
  await waitForText(paid, '৳2,000.00৳2,000.00');
  const cells = await paid.getByRole('cell').allTextContents();
  assert.deepEqual(cells, [
    title,
    'aarong_style',
    '৳2,000.00',
    '৳2,000.00',
    'bKash',
    transaction,
    'Confirmed',
    'In Escrow',
  ]);
  const totals = page.getByRole('region', { name: 'Earnings totals' });
  await waitForText(totals, `Current Balance${taka(balance)}`);
  await bothWidths(page, 'influencer-earnings');

  // The work delivered and approved (through the API): the money leaves escrow for the balance.
  await callApi(server, influencer, 'POST', `/applications/${application.id}/deliveries/`, {
    links: [{ url: 'https://www.instagram.com/p/winter-shawls' }],
  });
  await callApi(server, brand, 'PUT', `/applications/${application.id}/delivery/`, {
    decision: 'approved',
  });
  const released = await callApi<Balance>(server, influencer, 'GET', '/influencer/balance/');

  // Withdrawals: refused above the balance, then a request to a Nagad number.
  await page.goto(`${server.url}/withdrawals`);
  const summary = page.getByRole('region', { name: 'Your balance' });
  await waitForText(summary, `Current Balance${taka(released.balance)}`);
  await page.getByText('Withdrawals are processed manually and take 2–5 working days.').waitFor();
  await page.getByText('Minimum withdrawal ৳100.00.').waitFor();
  const above = (Number(released.balance) + 1).toFixed(2);
  await page.getByLabel('Amount (৳)').fill(above);
  await page.getByLabel('bKash Number').fill('01712345678');
  await page.getByRole('button', { name: 'Request Withdrawal' }).click();
  await page.getByRole('alert').filter({ hasText: '⚠️ Insufficient balance.' }).waitFor();
  await bothWidths(page, 'influencer-withdrawal-refused');

  await page.getByLabel('Amount (৳)').fill('500');
  await page.getByRole('radio', { name: 'Nagad' }).check();
  await page.getByLabel('Nagad Number').fill('018 1234 5678');
  const requestButton = page.getByRole('button', { name: 'Request Withdrawal' });
  await requestButton.click();
  // The confirmation names what will be sent where; Back sends nothing and keeps the form.
  const confirmation = page.getByRole('dialog', { name: 'Confirm your withdrawal' });
  await waitForText(confirmation, 'Amount৳500.00');
  await waitForText(confirmation, 'Payment MethodNagad');
  await waitForText(confirmation, 'Nagad Number01812345678');
  await bothWidths(page, 'influencer-withdrawal-confirmation', confirmation);
  await confirmation.getByRole('button', { name: 'Back' }).click();
  await confirmation.waitFor({ state: 'detached' });
  assert.equal(await page.getByLabel('Amount (৳)').inputValue(), '500');
  const before = await callApi<Created[]>(server, influencer, 'GET', '/withdrawals/');
  await requestButton.click();
  // A double click on Confirm sends one request.
  await confirmation.getByRole('button', { name: 'Confirm Withdrawal' }).dblclick();
  await page
    .getByRole('status')
    .filter({ hasText: '✅ Withdrawal request submitted successfully!' })
    .waitFor();
  const after = await callApi<Created[]>(server, influencer, 'GET', '/withdrawals/');
  assert.equal(after.length, before.length + 1, 'one withdrawal for one confirmation');
  assert.equal(await page.getByLabel('Amount (৳)').inputValue(), '');
  assert.equal(await page.getByRole('radio', { name: 'bKash' }).isChecked(), true);
  const recent = page.getByRole('table', { name: 'Recent Withdrawals' });
  const [, latest] = await recent.getByRole('row').all();
  assert.ok(latest, 'the new withdrawal is listed');
  const latestCells = await latest.getByRole('cell').allTextContents();
  assert.deepEqual(latestCells.slice(0, 4), ['৳500.00', 'Nagad', '01812345678', 'PendingCancel']);
  await waitForText(summary, `Current Balance${taka((Number(released.balance) - 500).toFixed(2))}`);
  await bothWidths(page, 'influencer-withdrawals');

  // A second request, taken back: Cancel asks first, then the amount is in the balance again.
  await page.getByLabel('Amount (৳)').fill('200');
  await page.getByLabel('bKash Number').fill('01712345678');
  await requestButton.click();
  await confirmation.getByRole('button', { name: 'Confirm Withdrawal' }).click();
  await waitForText(summary, `Current Balance${taka((Number(released.balance) - 700).toFixed(2))}`);
  await page
    .getByRole('button', { name: 'Cancel the withdrawal of ৳200.00 to 01712345678' })
    .click();
  const question = page.getByRole('dialog', { name: 'Cancel this withdrawal?' });
  await waitForText(question, '৳200.00 will not be sent to bKash number 01712345678');
  await bothWidths(page, 'influencer-withdrawal-cancel', question);
  await question.getByRole('button', { name: 'Cancel Withdrawal' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'Withdrawal cancelled. ৳200.00 is back in your balance.' })
    .waitFor();
  await waitForText(summary, `Current Balance${taka((Number(released.balance) - 500).toFixed(2))}`);
  const [, cancelled] = await recent.getByRole('row').all();
  assert.ok(cancelled, 'the cancelled withdrawal is listed');
  await waitForText(cancelled, 'CancelledThe amount is back in your balance.');
  const statuses = await callApi<{ status: string }[]>(server, influencer, 'GET', '/withdrawals/');
  assert.deepEqual(
    statuses.slice(0, 2).map((withdrawal) => withdrawal.status),
    ['cancelled', 'pending'],
  );
  await bothWidths(page, 'influencer-withdrawal-cancelled');

  // The profile editor, and the dashboard now showing the earnings.
  await page.goto(`${server.url}/profile`);
  await page.getByRole('textbox', { name: 'Username' }).waitFor();
  await bothWidths(page, 'influencer-profile');
  await page.goto(`${server.url}/dashboard`);
  await page.getByRole('img', { name: /Earnings per month/ }).waitFor();
  await bothWidths(page, 'influencer-dashboard-after-payment');
  await page.close();
});

test('the influencer changes the picture, and saves the profile after a refusal beside a field', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInBrowser(page, server, 'influencer.food@demo.local');
  await page.goto(`${server.url}/profile`);
  const username = page.getByRole('textbox', { name: 'Username' });
  await username.waitFor();

  await username.fill('nusrat_styles');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await page.getByRole('alert').filter({ hasText: 'Error updating profile' }).waitFor();
  await page.getByText('A user with that username already exists.').waitFor();
  await screenshot(page, 'influencer-profile-error-1280');

  // The picture: a file that is not an image is refused at once; a PNG is uploaded, then removed.
  const upload = page.getByLabel('Upload a new picture');
  await upload.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await page.getByRole('alert').filter({ hasText: 'Please select a valid image file' }).waitFor();
  await upload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: GREEN_PIXEL_PNG });
  await page
    .getByRole('status')
    .filter({ hasText: 'Profile picture updated successfully!' })
    .waitFor();
  await page
    .getByRole('region', { name: 'Profile Strength' })
    .getByText('3 of 3 complete')
    .waitFor();
  const picture = page.getByRole('img', { name: 'Profile picture of dhaka_foodie' });
  assert.match((await picture.getAttribute('src')) ?? '', /^\/uploads\//);
  await bothWidths(page, 'influencer-profile-with-picture');
  await page.getByRole('button', { name: 'Remove Picture' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'Profile picture removed successfully!' })
    .waitFor();

  await username.fill('dhaka_foodie');
  await page.getByRole('textbox', { name: 'Bio' }).fill('Street food and home cooking in Dhaka.');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await page.getByRole('status').filter({ hasText: 'Profile updated successfully!' }).waitFor();
  await page.close();
});
