import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { callApi, signInApi, signInBrowser } from '../lib/api';
import { assertNoCspViolations, launchBrowser } from '../lib/browser';
import {
  acceptApplication,
  applyWithFee,
  createCampaign,
  register,
  rowCells,
} from '../lib/marketplace';
import { startPortalServer, type PortalServer } from '../lib/portal-server';
import { bothWidths, taka } from '../lib/screens';

/**
 * bKash and Nagad checkout through the gateway simulator (see docs/payment-gateways.md), through
 * the screens only: a brand pays an accepted application with "Pay with bKash" (or "Pay with
 * Nagad"), approves on the simulator's wallet page and comes back to a page that says the money is
 * held in escrow; no admin confirms anything, and the admin's Payments tab shows the payment
 * confirmed with the wallet's transaction ID. A cancelled attempt takes nothing and offers Try
 * again. A refund of a Nagad payment goes back through Nagad's refund call from the Refunds tab.
 */

type Wallet = 'bKash' | 'Nagad';

let server: PortalServer;
let browser: Browser;

before(async () => {
  server = await startPortalServer({ env: { RATE_LIMIT: 'off', PAYMENT_GATEWAY: 'simulator' } });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  assertNoCspViolations(browser);
});

const PASSWORD = 'checkout-journey-2026';
const FEE = '4500.00';

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** A brand and an influencer with an accepted application of `title`, waiting for payment. */
async function acceptedApplication(
  prefix: string,
): Promise<{ brand: Page; title: string; brandName: string }> {
  const suffix = `${prefix}${Date.now().toString(36)}`;
  const title = `Pohela Falgun reel ${suffix}`;
  const [brand, influencer] = [await newPage(), await newPage()];
  await register(influencer, server, 'Influencer', `co_infl_${suffix}`, PASSWORD);
  await register(brand, server, 'Brand', `co_brand_${suffix}`, PASSWORD);
  await createCampaign(brand, server, {
    title,
    description: 'One Instagram reel for the spring collection.',
    budget: '5000',
  });
  await applyWithFee(influencer, server, {
    title,
    proposal: 'A reel shot in Dhanmondi with the new collection.',
    fee: FEE,
  });
  await acceptApplication(brand, server, `co_infl_${suffix}`);
  await influencer.context().close();
  return { brand, title, brandName: `co_brand_${suffix}` };
}

/** Opens Pay Now for `title` and presses Pay with `wallet`; the browser is then on its page. */
async function payWith(brand: Page, title: string, wallet: Wallet = 'bKash'): Promise<void> {
  await brand.goto(`${server.url}/payments`);
  await brand
    .getByRole('table', { name: 'Campaign Payments' })
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Pay Now' })
    .click();
  const checkout = brand
    .getByRole('dialog', { name: 'Complete Your Payment' })
    .getByRole('region', { name: 'Pay with a mobile wallet' });
  await checkout
    .getByText('Test payment: this goes through the gateway simulator and no real money moves.')
    .waitFor();
  await checkout.getByRole('button', { name: 'Pay with Nagad' }).waitFor();
  await bothWidths(brand, wallet === 'bKash' ? 'checkout-pay-now' : 'checkout-pay-now-nagad');
  await checkout.getByRole('button', { name: `Pay with ${wallet}` }).click();
  await onWalletPage(brand, wallet);
}

/** The wallet's page (the simulator's) asks for the agreed amount. */
async function onWalletPage(brand: Page, wallet: Wallet = 'bKash'): Promise<void> {
  await brand.getByRole('heading', { name: `${wallet} payment` }).waitFor();
  await brand.getByText(`৳${FEE} BDT`, { exact: true }).waitFor();
}

test('a brand pays with bKash on the gateway page and the money is in escrow with no admin step', async () => {
  const { brand, title } = await acceptedApplication('p');
  await payWith(brand, title);
  await brand.getByRole('button', { name: 'Pay' }).click();

  await brand.waitForURL(/\/payments\/return\/\d+$/);
  const paid = `Paid: ${taka(FEE)} is held in escrow until you approve the work.`;
  await brand.getByText(paid).waitFor();
  const trxLine = await brand.getByText(/^bKash transaction ID: /).textContent();
  const trxId = (trxLine ?? '').replace('bKash transaction ID: ', '').trim();
  assert.match(trxId, /^[A-Z0-9]{6,}$/);
  await bothWidths(brand, 'checkout-paid');

  // The payment is confirmed already: the brand's row says so, with bKash's transaction ID.
  await brand.getByRole('link', { name: 'View collaboration' }).click();
  await brand.waitForURL(/\/collaborations\/\d+$/);
  await brand.getByRole('heading', { level: 1, name: title }).waitFor();
  await brand.goto(`${server.url}/payments`);
  const cells = await rowCells(brand, 'Campaign Payments', title);
  assert.deepEqual(cells.slice(2, 6), [taka(FEE), 'bKash', trxId, 'Confirmed']);

  // The admin did nothing, and sees it among the confirmed payments with its transaction ID.
  const admin = await newPage();
  await signInBrowser(admin, server, 'admin@demo.local');
  await admin.goto(`${server.url}/admin-panel?tab=payments&status=confirmed`);
  await admin.getByRole('row').filter({ hasText: trxId }).first().waitFor();
  await admin.goto(`${server.url}/admin-panel?tab=payments&status=pending`);
  await admin.getByRole('heading', { name: 'Payments' }).first().waitFor();
  assert.equal(await admin.getByRole('row').filter({ hasText: trxId }).count(), 0);
});

