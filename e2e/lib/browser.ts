import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from 'playwright-core';
import { repoRoot } from './portal-server';

export const artifactsDir = path.join(repoRoot, 'e2e', 'artifacts');

/** Debian's Chromium (never a downloaded browser). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless Chromium as root on a machine without outside network: no sandbox, no GPU, and none of
 * the background connections (updates, sync, QUIC) it would otherwise open and have refused.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** A `securitypolicyviolation` event as a page saw it. */
export interface CspViolation {
  page: Page;
  url: string;
  directive: string;
  blocked: string;
}

/** What the init script calls: the binding `exposeBinding` adds to every page of a context. */
interface ViolationReporter {
  reportCspViolation(violation: Pick<CspViolation, 'directive' | 'blocked'>): Promise<void>;
}

/** The violations the pages of each launched browser reported (less those a journey excused). */
const reportedViolations = new WeakMap<Browser, CspViolation[]>();

/**
 * Every page of the context reports its Content-Security-Policy violations to `violations`. The
 * listener is added before any of the portal's scripts run (init scripts are not subject to CSP).
 */
async function reportCspViolations(
  context: BrowserContext,
  violations: CspViolation[],
): Promise<void> {
  await context.exposeBinding(
    'reportCspViolation',
    ({ page }, violation: Pick<CspViolation, 'directive' | 'blocked'>) => {
      violations.push({ page, url: page.url(), ...violation });
    },
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as ViolationReporter).reportCspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
      });
    });
  });
}

/**
 * Debian's Chromium, headless, with the flags this machine's closed network needs; Playwright gives
 * it a fresh temporary profile. Every page opened in it (`newPage`, or a page of `newContext`)
 * reports its CSP violations, which `assertNoCspViolations` checks when the journey ends.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  const violations: CspViolation[] = [];
  reportedViolations.set(browser, violations);
  // browser.newPage opens its page in a new context made by this method too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await reportCspViolations(context, violations);
    context.on('page', waitForHydrationOnLoad);
    return context;
  };
  return browser;
}

/**
 * A page the server rendered shows its buttons and forms before its script has run; a click then
 * does nothing (or a form posts). Every `goto` and `reload` of a portal page therefore returns once
 * the page's script has taken over (`<html data-hydrated>`, set by the shell), as a person would
 * wait for the page to respond.
 */
function waitForHydrationOnLoad(page: Page): void {
  const settle = async (response: Response | null): Promise<Response | null> => {
    if (response?.headers()['content-type']?.startsWith('text/html') && response.ok()) {
      await page
        .waitForFunction(() => document.documentElement.dataset.hydrated !== undefined, null, {
          timeout: 30_000,
        })
        .catch(() => undefined);
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => settle(await goto(...args));
  page.reload = async (...args) => settle(await reload(...args));
}

function violationsOf(page: Page): CspViolation[] {
  const browser = page.context().browser();
  return (browser && reportedViolations.get(browser)) || [];
}

/** The CSP violations `page` has reported so far. */
export function cspViolationsOf(page: Page): CspViolation[] {
  return violationsOf(page).filter((violation) => violation.page === page);
}

/**
 * Waits (up to 10 s) until `page` has reported more than `seen` CSP violations, and returns the
 * new ones: a refusal reaches the test a moment after the page saw it.
 */
export async function waitForCspViolations(page: Page, seen = 0): Promise<CspViolation[]> {
  const deadline = Date.now() + 10_000;
  while (cspViolationsOf(page).length <= seen) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a CSP violation report');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return cspViolationsOf(page).slice(seen);
}

/**
 * For a journey that breaks the policy on purpose: the violations `page` has reported so far no
 * longer count against the journey.
 */
export function excuseCspViolations(page: Page): void {
  const violations = violationsOf(page);
  const kept = violations.filter((violation) => violation.page !== page);
  violations.splice(0, violations.length, ...kept);
}

/** A journey's teardown: fails when any page of `browser` broke the Content-Security-Policy. */
export function assertNoCspViolations(browser: Browser | undefined): void {
  const violations = (browser && reportedViolations.get(browser)) || [];
  const broken = violations.map(({ url, directive, blocked }) => ({ url, directive, blocked }));
  assert.deepEqual(broken, [], 'no page broke the Content-Security-Policy');
}

/**
 * Waits until the portal's service worker controls `page` (installed, activated and claiming it;
 * docs/rendering.md, "The installable web app").
 */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/**
 * Saves a screenshot (of the full page, unless told) under e2e/artifacts/, to look at; CI, where
 * nobody looks, sets JOURNEY_SCREENSHOTS=0 and saves none (the journeys' assertions are the same).
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  if (process.env.JOURNEY_SCREENSHOTS === '0') return;
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage });
}
