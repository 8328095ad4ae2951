import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { signInBrowser } from '../lib/api';
import { assertNoCspViolations, launchBrowser, screenshot } from '../lib/browser';
import { startPortalServer, type PortalServer } from '../lib/portal-server';
import { taka, waitForText } from '../lib/screens';

/**
 * The whole money journey in three browsers at once, through the screens only: a brand and an
 * influencer register, the influencer applies with a fee, the brand accepts, they talk, the brand
 * pays by bKash, the admin confirms, the influencer withdraws to Nagad, the admin approves; then
 * every screen on each side shows the final state and the audit log holds both decisions.
 */

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

const PASSWORD = 'money-journey-2026';
const FEE = '18500.00';
const WITHDRAWN = '6000.00';
const LEFT = '12500.00';

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

async function register(page: Page, role: 'Brand' | 'Influencer', username: string) {
  await page.goto(`${server.url}/register`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Role').selectOption({ label: role });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
}

async function rowCells(page: Page, table: string, hasText: string): Promise<string[]> {
  const row = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText });
  await row.first().waitFor();
  return row.first().getByRole('cell').allTextContents();
}

const thread = (page: Page) => page.getByRole('log', { name: /^Messages with/ });

async function send(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await thread(page).getByText(text, { exact: true }).waitFor();
  await page.getByText('Sending...').waitFor({ state: 'detached' });
}

