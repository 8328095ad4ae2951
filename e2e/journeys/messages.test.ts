import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { callApi, signInBrowser, type ApiSession } from '../lib/api';
import { assertNoCspViolations, launchBrowser, screenshot } from '../lib/browser';
import { startPortalServer, type PortalServer } from '../lib/portal-server';

let server: PortalServer;
let browser: Browser;
/** A brand and an influencer with an accepted application between them, made through the API. */
let brand: ApiSession & { email: string; password: string };
let influencer: ApiSession & { email: string; password: string };

const PASSWORD = 'correct-horse-battery';

async function register(role: 'brand' | 'influencer', suffix: string) {
  const username = `msg_${role}_${suffix}`;
  const email = `${username}@example.com`;
  const session = await callApi<ApiSession>(server, null, 'POST', '/register/', {
    username,
    email,
    password: PASSWORD,
    role,
  });
  return { ...session, email, password: PASSWORD };
}

before(async () => {
  server = await startPortalServer({ env: { RATE_LIMIT: 'off' } });
  browser = await launchBrowser();
  const suffix = Date.now().toString(36);
  brand = await register('brand', suffix);
  influencer = await register('influencer', suffix);
  const campaign = await callApi<{ id: number }>(server, brand, 'POST', '/campaigns/', {
    title: `Monsoon lookbook ${suffix}`,
    description: 'Two reels and a story in the rain.',
    budget: '8000.00',
    category: 'fashion',
  });
  const application = await callApi<{ id: number }>(server, influencer, 'POST', '/applications/', {
    campaign: campaign.id,
    proposal: 'Two reels shot at Hatirjheel.',
  });
  await callApi(server, brand, 'PUT', `/applications/${application.id}/status/`, {
    status: 'accepted',
  });
});

after(async () => {
  await browser?.close();
  await server?.stop();
  assertNoCspViolations(browser);
});

/** The Messages feature is the collaboration remote's: a script of it is a file under its folder. */
const isCollaborationScript = (pathname: string) =>
  pathname.startsWith('/remotes/mfe-collaboration/');

