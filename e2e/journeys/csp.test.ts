import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  assertNoCspViolations,
  type CspViolation,
  cspViolationsOf,
  excuseCspViolations,
  launchBrowser,
  waitForCspViolations,
} from '../lib/browser';
import { signInBrowser } from '../lib/api';
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

/** The sources of one directive of a policy header. */
function sourcesOf(policy: string, directive: string): string[] {
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name === directive) return sources;
  }
  return [];
}

/** The injected code was reported as an inline script that script-src refused. */
function assertInlineScriptRefused(violations: CspViolation[]): void {
  assert.ok(
    violations.some(
      ({ directive, blocked }) => directive.startsWith('script-src') && blocked === 'inline',
    ),
    `a script-src violation was reported: ${JSON.stringify(
      violations.map(({ directive, blocked }) => ({ directive, blocked })),
    )}`,
  );
}

test('the portal runs under its Content-Security-Policy, which refuses an injected inline script', async () => {
  const page = await browser.newPage();
  const response = await page.goto(`${server.url}/login`);
  assert.ok(response, 'the login page answered');
  const policy = response.headers()['content-security-policy'] ?? '';
  const scripts = sourcesOf(policy, 'script-src');
  assert.ok(scripts.includes("'self'"), `script-src allows the portal's own files: ${policy}`);
  assert.ok(!scripts.includes("'unsafe-inline'"), `script-src allows no inline script: ${policy}`);
  assert.ok(!scripts.includes("'unsafe-eval'"), `script-src allows no eval: ${policy}`);
  assert.ok(
    !sourcesOf(policy, 'style-src').includes("'unsafe-inline'"),
    `style-src allows no inline style: ${policy}`,
  );
  assert.deepEqual(sourcesOf(policy, 'frame-ancestors'), ["'none'"]);

  const html = await response.text();
  // A JSON data block (the state the server rendered the page with) runs nothing: the policy
  // has no say over it. Any other script without a src would be refused.
  const inlineScripts = [...html.matchAll(/<script\b([^>]*)>/gi)].filter(
    ([, attributes = '']) =>
      !/\bsrc\s*=/i.test(attributes) && !/\btype="application\/json"/i.test(attributes),
  );
  assert.deepEqual(inlineScripts, [], 'the page has no inline script, which the policy refuses');

  // The shell and the public remote loaded and render under the policy, with nothing refused,
  // styled by their built stylesheets: the page's tokens and the remote's form.
  await page.getByLabel('Email').waitFor();
  const logIn = page.getByRole('button', { name: /^log ?in$/i });
  assert.equal(
    await logIn.evaluate((button) => getComputedStyle(button).backgroundColor),
    'rgb(11, 110, 79)',
    'the Log in button has the primary colour of the tokens',
  );
  assert.deepEqual(cspViolationsOf(page), [], 'the portal itself breaks none of its policy');

  const seen = cspViolationsOf(page).length;
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.inlineScriptRan = "yes";';
    document.head.append(script);
  });
  const refused = await waitForCspViolations(page, seen);
  const ran = await page.evaluate(() => document.documentElement.dataset.inlineScriptRan ?? 'no');
  assert.equal(ran, 'no', 'the injected inline script did not run');
  assertInlineScriptRefused(refused);
  excuseCspViolations(page);
  await page.close();
});

test('an inline event handler slipped into the page (the usual XSS) does not run either', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').waitFor();
  const seen = cspViolationsOf(page).length;
  await page.evaluate(() => {
    const holder = document.createElement('div');
    holder.innerHTML =
      '<img alt="" src="data:," onerror="document.documentElement.dataset.handlerRan = \'yes\'">';
    document.body.append(holder);
  });
  const refused = await waitForCspViolations(page, seen);
  const ran = await page.evaluate(() => document.documentElement.dataset.handlerRan ?? 'no');
  assert.equal(ran, 'no', 'the injected event handler did not run');
  assertInlineScriptRefused(refused);
  excuseCspViolations(page);
  await page.close();
});

/** Pages of each role, and the demo account that opens them (README "Demo logins"). */
const PAGES_BY_ACCOUNT: readonly { email: string | null; paths: readonly string[] }[] = [
  {
    email: null,
    paths: ['/', '/register', '/pricing', '/browse-campaigns', '/user/nusrat_styles'],
  },
  {
    email: 'brand.fashion@demo.local',
    paths: [
      '/dashboard',
      '/campaigns',
      '/applications',
      '/influencers',
      '/payments',
      '/messages',
      '/statement',
      '/profile',
      '/settings/security',
    ],
  },
  {
    email: 'influencer.fashion@demo.local',
    paths: ['/dashboard', '/campaigns', '/applications', '/withdrawals', '/statement', '/profile'],
  },
  {
    email: 'admin@demo.local',
    paths: [
      '/admin-panel',
      '/admin-panel?tab=users',
      '/admin-panel?tab=payments',
      '/admin-panel?tab=withdrawals',
      '/admin-panel?tab=disputes',
    ],
  },
];

test('no page of any role breaks the policy: nothing evaluates code (no eval, no new Function)', async () => {
  for (const { email, paths } of PAGES_BY_ACCOUNT) {
    const page = await browser.newPage();
    if (email !== null) await signInBrowser(page, server, email);
    for (const path of paths) {
      await page.goto(`${server.url}${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    // A refusal reaches the test a moment after the page saw it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.deepEqual(
      cspViolationsOf(page).map(({ url, directive, blocked }) => ({ url, directive, blocked })),
      [],
      `the pages of ${email ?? 'a visitor'} break none of the policy`,
    );
    await page.close();
  }
});
