import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { bellName, settledUnreadCount, signInBrowser } from '../lib/api';
import { assertNoCspViolations, launchBrowser, screenshot } from '../lib/browser';
import { watchForText } from '../lib/flash';
import {
  acceptApplication,
  applyWithFee,
  confirmPayment,
  createCampaign,
  PAYMENT_SUBMITTED,
  register,
  rowCells,
} from '../lib/marketplace';
import { startPortalServer, type PortalServer } from '../lib/portal-server';
import { taka } from '../lib/screens';

/**
 * Money operations (see docs/money.md) through the screens: the brand pays with the platform's
 * number and the reference copied from Pay Now, the admin's bell shows the payment without a reload
 * and opens its row, a rejection with a reason reaches the brand, the brand pays again, and the
 * payment's numbered receipt prints on one A4 page.
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

const PASSWORD = 'money-operations-2026';
const FEE = '9000.00';

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  return context.newPage();
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Counts the pages of a PDF Chromium printed. */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

test('the brand pays with the copied number and reference; the admin is told at once, rejects with a reason, then confirms; the receipt prints on one A4 page', async () => {
  const suffix = Date.now().toString(36);
  const brandName = `mo_brand_${suffix}`;
  const influencerName = `mo_infl_${suffix}`;
  const title = `Pohela Falgun Looks ${suffix}`;
  const wrongTransaction = `WR${suffix}`.toUpperCase().padEnd(12, '7').slice(0, 20);
  const rightTransaction = `RT${suffix}`.toUpperCase().padEnd(12, '3').slice(0, 20);
  const brand = await newPage();
  const influencer = await newPage();
  const admin = await newPage();

  await register(brand, server, 'Brand', brandName, PASSWORD);
  await createCampaign(brand, server, {
    title,
    description: 'Two reels in yellow for the first day of spring.',
    budget: '10000',
  });
  await register(influencer, server, 'Influencer', influencerName, PASSWORD);
  await applyWithFee(influencer, server, {
    title,
    proposal: 'Two reels at the Charukola festival.',
    fee: '9000',
  });

  // The admin is signed in with the bell showing what the server holds.
  await signInBrowser(admin, server, 'admin@demo.local');
  const unreadBefore = await settledUnreadCount(admin, server, 'admin@demo.local');
  const bell = (count: number) => admin.getByRole('button', { name: bellName(count) });

  // Accepting offers to pay at once; Pay now opens Pay Now for that application.
  await acceptApplication(brand, server, influencerName);
  await brand.getByRole('link', { name: 'Pay now' }).click();
  await brand.waitForURL(/\/payments\?pay=\d+$/);
  const applicationId = /pay=(\d+)$/.exec(brand.url())?.[1];
  assert.ok(applicationId, 'the Pay now link names the application');
  const pay = brand.getByRole('dialog', { name: 'Complete Your Payment' });
  const instructions = pay.getByRole('region', { name: 'How to pay with bKash' });
  await instructions.getByText('01700000001', { exact: true }).waitFor();
  await instructions.getByText(`C-${applicationId}`, { exact: true }).waitFor();
  await instructions.getByText(taka(FEE), { exact: true }).waitFor();
  await instructions.getByRole('button', { name: 'Copy number' }).click();
  assert.equal(await clipboard(brand), '01700000001');
  await instructions.getByRole('button', { name: 'Copy reference' }).click();
  assert.equal(await clipboard(brand), `C-${applicationId}`);
  await instructions.getByRole('button', { name: 'Copy amount' }).click();
  assert.equal(await clipboard(brand), FEE);
  await screenshot(brand, 'money-operations-pay-now-1280');

  await pay.getByLabel('Transaction ID').fill(wrongTransaction);
  const submitted = await watchForText(brand, PAYMENT_SUBMITTED);
  await pay.getByRole('button', { name: 'Confirm Payment' }).click();
  await submitted();

  // The admin's bell counts it without a reload, and its item opens the payment's row.
  await bell(unreadBefore + 1).waitFor({ timeout: 10_000 });
  await bell(unreadBefore + 1).click();
  await admin
    .getByRole('region', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(`reference C-${applicationId}\\)`) })
    .click();
  await admin.waitForURL(/\/admin-panel\?tab=payments&status=pending&id=\d+$/);
  const marked = admin.getByRole('table', { name: 'Payments' }).locator('tr[aria-current="true"]');
  await marked.filter({ hasText: wrongTransaction }).waitFor();
  await marked.getByText(`Reference C-${applicationId}`, { exact: true }).waitFor();
  await marked.getByText(/^Waiting \d+ min$/).waitFor();
  await screenshot(admin, 'money-operations-admin-row-1280');

  // The admin rejects it with a reason; the brand sees the reason and what to do next.
  await admin.getByRole('button', { name: `Reject payment ${wrongTransaction}` }).click();
  const reject = admin.getByRole('dialog', { name: 'Reject payment' });
  await reject.getByRole('radio', { name: 'Amount does not match' }).check();
  await reject.getByRole('button', { name: 'Reject' }).click();
  await admin.getByText('Payment rejected successfully').waitFor();

  await brand.goto(`${server.url}/payments`);
  const rejected = await rowCells(brand, 'Campaign Payments', title);
  assert.ok(
    rejected.some(
      (cell) =>
        cell.includes('Reason: Amount does not match') &&
        cell.includes('Pay again with the right transaction ID.'),
    ),
    `the rejected row gives the reason and the next step: ${rejected.join(' | ')}`,
  );
  await brand.getByRole('button', { name: /^Notifications/ }).click();
  await brand
    .getByRole('region', { name: 'Notifications' })
    .getByRole('link', {
      name: new RegExp(`was rejected: Amount does not match\\. Pay again with the right`),
    })
    .first()
    .waitFor();
  await screenshot(brand, 'money-operations-rejected-1280');

  // The brand pays again with the right transaction ID; the admin confirms it.
  await brand.keyboard.press('Escape');
  await brand
    .getByRole('table', { name: 'Campaign Payments' })
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Pay Now' })
    .click();
  await pay.getByLabel('Transaction ID').fill(rightTransaction);
  const submittedAgain = await watchForText(brand, PAYMENT_SUBMITTED);
  await pay.getByRole('button', { name: 'Confirm Payment' }).click();
  await submittedAgain();
  await confirmPayment(admin, server, rightTransaction);

  // The brand's statement lists the payment with its receipt, which prints on one A4 page.
  await brand.goto(`${server.url}/statement`);
  const statement = brand.getByRole('table', { name: 'Statement' });
  const line = statement.getByRole('row').filter({ hasText: rightTransaction });
  await line.waitFor();
  await line.getByRole('link', { name: /^Receipt No\. \d+$/ }).click();
  await brand.waitForURL(/\/receipts\/\d+$/);
  const receipt = brand.getByRole('article');
  await receipt.getByRole('heading', { level: 1, name: /^Receipt No\. \d+$/ }).waitFor();
  for (const text of [brandName, influencerName, title, `C-${applicationId}`, rightTransaction]) {
    await receipt.getByText(text, { exact: true }).waitFor();
  }
  await screenshot(brand, 'money-operations-receipt-1280');
  await brand.emulateMedia({ media: 'print' });
  assert.equal(
    await brand.getByRole('navigation', { name: 'Main' }).isVisible(),
    false,
    'the navigation is not printed',
  );
  const pdf = await brand.pdf({ format: 'A4', printBackground: true });
  assert.equal(pdfPages(pdf), 1, 'the receipt prints on one A4 page');

  await Promise.all([brand, influencer, admin].map((page) => page.context().close()));
});
