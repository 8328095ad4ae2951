// Lighthouse (npm) with Lighthouse's default mobile config (simulated slow 4G, 4x CPU slowdown) in
// Debian's Chromium, never a downloaded browser: the landing page `/` and a demo influencer's public
// profile signed out, then the brand, influencer and admin dashboards, each signed in as its demo
// account. Prints the figures of each page and returns them.
// Alone: `node --import tsx scripts/bench/lighthouse.mjs` builds nothing; it starts the production
// server on dist/ with a fresh database and demo data, and saves each full report under
// e2e/artifacts/lighthouse/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../e2e/lib/api.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/lib/browser.ts';
import { ROLE_ACCOUNTS } from './page-weight.mjs';

const TOP_OPPORTUNITIES = 5;
/** A demo influencer with reviews (api/src/seed): her profile is the public page a link shares. */
const PUBLIC_PROFILE = 'nusrat_styles';

/**
 * The pages measured: `role` signs in as that demo account first (null: signed out; it lands on
 * `landing`, else `path`), and the audit must end on `path`.
 */
const PAGES = [
  { name: 'Landing page /', file: 'landing', path: '/', role: null },
  { name: 'Login /login', file: 'login', path: '/login', role: null },
  {
    name: `Public profile /user/${PUBLIC_PROFILE}`,
    file: 'public-profile',
    path: `/user/${PUBLIC_PROFILE}`,
    role: null,
  },
  {
    name: 'Brand dashboard /dashboard',
    file: 'brand-dashboard',
    path: '/dashboard',
    role: 'brand',
  },
  {
    name: 'Influencer dashboard /dashboard',
    file: 'influencer-dashboard',
    path: '/dashboard',
    role: 'influencer',
  },
  {
    name: 'Brand Campaign Payments /payments',
    file: 'brand-payments',
    path: '/payments',
    role: 'brand',
    landing: '/dashboard',
  },
  {
    name: 'Admin dashboard /admin-panel',
    file: 'admin-dashboard',
    path: '/admin-panel',
    role: 'admin',
  },
];

const ms = (value) => (value === undefined ? '-' : `${Math.round(value)} ms`);
const seconds = (value) => (value === undefined ? '-' : `${(value / 1000).toFixed(2)} s`);
const score = (value) => (value === null || value === undefined ? '-' : Math.round(value * 100));

/** The failing audits of a category: scored below 1, leaving out manual and not-applicable ones. */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) => audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable',
    )
    .filter((audit) => audit.score !== null && audit.score < 1);
}

/** Performance audits that estimate a saving, largest first (LCP and FCP savings in ms). */
function topOpportunities(lhr) {
  return failingAudits(lhr, 'performance')
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      savingsMs: Math.max(
        audit.details?.overallSavingsMs ?? 0,
        audit.metricSavings?.LCP ?? 0,
        audit.metricSavings?.FCP ?? 0,
        audit.metricSavings?.TBT ?? 0,
      ),
      savingsBytes: audit.details?.overallSavingsBytes ?? 0,
      displayValue: audit.displayValue ?? '',
    }))
    .filter((opportunity) => opportunity.savingsMs > 0 || opportunity.savingsBytes > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes)
    .slice(0, TOP_OPPORTUNITIES);
}

/**
 * The page's requests as rounds: a request's round is one more than the latest round of the
 * requests that had ended when it started. The portal loads its scripts at low priority, so
 * Lighthouse's critical chains leave them out; these rounds show the waterfall the page waits for
 * (chained discovery, and queueing behind HTTP/1.1's six connections per origin).
 */
function requestRounds(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const rounds = [];
  requests.forEach((request, index) => {
    const before = requests
      .slice(0, index)
      .map((earlier, earlierIndex) => ({ earlier, round: rounds[earlierIndex] }))
      .filter(({ earlier }) => earlier.networkEndTime <= request.networkRequestTime);
    rounds.push(1 + Math.max(0, ...before.map(({ round }) => round)));
  });
  const shortName = (url) => new URL(url).pathname.split('/').pop() || new URL(url).pathname;
  const byRound = [];
  requests.forEach((request, index) => {
    const round = rounds[index] - 1;
    byRound[round] = [...(byRound[round] ?? []), shortName(request.url)];
  });
  return {
    count: requests.length,
    scripts: requests.filter((request) => request.resourceType === 'Script').length,
    rounds: byRound,
  };
}

