import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { signInBrowser } from '../lib/api';
import { assertNoCspViolations, launchBrowser } from '../lib/browser';
import {
  confirmPayment,
  openCollaboration,
  payByBkash,
  register,
  submitDelivery,
} from '../lib/marketplace';
import { startPortalServer, type PortalServer } from '../lib/portal-server';
import { bothWidths, taka, waitForText } from '../lib/screens';

/**
 * A package (see docs/packages.md) through the screens only: an influencer adds a package on her
 * profile; a brand opens her public profile and hires it, which makes a collaboration awaiting
 * payment at the package's price; the brand pays, the admin confirms, she delivers the package's
 * deliverables and the brand releases the money. The platform keeps 10 %.
 */

let server: PortalServer;
let browser: Browser;

before(async () => {
  server = await startPortalServer({ env: { RATE_LIMIT: 'off', PLATFORM_FEE_PERCENT: '10' } });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  assertNoCspViolations(browser);
});

const PASSWORD = 'packages-journey-2026';

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

test('an influencer adds a package; a brand hires it from her profile, pays, she delivers and the money is released', async () => {
  const suffix = Date.now().toString(36);
  const brandName = `pk_brand_${suffix}`;
  const influencerName = `pk_infl_${suffix}`;
  const title = `Eid reel bundle ${suffix}`;
  const transaction = `PK${suffix}`.toUpperCase().padEnd(12, '7').slice(0, 20);
  const [brand, influencer, admin] = [await newPage(), await newPage(), await newPage()];
  await register(influencer, server, 'Influencer', influencerName, PASSWORD);
  await register(brand, server, 'Brand', brandName, PASSWORD);

  // She adds a package under her profile: two Instagram reels for ৳8,000 in 5 days.
  await influencer.goto(`${server.url}/profile`);
  const mine = influencer.getByRole('region', { name: 'Packages' });
  await mine.getByText('No packages yet.', { exact: false }).waitFor();
  await mine.getByRole('button', { name: 'Add a package' }).click();
  const form = influencer.getByRole('dialog', { name: 'Add a package' });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Main platform/).selectOption('instagram');
  const line = form.getByRole('group', { name: 'Deliverable 1' });
  await line.getByLabel(/^Platform/).selectOption('instagram');
  await line.getByLabel(/^Kind/).selectOption('reel');
  await line.getByLabel(/^How many/).fill('2');
  await form.getByLabel(/^Price/).fill('8,000');
  await form.getByText(`You receive ${taka('7200.00')} after the platform fee.`).waitFor();
  await form.getByLabel(/^Delivery days/).fill('5');
  await bothWidths(influencer, 'packages-add');
  await form.getByRole('button', { name: 'Save package' }).click();
  await mine.getByText('Your package was added.').waitFor();
  await mine.getByRole('article', { name: title }).waitFor();

  // The brand opens her public profile and hires the package, the price and fee asked first.
  await brand.goto(`${server.url}/user/${influencerName}`);
  const offered = brand.getByRole('region', { name: 'Packages' });
  const card = offered.getByRole('article', { name: title });
  await waitForText(card, 'Instagram: Reel × 2');
  await waitForText(card, taka('8000.00'));
  await waitForText(card, 'Delivered in 5 days');
  await bothWidths(brand, 'packages-profile');
  await card.getByRole('button', { name: `Hire for the package ${title}` }).click();
  const hire = brand.getByRole('dialog', { name: `Hire for ${title}` });
  await hire
    .getByText(
      `You pay ${taka('8000.00')} for ${title}. The platform fee of ${taka('800.00')} comes out of it, so ${influencerName} receives ${taka('7200.00')}.`,
      { exact: false },
    )
    .waitFor();
  await hire.getByRole('button', { name: `Hire for ${taka('8000.00')}` }).click();
  await brand.waitForURL(/\/collaborations\/\d+$/);
  await brand.getByRole('heading', { level: 1, name: title }).waitFor();

  // The brand pays it as any accepted application; the admin confirms.
  await payByBkash(brand, server, { title, amount: '8000.00', transaction });
  await signInBrowser(admin, server, 'admin@demo.local');
  await confirmPayment(admin, server, transaction);

  // She delivers two Instagram links: the package's deliverables read done for the brand.
  await openCollaboration(influencer, server, 'My Earnings', title);
  await submitDelivery(influencer, {
    links: [
      { url: 'https://www.instagram.com/reel/eid-1', platform: 'Instagram' },
      { url: 'https://www.instagram.com/reel/eid-2', platform: 'Instagram' },
    ],
    note: 'Both reels are up.',
  });
  await openCollaboration(brand, server, 'Campaign Payments', title);
  await waitForText(
    brand.getByRole('region', { name: 'Deliverables' }),
    'Instagram: Reel × 2: done',
  );
  await brand.getByRole('button', { name: 'Approve and Release' }).click();
  const approve = brand.getByRole('dialog', { name: 'Approve the work and release the money?' });
  await approve.getByText(`${taka('7200.00')} is released to ${influencerName}`).waitFor();
  await approve.getByRole('button', { name: 'Approve and Release' }).click();
  await brand
    .getByRole('status')
    .filter({ hasText: 'The work is approved and the money released.' })
    .waitFor();

  // Editing the package afterwards leaves the collaboration as it was bought.
  await influencer.goto(`${server.url}/profile`);
  await influencer.getByRole('button', { name: `Edit package ${title}` }).click();
  const edit = influencer.getByRole('dialog', { name: 'Edit package' });
  await edit.getByLabel(/^Price/).fill('9,500');
  await edit.getByRole('button', { name: 'Save package' }).click();
  await influencer.getByText('Your package was saved.').waitFor();
  await openCollaboration(brand, server, 'Campaign Payments', title);
  const bought = await brand.locator('main').innerText();
  assert.ok(bought.includes(taka('8000.00')));
  assert.ok(!bought.includes(taka('9500.00')));
  await Promise.all([brand, influencer, admin].map((page) => page.context().close()));
});
