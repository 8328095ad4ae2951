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
 * An offer (see docs/collaboration.md) through the screens only: a brand finds an influencer and
 * sends her an offer for a private brief; she accepts it, which makes a collaboration awaiting
 * payment like an accepted application; the brand pays, the admin confirms, she first sends a
 * draft for approval which the brand approves (no money moves), then delivers the published posts
 * against the brief's deliverables and the brand releases the money. The platform keeps 10 %.
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

const PASSWORD = 'offers-journey-2026';

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

test('a brand finds an influencer, shortlists her and sends an offer from her profile; the influencer accepts, the brand pays, her draft is approved, she delivers the brief and the money is released', async () => {
  const suffix = Date.now().toString(36);
  const brandName = `of_brand_${suffix}`;
  const influencerName = `of_infl_${suffix}`;
  const title = `Boishakh lookbook ${suffix}`;
  const transaction = `OF${suffix}`.toUpperCase().padEnd(12, '7').slice(0, 20);
  const [brand, influencer, admin] = [await newPage(), await newPage(), await newPage()];
  await register(influencer, server, 'Influencer', influencerName, PASSWORD);
  await register(brand, server, 'Brand', brandName, PASSWORD);

  // The brand finds her by name on Find Influencers, saves her to its shortlist, opens her
  // profile from there and sends an offer for a private brief: two Instagram reels.
  await brand.goto(`${server.url}/influencers`);
  await brand.getByLabel('Name').fill(influencerName);
  await brand.getByRole('button', { name: 'Search' }).click();
  const save = brand.getByRole('button', { name: `Save ${influencerName} to your shortlist` });
  await save.click();
  await brand
    .getByRole('button', { name: `Save ${influencerName} to your shortlist`, pressed: true })
    .waitFor();
  await brand.getByRole('link', { name: 'Shortlist (1)' }).click();
  await brand.getByRole('heading', { level: 1, name: 'Shortlist' }).waitFor();
  await brand.getByRole('link', { name: influencerName }).click();
  await brand.waitForURL(`${server.url}/user/${influencerName}`);
  await brand.getByRole('button', { name: 'Send offer' }).click();
  const offer = brand.getByRole('dialog', { name: `Send an offer to ${influencerName}` });
  assert.equal(await offer.getByLabel('Offer for').inputValue(), '');
  await offer.getByLabel(/^Title/).fill(title);
  const line = offer.getByRole('group', { name: 'Deliverable 1' });
  await line.getByLabel(/^Platform/).selectOption('instagram');
  await line.getByLabel(/^Kind/).selectOption('reel');
  await line.getByLabel(/^How many/).fill('2');
  await offer.getByLabel(/^Amount/).fill('12,000');
  await offer
    .getByText(`The influencer receives ${taka('10800.00')} after the platform fee.`)
    .waitFor();
  await offer.getByLabel(/^Note/).fill('Two reels at Hatirjheel before Pohela Boishakh.');
  await bothWidths(brand, 'offers-send-offer');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await brand.getByText(`Your offer was sent to ${influencerName}.`).waitFor();

  // She sees it on her Offers page, with the fee, and accepts: on to the collaboration.
  await influencer.goto(`${server.url}/offers`);
  await influencer.getByRole('heading', { level: 1, name: 'Offers' }).waitFor();
  const card = influencer.getByRole('listitem').filter({ hasText: title });
  await waitForText(card, `From ${brandName} · Private brief`);
  await waitForText(card, 'Instagram: Reel × 2');
  await waitForText(card, `The influencer receives${taka('10800.00')}`);
  await bothWidths(influencer, 'offers-received');
  await card.getByRole('button', { name: 'Accept offer' }).click();
  await influencer.waitForURL(/\/collaborations\/\d+$/);
  await influencer.getByRole('heading', { level: 1, name: title }).waitFor();

  // The brand pays it as any accepted application; the admin confirms.
  await payByBkash(brand, server, { title, amount: '12000.00', transaction });
  await signInBrowser(admin, server, 'admin@demo.local');
  await confirmPayment(admin, server, transaction);

  // Before posting she sends a draft (a link) for approval; the brand approves it: no money moves.
  await openCollaboration(influencer, server, 'My Earnings', title);
  const drafts = influencer.getByRole('region', { name: 'Drafts for approval' });
  await drafts.getByRole('button', { name: 'Submit draft for approval' }).click();
  const draftForm = influencer.getByRole('dialog', { name: 'Submit draft for approval' });
  await draftForm.getByRole('button', { name: 'Add Link' }).click();
  await draftForm
    .getByRole('group', { name: 'Link 1' })
    .getByLabel('URL')
    .fill('https://drive.google.com/file/d/boishakh-cut');
  await bothWidths(influencer, 'offers-draft-form');
  await draftForm.getByRole('button', { name: 'Submit', exact: true }).click();
  await drafts
    .getByRole('status')
    .filter({ hasText: 'Your draft was sent to the brand for approval.' })
    .waitFor();
  await waitForText(drafts, "Waiting for the brand's answer.");
  await openCollaboration(brand, server, 'Campaign Payments', title);
  const brandDrafts = brand.getByRole('region', { name: 'Drafts for approval' });
  await brandDrafts
    .getByRole('link', { name: 'https://drive.google.com/file/d/boishakh-cut' })
    .waitFor();
  await bothWidths(brand, 'offers-draft-for-approval');
  await brandDrafts.getByRole('button', { name: 'Approve draft' }).click();
  await brandDrafts
    .getByRole('status')
    .filter({ hasText: 'The draft is approved. The influencer can now publish the post.' })
    .waitFor();
  await brand.getByText('In Escrow', { exact: true }).first().waitFor();

  // Then she publishes and delivers two Instagram links: the brief's deliverables read done.
  await influencer.reload();
  await waitForText(
    influencer.getByRole('region', { name: 'Drafts for approval' }),
    'Your draft is approved. Publish the post, then submit its link with Submit Delivery.',
  );
  await submitDelivery(influencer, {
    links: [
      { url: 'https://www.instagram.com/reel/boishakh-1', platform: 'Instagram' },
      { url: 'https://www.instagram.com/reel/boishakh-2', platform: 'Instagram' },
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
  await approve.getByText(`${taka('10800.00')} is released to ${influencerName}`).waitFor();
  await approve.getByRole('button', { name: 'Approve and Release' }).click();
  await brand
    .getByRole('status')
    .filter({ hasText: 'The work is approved and the money released.' })
    .waitFor();

  // The offer now leads to its collaboration on both Offers pages.
  for (const page of [brand, influencer]) {
    await page.goto(`${server.url}/offers`);
    const accepted = page.getByRole('listitem').filter({ hasText: title });
    await accepted.getByRole('link', { name: 'View collaboration' }).waitFor();
  }
  await Promise.all([brand, influencer, admin].map((page) => page.context().close()));
});
