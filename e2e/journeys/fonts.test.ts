import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { assertNoCspViolations, launchBrowser, screenshot } from '../lib/browser';
import { startPortalServer, type PortalServer } from '../lib/portal-server';
import { assertBengaliFontInUse } from '../lib/screens';

/**
 * The Bengali font is downloaded only where Bangla is shown (docs/rendering.md, "Fonts"): an
 * English page draws its ৳ and the language switch's বাংলা from a cut of Noto Sans Bengali of a
 * few glyphs, and a Bangla page gets the whole font, conjuncts and all.
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

/** The whole Bengali font's files (@fontsource/noto-sans-bengali), by their built names. */
const WHOLE_FONT = /\/noto-sans-bengali-bengali-\d00-normal\.[^/]+\.woff2$/;
/** The few-glyph cut for English pages (shared/src/ui/fonts/). */
const SWITCH_CUT = /\/noto-sans-bengali-switch-\d00\.[^/]+\.woff2$/;

/**
 * Opens `/` in a fresh browser (empty cache), in Bangla when `bangla`, at a laptop's 1366 px
 * (the language switch in the bar); returns the page and the font files it downloaded once its
 * fonts were ready.
 */
async function openLanding(bangla: boolean): Promise<{ page: Page; fonts: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  if (bangla) {
    await context.addCookies([{ name: 'portal_language', value: 'bn', url: server.url }]);
  }
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  return { page, fonts };
}

/**
 * Screens of the page as a laptop (1366 px) and as a phone (360 px, its menu open on the language
 * switch) under e2e/artifacts/; leaves the page at 1366 px.
 */
async function bothScreens(page: Page, name: string, menu: string): Promise<void> {
  await screenshot(page, `${name}-1366`);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: menu }).click();
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, `${name}-360`);
  await page.getByRole('button', { name: menu }).click();
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('an English landing page downloads only the few-glyph cut for ৳ and বাংলা', async () => {
  const { page, fonts } = await openLanding(false);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.deepEqual(
    fonts.filter((font) => WHOLE_FONT.test(font)),
    [],
    'no whole Bengali font on an English page',
  );
  assert.ok(
    fonts.some((font) => SWITCH_CUT.test(font)),
    `the cut for ৳ and বাংলা was downloaded (fonts: ${fonts.join(', ')})`,
  );
  // Drawn in the served font, not in boxes: the switch's বাংলা and the footer's ৳.
  const main = page.getByRole('navigation', { name: 'Main' });
  await assertBengaliFontInUse(page, main.getByRole('button', { name: 'বাংলা' }));
  await assertBengaliFontInUse(page, page.getByText('All amounts in Bangladeshi taka (৳).'));
  await bothScreens(page, 'fonts-landing-en', 'Menu');
  assert.deepEqual(
    fonts.filter((font) => WHOLE_FONT.test(font)),
    [],
    'nor once the phone menu showed the switch',
  );

  // Switching to Bangla without a reload brings the whole font for the page's Bangla.
  await main.getByRole('button', { name: 'বাংলা' }).click();
  const heading = page.getByRole('heading', {
    name: 'যেখানে বাংলাদেশের ব্র্যান্ড আর ইনফ্লুয়েন্সাররা একসাথে কাজ করে',
  });
  await heading.waitFor();
  await page.evaluate(() => document.fonts.ready);
  assert.ok(
    fonts.some((font) => WHOLE_FONT.test(font)),
    'the whole font once the page is in Bangla',
  );
  await assertBengaliFontInUse(page, heading);
  await page.context().close();
});

test('a Bangla landing page downloads the whole Bengali font and draws its conjuncts with it', async () => {
  const { page, fonts } = await openLanding(true);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'bn');
  assert.ok(
    fonts.some((font) => WHOLE_FONT.test(font)),
    `the whole Bengali font was downloaded (fonts: ${fonts.join(', ')})`,
  );
  assert.deepEqual(
    fonts.filter((font) => SWITCH_CUT.test(font)),
    [],
    'a Bangla page needs no cut beside the whole font',
  );
  // ব্র্যান্ড, ন্স: conjuncts the whole font joins.
  await assertBengaliFontInUse(
    page,
    page.getByRole('heading', {
      name: 'যেখানে বাংলাদেশের ব্র্যান্ড আর ইনফ্লুয়েন্সাররা একসাথে কাজ করে',
    }),
  );
  await bothScreens(page, 'fonts-landing-bn', 'মেনু');
  await page.context().close();
});
