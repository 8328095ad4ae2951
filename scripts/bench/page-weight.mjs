/**
 * The JavaScript and CSS a visitor's browser downloads, measured in headless Chromium against a
 * running portal server (see docs/performance.md; the budgets are of the JavaScript):
 *
 * - the landing page `/`: every JS and CSS file, its raw and gzip size;
 * - for each role: the files added by following the navigation bar's Login link, then the JS added by
 *   signing in through the form and landing on the role's first page; and whether any file of
 *   mfe-admin reached a brand's or an influencer's browser (it must not).
 *
 * Each role runs in a fresh browser context (empty cache), as a first visit does. Sizes are of the
 * decoded bytes, gzipped here at level 9 as scripts/build.mjs writes the `.gz` copies, so the
 * figures do not depend on the encoding the browser negotiated.
 *
 *   node --import tsx scripts/bench/page-weight.mjs   # builds nothing: run `npm run build` first
 */
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { submitLogin } from '../../e2e/lib/api.ts';
import { launchBrowser, untilServiceWorkerControls } from '../../e2e/lib/browser.ts';

/** One demo account per role (api/src/seed/demo-data.ts) and the page each one lands on. */
export const ROLE_ACCOUNTS = {
  brand: 'brand.fashion@demo.local',
  influencer: 'influencer.fashion@demo.local',
  admin: 'admin@demo.local',
};

/**
 * A public page's first load ≤ 100 KB gzip of JS, a dashboard's ≤ 170 KB; all that signing in
 * adds over the landing page (the login page and the role's first page) ≤ 60 KB; an English page
 * ≤ 5 KB of Bengali font.
 */
export const BUDGET_KB = { publicPage: 100, dashboard: 170, signIn: 60, bengaliFont: 5 };
/** Requests a first load starts before the page is usable (hydrated). */
export const BUDGET_REQUESTS = 20;

/** The signed-in pages measured as first loads, per role: its first page (and Campaign Payments). */
const FIRST_LOADS = {
  brand: ['/dashboard', '/payments'],
  influencer: ['/dashboard'],
  admin: ['/admin-panel'],
};

/**
 * First loads measured again in Bangla (as the switch leaves a browser): the Bengali font is
 * the difference, a Bangla page downloading the whole font an English one does without.
 */
const BANGLA_FIRST_LOADS = { visitor: ['/'], brand: ['/dashboard'] };

/** How long the network must stay quiet before a step counts as done. */
const QUIET_MS = 700;
const ADMIN_FILES = '/remotes/mfe-admin/';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The kinds of file measured, by Chromium's resource type. */
const MEASURED = { script: 'JS', stylesheet: 'CSS', font: 'Font' };

/**
 * Records every script and stylesheet the page receives and counts requests still in flight, so a step that
 * navigates inside the single-page app (no load event) can wait until its chunks have arrived.
 */
