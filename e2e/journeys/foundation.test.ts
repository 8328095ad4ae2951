import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { bellName, callApi, settledUnreadCount, signInApi, signInBrowser } from '../lib/api';
import { assertNoCspViolations, launchBrowser, screenshot } from '../lib/browser';
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

interface Campaign {
  id: number;
  brand_name: string;
}

/** A demo influencer applies to one of aarong_style's campaigns, through the API. */
async function applyToAarong(influencerEmail: string): Promise<void> {
  const influencer = await signInApi(server, influencerEmail);
  const campaigns = await callApi<Campaign[]>(server, influencer, 'GET', '/campaigns/');
  for (const campaign of campaigns.filter((item) => item.brand_name === 'aarong_style')) {
    try {
      await callApi(server, influencer, 'POST', '/applications/', {
        campaign: campaign.id,
        proposal: 'Two reels and three stories for the Eid collection.',
        expected_fee: '12000',
      });
      return;
    } catch {
      // already applied to this one: try the next
    }
  }
  throw new Error(`${influencerEmail} found no aarong_style campaign to apply to`);
}

test('a notification reaches the open page through the socket, without a reload', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInBrowser(page, server, 'brand.fashion@demo.local');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const unreadBefore = await settledUnreadCount(page, server, 'brand.fashion@demo.local');

  await applyToAarong('influencer.fitness@demo.local');

  await page.getByRole('button', { name: bellName(unreadBefore + 1) }).waitFor({ timeout: 10_000 });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await panel
    .getByRole('link', { name: /fit_with_rafi applied/ })
    .first()
    .waitFor();
  await screenshot(page, 'foundation-bell-1280');
  const rows = await page
    .getByRole('navigation', { name: 'Main' })
    // The bar's page links; the account's link (the username) sits apart, after the language switch.
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => new Set(links.map((link) => link.getBoundingClientRect().top)).size);
  assert.equal(rows, 1, "a brand's navigation links stay on one row at 1280 px");

  await page.setViewportSize({ width: 360, height: 740 });
  await screenshot(page, 'foundation-bell-360');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
  assert.equal(overflow, false, 'the bell panel must not scroll the page sideways at 360 px');
  const middle = async (name: string | RegExp) => {
    const box = await page.getByRole('button', { name }).boundingBox();
    return box ? box.y + box.height / 2 : NaN;
  };
  const offset = Math.abs((await middle('Menu')) - (await middle(/^Notifications/)));
  assert.ok(offset < 4, 'at 360 px the Menu button sits beside the bell, on the same row');
  const panelBox = await panel.boundingBox();
  assert.ok(panelBox && panelBox.x >= 0 && panelBox.x + panelBox.width <= 360, 'panel on screen');

  await panel
    .getByRole('link', { name: /fit_with_rafi applied/ })
    .first()
    .click();
  await page.waitForURL(`${server.url}/applications`);
  await page.getByRole('button', { name: bellName(unreadBefore) }).waitFor();
  await context.close();
});

test('logging out in one tab signs out the other tab too', async () => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await signInBrowser(first, server, 'influencer.food@demo.local');
  const second = await context.newPage();
  await second.goto(`${server.url}/dashboard`);
  await second.getByRole('button', { name: 'Logout' }).waitFor();

  await first.getByRole('button', { name: 'Logout' }).click();
  await first.waitForURL(`${server.url}/login`);

  await second.waitForURL(`${server.url}/login`, { timeout: 10_000 });
  assert.equal(await second.evaluate(() => localStorage.getItem('accessToken')), null);
  await context.close();
});
