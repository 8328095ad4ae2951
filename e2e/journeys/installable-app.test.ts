import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  assertNoCspViolations,
  launchBrowser,
  screenshot,
  untilServiceWorkerControls,
} from '../lib/browser';
import { startPortalServer, type PortalServer } from '../lib/portal-server';

/**
 * The portal installs as a web app and keeps what it may keep (docs/rendering.md, "The installable
 * web app"): a manifest with its icons, a service worker that serves content-named files again
 * without the network and never a page, remotes.json or a remote's entry, and an offline page
 * instead of the browser's error.
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

/** A file the builds name by its content: kept by the service worker. */
const CONTENT_NAMED = /\.[0-9a-f]{10}\.(?:js|css|woff2)$/;

interface Served {
  path: string;
  fromServiceWorker: boolean;
}

function recordResponses(page: Page): Served[] {
  const served: Served[] = [];
  page.on('response', (response) => {
    served.push({
      path: new URL(response.url()).pathname,
      fromServiceWorker: response.fromServiceWorker(),
    });
  });
  return served;
}

/** Opens the landing page in `context` and waits until the service worker controls it. */
async function landingUnderServiceWorker(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/`, { waitUntil: 'load' });
  await untilServiceWorkerControls(page);
  return page;
}

test('the landing page names a manifest whose icons are served', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  assert.equal(href, '/manifest.webmanifest');
  const response = await page.request.get(`${server.url}${href}`);
  assert.equal(response.status(), 200);
  assert.match(response.headers()['content-type'] ?? '', /^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  assert.equal(manifest.name, 'Influencer Marketplace');
  assert.equal(manifest.start_url, '/');
  assert.equal(manifest.display, 'standalone');
  const sizes = manifest.icons.map(
    (icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`,
  );
  for (const wanted of ['192x192', '512x512', '512x512 maskable']) {
    assert.ok(sizes.includes(wanted), `an icon of ${wanted} (icons: ${sizes.join(', ')})`);
  }
  for (const icon of manifest.icons) {
    const file = await page.request.get(`${server.url}${icon.src}`);
    assert.equal(file.status(), 200, icon.src);
    assert.equal(file.headers()['content-type'], icon.type, icon.src);
  }
  await page.context().close();
});

test('the service worker is revalidated on every check', async () => {
  const page = await browser.newPage();
  const response = await page.request.get(`${server.url}/sw.js`);
  assert.equal(response.status(), 200);
  assert.equal(response.headers()['cache-control'], 'no-cache');
  await page.context().close();
});

test('a second visit takes every script and style it already has from the service worker, and never a page, remotes.json or a remote entry', async () => {
  const context = await browser.newContext();
  const first = await landingUnderServiceWorker(context);
  // The pricing page's remote files are kept the first time it loads them.
  await first.getByRole('link', { name: 'Pricing' }).first().click();
  await first.getByRole('heading', { level: 1 }).waitFor();
  await first.waitForLoadState('networkidle');
  await first.close();

  const second = await context.newPage();
  const served = recordResponses(second);
  await second.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await second.goto(`${server.url}/pricing`, { waitUntil: 'networkidle' });

  const files = served.filter((response) => CONTENT_NAMED.test(response.path));
  assert.ok(files.length > 0, 'the pages loaded content-named files');
  const fromNetwork = files.filter((response) => !response.fromServiceWorker);
  assert.deepEqual(fromNetwork, [], 'no content-named file came from the network again');

  const alwaysFresh = served.filter(
    (response) =>
      response.path === '/' ||
      response.path === '/pricing' ||
      response.path === '/remotes.json' ||
      response.path.endsWith('/remoteEntry.js') ||
      response.path.endsWith('/mf-manifest.json'),
  );
  assert.ok(
    alwaysFresh.some((response) => response.path === '/pricing'),
    'the pricing page was asked for',
  );
  for (const response of alwaysFresh) {
    const kept = await second.evaluate(
      async (path) => (await caches.match(path, { ignoreSearch: true })) !== undefined,
      response.path,
    );
    assert.equal(kept, false, `${response.path} is never kept by the service worker`);
  }
  await context.close();
});

test('a page asked for without a connection shows the offline page, and Try again loads it once back online', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await landingUnderServiceWorker(context);

  await context.setOffline(true);
  // Followed as a person's click would, not by goto: the offline page has no script to wait for.
  await page.evaluate(() => {
    window.location.href = '/pricing';
  });
  await page.getByRole('heading', { name: 'You are offline' }).waitFor();
  assert.ok(
    await page.getByText('আপনি অফলাইনে আছেন।', { exact: false }).isVisible(),
    'the offline page says it in Bangla too',
  );
  await screenshot(page, 'offline-page-360');

  await context.setOffline(false);
  await page.getByRole('link', { name: /Try again/ }).click();
  await page.waitForURL(`${server.url}/pricing`);
  await page.getByRole('heading', { level: 1, name: /Pricing/i }).waitFor();
  await context.close();
});
