// Interaction to Next Paint (docs/performance.md) of three interactions, in Debian's Chromium
// with the CPU slowed down 4x, each signed in as its demo account: a brand opens Pay Now on
// Campaign Payments, the admin switches to the Withdrawals tab, a brand sends a message. Each run
// loads the page in a new tab, lets it settle, slows the CPU, then clicks and types through
// puppeteer as a person does; the latency is read from the browser's Event Timing API. A run in
// which the interaction did not happen (no dialog, no tab selected, no message in the chat) is no
// figure: the interaction is reported FAILED, with what went wrong.
// Alone: `node --import tsx scripts/bench/interactions.mjs` builds nothing; it starts the production
// server on dist/ with a fresh database and demo data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { signInApi } from '../../e2e/lib/api.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/lib/browser.ts';
import { signIn } from './lighthouse.mjs';
import { ROLE_ACCOUNTS } from './page-weight.mjs';

/** A laptop's window (the page is 1280×813 inside it). */
const WINDOW_SIZE = '1280,900';
/** The CPU slowdown of Lighthouse's mobile config, a mid-range phone's. */
const CPU_SLOWDOWN = 4;
/** Event Timing's lowest threshold: an interaction faster than this leaves no entry. */
const DURATION_THRESHOLD_MS = 16;
/** How long the page's network must stay quiet, after its load, before it counts as settled. */
const SETTLE_MS = 1000;
/** How long an interaction may take to show its result before the run is a failure. */
const HAPPENED_TIMEOUT_MS = 15_000;
/** Milliseconds between two keys typed, a quick typist's pace. */
const TYPING_DELAY_MS = 100;

const aria = (role, name) => `::-p-aria([name="${name}"][role="${role}"])`;

/**
 * The interactions measured: `role` signs in as that demo account; `path` (given the portal's URL)
 * is the page loaded; `ready` is what a person waits to see before acting; `interact` acts;
 * `happened` waits until the result shows (or throws).
 */
const INTERACTIONS = [
  {
    name: 'open Pay Now',
    role: 'brand',
    landing: '/dashboard',
    path: async () => '/payments',
    ready: aria('button', 'Pay Now'),
    interact: (page) => page.locator(aria('button', 'Pay Now')).click(),
    happened: (page) =>
      page.waitForSelector(aria('dialog', 'Complete Your Payment'), {
        visible: true,
        timeout: HAPPENED_TIMEOUT_MS,
      }),
  },
  {
    name: 'switch an admin tab (Withdrawals)',
    role: 'admin',
    landing: '/admin-panel',
    path: async () => '/admin-panel',
    ready: aria('tab', 'Withdrawals'),
    interact: (page) => page.locator(aria('tab', 'Withdrawals')).click(),
    happened: async (page) => {
      const tab = await page.waitForSelector(aria('tab', 'Withdrawals'));
      await page.waitForFunction(
        (element) => element.getAttribute('aria-selected') === 'true',
        { timeout: HAPPENED_TIMEOUT_MS },
        tab,
      );
    },
  },
  {
    name: 'send a message',
    role: 'brand',
    landing: '/dashboard',
    // The demo influencer the demo brand has an accepted application with (api/src/seed).
    path: async (url) => {
      const partner = await signInApi({ url }, ROLE_ACCOUNTS.influencer);
      return `/messages?with=${partner.user.id}`;
    },
    ready: aria('textbox', 'Message'),
    interact: async (page, run) => {
      await page.locator(aria('textbox', 'Message')).click();
      await page.keyboard.type(messageOf(run), { delay: TYPING_DELAY_MS });
      await page.locator(aria('button', 'Send')).click();
    },
    happened: (page, run) =>
      page.waitForFunction(
        (text) =>
          [...document.querySelectorAll('[role="log"]')].some((log) =>
            log.textContent?.includes(text),
          ),
        { timeout: HAPPENED_TIMEOUT_MS },
        messageOf(run),
      ),
  },
];

/** The text sent in `run`, told apart from every other run's. */
const messageOf = (run) => `Bench message ${run.id}, sent at 4x CPU slowdown.`;

/** Starts recording the page's interactions (Event Timing entries with an interactionId). */
function observeInteractions(page) {
  return page.evaluate((durationThreshold) => {
    const recorded = [];
    window.benchInteractions = recorded;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId > 0) {
          recorded.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
        }
      }
    }).observe({ type: 'event', durationThreshold, buffered: true });
  }, DURATION_THRESHOLD_MS);
}

/**
 * The page's interactions recorded so far, after the next paint (two animation frames) and a
 * moment for the observer's callback: each as its slowest entry, the latency Event Timing gives it.
 */
async function recordedInteractions(page) {
  const entries = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 250));
    return window.benchInteractions;
  });
  const byId = new Map();
  for (const entry of entries) {
    const slowest = byId.get(entry.id);
    if (!slowest || entry.duration > slowest.duration) byId.set(entry.id, entry);
  }
  return [...byId.values()];
}

/** The first line of what an error says (puppeteer's timeouts go on with a stack). */
const firstLine = (error) => String(error?.message ?? error).split('\n', 1)[0];