/** What limits the page: its LCP element, render-blocking requests, request rounds, main thread. */
function diagnostics(lhr) {
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const lcpNode = lcpElement?.items?.[0]?.node ?? lcpElement?.node;
  const lcpPhases = (
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []
  )
    .map((phase) => `${phase.phase} ${ms(phase.timing)}`)
    .join(', ');
  const renderBlocking = (lhr.audits['render-blocking-resources']?.details?.items ?? []).map(
    (item) => item.url,
  );
  const mainThread = lhr.audits['mainthread-work-breakdown'];
  return {
    lcpElement: lcpNode ? `${lcpNode.selector ?? ''} ${lcpNode.snippet ?? ''}`.trim() : '-',
    lcpPhases,
    renderBlocking,
    requests: requestRounds(lhr),
    mainThreadMs: mainThread?.numericValue,
    mainThread: (mainThread?.details?.items ?? [])
      .slice(0, 4)
      .map((item) => `${item.groupLabel} ${ms(item.duration)}`)
      .join(', '),
    scriptBootupMs: lhr.audits['bootup-time']?.numericValue,
    transferBytes: lhr.audits['total-byte-weight']?.numericValue,
  };
}

/** The figures of one report. */
function figuresOf(name, lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue;
  return {
    name,
    url: lhr.finalDisplayedUrl,
    performance: score(lhr.categories.performance.score),
    accessibility: score(lhr.categories.accessibility.score),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndexMs: metric('speed-index'),
    accessibilityFailures: failingAudits(lhr, 'accessibility').map((audit) => ({
      id: audit.id,
      title: audit.title,
      elements: (audit.details?.items ?? []).map((item) => item.node?.selector ?? ''),
    })),
    opportunities: topOpportunities(lhr),
    diagnostics: diagnostics(lhr),
    warnings: lhr.runWarnings,
  };
}

function printFigures(figures, log) {
  const d = figures.diagnostics;
  log(`\n### ${figures.name} (${figures.url})`);
  log(
    `Performance ${figures.performance}  Accessibility ${figures.accessibility}  FCP ${seconds(figures.fcpMs)}  LCP ${seconds(figures.lcpMs)}  TBT ${ms(figures.tbtMs)}  CLS ${figures.cls?.toFixed(3) ?? '-'}  Speed Index ${seconds(figures.speedIndexMs)}`,
  );
  if (figures.accessibilityFailures.length === 0) log('Accessibility failures: none');
  for (const failure of figures.accessibilityFailures) {
    log(`Accessibility failure: ${failure.id}: ${failure.title}`);
    for (const element of failure.elements.slice(0, 5)) log(`    ${element}`);
  }
  for (const opportunity of figures.opportunities) {
    const bytes = opportunity.savingsBytes
      ? `, ${(opportunity.savingsBytes / 1024).toFixed(0)} KB`
      : '';
    log(
      `Opportunity: ${opportunity.id}: ${opportunity.title} (saves ~${ms(opportunity.savingsMs)}${bytes}) ${opportunity.displayValue}`,
    );
  }
  log(`LCP element: ${d.lcpElement}`);
  if (d.lcpPhases) log(`LCP phases: ${d.lcpPhases}`);
  log(`Render-blocking: ${d.renderBlocking.length ? d.renderBlocking.join(', ') : 'none'}`);
  log(
    `Requests ${d.requests.count} (${d.requests.scripts} scripts) in ${d.requests.rounds.length} rounds:`,
  );
  d.requests.rounds.forEach((names, round) => {
    const shown = names.length > 4 ? [...names.slice(0, 4), `+${names.length - 4}`] : names;
    log(`  ${round + 1}. ${shown.join(', ')}`);
  });
  log(
    `Main thread ${ms(d.mainThreadMs)} (${d.mainThread}); script evaluation ${ms(d.scriptBootupMs)}; transferred ${((d.transferBytes ?? 0) / 1024).toFixed(0)} KB`,
  );
  for (const warning of figures.warnings) log(`Lighthouse warning: ${warning}`);
}

