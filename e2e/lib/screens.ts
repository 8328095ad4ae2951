import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './browser';

/** Taka as the portal shows it: '৳12,34,567.00' (Bangladeshi digit grouping). */
export function taka(amount: string): string {
  const [whole = '0', fraction = '00'] = Number(amount).toFixed(2).split('.');
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `৳${head ? `${head},` : ''}${whole.slice(-3)}.${fraction}`;
}

/** Polls `holds` every 100 ms for 10 s, then fails with `describe()`'s words. */
async function waitUntil(holds: () => Promise<boolean>, describe: () => Promise<string>) {
  const deadline = Date.now() + 10_000;
  while (!(await holds())) {
    if (Date.now() > deadline) assert.fail(await describe());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the element's text contains `text` (a stat card's label and value run together). */
export async function waitForText(locator: Locator, text: string): Promise<void> {
  const content = async () => (await locator.textContent()) ?? '';
  await waitUntil(
    async () => (await content()).includes(text),
    async () => `expected "${text}" in "${await content()}"`,
  );
}

/**
 * Waits until `locator` matches exactly `count` elements: a list whose query changed shows the
 * old rows, then its loading line, then the new rows.
 */
export async function waitForCount(locator: Locator, count: number): Promise<void> {
  await waitUntil(
    async () => (await locator.count()) === count,
    async () => `expected ${count} elements, found ${await locator.count()}`,
  );
}

/**
 * Saves the screen as `<name>-1280` and `<name>-360` (after `ready` shows, when given) and fails
 * when anything scrolls sideways on the phone; leaves the page at 1280 px.
 */
export async function bothWidths(page: Page, name: string, ready?: Locator): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await ready?.waitFor();
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 360, height: 780 });
  // Two frames: React lays the tables out as cards once the phone media query matches.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await ready?.waitFor();
  await screenshot(page, `${name}-360`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
  assert.equal(overflow, false, `${name} must not scroll sideways at 360 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Fails unless Chromium drew every Bengali character of `element` (its text, children included)
 * in the Noto Sans Bengali the portal serves, and not in a fallback that shows boxes. Asks the
 * browser which fonts it used for the element's text (DevTools' CSS.getPlatformFontsForNode).
 */
export async function assertBengaliFontInUse(page: Page, element: Locator): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await probeBengaliFont(page, element);
      return;
    } catch (error) {
      // The locator's element was replaced between marking it and asking for its fonts (a page's
      // heading drawn by the shell while the page's code loads, then by the page): ask again.
      const replaced = error instanceof Error && error.message.includes('Could not find node');
      if (!replaced || attempt === 3) throw error;
    }
  }
}

async function probeBengaliFont(page: Page, element: Locator): Promise<void> {
  const text = (await element.textContent()) ?? '';
  const bengali = [...text].filter((character) => /[\u0980-\u09FF]/u.test(character)).length;
  assert.ok(bengali > 0, `"${text}" has no Bengali character to check`);
  await element.evaluate((node) => node.setAttribute('data-font-probe', ''));
  const client = await page.context().newCDPSession(page);
  try {
    await client.send('DOM.enable');
    await client.send('CSS.enable');
    const { root } = await client.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await client.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-font-probe]',
    });
    const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
    const served = fonts.find(
      (font) => font.familyName === 'Noto Sans Bengali' && font.isCustomFont,
    );
    // Conjuncts join several characters into one glyph, so glyphs are not counted against the
    // Bengali characters; but any other font may only have drawn the other characters.
    const elsewhere = fonts
      .filter((font) => font !== served)
      .reduce((sum, font) => sum + font.glyphCount, 0);
    assert.ok(
      served !== undefined && elsewhere <= [...text].length - bengali,
      `"${text}" must be drawn in the served Noto Sans Bengali; drawn in ${JSON.stringify(fonts)}`,
    );
  } finally {
    await client.detach();
    await element.evaluate((node) => node.removeAttribute('data-font-probe'));
  }
}