/** Runs `act`; when it throws, the error names the step (`what`) that went wrong. */
async function step(what, act) {
  try {
    await act();
  } catch (error) {
    throw new Error(`${what}: ${firstLine(error)}`, { cause: error });
  }
}

/**
 * One run of `interaction` in a new tab of the signed-in `context`: its latency (the slowest of the
 * interactions it made, as INP counts a page's), whether the slowest was a click or a key, and how
 * many there were. Throws when the interaction did not happen.
 */
async function measureOnce(context, url, interaction, run) {
  const page = await context.newPage();
  try {
    await step('loading the page', async () => {
      await page.goto(`${url}${await interaction.path(url)}`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('html[data-hydrated]');
      await page.waitForSelector(interaction.ready, { visible: true });
      await page.waitForNetworkIdle({ idleTime: SETTLE_MS });
    });
    await observeInteractions(page);
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await step('acting', () => interaction.interact(page, run));
    await step('waiting for the result', () => interaction.happened(page, run));
    const interactions = await recordedInteractions(page);
    const slowest = interactions.reduce(
      (worst, entry) => (entry.duration > (worst?.duration ?? 0) ? entry : worst),
      undefined,
    );
    return {
      // No entry: every interaction finished its next paint within the threshold.
      ms: slowest?.duration ?? DURATION_THRESHOLD_MS,
      belowThreshold: slowest === undefined,
      // A click's entries (pointerdown, pointerup, click) or a key's (keydown, keypress, keyup).
      slowest: slowest === undefined ? '-' : slowest.name.startsWith('key') ? 'a key' : 'a click',
      interactions: interactions.length,
    };
  } finally {
    await page.emulateCPUThrottling(null).catch(() => undefined);
    await page.close();
  }
}

const msOf = (run) => (run.belowThreshold ? `< ${DURATION_THRESHOLD_MS} ms` : `${run.ms} ms`);

/** The run whose latency is the median (the lower middle one for an even count). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.ms - b.ms);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** `runs` runs of one interaction in a browser context of its own, signed in as its role. */
async function measureInteraction(browser, url, interaction, runs) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    try {
      await signIn(tab, url, interaction.role, interaction.landing);
    } catch (error) {
      return [{ failure: `signing in: ${firstLine(error)}` }];
    } finally {
      await tab.close();
    }
    const results = [];
    for (let index = 0; index < runs; index += 1) {
      const run = { id: `${Date.now().toString(36)}-${index + 1}` };
      try {
        results.push(await measureOnce(context, url, interaction, run));
      } catch (error) {
        results.push({ failure: firstLine(error) });
      }
    }
    return results;
  } finally {
    await context.close();
  }
}

/**
 * Measures each of INTERACTIONS `runs` times on a running portal at `url`, prints the median and
 * every run of each through `log` and returns, per interaction, its name, the median latency in ms
 * and `failure` (null, or what went wrong in the first run that failed: no figure then).
 */
export async function measureInteractions({ url, log = console.log, runs = 3 }) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'interactions-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // The page is the window's own size: a page emulated larger than its window draws nothing
    // below the window's edge, and an interaction there (the message box) gets no paint to end at.
    args: ['--headless', ...CHROMIUM_ARGS, `--window-size=${WINDOW_SIZE}`],
    userDataDir,
    defaultViewport: null,
  });
  const measured = [];
  try {
    for (const interaction of INTERACTIONS) {
      measured.push({
        interaction,
        results: await measureInteraction(browser, url, interaction, runs),
      });
    }
  } finally {
    await browser.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  log(`\n## Interaction to Next Paint (${CPU_SLOWDOWN}x CPU slowdown), median of ${runs} runs`);
  return measured.map(({ interaction, results }) => {
    const failed = results.find((result) => result.failure !== undefined);
    const all = results
      .map((result) =>
        result.failure === undefined
          ? `${msOf(result)} (slowest ${result.slowest} of ${result.interactions})`
          : `FAILED (${result.failure})`,
      )
      .join('; ');
    if (failed) {
      log(`${interaction.name.padEnd(40)} FAILED: ${failed.failure}`);
      log(`  all runs: ${all}`);
      return { name: interaction.name, medianMs: undefined, failure: failed.failure };
    }
    const median = medianRun(results);
    log(`${interaction.name.padEnd(40)} INP ${msOf(median).padStart(8)} (median)`);
    log(`  all runs: ${all}`);
    return { name: interaction.name, medianMs: median.ms, failure: null };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // --runs N (default 3); --dist FOLDER serves another build than dist/ (to try a change).
  const { values } = parseArgs({ options: { runs: { type: 'string' }, dist: { type: 'string' } } });
  const { startPortalServer } = await import('../../e2e/lib/portal-server.ts');
  const server = await startPortalServer({
    portalDist: values.dist && path.resolve(values.dist),
    env: { RATE_LIMIT: 'off', LOG_LEVEL: 'warn' },
  });
  try {
    await measureInteractions({ url: server.url, runs: Number(values.runs ?? 3) });
  } finally {
    await server.stop();
  }
}