function watchPage(page) {
  const scripts = [];
  const requests = [];
  let inFlight = 0;
  let lastActivity = performance.now();
  const settle = () => {
    inFlight -= 1;
    lastActivity = performance.now();
  };
  page.on('request', (request) => {
    inFlight += 1;
    lastActivity = performance.now();
    requests.push(request);
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    const kind = MEASURED[response.request().resourceType()];
    if (!kind) return;
    scripts.push(
      response.body().then((body) => ({
        path: new URL(response.url()).pathname,
        kind,
        raw: body.length,
        gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
      })),
    );
  });
  return {
    /** Waits for QUIET_MS without a request in flight, then returns the step's new files. */
    async step() {
      const deadline = performance.now() + 60_000;
      while (inFlight > 0 || performance.now() - lastActivity < QUIET_MS) {
        if (performance.now() > deadline) throw new Error('the page never stopped loading');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const files = await Promise.all(scripts.splice(0));
      return summarise(files);
    },
    /** Every path requested so far (scripts, manifests, API calls). */
    requested: () => requests.map((request) => new URL(request.url()).pathname),
    /** The requests the browser started by `time` (ms since 1970, its clock), once they ended. */
    startedBy: (time) => requests.filter((request) => request.timing().startTime <= time),
  };
}

/** A step's files, biggest first; `raw` and `gzip` sum its JS, `css` its stylesheets, `fonts` its fonts. */
function summarise(files) {
  const sorted = [...files].sort((a, b) => b.gzip - a.gzip);
  const total = (kind) => {
    const ofKind = sorted.filter((file) => file.kind === kind);
    return {
      count: ofKind.length,
      raw: ofKind.reduce((sum, file) => sum + file.raw, 0),
      gzip: ofKind.reduce((sum, file) => sum + file.gzip, 0),
    };
  };
  const js = total('JS');
  return {
    files: sorted,
    raw: js.raw,
    gzip: js.gzip,
    jsCount: js.count,
    css: total('CSS'),
    fonts: total('Font'),
  };
}

function printStep(title, figures, log) {
  const { css, fonts } = figures;
  log(
    `${title}: ${figures.jsCount} JS files, ${kb(figures.raw)} raw, ${kb(figures.gzip)} gzip; ` +
      `${css.count} CSS files, ${kb(css.raw)} raw, ${kb(css.gzip)} gzip; ` +
      `JS + CSS ${kb(figures.gzip + css.gzip)} gzip; ` +
      `${fonts.count} font files, ${kb(fonts.raw)} (woff2, compressed already); ` +
      `JS + CSS + fonts ${kb(figures.gzip + css.gzip + fonts.raw)}`,
  );
  for (const file of figures.files)
    log(
      `  ${kb(file.gzip).padStart(9)} gzip ${kb(file.raw).padStart(9)} raw  ${file.kind.padEnd(4)} ${file.path}`,
    );
}

/** Landing page, then the Login link, then signing in as `email`: the JS each step added. */
async function visitAs(browser, url, email) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${url}/`, { waitUntil: 'load' });
    const landing = await watch.step();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Login' })
      .click();
    await page.waitForURL(`${url}/login`);
    await page.getByLabel('Email').waitFor();
    const loginPage = await watch.step();

    await submitLogin(page, email);
    const firstPage = await watch.step();

    const adminFiles = watch.requested().filter((requested) => requested.startsWith(ADMIN_FILES));
    return { landing, loginPage, firstPage, landedOn: new URL(page.url()).pathname, adminFiles };
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page before its own scripts: notes in `window.portalUsableAt` the time (the
 * browser's clock, as request timings give it) when the page became usable, i.e. when its script
 * took over the server's HTML (`<html data-hydrated>`, shell/src/app.tsx). What the page fetches
 * after that (the admin panel's other tabs, one per idle moment) keeps nothing waiting.
 */
function markWhenUsable() {
  const observer = new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated === undefined) return;
    window.portalUsableAt = performance.timeOrigin + performance.now();
    observer.disconnect();
  });
  observer.observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-hydrated'],
  });
}

/**
 * A first load of `path` with an empty HTTP cache and no service worker in `context` (signed in
 * when the context is): its JS until it was loaded and the network quiet, and the requests it
 * started before it was usable and until it was quiet.
 */
async function firstLoad(context, url, path) {
  const page = await context.newPage();
  try {
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await session.detach();
    await page.addInitScript(markWhenUsable);
    const watch = watchPage(page);
    await page.goto(`${url}${path}`, { waitUntil: 'load' });
    const figures = await watch.step();
    const usableAt = await page.evaluate(() => window.portalUsableAt);
    if (usableAt === undefined) throw new Error(`${path} was never hydrated`);
    return {
      ...figures,
      requests: watch.startedBy(usableAt).length,
      requestsUntilQuiet: watch.requested().length,
    };
  } finally {
    await page.close();
  }
}

/** The landing page of a first visit by a reader who chose Bangla (the choice this browser keeps). */
async function visitInBangla(browser, url) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(() => localStorage.setItem('portal.language', 'bn'));
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${url}/`, { waitUntil: 'load' });
    await page.getByRole('navigation', { name: 'প্রধান' }).waitFor();
    return await watch.step();
  } finally {
    await context.close();
  }
}

/** A file the builds name by its content, which the service worker keeps. */
const CONTENT_NAMED = /\.[0-9a-f]{10}\.(?:js|css|woff2)$/;
/** The pages of the second visit: the landing page, then Login. */
const SECOND_VISIT = ['/', '/login'];

/**
 * A visitor's second visit: SECOND_VISIT once, until the service worker controls the page, then
 * again in a new tab with the HTTP cache cleared. Returns how many content-named files the second
 * visit took from the network rather than from the service worker, out of how many it loaded.
 */
async function secondVisit(browser, url) {
  const context = await browser.newContext();
  try {
    const first = await context.newPage();
    for (const path of SECOND_VISIT) await first.goto(`${url}${path}`, { waitUntil: 'load' });
    await untilServiceWorkerControls(first);
    await first.close();
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await session.detach();
    const files = [];
    page.on('response', (response) => {
      const pathname = new URL(response.url()).pathname;
      if (CONTENT_NAMED.test(pathname))
        files.push({ pathname, network: !response.fromServiceWorker() });
    });
    for (const path of SECOND_VISIT) await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    const fromNetwork = files.filter((file) => file.network).map((file) => file.pathname);
    return { files: files.length, fromNetwork };
  } finally {
    await context.close();
  }
}

/**
 * Measures the portal served at `url`, prints the figures through `log` and returns them;
 * `adminCodeReachedNonAdmins` is true when a brand's or an influencer's browser requested any file
 * of mfe-admin.
 *
 * @param {{ url: string, log?: (line: string) => void }} options
 */
