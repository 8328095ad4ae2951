import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { assertNoCspViolations, launchBrowser, screenshot } from '../lib/browser';
import { startPortalServer, type PortalServer } from '../lib/portal-server';

let server: PortalServer;
let browser: Browser;

before(async () => {
  server = await startPortalServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  assertNoCspViolations(browser);
});

const FOOTER_LINKS = [
  '/create-campaign',
  '/influencer-search',
  '/pricing',
  '/browse-campaigns',
  '/application-tips',
  '/about',
  '/privacy-policy',
  '/contact',
  '/terms-of-use',
];

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Goes to `path` inside the running single-page app, as a click on a link does, so the shell and
 * the remotes already loaded are not fetched again.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The page's one h1, once the remote page has loaded. */
async function mainHeading(page: Page): Promise<string> {
  const heading = page.locator('main h1');
  await heading.waitFor();
  return (await heading.textContent())?.trim() ?? '';
}

test('a visitor goes from the landing page to pricing, registers as an influencer and reaches the dashboard', async () => {
  const page = await browser.newPage({ viewport: DESKTOP });
  await page.goto(server.url);
  await page.getByRole('link', { name: "I'm an Influencer" }).waitFor();

  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  // The address changes at once; the landing page stays until the Pricing page's code is there.
  await page.waitForURL(`${server.url}/pricing`);
  await page.locator('main h1', { hasText: 'Pricing' }).waitFor();
  assert.equal(await mainHeading(page), 'Pricing');
  await page.getByText('৳9,900').waitFor();

  await page.getByRole('link', { name: 'Join as an influencer' }).click();
  await page.waitForURL(`${server.url}/register?role=influencer`);
  assert.equal(await page.getByLabel('Role').inputValue(), 'influencer');

  const suffix = Date.now().toString(36);
  await page.getByLabel('Username').fill(`creator_${suffix}`);
  await page.getByLabel('Email').fill(`creator.${suffix}@example.com`);
  await page.getByLabel('Password').fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await page.waitForURL(`${server.url}/dashboard`);
  await page.getByText(`creator_${suffix}`).first().waitFor();
  await page.close();
});

test('an unknown path lands on the landing page', async () => {
  const page = await browser.newPage({ viewport: DESKTOP });
  await page.goto(`${server.url}/no/such/page`);
  await page.waitForURL(`${server.url}/`);
  assert.match(await mainHeading(page), /brands and influencers/);
  await page.close();
});

test('every footer link opens a page with a heading', async () => {
  const page = await browser.newPage({ viewport: DESKTOP });
  await page.goto(server.url);
  for (const href of FOOTER_LINKS) {
    await page.getByRole('link', { name: 'Influencer Marketplace' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.locator(`footer a[href="${href}"]`).click();
    await page.waitForURL((url) => url.pathname !== '/');
    const heading = await mainHeading(page);
    assert.notEqual(heading, '', `${href} shows an empty heading`);
    assert.notEqual(pathOf(page), '/', `${href} fell back to the landing page`);
  }
  await page.close();
});

test('the landing page, login and a public profile fit desktop and phone screens', async () => {
  const pages: [string, string, string][] = [
    ['landing', '/', 'Where Bangladeshi brands and influencers work together'],
    ['login', '/login', 'Login'],
    ['public-profile', '/user/nusrat_styles', 'nusrat_styles'],
    ['pricing', '/pricing', 'Pricing'],
    ['terms', '/terms-of-use', 'Terms of Use'],
  ];
  const page = await browser.newPage({ viewport: DESKTOP });
  await page.goto(server.url);
  for (const [viewportName, viewport] of [
    ['1280', DESKTOP],
    ['360', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const [name, path, heading] of pages) {
      await openInApp(page, path);
      await page.waitForURL(`${server.url}${path}`);
      await page.locator('main h1', { hasText: heading }).waitFor();
      assert.equal(await mainHeading(page), heading);
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, `${path} scrolls sideways at ${viewportName} px`);
      await screenshot(page, `visitor-${name}-${viewportName}`);
    }
  }
  await page.close();
});
