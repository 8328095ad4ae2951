import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { signInBrowser } from '../lib/api';
import { assertNoCspViolations, launchBrowser, screenshot } from '../lib/browser';
import {
  acceptApplication,
  applyWithFee,
  approveWithdrawal,
  requestWithdrawal,
  confirmPayment,
  createCampaign,
  openCollaboration,
  payByBkash,
  register,
  rowCells,
  submitDelivery,
} from '../lib/marketplace';
import { startPortalServer, type PortalServer } from '../lib/portal-server';
import { taka, waitForText } from '../lib/screens';

/**
 * The whole money journey in three browsers at once, through the screens only: a brand and an
 * influencer register, the influencer applies with a fee, the brand accepts, they talk, the brand
 * pays by bKash, the admin confirms (the money is held in escrow), the influencer delivers the work
 * and the brand approves it, the influencer withdraws to Nagad, the admin approves; then
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
  await register(brand, server, 'Brand', brandName, PASSWORD);
  await createCampaign(brand, server, {
    title,
    description: 'Three reels on 16 December, one story a day before.',
    budget: '20000',
  });

  // The influencer registers, finds it and applies with a fee.
  await register(influencer, server, 'Influencer', influencerName, PASSWORD);
  await applyWithFee(influencer, server, {
    title,
    proposal: 'Three reels at the National Memorial in Savar.',
    fee: '18500',
  });

  // The brand accepts it from Campaign Applications.
  const pending = await acceptApplication(brand, server, influencerName);

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
  await payByBkash(brand, server, { title, amount: FEE, transaction });
  assert.deepEqual((await rowCells(brand, 'Campaign Payments', title)).slice(2, 6), [
    taka(FEE),
    'bKash',
    transaction,
    'Pending',
  ]);

  // The admin confirms the payment.
  await signInBrowser(admin, server, 'admin@demo.local');
  await confirmPayment(admin, server, transaction);

  // The influencer sees the earnings held in escrow, delivers the work, and the brand approves it.
  await influencer.goto(`${server.url}/payments`);
  // What the influencer receives shows once the platform's fee (0 % here) is read.
  await waitForText(
    influencer
      .getByRole('table', { name: 'My Earnings' })
      .getByRole('row')
      .filter({ hasText: title }),
    `${taka(FEE)}${taka(FEE)}`,
  );
  assert.deepEqual(await rowCells(influencer, 'My Earnings', title), [
    title,
    brandName,
    taka(FEE),
    taka(FEE),
    'bKash',
    transaction,
    'Confirmed',
    'In Escrow',
  ]);
  await openCollaboration(influencer, server, 'My Earnings', title);
  await submitDelivery(influencer, {
    links: [{ url: 'https://www.facebook.com/reel/1612' }],
    note: 'The three reels, as agreed.',
  });
  await openCollaboration(brand, server, 'Campaign Payments', title);
  await brand.getByRole('button', { name: 'Approve and Release' }).click();
  await brand
    .getByRole('dialog', { name: 'Approve the work and release the money?' })
    .getByRole('button', { name: 'Approve and Release' })
    .click();
  await brand
    .getByRole('status')
    .filter({ hasText: 'The work is approved and the money released.' })
    .waitFor();

  // The influencer sees the balance and withdraws to a Nagad number.
  await influencer.goto(`${server.url}/withdrawals`);
  const balance = influencer.getByRole('region', { name: 'Your balance' });
  await waitForText(balance, `Current Balance${taka(FEE)}`);
  await requestWithdrawal(influencer, { amount: '6000', wallet: 'Nagad', number: '01912 345678' });
  await waitForText(balance, `Current Balance${taka(LEFT)}`);

  // The admin approves the withdrawal, naming the amount and the wallet.
  await admin.goto(`${server.url}/admin-panel?tab=withdrawals`);
  await admin
    .getByRole('button', { name: `Approve withdrawal of ${taka(WITHDRAWN)} for ${influencerName}` })
    .click();
  const approve = admin.getByRole('dialog', { name: 'Approve withdrawal' });
  await approve.getByText(/to Nagad number 01912345678/).waitFor();
  await approveWithdrawal(approve, 'NGP3T6Y9U1');
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
    'ApprovedPayout reference: NGP3T6Y9U1',
  ]);
  await latest.getByRole('link', { name: /^Receipt No\. \d+$/ }).waitFor();
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
