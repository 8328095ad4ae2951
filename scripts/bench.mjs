// `npm run bench`: prints figures, asserts nothing. (1) the portal's bundle sizes and the weight of
// the libraries in them (scripts/bench/library-weight.mjs), the JS of the landing page and of each
// role's first page (scripts/bench/page-weight.mjs), Lighthouse mobile on `/` and the brand,
// influencer and admin dashboards (scripts/bench/lighthouse.mjs) and the INP of three
// interactions (scripts/bench/interactions.mjs), in Debian's Chromium; (2) the API
// under load on the embedded database and, when DATABASE_URL is set, on PostgreSQL beside a bare
// node:http + pg server running the same SQL (scripts/bench/bare-server.mjs), the limit of this
// machine; (3) message delivery latency; (4) with DATABASE_URL, every list and dashboard at 1k vs
// 1M rows (scripts/bench/data-scale.mjs); (5) with DATABASE_URL and REDIS_URL, three instances
// behind HAProxy against one (scripts/bench/multi-instance.mjs). Ends with each target of
// docs/performance.md against its figure.
//
// BENCH_SHORT=1 (CI) runs the same sections shorter: 1 Lighthouse run per page and 1 run per
// interaction, 2-second load runs, 100 messages, 10k rows against 1k with 10 samples.
// BENCH_SCALE_ROWS and BENCH_SCALE_SAMPLES set the data-scale size and samples. BENCH_ONLY=api runs
// the API under load (section 2) alone; BENCH_ONLY=render only its pages rendered on the server
// (with the campaign list they are measured against).
//
// A load run in which no request finished, or some failed or timed out, is no figure: its target
// is reported FAILED, with what went wrong. So is an interaction that did not happen.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { callApi, DEMO_PASSWORD, signInApi } from '../e2e/lib/api.ts';
import { withBenchDatabase } from './bench/bench-database.mjs';
import { startServer } from './bench/bench-server.mjs';
import { chooseLoadGenerator } from './bench/load-generator.mjs';
import { dataScaleTable, measureDataScale } from './bench/data-scale.mjs';
import { measureInteractions } from './bench/interactions.mjs';
import { measureLibraryWeight } from './bench/library-weight.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { sampleLatency } from './bench/load.mjs';
import { measureDelivery } from './bench/message-latency.mjs';
import { benchMultiInstance } from './bench/multi-instance.mjs';
import {
  BUDGET_KB,
  BUDGET_REQUESTS,
  measurePageWeight,
  ROLE_ACCOUNTS,
} from './bench/page-weight.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHORT = process.env.BENCH_SHORT === '1';
const RENDER_ONLY = process.env.BENCH_ONLY === 'render';
const API_ONLY = process.env.BENCH_ONLY === 'api' || RENDER_ONLY;
/** Seconds of one measured load run (and of its warm-up). */
const RUN_SECONDS = SHORT ? 2 : 5;
const WARM_UP_SECONDS = SHORT ? 1 : 2;
const dist = path.join(root, 'dist');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Each target of docs/performance.md with its figure, printed together at the end. */
const summary = [];
/**
 * Records a target's figure; `met` undefined when it was not measured. `failure` (a load run's,
 * from failureOf, or an interaction's) marks the target FAILED whatever the figure: the run
 * measured nothing.
 */
function report(target, figure, met, failure = null) {
  summary.push({ target, figure, met, failure });
}

/**
 * What went wrong in a load run, or null: no request finished within the run (0 req/s is then
 * no figure at all), or some failed or timed out (the figures leave them out).
 */
function failureOf(result) {
  if (result.requests === 0) {
    return `no request finished within the run${result.errors > 0 ? ` (${result.errors} failed)` : ''}`;
  }
  if (result.errors === 0) return null;
  const timeouts = result.timeouts > 0 ? `, ${result.timeouts} of them timed out` : '';
  return `${result.errors} of ${result.requests} requests failed${timeouts}`;
}

/** The first failure of several runs, naming the run. */
function failureOfRuns(runs) {
  for (const [label, result] of runs) {
    const failure = failureOf(result);
    if (failure !== null) return `${label}: ${failure}`;
  }
  return null;
}

function filesUnder(folder, extension) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true })
    .map((name) => path.join(folder, String(name)))
    .filter((file) => file.endsWith(extension) && statSync(file).isFile());
}