/** Records the paths of the JS files a page fetches. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

async function signedInContext(who: { email: string; password: string }, width = 1280) {
  const context = await browser.newContext({
    viewport: { width, height: width > 400 ? 900 : 780 },
  });
  const page = await context.newPage();
  await signInBrowser(page, server, who.email, who.password);
  return { context, page };
}

const thread = (page: Page) => page.getByRole('log', { name: /^Messages with/ });

async function send(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await thread(page).getByText(text, { exact: true }).waitFor();
  await page.getByText('Sending...').waitFor({ state: 'detached' });
}

async function noSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
  assert.equal(overflow, false, `${what} must not scroll sideways`);
}

test('the landing page does not fetch the Messages feature; /messages does', async () => {
  const visitor = await browser.newPage();
  const landing = scriptsOf(visitor);
  await visitor.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  assert.ok(landing.length > 0, 'the landing page loads its scripts');
  assert.deepEqual(
    landing.filter(isCollaborationScript),
    [],
    'the landing page fetches none of the Messages chunks',
  );
  await visitor.close();

  const { context, page } = await signedInContext(brand);
  const scripts = scriptsOf(page);
  await page.getByRole('heading', { name: 'Brand Dashboard' }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.deepEqual(
    scripts.filter(isCollaborationScript),
    [],
    'the dashboard does not fetch the Messages feature either',
  );
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Messages' })
    .click();
  await page.getByRole('heading', { name: 'Welcome to Messages' }).waitFor();
  assert.ok(
    scripts.some(isCollaborationScript),
    '/messages fetches the Messages feature when it opens',
  );
  await screenshot(page, 'messages-welcome-1280');
  await context.close();
});

test('a brand and an influencer each see the other’s messages appear without a reload', async () => {
  const brandSide = await signedInContext(brand);
  const influencerSide = await signedInContext(influencer);
  const b = brandSide.page;
  const i = influencerSide.page;

  // The influencer waits on the list; the brand opens the thread from the list.
  await i.goto(`${server.url}/messages`);
  await i.getByRole('region', { name: 'Available Connections' }).waitFor();
  await b.goto(`${server.url}/messages`);
  await b
    .getByRole('region', { name: 'Available Connections' })
    .getByRole('button', { name: new RegExp(influencer.user.username) })
    .click();
  await b.waitForURL(`${server.url}/messages?with=${influencer.user.id}`);
  await b.getByText('No messages yet.').waitFor();
  await send(b, 'Hello! Can you post the first reel on Friday?');

  // Without a reload the influencer's list now has an active conversation with one unread.
  const fromBrand = i
    .getByRole('region', { name: 'Active Conversations' })
    .getByRole('button', { name: new RegExp(brand.user.username) });
  await fromBrand.filter({ hasText: '1 unread' }).waitFor({ timeout: 10_000 });
  await screenshot(i, 'messages-list-unread-1280');
  await fromBrand.click();
  await thread(i).getByText('Hello! Can you post the first reel on Friday?').waitFor();
  await send(i, 'Yes, Friday evening works for me.');

  await thread(b).getByText('Yes, Friday evening works for me.').waitFor({ timeout: 10_000 });
  await send(b, 'Great, thank you!');
  await thread(i).getByText('Great, thank you!').waitFor({ timeout: 10_000 });
  // Read on open: the influencer's badge is gone.
  assert.equal(await fromBrand.filter({ hasText: 'unread' }).count(), 0);
  await screenshot(b, 'messages-thread-1280');
  await screenshot(i, 'messages-influencer-thread-1280');

  // The restricted-word check catches look-alike letters before anything is sent.
  await i.getByRole('textbox', { name: 'Message' }).fill('My b\u0430nk \u0430ccount is ready');
  await i.getByRole('button', { name: 'Send' }).click();
  await i
    .getByRole('alert')
    .filter({ hasText: 'Your message contains restricted words. Please remove them.' })
    .waitFor();
  await screenshot(i, 'messages-restricted-1280');
  await i.getByRole('textbox', { name: 'Message' }).fill('');

  // On a phone: the list alone, then the thread alone with Back.
  await i.setViewportSize({ width: 360, height: 780 });
  await i.goto(`${server.url}/messages`);
  await i.getByRole('region', { name: 'Active Conversations' }).waitFor();
  await noSidewaysScroll(i, 'the conversation list at 360 px');
  await screenshot(i, 'messages-list-360');
  await i.getByRole('button', { name: new RegExp(brand.user.username) }).click();
  await thread(i).getByText('Great, thank you!').waitFor();
  await noSidewaysScroll(i, 'the thread at 360 px');
  const box = await i.getByRole('button', { name: 'Send' }).boundingBox();
  assert.ok(box && box.x + box.width <= 360 && box.y + box.height <= 780, 'Send is on screen');
  await screenshot(i, 'messages-thread-360');
  await i.getByRole('button', { name: 'Back to conversations' }).click();
  await i.getByRole('region', { name: 'Conversations', exact: true }).waitFor();

  await brandSide.context.close();
  await influencerSide.context.close();
});

test('after the influencer’s socket drops and comes back, messages sent meanwhile appear once', async () => {
  const influencerContext: BrowserContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
  });
  // Every socket of the influencer's tab goes through here: it can be cut and kept down.
  let down = false;
  const sockets = new Set<WebSocketRoute>();
  await influencerContext.routeWebSocket(/\/api\/events\/$/, (socket) => {
    if (down) {
      void socket.close({ code: 1012, reason: 'down for the test' });
      return;
    }
    socket.connectToServer();
    sockets.add(socket);
    socket.onClose(() => sockets.delete(socket));
  });
  const i = await influencerContext.newPage();
  await signInBrowser(i, server, influencer.email, influencer.password);
  await i.goto(`${server.url}/messages?with=${brand.user.id}`);
  await thread(i).getByText('Great, thank you!').waitFor();
  await send(i, 'Online and waiting.');
  assert.equal(sockets.size, 1, 'the tab has its one socket');

  down = true;
  for (const socket of sockets) await socket.close({ code: 1012, reason: 'dropped by the test' });
  const meanwhile = ['Sent while you were away (1)', 'Sent while you were away (2)'];
  for (const content of meanwhile) {
    await callApi(server, brand, 'POST', '/messages/', { receiver: influencer.user.id, content });
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const content of meanwhile) {
    assert.equal(await thread(i).getByText(content).count(), 0, 'nothing arrives while it is down');
  }

  down = false;
  for (const content of meanwhile) {
    await thread(i).getByText(content, { exact: true }).waitFor({ timeout: 20_000 });
  }
  await callApi(server, brand, 'POST', '/messages/', {
    receiver: influencer.user.id,
    content: 'And this one came live again.',
  });
  await thread(i).getByText('And this one came live again.').waitFor({ timeout: 10_000 });
  for (const content of [...meanwhile, 'Online and waiting.', 'And this one came live again.']) {
    assert.equal(await thread(i).getByText(content, { exact: true }).count(), 1, `${content} once`);
  }
  await screenshot(i, 'messages-after-reconnect-1280');
  await influencerContext.close();
});