test('brand, influencer and admin take one campaign from creation to a withdrawal paid out', async () => {
  const suffix = Date.now().toString(36);
  const brandName = `mj_brand_${suffix}`;
  const influencerName = `mj_infl_${suffix}`;
  const title = `Victory Day Reels ${suffix}`;
  const transaction = `VD${suffix}`.toUpperCase().padEnd(12, '4').slice(0, 20);
  const brand = await newPage();
  const influencer = await newPage();
  const admin = await newPage();

  // The brand registers and creates the campaign.
  await register(brand, 'Brand', brandName);
  await brand.goto(`${server.url}/create-campaign`);
  await brand.getByLabel('Title').fill(title);
  await brand.getByLabel('Description').fill('Three reels on 16 December, one story a day before.');
  await brand.getByLabel('Budget (৳)').fill('20000');
  await brand.getByLabel('Category').selectOption('lifestyle');
  await brand.getByRole('button', { name: 'Create Campaign' }).click();
  await brand.getByRole('article').filter({ hasText: title }).waitFor();

  // The influencer registers, finds it and applies with a fee.
  await register(influencer, 'Influencer', influencerName);
  await influencer.goto(`${server.url}/campaigns`);
  await influencer.getByLabel('Search').fill(title);
  await influencer.getByRole('button', { name: 'Apply filters' }).click();
  await influencer.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
  await influencer.getByRole('button', { name: 'Apply to Campaign' }).click();
  const apply = influencer.getByRole('dialog', { name: 'Apply to Campaign' });
  await apply.getByLabel('Proposal').fill('Three reels at the National Memorial in Savar.');
  await apply.getByLabel('Expected Fee (optional)').fill('18500');
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await influencer.getByText('Application submitted successfully!').waitFor();

  // The brand accepts it from Campaign Applications.
  await brand.goto(`${server.url}/applications`);
  const pending = brand
    .getByRole('table', { name: 'Campaign Applications' })
    .getByRole('row')
    .filter({ hasText: influencerName });
  await pending.getByRole('button', { name: 'Accept' }).click();
  await brand.getByText('Application accepted successfully!').waitFor();

  // They talk: the brand opens the thread from the row, the influencer answers.
  await pending.getByRole('link', { name: `Message ${influencerName}` }).click();
  await brand.waitForURL(/\/messages\?with=\d+$/);
  await send(brand, 'Welcome aboard! Please share the first reel draft by Friday.');
  await influencer.goto(`${server.url}/messages`);
  await influencer
    .getByRole('region', { name: 'Active Conversations' })
    .getByRole('button', { name: new RegExp(brandName) })
    .click();
  await thread(influencer)
    .getByText('Welcome aboard! Please share the first reel draft by Friday.')
    .waitFor();
  await send(influencer, 'Thank you! The draft will be ready on Thursday.');
  await thread(brand)
    .getByText('Thank you! The draft will be ready on Thursday.')
    .waitFor({ timeout: 10_000 });
  await screenshot(brand, 'money-messages-brand-1280');

  // The brand pays the agreed fee by bKash: the row turns pending at once.
  await brand.goto(`${server.url}/payments`);
  await brand
    .getByRole('table', { name: 'Campaign Payments' })
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Pay Now' })
    .click();
  const pay = brand.getByRole('dialog', { name: 'Complete Your Payment' });
  await pay.getByText(taka(FEE), { exact: true }).waitFor();
  await pay.getByLabel('Transaction ID').fill(transaction);
  await pay.getByRole('button', { name: 'Confirm Payment' }).click();
  await brand
    .getByText('✅ Payment submitted successfully! Awaiting admin confirmation.')
    .waitFor();
  assert.deepEqual((await rowCells(brand, 'Campaign Payments', title)).slice(2, 6), [
    taka(FEE),
    'bKash',
    transaction,
    'Pending',
  ]);

  // The admin confirms the payment.
  await signInBrowser(admin, server, 'admin@demo.local');
  await admin.goto(`${server.url}/admin-panel?tab=payments&status=pending`);
  await admin.getByRole('button', { name: `Approve payment ${transaction}` }).click();
  await admin
    .getByRole('dialog', { name: 'Approve payment' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await admin.getByText('Payment confirmed successfully').waitFor();

  // The influencer sees the earnings and the balance, and withdraws to a Nagad number.
  await influencer.goto(`${server.url}/payments`);
  assert.deepEqual(await rowCells(influencer, 'My Earnings', title), [
    title,
    brandName,
    taka(FEE),
    'bKash',
    transaction,
    'Confirmed',
    'In Escrow',
  ]);
  await influencer.goto(`${server.url}/withdrawals`);
  const balance = influencer.getByRole('region', { name: 'Your balance' });
  await waitForText(balance, `Current Balance${taka(FEE)}`);
  await influencer.getByLabel('Amount (৳)').fill('6000');
  await influencer.getByRole('radio', { name: 'Nagad' }).check();
  await influencer.getByLabel('Nagad Number').fill('01912 345678');
  await influencer.getByRole('button', { name: 'Request Withdrawal' }).click();
  await influencer.getByText('✅ Withdrawal request submitted successfully!').waitFor();
  await waitForText(balance, `Current Balance${taka(LEFT)}`);

  // The admin approves the withdrawal, naming the amount and the wallet.
  await admin.goto(`${server.url}/admin-panel?tab=withdrawals`);
  await admin
    .getByRole('button', { name: `Approve withdrawal of ${taka(WITHDRAWN)} for ${influencerName}` })
    .click();
  const approve = admin.getByRole('dialog', { name: 'Approve withdrawal' });
  await approve.getByText(/to Nagad number 01912345678/).waitFor();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await admin.getByText('Withdrawal approved successfully').waitFor();

  // Every screen shows the final state. The brand: paid and confirmed, counted as money spent.
  await brand.goto(`${server.url}/payments`);
  assert.equal((await rowCells(brand, 'Campaign Payments', title))[5], 'Confirmed');
  await brand.goto(`${server.url}/dashboard`);
  await waitForText(brand.getByRole('region', { name: 'Your figures' }), `Money Spent${taka(FEE)}`);
  await screenshot(brand, 'money-brand-dashboard-1280');

  // The influencer: earnings, the balance after the withdrawal, the withdrawal approved.
  await influencer.goto(`${server.url}/dashboard`);
  await waitForText(
    influencer.getByRole('region', { name: 'Your figures' }),
    `Total Earnings${taka(FEE)}`,
  );
  await screenshot(influencer, 'money-influencer-dashboard-1280');
  await influencer.goto(`${server.url}/withdrawals`);
  await waitForText(balance, `Current Balance${taka(LEFT)}`);
  const [, latest] = await influencer
    .getByRole('table', { name: 'Recent Withdrawals' })
    .getByRole('row')
    .all();
  assert.ok(latest, 'the withdrawal is listed');
  assert.deepEqual((await latest.getByRole('cell').allTextContents()).slice(0, 4), [
    taka(WITHDRAWN),
    'Nagad',
    '01912345678',
    'Approved',
  ]);
  await screenshot(influencer, 'money-influencer-withdrawals-1280');

  // The admin: both decisions in the audit log, newest first.
  await admin.goto(`${server.url}/admin-panel`);
  await admin.getByRole('tab', { name: 'Audit log' }).click();
  const log = admin.getByRole('table', { name: 'Audit log' });
  await log.getByText('Approved withdrawal').first().waitFor();
  const actions = await log.locator('tbody tr td:nth-child(3)').allTextContents();
  assert.deepEqual(actions.slice(0, 2), ['Approved withdrawal', 'Confirmed payment']);
  await screenshot(admin, 'money-admin-audit-log-1280');

  await Promise.all([brand, influencer, admin].map((page) => page.context().close()));
});