function printBundleSizes() {
  console.log('\n## Bundle sizes (all JS, then all CSS, of each build)');
  const builds = [path.join(dist, 'shell')];
  const remotes = path.join(dist, 'remotes');
  for (const remote of existsSync(remotes) ? readdirSync(remotes) : []) {
    for (const version of readdirSync(path.join(remotes, remote)))
      builds.push(path.join(remotes, remote, version));
  }
  for (const build of builds) {
    const sizes = ['.js', '.css'].map((extension) => {
      const files = filesUnder(build, extension);
      const raw = files.reduce((sum, file) => sum + statSync(file).size, 0);
      const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
      return `${String(files.length).padStart(3)} ${extension.slice(1).padEnd(3)} files ${kb(raw).padStart(10)} raw ${kb(gzip).padStart(9)} gzip`;
    });
    console.log(`${path.relative(dist, build).padEnd(32)} ${sizes.join('  |  ')}`);
  }
  const libraries = measureLibraryWeight(path.join(dist, 'shell'));
  if (libraries.length > 0) {
    console.log(
      "\nThe libraries in the shell's build (their modules gzipped together; docs/rendering.md):",
    );
    for (const { label, raw, gzip } of libraries) {
      console.log(`  ${label.padEnd(44)} ${kb(raw).padStart(9)} raw ${kb(gzip).padStart(9)} gzip`);
    }
  }
  const copies = builds.flatMap(byteIdenticalScripts);
  for (const files of copies) {
    console.log(`byte-identical: ${files.map((file) => path.relative(dist, file)).join(', ')}`);
  }
  report(
    'no byte-identical chunks within a build',
    copies.length === 0 ? 'none' : `${copies.length} sets of copies`,
    copies.length === 0,
  );
}

/** The browser scripts of `build` that are copies of another of its scripts, in sets of copies. */
function byteIdenticalScripts(build) {
  const byContent = new Map();
  for (const file of filesUnder(build, '.js')) {
    if (path.relative(build, file).split(path.sep).includes('server')) continue;
    const digest = createHash('sha256').update(readFileSync(file)).digest('hex');
    byContent.set(digest, [...(byContent.get(digest) ?? []), file]);
  }
  return [...byContent.values()].filter((files) => files.length > 1);
}

function row(label, result) {
  const timeouts = result.timeouts > 0 ? ` (${result.timeouts} timeouts)` : '';
  console.log(
    `${label.padEnd(50)} ${result.perSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms  errors ${result.errors}${timeouts}`,
  );
  const failure = failureOf(result);
  if (failure !== null) console.log(`  FAILED: ${failure}`);
}

const CONNECTIONS = 100;
/** Campaigns a bench brand adds, so the influencer's list is a full page of 50. */
const EXTRA_CAMPAIGNS = 60;
const load = chooseLoadGenerator();

