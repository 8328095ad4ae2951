import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './browser';

/** Taka as the portal shows it: '৳12,34,567.00' (Bangladeshi digit grouping). */
export function taka(amount: string): string {
  const [whole = '0', fraction = '00'] = Number(amount).toFixed(2).split('.');
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `৳${head ? `${head},` : ''}${whole.slice(-3)}.${fraction}`;
}

/** Waits until the element's text contains `text` (a stat card's label and value run together). */
export async function waitForText(locator: Locator, text: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!((await locator.textContent()) ?? '').includes(text)) {
    if (Date.now() > deadline) {
      assert.fail(`expected "${text}" in "${(await locator.textContent()) ?? ''}"`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** A text's Latin digits written as Bengali digits, as the portal shows numbers in Bangla. */
export function inBengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)] ?? digit);
}

/**
 * Fails unless the page draws its Bangla with the Noto Sans Bengali the portal serves: a face of
 * that family has loaded from the portal, it covers `sample`, and the sample drawn in it differs
 * from the sample drawn in a font with no Bengali glyphs (which would show boxes).
 */
export async function assertBengaliFontInUse(page: Page, sample: string): Promise<void> {
  const found = await page.evaluate(async (text) => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter(
      (face) => face.family.replace(/["']/g, '') === 'Noto Sans Bengali' && face.status === 'loaded',
    );
    // No helper functions in here: the bundler would name them with a helper the page lacks.
    const canvas = document.createElement('canvas').getContext('2d');
    let widths: number[] = [];
    if (canvas) {
      canvas.font = '16px "Noto Sans Bengali"';
      widths = [canvas.measureText(text).width];
      canvas.font = '16px monospace';
      widths.push(canvas.measureText(text).width);
    }
    return {
      loadedFaces: faces.length,
      covers: document.fonts.check('16px "Noto Sans Bengali"', text),
      differsFromBoxes: widths.length === 2 && widths[0] !== widths[1],
    };
  }, sample);
  assert.deepEqual(
    found,
    { loadedFaces: found.loadedFaces, covers: true, differsFromBoxes: true },
    `"${sample}" must be drawn in the served Noto Sans Bengali`,
  );
  assert.ok(found.loadedFaces > 0, 'a Noto Sans Bengali face must have loaded from the portal');
}