test('a brand who cancels on the bKash page is told nothing was taken, tries again and pays', async () => {
  const { brand, title } = await acceptedApplication('c');
  await payWith(brand, title);
  await brand.getByRole('button', { name: 'Cancel' }).click();

  await brand.waitForURL(/\/payments\/return\/\d+$/);
  await brand.getByText('You cancelled the payment on bKash. No money was taken.').waitFor();
  await bothWidths(brand, 'checkout-cancelled');
  const cancelledAt = brand.url();

  // Try again starts a new attempt on bKash's page; this time the brand pays.
  await brand.getByRole('button', { name: 'Try again' }).click();
  await onWalletPage(brand);
  await brand.getByRole('button', { name: 'Pay' }).click();
  await brand.waitForURL(/\/payments\/return\/\d+$/);
  assert.notEqual(brand.url(), cancelledAt);
  await brand
    .getByText(`Paid: ${taka(FEE)} is held in escrow until you approve the work.`)
    .waitFor();
  await brand.goto(`${server.url}/payments`);
  assert.equal((await rowCells(brand, 'Campaign Payments', title))[5], 'Confirmed');
});

test("a brand pays with Nagad through the simulator's page and the money is in escrow with no admin", async () => {
  const { brand, title } = await acceptedApplication('n');
  await payWith(brand, title, 'Nagad');
  await bothWidths(brand, 'checkout-nagad-page');
  await brand.getByRole('button', { name: 'Pay' }).click();

  await brand.waitForURL(/\/payments\/return\/\d+$/);
  await brand
    .getByText(`Paid: ${taka(FEE)} is held in escrow until you approve the work.`)
    .waitFor();
  const trxLine = await brand.getByText(/^Nagad transaction ID: /).textContent();
  const trxId = (trxLine ?? '').replace('Nagad transaction ID: ', '').trim();
  assert.match(trxId, /^[A-Z0-9]{6,}$/);
  await bothWidths(brand, 'checkout-nagad-paid');

  await brand.goto(`${server.url}/payments`);
  const cells = await rowCells(brand, 'Campaign Payments', title);
  assert.deepEqual(cells.slice(2, 6), [taka(FEE), 'Nagad', trxId, 'Confirmed']);

  // The admin did nothing, and sees it among the confirmed payments with Nagad's reference.
  const admin = await newPage();
  await signInBrowser(admin, server, 'admin@demo.local');
  await admin.goto(`${server.url}/admin-panel?tab=payments&status=confirmed`);
  await admin.getByRole('row').filter({ hasText: trxId }).first().waitFor();
});

test('the admin sends the refund of a Nagad payment back through Nagad from the Refunds tab', async () => {
  const { brand, title, brandName } = await acceptedApplication('r');
  await payWith(brand, title, 'Nagad');
  await brand.getByRole('button', { name: 'Pay' }).click();
  await brand.waitForURL(/\/payments\/return\/\d+$/);
  await brand.getByText(/^Nagad transaction ID: /).waitFor();

  // The dispute is opened and decided for the brand through the API: this journey is the refund.
  const brandApi = await signInApi(server, `${brandName}@example.com`, PASSWORD);
  const applications = await callApi<{ id: number; campaign_title: string }[]>(
    server,
    brandApi,
    'GET',
    '/applications/',
  );
  const application = applications.find((candidate) => candidate.campaign_title === title);
  assert.ok(application, 'the brand lists its accepted application');
  const dispute = await callApi<{ id: number }>(
    server,
    brandApi,
    'POST',
    `/applications/${application.id}/dispute/`,
    { reason: 'The reel was never posted on the account we agreed.' },
  );
  const adminApi = await signInApi(server, 'admin@demo.local');
  await callApi(server, adminApi, 'PUT', `/admin/disputes/${dispute.id}/`, {
    outcome: 'refund',
    reason: 'No delivery was made.',
  });

  const admin = await newPage();
  await signInBrowser(admin, server, 'admin@demo.local');
  await admin.goto(`${server.url}/admin-panel?tab=refunds`);
  const row = admin.getByRole('row').filter({ hasText: title });
  await row
    .getByText("Paid through Nagad: the money can go back to the brand's Nagad wallet in one step.")
    .waitFor();
  await bothWidths(admin, 'checkout-nagad-refund-owed');
  await row.getByRole('button', { name: /Refund through Nagad/ }).click();
  const ask = admin.getByRole('dialog', { name: 'Refund through Nagad' });
  await ask
    .getByText(`Send ${taka(FEE)} back to ${brandName}'s Nagad wallet`, { exact: false })
    .waitFor();
  await ask.getByRole('button', { name: 'Refund through Nagad' }).click();

  await admin.getByText('Refund sent through Nagad').waitFor();
  const cells = await rowCells(admin, 'Refunds', title);
  assert.ok(cells.includes('Sent'), `the refund reads Sent: ${cells.join(' | ')}`);
  assert.ok(
    cells.some((cell) => /^Back through Nagad, ID [A-Z0-9]{6,}/.test(cell)),
    `the refund names Nagad's transaction: ${cells.join(' | ')}`,
  );
  await bothWidths(admin, 'checkout-nagad-refund-sent');
});