/** Signs in as `role`'s demo account through the login screen, as a person does, and waits for `landing`. */
export async function signIn(page, url, role, landing) {
  await page.goto(`${url}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[type="email"]').fill(ROLE_ACCOUNTS[role]);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForFunction((path) => location.pathname === path, {}, landing),
    page.locator('form button[type="submit"]').click(),
  ]);
}

/**
 * One Lighthouse navigation in a new tab (a fresh renderer, so no memory cache) on a cleared HTTP
 * cache, without the service worker and the files it keeps (a first visit has neither);
 * `keepStorage` keeps the rest of the origin's storage, where the signed-in session lives.
 */
async function audit(context, url, keepStorage) {
  const page = await context.newPage();
  try {
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await session.detach();
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: keepStorage,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    return result;
  } finally {
    await page.close();
  }
}

/** The run whose Performance score is the median (the lower middle one for an even count). */
function medianRun(results) {
  const sorted = [...results].sort(
    (a, b) => (a.lhr.categories.performance.score ?? 0) - (b.lhr.categories.performance.score ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * `runs` audits of one page in a browser context of its own (its own storage, so each role's
 * session), signed in first when the page has a role.
 */
async function auditPage(browser, url, page, runs) {
  const context = await browser.createBrowserContext();
  try {
    if (page.role) {
      const tab = await context.newPage();
      await signIn(tab, url, page.role, page.landing ?? page.path);
      await tab.close();
    }
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await audit(context, `${url}${page.path}`, page.role !== null);
      if (new URL(result.lhr.finalDisplayedUrl).pathname !== page.path) {
        throw new Error(`The audit of ${page.path} ended on ${result.lhr.finalDisplayedUrl}`);
      }
      results.push(result);
    }
    return results;
  } finally {
    await context.close();
  }
}

/**
 * Runs Lighthouse mobile `runs` times on each of PAGES of a running portal at `url`, prints the
 * figures of each page's median run (and the spread) through `log` and returns them. `reportDir`,
 * when given, receives the full JSON report of each median run.
 */
export async function runLighthouse({ url, log = console.log, reportDir, runs = 3 }) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--headless', ...CHROMIUM_ARGS],
    userDataDir,
    defaultViewport: null,
  });
  const audited = [];
  try {
    for (const page of PAGES)
      audited.push({ page, results: await auditPage(browser, url, page, runs) });
  } finally {
    await browser.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  log(`\n## Lighthouse mobile (simulated slow 4G, 4x CPU slowdown), median of ${runs} runs`);
  // The slowdown multiplies this machine's speed, so figures compare only at a like index.
  const indexes = audited
    .flatMap(({ results }) => results.map(({ lhr }) => Math.round(lhr.environment.benchmarkIndex)))
    .sort((a, b) => a - b);
  log(
    `This machine: Lighthouse benchmarkIndex ${indexes[Math.floor(indexes.length / 2)]} ` +
      `(median of ${indexes.length} runs, ${indexes[0]}-${indexes.at(-1)})`,
  );
  return audited.map(({ page, results }) => {
    const median = medianRun(results);
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(path.join(reportDir, `${page.file}.report.json`), median.report);
    }
    const figures = figuresOf(page.name, median.lhr);
    printFigures(figures, log);
    const spread = results.map(({ lhr }) => {
      const lcp = lhr.audits['largest-contentful-paint'].numericValue;
      const tbt = lhr.audits['total-blocking-time'].numericValue;
      return `${score(lhr.categories.performance.score)} (LCP ${seconds(lcp)}, TBT ${ms(tbt)})`;
    });
    log(`All runs: ${spread.join('; ')}`);
    return figures;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // --runs N (default 3); --dist FOLDER serves another build than dist/ (to try a change).
  const { values } = parseArgs({ options: { runs: { type: 'string' }, dist: { type: 'string' } } });
  const { repoRoot, startPortalServer } = await import('../../e2e/lib/portal-server.ts');
  const server = await startPortalServer({
    portalDist: values.dist && path.resolve(values.dist),
    env: { RATE_LIMIT: 'off', LOG_LEVEL: 'warn' },
  });
  try {
    await runLighthouse({
      url: server.url,
      runs: Number(values.runs ?? 3),
      reportDir: path.join(repoRoot, 'e2e', 'artifacts', 'lighthouse'),
    });
  } finally {
    await server.stop();
  }
}