export async function measurePageWeight({ url, log = console.log }) {
  const browser = await launchBrowser();
  try {
    const roles = {};
    const firstLoads = {};
    let landing;
    let loginPage;
    for (const [role, email] of Object.entries(ROLE_ACCOUNTS)) {
      const visit = await visitAs(browser, url, email);
      landing ??= visit.landing;
      loginPage ??= visit.loginPage;
      roles[role] = {
        landedOn: visit.landedOn,
        firstPage: visit.firstPage,
        /** The Login page plus the role's first page: all JS a new visitor adds to the landing's. */
        afterLandingGzip: visit.loginPage.gzip + visit.firstPage.gzip,
        adminFiles: visit.adminFiles,
      };
    }

    const visitor = await browser.newContext();
    for (const path of ['/', '/login', '/user/nusrat_styles']) {
      firstLoads[`first load of ${path}`] = {
        ...(await firstLoad(visitor, url, path)),
        signedIn: false,
      };
    }
    await visitor.close();
    for (const [role, email] of Object.entries(ROLE_ACCOUNTS)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${url}/login`);
      await submitLogin(page, email);
      await page.close();
      const paths = FIRST_LOADS[role];
      for (const path of paths) {
        firstLoads[`${role}: first load of ${path}`] = {
          ...(await firstLoad(context, url, path)),
          signedIn: true,
        };
      }
      await context.close();
    }

    const banglaFirstLoads = {};
    for (const [who, paths] of Object.entries(BANGLA_FIRST_LOADS)) {
      const context = await browser.newContext();
      if (who !== 'visitor') {
        const page = await context.newPage();
        await page.goto(`${url}/login`);
        await submitLogin(page, ROLE_ACCOUNTS[who]);
        await page.close();
      }
      // A Bangla reader's browser: the cookie the server renders by and the choice the page keeps
      // (without it a signed-in page turns to the English the sign-in stored).
      await context.addCookies([{ name: 'portal_language', value: 'bn', url }]);
      await context.addInitScript(() => localStorage.setItem('portal.language', 'bn'));
      for (const path of paths) {
        banglaFirstLoads[`${who}: first load of ${path} in Bangla`] = await firstLoad(
          context,
          url,
          path,
        );
      }
      await context.close();
    }

    const landingInBangla = await visitInBangla(browser, url);
    const again = await secondVisit(browser, url);

    log('\n## Page weight (JS, CSS and fonts, headless Chromium, fresh cache; gzip level 9)');
    for (const [name, figures] of Object.entries(firstLoads)) {
      const budget = figures.signedIn ? BUDGET_KB.dashboard : BUDGET_KB.publicPage;
      printStep(`${name} (budget ${budget} KB gzip JS)`, figures, log);
      log(
        `  ${figures.requests} requests before usable (budget ${BUDGET_REQUESTS}), ` +
          `${figures.requestsUntilQuiet} until loaded and quiet`,
      );
    }
    for (const [name, figures] of Object.entries(banglaFirstLoads)) printStep(name, figures, log);
    printStep('Landing page / in English, then the steps a new visitor takes', landing, log);
    printStep('Landing page / in Bangla', landingInBangla, log);
    printStep('Login page, from the landing page', loginPage, log);
    for (const [role, figures] of Object.entries(roles)) {
      printStep(`${role}: signing in and landing on ${figures.landedOn}`, figures.firstPage, log);
      log(
        `  login page + first page: ${kb(figures.afterLandingGzip)} gzip over the landing page (budget ${BUDGET_KB.signIn} KB)`,
      );
    }
    log(
      `\nSecond visit of ${SECOND_VISIT.join(' and ')} (HTTP cache cleared): ${again.fromNetwork.length} of ${again.files} content-named files from the network, the rest from the service worker`,
    );
    for (const pathname of again.fromNetwork) log(`  from the network again: ${pathname}`);
    const leaks = Object.entries(roles).filter(
      ([role, figures]) => role !== 'admin' && figures.adminFiles.length > 0,
    );
    for (const [role, figures] of leaks)
      log(`${role} requested mfe-admin files: ${figures.adminFiles.join(', ')}`);
    log(
      leaks.length === 0
        ? 'No mfe-admin file reached a brand or an influencer.'
        : 'FAILED: admin code reached a non-admin.',
    );

    return {
      firstLoads,
      banglaFirstLoads,
      landing,
      landingInBangla,
      loginPage,
      roles,
      adminCodeReachedNonAdmins: leaks.length > 0,
      secondVisit: again,
    };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startPortalServer } = await import('../../e2e/lib/portal-server.ts');
  const server = await startPortalServer({ env: { RATE_LIMIT: 'off', LOG_LEVEL: 'warn' } });
  try {
    await measurePageWeight({ url: server.url });
  } finally {
    await server.stop();
  }
}
