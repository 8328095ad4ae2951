import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { signInBrowser } from '../lib/api';
import { assertNoCspViolations, launchBrowser } from '../lib/browser';
import { copyBuiltPortal, pointRemote, readRemotes } from '../lib/portal-copy';
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

/** React's production messages for a hydration that did not match the server's HTML. */
const HYDRATION_ERRORS = /Minified React error #(418|419|423|425)|hydrat/i;

/** Watches a page's console and its calls to the API, from now on. */
function watch(page: Page) {
  const errors: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && ['fetch', 'xhr'].includes(request.resourceType())) {
      apiCalls.push(pathname);
    }
  });
  return { errors, apiCalls };
}

/**
 * Opens `path` as a first load and checks what the server sent: the page's text (`markup`, as
 * the HTML has it) in its HTML
 * (rendered on the server) with the state the browser hydrates from; then that the browser took
 * the page over without a mismatch. Returns the API calls the page made.
 */
async function openRendered(page: Page, path: string, markup: string): Promise<string[]> {
  const seen = watch(page);
  const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  assert.ok(response, `${path} answered`);
  assert.equal(response.status(), 200, `${path} answered 200`);
  // React separates adjacent pieces of text with empty comments.
  const html = (await response.text()).replaceAll('<!-- -->', '');
  assert.ok(html.includes(markup), `the server's HTML of ${path} shows "${markup}"`);
  assert.ok(html.includes('id="portal-page-state"'), `${path} carries its state`);
  await page
    .getByText(markup.replace(/<[^>]+>/g, ''))
    .first()
    .waitFor();
  assert.deepEqual(
    seen.errors.filter((error) => HYDRATION_ERRORS.test(error)),
    [],
    `${path} hydrated without a mismatch`,
  );
  return seen.apiCalls;
}

test('public pages arrive rendered by the server and hydrate without a mismatch or an API call', async () => {
  const page = await browser.newPage();
  for (const [path, text] of [
    ['/', 'Where Bangladeshi brands and influencers work together'],
    ['/login', 'Need an account?'],
    ['/pricing', 'Simple plans in taka.'],
    ['/terms-of-use', 'Terms of Use'],
  ] as const) {
    assert.deepEqual(await openRendered(page, path, text), [], `${path} asked the API nothing`);
  }
  await page.close();
});

test("a signed-in first load brings the page's data in its HTML: the page asks the API for none of it", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInBrowser(page, server, 'brand.fashion@demo.local');
  for (const [path, text, pageData] of [
    ['/dashboard', 'Welcome back, <strong>aarong_style</strong>!', '/api/dashboards/'],
    ['/payments', 'Campaign Payments', '/api/payments/'],
    ['/campaigns', 'Puja festive collection', '/api/campaigns/'],
  ] as const) {
    const calls = await openRendered(page, path, text);
    assert.deepEqual(
      calls.filter((call) => call.startsWith(pageData)),
      [],
      `${path} read none of its data from the API: ${calls.join(', ')}`,
    );
  }
  await context.close();
});

/**
 * Whether a script the page has loaded so far (run or preloaded) holds `text`: axios's exports keep
 * their names, and a file of messages holds them as written.
 */
function watchScriptsFor(page: Page, text: string): () => Promise<boolean> {
  const scripts: Promise<boolean>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.text().then(
        (body) => body.includes(text),
        () => false,
      ),
    );
  });
  return async () => (await Promise.all(scripts)).some(Boolean);
}

test('axios arrives with the first API call, not with a page the server rendered', async () => {
  const context = await browser.newContext();
  const signIn = await context.newPage();
  await signInBrowser(signIn, server, 'brand.fashion@demo.local');
  await signIn.close();
  const page = await context.newPage();
  const ranAxios = watchScriptsFor(page, 'AxiosHeaders:');
  await openRendered(page, '/dashboard', 'Welcome back, <strong>aarong_style</strong>!');
  assert.equal(await ranAxios(), false, 'the rendered dashboard hydrated without axios');

  // The Campaigns page, reached in the page, asks the API for its list: axios comes with it, so
  // its script has arrived once the list's answer has (the dashboard shows the same campaign
  // titles, so the page's text would not say that the call was made).
  const listed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/campaigns/',
  );
  await page.getByRole('navigation').getByRole('link', { name: 'Campaigns' }).click();
  await listed;
  assert.equal(await ranAxios(), true, 'the first API call loaded axios');
  await context.close();
});

test('an English page downloads no Bangla messages, signed in or not', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The navigation bar's Bangla "Logout", as the shell's Bangla message file holds it.
  const loadedBangla = watchScriptsFor(page, '"nav.logout":"লগআউট"');
  await openRendered(page, '/', 'Where Bangladeshi brands and influencers work together');
  await signInBrowser(page, server, 'brand.fashion@demo.local');
  await openRendered(page, '/dashboard', 'Welcome back, <strong>aarong_style</strong>!');
  assert.equal(await loadedBangla(), false, 'no Bangla message file reached an English reader');
  await context.close();
});

test('the admin panel and the influencer dashboard render on the server for their own user', async () => {
  for (const [email, path, text] of [
    ['admin@demo.local', '/admin-panel', 'Admin Panel'],
    [
      'influencer.fashion@demo.local',
      '/dashboard',
      'Welcome back, <strong>nusrat_styles</strong>!',
    ],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInBrowser(page, server, email);
    await openRendered(page, path, text);
    await context.close();
  }
});

test('a guarded page without a session is the signed-out visitor’s: the server sends /login', async () => {
  const page = await browser.newPage();
  const response = await page.goto(`${server.url}/payments`);
  assert.equal(new URL(page.url()).pathname, '/login');
  assert.ok(response);
  assert.ok((await response.text()).includes('Need an account?'));
  await page.close();
});

test('a remote that fails on the server renders the shell’s error with Retry, 200, and Retry recovers', async () => {
  const portal = copyBuiltPortal();
  const own = await startPortalServer({ portalDist: portal.dir });
  try {
    const working = readRemotes(portal.dir).mfe_public;
    assert.ok(working);
    // The server build of this version is gone: the server cannot render the remote's page.
    pointRemote(
      portal.dir,
      'mfe_public',
      working.replace('/mf-manifest.json', '-missing/mf-manifest.json'),
    );
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const page = await browser.newPage();
    const response = await page.goto(`${own.url}/login`);
    assert.equal(response?.status(), 200);
    const html = (await response?.text()) ?? '';
    assert.ok(html.includes('Retry'), 'the server rendered the error with Retry');
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await page.getByRole('navigation').first().waitFor();
    pointRemote(portal.dir, 'mfe_public', working);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByLabel('Email').waitFor();
    await page.close();
  } finally {
    await own.stop();
    portal.remove();
  }
});
