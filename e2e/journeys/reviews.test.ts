import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { callApi, signInApi, signInBrowser } from '../lib/api';
import { assertNoCspViolations, launchBrowser } from '../lib/browser';
import { startPortalServer, type PortalServer } from '../lib/portal-server';
import { bothWidths } from '../lib/screens';

/**
 * Reviews (docs/collaboration.md), as a journey: after a released collaboration both sides review
 * each other; neither sees the other's review before both have submitted (double blind); then the
 * influencer's public profile shows the rating and the review, and its meta tags carry them without
 * JavaScript.
 */

const ADMIN = 'admin@demo.local';
const FOOD_BRAND = 'brand.food@demo.local';
const FOOD_INFLUENCER = 'influencer.food@demo.local';
const INFLUENCER = 'dhaka_foodie';
const BRAND = 'chaldal_fresh';
const BRAND_REVIEW = 'Delivered the iftar reel on time and answered every message the same day.';
const INFLUENCER_REVIEW = 'Clear brief, quick approval and paid through escrow without delays.';

interface Application {
  id: number;
  amount: string;
  payment_status: string;
}

let server: PortalServer;
let browser: Browser;
let collaborationId: number;

/** chaldal_fresh's accepted, unpaid application to dhaka_foodie, paid, delivered and released. */
async function releasedCollaboration(): Promise<number> {
  const brand = await signInApi(server, FOOD_BRAND);
  const rows = await callApi<Application[]>(server, brand, 'GET', '/applications/?brand=true');
  const unpaid = rows.find((row) => row.payment_status === 'unpaid');
  assert.ok(unpaid, 'the food brand has an unpaid accepted application in the demo data');
  const payment = await callApi<{ id: number }>(server, brand, 'POST', '/payments/submit/', {
    application_id: unpaid.id,
    amount: unpaid.amount,
    payment_method: 'bkash',
    transaction_id: 'REVIEWBK2311',
  });
  const admin = await signInApi(server, ADMIN);
  await callApi(server, admin, 'PUT', `/admin/payments/${payment.id}/`, { status: 'confirmed' });
  const influencer = await signInApi(server, FOOD_INFLUENCER);
  await callApi(server, influencer, 'POST', `/applications/${unpaid.id}/deliveries/`, {
    links: [{ url: 'https://www.facebook.com/dhaka_foodie/videos/iftar', platform: 'facebook' }],
  });
  await callApi(server, brand, 'PUT', `/applications/${unpaid.id}/delivery/`, {
    decision: 'approved',
  });
  return unpaid.id;
}

before(async () => {
  server = await startPortalServer();
  browser = await launchBrowser();
  collaborationId = await releasedCollaboration();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  assertNoCspViolations(browser);
});

async function signedIn(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInBrowser(page, server, email);
  return page;
}

async function review(page: Page, stars: string, text: string): Promise<void> {
  await page.goto(`${server.url}/collaborations/${collaborationId}`);
  await page.getByRole('radio', { name: stars, exact: true }).check();
  await page.getByRole('textbox', { name: /review/i }).fill(text);
  await page.getByRole('button', { name: 'Submit Review' }).click();
}

test('both sides review after release; neither sees the other’s review before both have', async () => {
  const brand = await signedIn(FOOD_BRAND);
  await brand.goto(`${server.url}/collaborations/${collaborationId}`);
  await brand.getByText(`How was working with ${INFLUENCER}?`, { exact: false }).waitFor();
  await review(brand, '5 stars', BRAND_REVIEW);
  await brand
    .getByText(`Your review is hidden until ${INFLUENCER} reviews you too`, { exact: false })
    .waitFor();

  // The influencer is invited too, and cannot read the brand's review yet; nor can the public.
  const influencer = await signedIn(FOOD_INFLUENCER);
  await influencer.goto(`${server.url}/collaborations/${collaborationId}`);
  await influencer.getByText(`How was working with ${BRAND}?`, { exact: false }).waitFor();
  assert.equal(await influencer.getByText(BRAND_REVIEW).count(), 0);
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}/user/${INFLUENCER}`);
  await visitor.getByRole('heading', { name: INFLUENCER }).waitFor();
  await visitor.getByText('No reviews yet').first().waitFor();
  assert.equal(await visitor.getByText(BRAND_REVIEW).count(), 0);

  await bothWidths(influencer, 'reviews-invitation');
  await review(influencer, '4 stars', INFLUENCER_REVIEW);

  // Both submitted: each now reads the other's review.
  await influencer.getByText(BRAND_REVIEW).waitFor();
  await brand.reload();
  await brand.getByText(INFLUENCER_REVIEW).waitFor();

  // The influencer answers the brand's review once, in public.
  await influencer.getByRole('button', { name: 'Reply' }).click();
  await influencer.getByRole('textbox', { name: /reply/i }).fill('Thank you, happy to work again!');
  await influencer.getByRole('button', { name: 'Post Reply' }).click();
  await influencer.getByText('Thank you, happy to work again!').waitFor();
  assert.equal(await influencer.getByRole('button', { name: 'Reply' }).count(), 0);
});

test('the public profile shows the rating and the review, and its meta tags carry them', async () => {
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}/user/${INFLUENCER}`);
  await visitor.getByRole('heading', { name: INFLUENCER }).waitFor();
  await visitor.getByText(BRAND_REVIEW).waitFor();
  await visitor.getByText('Thank you, happy to work again!').waitFor();
  await visitor.getByText(/5\.0/).first().waitFor();
  await bothWidths(visitor, 'reviews-public-profile');
  assert.equal(await visitor.getByText(/@demo\.local|@example\.com/).count(), 0, 'no email shown');

  // What Facebook's and Messenger's crawlers read: the HTML itself, no JavaScript run.
  const html = await (await fetch(`${server.url}/user/${INFLUENCER}`)).text();
  const meta = (property: string) =>
    new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
  assert.match(meta('og:title') ?? '', new RegExp(INFLUENCER));
  assert.match(meta('og:description') ?? '', /5\.0/);
  assert.equal(meta('og:type'), 'profile');
  assert.ok(meta('twitter:card'), 'a Twitter card');
  assert.doesNotMatch(html, /@demo\.local/);
});