/** The bare node:http + pg server (scripts/bench/bare-server.mjs) on a free port. */
async function startBareServer(env) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'bench', 'bare-server.mjs')], {
    env: { ...process.env, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      const match = /listening (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** The mean of several runs of one endpoint: requests/s, p50 and p99; counts summed. */
function meanOf(results) {
  const mean = (key) => results.reduce((sum, result) => sum + result[key], 0) / results.length;
  const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
  return {
    perSecond: mean('perSecond'),
    p50: mean('p50'),
    p99: mean('p99'),
    // A run in which nothing finished stays visible in the sum of several.
    requests: Math.min(...results.map((result) => result.requests)) === 0 ? 0 : total('requests'),
    errors: total('errors'),
    timeouts: total('timeouts'),
  };
}

/**
 * The real endpoint against the bare one, alternating (bare, real, bare, real) after a warm-up of
 * each so that a neighbour's burst on the shared machine falls on both; prints both and the ratios.
 */
async function compareWithBare(label, bare, real, { target, p99Target }) {
  const options = (url, headers) => ({ url, headers, connections: CONNECTIONS });
  await load.run({ ...options(bare.url, bare.headers), seconds: WARM_UP_SECONDS });
  await load.run({ ...options(real.url, real.headers), seconds: WARM_UP_SECONDS });
  const bareRuns = [];
  const realRuns = [];
  for (let round = 0; round < 2; round += 1) {
    bareRuns.push(await load.run({ ...options(bare.url, bare.headers), seconds: RUN_SECONDS }));
    realRuns.push(await load.run({ ...options(real.url, real.headers), seconds: RUN_SECONDS }));
  }
  const bareResult = meanOf(bareRuns);
  const realResult = meanOf(realRuns);
  row(`${label}, bare node:http`, bareResult);
  row(`${label}, the API`, realResult);
  const perSecond = realResult.perSecond / bareResult.perSecond;
  const p99 = realResult.p99 / bareResult.p99;
  console.log(
    `  ratio: ${perSecond.toFixed(2)}x the bare requests/s (target >= ${target}), p99 ${p99.toFixed(2)}x the bare p99${p99Target === undefined ? '' : ` (target <= ${p99Target})`}`,
  );
  const failure = failureOfRuns([
    ['bare', bareResult],
    ['API', realResult],
  ]);
  report(
    `${label} on PostgreSQL: >= ${target}x bare requests/s`,
    `${perSecond.toFixed(2)}x`,
    perSecond >= target,
    failure,
  );
  if (p99Target !== undefined) {
    report(
      `${label} on PostgreSQL: p99 <= ${p99Target}x bare`,
      `${p99.toFixed(2)}x`,
      p99 <= p99Target,
      failure,
    );
  }
  return realResult;
}

/** The page cookie a sign-in sets (docs/rendering.md), as a browser sends it back. */
async function pageCookie(server, email) {
  const response = await fetch(`${server.url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('portal_page_session='));
  if (!cookie) throw new Error('the sign-in set no page cookie');
  return cookie.split(';', 1)[0];
}

/**
 * Connections of a render run. A signed-in page rendered on the server costs milliseconds of the
 * one core (docs/performance.md): ten keep it busy while a render waits for the database, where
 * the API's hundred would only queue behind one another (a second each for the brand's dashboard)
 * and measure the queue, or run past the timeout and finish nothing.
 */
const RENDER_CONNECTIONS = 10;
/** A render not answered within this is a timeout: a failed run. */
const RENDER_TIMEOUT_SECONDS = 5;
/**
 * Renders of each page one at a time before its runs: the figure of a page at concurrency 1, and
 * its code warmed up (the first renders of a page cost ten times a warm one, and under load the
 * first seconds of a run were still warming up).
 */
const RENDERS_ONE_AT_A_TIME = SHORT ? 30 : 100;

/**
 * Pages rendered on the server under load: the landing page (a visitor's, kept rendered per
 * language) and each role's first page (rendered per request with its data), each against the
 * campaign list's requests/s of the same run (target >= 0.5x).
 */
async function benchServerRenders(server, listResult, database) {
  const cookieOf = (role) => pageCookie(server, ROLE_ACCOUNTS[role]);
  const pages = [
    ['GET / (landing page, server render)', '/', {}],
    ['GET /dashboard (brand, with its data)', '/dashboard', { cookie: await cookieOf('brand') }],
    [
      'GET /dashboard (influencer, with its data)',
      '/dashboard',
      { cookie: await cookieOf('influencer') },
    ],
    [
      'GET /admin-panel (admin, with its data)',
      '/admin-panel',
      { cookie: await cookieOf('admin') },
    ],
  ];
  console.log(`(pages: ${RENDER_CONNECTIONS} connections, ${RENDER_TIMEOUT_SECONDS} s timeout)`);
  const figures = {};
  for (const [label, path, headers] of pages) {
    const options = {
      url: `${server.url}${path}`,
      headers,
      connections: RENDER_CONNECTIONS,
      timeoutSeconds: RENDER_TIMEOUT_SECONDS,
    };
    // wrk counts a redirect as an answer: a page that sends its reader elsewhere (a lost
    // session) would be measured as the redirect.
    const first = await fetch(options.url, { headers, redirect: 'manual' });
    await first.arrayBuffer();
    const { status } = first;
    if (status !== 200) {
      console.log(`${label.padEnd(50)} FAILED: answered ${status} instead of the page`);
      report(
        `${database}: ${label} >= 0.5x the API list's requests/s`,
        '',
        false,
        `answered ${status} instead of the page`,
      );
      continue;
    }
    const alone = await sampleLatency({
      url: options.url,
      headers,
      samples: RENDERS_ONE_AT_A_TIME,
      gapMs: 0,
    });
    await load.run({ ...options, seconds: WARM_UP_SECONDS });
    const result = await load.run({ ...options, seconds: RUN_SECONDS });
    row(label, result);
    console.log(
      `  one at a time: p50 ${alone.p50.toFixed(1)} ms, p99 ${alone.p99.toFixed(1)} ms (${RENDERS_ONE_AT_A_TIME} renders)`,
    );
    const ratio = result.perSecond / listResult.perSecond;
    console.log(`  ${ratio.toFixed(2)}x the campaign list's requests/s (aim >= 0.5x)`);
    figures[label] = { result, ratio, alone };
    report(
      `${database}: ${label} >= 0.5x the API list's requests/s`,
      `${result.perSecond.toFixed(0)} req/s, ${ratio.toFixed(2)}x`,
      ratio >= 0.5,
      failureOfRuns([
        ['the page', result],
        ['the campaign list', listResult],
      ]),
    );
  }
  return figures;
}

async function addBenchCampaigns(server, brand) {
  for (let index = 0; index < EXTRA_CAMPAIGNS; index += 1) {
    await callApi(server, brand, 'POST', '/campaigns/', {
      title: `Bench campaign ${index + 1}`,
      description: 'A campaign the bench adds so that the list is a full page of 50 rows.',
      budget: '2500.00',
      category: 'technology',
    });
  }
}

/**
 * The API under load on one database: figures printed, and the campaign list's requests/s, the
 * health latency under load and the memory returned for the summary.
 */
async function benchApi(label, extraEnv) {
  console.log(`\n## API on ${label} (${CONNECTIONS} connections on loopback, ${load.name})`);
  const jwtSecret = randomBytes(32).toString('hex');
  const server = await startServer({ ...extraEnv, JWT_SECRET: jwtSecret });
  const bare =
    extraEnv.DATABASE_URL === undefined || RENDER_ONLY
      ? undefined
      : await startBareServer({ DATABASE_URL: extraEnv.DATABASE_URL, JWT_SECRET: jwtSecret });
  try {
    const rssAfterStart = server.rssMb();
    console.log(
      `start-up until healthy: ${server.startupMs.toFixed(0)} ms, RSS ${rssAfterStart.toFixed(0)} MB`,
    );
    const brand = await signInApi(server, ROLE_ACCOUNTS.brand);
    await addBenchCampaigns(server, brand);
    const influencer = await signInApi(server, ROLE_ACCOUNTS.influencer);
    const asInfluencer = { authorization: `Bearer ${influencer.access}` };
    const list = `${server.url}/api/campaigns/`;
    const listLabel = 'GET /api/campaigns/ (influencer: 50 rows)';
    let listResult;
    if (bare === undefined) {
      if (!RENDER_ONLY) {
        row(
          'GET /api/health',
          await load.run({
            url: `${server.url}/api/health`,
            connections: CONNECTIONS,
            seconds: RUN_SECONDS,
          }),
        );
      }
      await load.run({ url: list, headers: asInfluencer, connections: CONNECTIONS, seconds: 1 });
      listResult = await load.run({
        url: list,
        headers: asInfluencer,
        connections: CONNECTIONS,
        seconds: RUN_SECONDS * 2,
      });
      row(listLabel, listResult);
    } else {
      await compareWithBare(
        'GET /api/health',
        { url: `${bare.url}/api/health` },
        { url: `${server.url}/api/health` },
        { target: 0.6 },
      );
      listResult = await compareWithBare(
        listLabel,
        { url: `${bare.url}/api/campaigns/`, headers: asInfluencer },
        { url: list, headers: asInfluencer },
        { target: 0.8, p99Target: 1.5 },
      );
    }
    const health = RENDER_ONLY ? null : await benchListVariants(server, asInfluencer, brand);
    const renders = await benchServerRenders(
      server,
      listResult,
      extraEnv.DATABASE_URL === undefined ? 'embedded' : 'PostgreSQL',
    );
    const rssAfterLoad = server.rssMb();
    console.log(`RSS after load: ${rssAfterLoad.toFixed(0)} MB`);
    return { listResult, health, rssAfterStart, rssAfterLoad, renders };
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

/**
 * The campaign list compressed and as the brand's own, then the health check's latency while the
 * list is under load (returned).
 */
async function benchListVariants(server, asInfluencer, brand) {
  const list = `${server.url}/api/campaigns/`;
  row(
    'GET /api/campaigns/ (influencer, Accept-Encoding: br)',
    await load.run({
      url: list,
      headers: { ...asInfluencer, 'accept-encoding': 'br, gzip' },
      connections: CONNECTIONS,
      seconds: RUN_SECONDS,
    }),
  );
  row(
    'GET /api/campaigns/ (brand: own list)',
    await load.run({
      url: list,
      headers: { authorization: `Bearer ${brand.access}` },
      connections: CONNECTIONS,
      seconds: RUN_SECONDS,
    }),
  );
  const [, health] = await Promise.all([
    load.run({
      url: list,
      headers: asInfluencer,
      connections: CONNECTIONS,
      seconds: RUN_SECONDS,
    }),
    sampleLatency({
      url: `${server.url}/api/health`,
      samples: RUN_SECONDS * 20,
      gapMs: 40,
    }),
  ]);
  console.log(
    `GET /api/health while the list is under load: p50 ${health.p50.toFixed(1)} ms, p99 ${health.p99.toFixed(1)} ms, max ${health.max.toFixed(1)} ms`,
  );
  return health;
}

/** Page weight, Lighthouse and INP on one server with the demo data (needs /usr/bin/chromium). */
async function benchPages() {
  if (!existsSync('/usr/bin/chromium')) {
    console.log('\n(/usr/bin/chromium missing: pages not measured; apt-get install chromium)');
    return;
  }
  const server = await startServer({});
  try {
    const weight = await measurePageWeight({ url: server.url });
    for (const [name, figures] of Object.entries(weight.firstLoads)) {
      const budget = figures.signedIn ? BUDGET_KB.dashboard : BUDGET_KB.publicPage;
      const jsKb = figures.gzip / 1024;
      report(
        `${name}: first-load JS <= ${budget} KB gzip`,
        `${jsKb.toFixed(1)} KB`,
        jsKb <= budget,
      );
      report(
        `${name}: <= ${BUDGET_REQUESTS} requests before usable`,
        String(figures.requests),
        figures.requests <= BUDGET_REQUESTS,
      );
    }
    for (const [role, figures] of Object.entries(weight.roles)) {
      const addedKb = figures.afterLandingGzip / 1024;
      report(
        `${role}: login page + first page <= ${BUDGET_KB.signIn} KB over the landing page`,
        `${addedKb.toFixed(1)} KB`,
        addedKb <= BUDGET_KB.signIn,
      );
    }
    const fontKb = weight.landing.fonts.raw / 1024;
    report(
      `English landing page: Bengali font <= ${BUDGET_KB.bengaliFont} KB`,
      `${fontKb.toFixed(1)} KB`,
      fontKb <= BUDGET_KB.bengaliFont,
    );
    report(
      'a second visit downloads no script it already has',
      `${weight.secondVisit.fromNetwork.length} of ${weight.secondVisit.files} files`,
      weight.secondVisit.fromNetwork.length === 0,
    );
    report(
      'no admin code for non-admins',
      weight.adminCodeReachedNonAdmins ? 'reached' : 'none',
      !weight.adminCodeReachedNonAdmins,
    );
    const pages = await runLighthouse({ url: server.url, runs: SHORT ? 1 : 3 });
    for (const page of pages) {
      report(
        `${page.name}: Lighthouse Performance >= 95`,
        String(page.performance),
        page.performance >= 95,
      );
      report(`${page.name}: LCP < 2.0 s`, `${(page.lcpMs / 1000).toFixed(2)} s`, page.lcpMs < 2000);
      report(`${page.name}: TBT < 200 ms`, `${Math.round(page.tbtMs)} ms`, page.tbtMs < 200);
      report(`${page.name}: CLS < 0.05`, (page.cls ?? 0).toFixed(3), (page.cls ?? 0) < 0.05);
      report(
        `${page.name}: Accessibility 100`,
        String(page.accessibility),
        page.accessibility === 100,
      );
    }
    const interactions = await measureInteractions({ url: server.url, runs: SHORT ? 1 : 3 });
    for (const interaction of interactions) {
      report(
        `INP <= 200 ms: ${interaction.name}`,
        interaction.failure === null ? `${interaction.medianMs} ms` : '',
        interaction.medianMs <= 200,
        interaction.failure,
      );
    }
  } finally {
    await server.stop();
  }
}

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? (SHORT ? 100 : 1000));
const latencyRow = (label, result) =>
  console.log(
    `${label.padEnd(58)} ${String(result.count).padStart(5)} msgs  p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms  max ${result.max.toFixed(1).padStart(6)} ms`,
  );

/** Message delivery latency: one instance, and two instances through Redis when REDIS_URL is set. */
async function benchMessageDelivery() {
  console.log(`\n## Message delivery (POST /api/messages/ -> receiver's socket), one at a time`);
  const embedded = await startServer({});
  try {
    const result = await measureDelivery({
      senderUrl: embedded.url,
      receiverUrl: embedded.url,
      count: MESSAGES,
    });
    latencyRow('embedded database, same instance', result);
  } finally {
    await embedded.stop();
  }
  if (!process.env.DATABASE_URL) return;
  await withBenchDatabase(async (databaseUrl) => {
    // Instances behind one load balancer share the database and the token secret (README).
    const env = { DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('hex') };
    if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
    const a = await startServer(env);
    const b = process.env.REDIS_URL ? await startServer(env) : undefined;
    try {
      latencyRow(
        'PostgreSQL, same instance',
        await measureDelivery({ senderUrl: a.url, receiverUrl: a.url, count: MESSAGES }),
      );
      if (b) {
        latencyRow(
          'PostgreSQL, sender on A, receiver on B (Redis pub/sub)',
          await measureDelivery({ senderUrl: a.url, receiverUrl: b.url, count: MESSAGES }),
        );
      } else {
        console.log('(REDIS_URL unset: delivery across two instances not measured)');
      }
    } finally {
      await b?.stop();
      await a.stop();
    }
  });
}

/** Every list and dashboard at 1k rows against BENCH_SCALE_ROWS (1M; 10k when short). */
async function benchDataScale() {
  const result = await measureDataScale({
    adminUrl: process.env.DATABASE_URL,
    large: Number(process.env.BENCH_SCALE_ROWS ?? (SHORT ? 10_000 : 1_000_000)),
    small: 1_000,
    samples: Number(process.env.BENCH_SCALE_SAMPLES ?? (SHORT ? 10 : 200)),
  });
  console.log(`\n${dataScaleTable(result)}`);
  report(
    `every list and dashboard at ${result.large.rows} rows within ${result.target}x of 1k`,
    `${result.within} of ${result.compared}`,
    result.within === result.compared,
  );
}

function printSummary() {
  console.log('\n## Targets (docs/performance.md)');
  for (const { target, figure, met, failure } of summary) {
    if (failure !== null) {
      console.log(`✗ ${target.padEnd(72)} FAILED: ${failure}`);
      continue;
    }
    const mark = met === undefined ? '-' : met ? '✓' : '✗';
    console.log(`${mark} ${target.padEnd(72)} ${figure}`);
  }
  const failed = summary.filter(({ failure }) => failure !== null).length;
  if (failed > 0) console.log(`\n${failed} target(s) FAILED: their run measured nothing.`);
}

if (!existsSync(path.join(dist, '.build-stamp'))) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (SHORT) console.log('BENCH_SHORT=1: shorter runs; the figures are indicative only.');
if (!API_ONLY) {
  printBundleSizes();
  await benchPages();
}
const embedded = await benchApi('the embedded database (PGlite in a worker thread)', {});
if (embedded.health !== null) {
  report(
    'embedded: GET /api/health p99 < 20 ms while the list is under load',
    `${embedded.health.p99.toFixed(1)} ms`,
    embedded.health.p99 < 20,
  );
}
report(
  'embedded: RSS after start (printed)',
  `${embedded.rssAfterStart.toFixed(0)} MB, ${embedded.rssAfterLoad.toFixed(0)} MB after load`,
  undefined,
);
if (!API_ONLY) await benchMessageDelivery();
if (process.env.DATABASE_URL) {
  const postgres = await withBenchDatabase((url) =>
    benchApi('PostgreSQL', { DATABASE_URL: url, SEED_DEMO: '1' }),
  );
  const ratio = embedded.listResult.perSecond / postgres.listResult.perSecond;
  console.log(
    `\nCampaign list on PGlite: ${ratio.toFixed(2)}x PostgreSQL's requests/s (target >= 0.5)`,
  );
  report(
    'campaign list on PGlite >= 0.5x PostgreSQL requests/s',
    `${ratio.toFixed(2)}x`,
    ratio >= 0.5,
    failureOfRuns([
      ['PGlite', embedded.listResult],
      ['PostgreSQL', postgres.listResult],
    ]),
  );
  if (!API_ONLY) await benchDataScale();
} else {
  console.log(
    '\n(DATABASE_URL unset: PostgreSQL and data scale not measured; e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm run bench)',
  );
}
if (!API_ONLY) await benchMultiInstance({ report, load, short: SHORT });
printSummary();
