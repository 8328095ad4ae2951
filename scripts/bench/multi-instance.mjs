// Scale-out (see docs/performance.md): three API instances on one PostgreSQL database and one Redis
// behind HAProxy (round robin, no stickiness), against one instance behind the same proxy, so both
// pay the same extra hop and only the number of instances differs. The same scenario runs on each:
// health, the campaign list, sign-in, payments and messages over WebSockets. Then the memory of
// idle signed-in sockets on one instance, and the PostgreSQL connections the instances hold.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { callApi, signInApi } from '../../e2e/lib/api.ts';
import { freePort } from '../../e2e/lib/portal-server.ts';
import { withBenchDatabase } from './bench-database.mjs';
import { startServer } from './bench-server.mjs';
import { runLoad } from './load.mjs';
import {
  acceptedApplication,
  collaborators,
  deliverMessages,
  eventsSocket,
  latencySummary,
} from './message-latency.mjs';
import { ROLE_ACCOUNTS } from './page-weight.mjs';

const INSTANCES = 3;
/** The API's PostgreSQL pool per instance (openPostgres in api/src/db/client.ts). */
const POOL_SIZE = 10;
/** What acceptedApplication's campaigns cost, so what each payment is. */
const BUDGET = '1000.00';
const SIGN_IN_PASSWORD = 'scale-out-bench-2025';
/** Concurrent sign-ins, each on an account of its own among SIGN_IN_ACCOUNTS. */
const SIGN_IN_CONNECTIONS = 16;
const SIGN_IN_ACCOUNTS = 64;

/** The HAProxy binary: on PATH, or where Debian puts it (/usr/sbin is not on every PATH). */
function findHaproxy() {
  for (const candidate of ['haproxy', '/usr/sbin/haproxy']) {
    if (spawnSync(candidate, ['-v']).error === undefined) return candidate;
  }
  return undefined;
}

/** Why the section cannot run here, or undefined when it can. */
function whySkipped(haproxy) {
  if (!process.env.DATABASE_URL) return 'DATABASE_URL unset: the instances share PostgreSQL';
  if (!process.env.REDIS_URL) return 'REDIS_URL unset: events would not cross instances';
  if (haproxy === undefined) return 'haproxy missing: apt-get install haproxy';
  return undefined;
}

/** HAProxy's configuration: one frontend per backend, round robin, no cookie, sockets kept open. */
function haproxyConfig(frontends) {
  const lines = [
    'global',
    // Two descriptors per proxied connection, within a common limit of 20000 open files.
    '  maxconn 8000',
    'defaults',
    '  mode http',
    '  maxconn 8000',
    '  option http-keep-alive',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    // An upgraded WebSocket is a tunnel: idle for as long as the user reads.
    '  timeout tunnel 1h',
  ];
  for (const { name, port, servers } of frontends) {
    lines.push(`frontend ${name}`, `  bind 127.0.0.1:${port}`, `  default_backend ${name}`);
    lines.push(`backend ${name}`, '  balance roundrobin');
    servers.forEach((server, index) =>
      lines.push(`  server api${index + 1} ${new URL(server.url).host}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** HAProxy in the foreground with `frontends` ({name, servers}); answers each frontend's URL. */
async function startProxy(haproxy, frontends) {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-bench-proxy-'));
  const withPorts = [];
  for (const frontend of frontends) withPorts.push({ ...frontend, port: await freePort() });
  const configFile = path.join(folder, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(withPorts));
  const child = spawn(haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk) => (log += chunk));
  const urls = Object.fromEntries(
    withPorts.map(({ name, port }) => [name, `http://127.0.0.1:${port}`]),
  );
  const deadline = Date.now() + 10_000;
  for (const url of Object.values(urls)) {
    while (
      !(await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGTERM');
        throw new Error(`HAProxy did not start:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    urls,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(folder, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Runs `task(index)` for 0..count-1, at most `concurrency` at a time. */
async function inParallel(count, concurrency, task) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(count, concurrency) }, worker));
}

/** `count` applications of the influencer, each to its own campaign, accepted and unpaid. */
async function acceptedApplications(url, brand, influencer, count) {
  const ids = [];
  await inParallel(count, 16, async (index) => {
    ids.push(
      await acceptedApplication(
        url,
        { brand, influencer },
        {
          title: `Scale-out bench ${index + 1}`,
          description: 'A campaign the scale-out bench pays for.',
        },
      ),
    );
  });
  return ids;
}

/**
 * `count` new influencers, each signed in by the sign-in scenario in turn: one account signing in
 * on many connections at once would spend its failure budget (claimed before the password is
 * checked) and be answered 429.
 */
async function signInAccounts(url, count) {
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const accounts = Array.from({ length: count }, (_, index) => ({
    email: `scale_${index}_${suffix}@example.com`,
    password: SIGN_IN_PASSWORD,
  }));
  await inParallel(count, 8, (index) =>
    callApi({ url }, null, 'POST', '/register/', {
      username: `scale_${index}_${suffix}`,
      ...accounts[index],
      role: 'influencer',
    }),
  );
  return accounts;
}

/** `pairs` pairs each sending `perPair` messages at once; messages/s over all and their p99. */
async function messageLoad(url, pairs, perPair) {
  const started = performance.now();
  const latencies = await Promise.all(
    pairs.map((pair) =>
      deliverMessages({ pair, senderUrl: url, receiverUrl: url, count: perPair }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const summary = latencySummary(latencies.flat());
  return { perSecond: summary.count / seconds, p50: summary.p50, p99: summary.p99, errors: 0 };
}

/**
 * Opens `count` signed-in idle sockets to a new instance (no garbage of earlier load in its heap)
 * and answers its RSS before and after, and the growth per socket in KB.
 */
async function idleSocketMemory(env, count) {
  const server = await startServer(env);
  try {
    const session = await signInApi(server, ROLE_ACCOUNTS.influencer);
    const before = server.rssMb();
    const sockets = [];
    await inParallel(count, 200, async () => {
      const socket = eventsSocket(server.url, session.access);
      sockets.push(socket);
      await socket.ready;
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = server.rssMb();
    for (const socket of sockets) socket.close();
    return { before, after, perSocketKb: ((after - before) * 1024) / count };
  } finally {
    await server.stop();
  }
}

/** Connections the API holds open on `databaseUrl`'s database (pg_stat_activity). */
function openConnections(databaseUrl) {
  const url = new URL(databaseUrl);
  const database = url.pathname.slice(1);
  const result = spawnSync(
    'psql',
    [
      '-tA',
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      '-U',
      url.username || 'postgres',
      '-d',
      database,
      '-c',
      `SELECT count(*) FROM pg_stat_activity WHERE datname = '${database}' AND pid <> pg_backend_pid()`,
    ],
    { encoding: 'utf8' },
  );
  return Number(result.stdout.trim());
}

const figures = (result) =>
  `${result.perSecond.toFixed(0).padStart(6)}/s p99 ${result.p99.toFixed(1).padStart(6)} ms${result.errors > 0 ? ` (${result.errors} errors)` : ''}`;

/**
 * The scale-out section of `npm run bench`: prints each scenario on 1 and 3 instances behind
 * HAProxy and reports the ratios through `report(target, figure, met)`. `load` is the bench's
 * GET load generator; `short` shortens every run (BENCH_SHORT=1).
 */
export async function benchMultiInstance({ report, load, short }) {
  const haproxy = findHaproxy();
  const skipped = whySkipped(haproxy);
  console.log(
    `\n## ${INSTANCES} instances behind HAProxy (round robin) vs 1 behind the same proxy`,
  );
  if (skipped !== undefined) {
    console.log(`(skipped: ${skipped})`);
    return;
  }
  const seconds = short ? 2 : 5;
  const payments = short ? 300 : 1500;
  const pairCount = short ? 4 : 8;
  const messagesPerPair = short ? 25 : 100;
  const idleSockets = short ? 500 : 2000;

  await withBenchDatabase(async (databaseUrl) => {
    const env = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      REDIS_URL: process.env.REDIS_URL,
    };
    // One after the other: the first migrates and seeds, the others find the schema up to date.
    const instances = [await startServer({ ...env, SEED_DEMO: '1' })];
    let proxy;
    try {
      while (instances.length < INSTANCES) instances.push(await startServer(env));
      proxy = await startProxy(haproxy, [
        { name: 'one', servers: instances.slice(0, 1) },
        { name: 'three', servers: instances },
      ]);
      const targets = [
        { label: '1 instance', url: proxy.urls.one },
        { label: `${INSTANCES} instances`, url: proxy.urls.three },
      ];
      const gateway = { url: proxy.urls.three };
      const brand = await signInApi(gateway, ROLE_ACCOUNTS.brand);
      const influencer = await signInApi(gateway, ROLE_ACCOUNTS.influencer);
      const asInfluencer = { authorization: `Bearer ${influencer.access}` };
      const toPay = [];
      for (let index = 0; index < targets.length; index += 1) {
        toPay.push(await acceptedApplications(gateway.url, brand, influencer, payments));
      }
      const accounts = await signInAccounts(gateway.url, SIGN_IN_ACCOUNTS);
      const pairs = [];
      for (let index = 0; index < pairCount; index += 1)
        pairs.push(await collaborators(gateway.url));

      const scenarios = [
        {
          name: 'GET /api/health',
          run: (url) => load.run({ url: `${url}/api/health`, connections: 100, seconds }),
        },
        {
          name: 'GET /api/campaigns/ (influencer, 50 rows)',
          run: (url) =>
            load.run({
              url: `${url}/api/campaigns/`,
              headers: asInfluencer,
              connections: 100,
              seconds,
            }),
        },
        {
          name: 'POST /api/login/ (sign-in)',
          run: (url) =>
            runLoad({
              url: `${url}/api/login/`,
              method: 'POST',
              bodyFor: (index) => accounts[index % accounts.length],
              connections: SIGN_IN_CONNECTIONS,
              seconds,
            }),
        },
        {
          name: `POST /api/payments/submit/ (${payments} payments)`,
          run: (url, target) =>
            runLoad({
              url: `${url}/api/payments/submit/`,
              headers: { authorization: `Bearer ${brand.access}` },
              method: 'POST',
              bodyFor: (index) => ({
                application_id: toPay[target][index],
                amount: BUDGET,
                payment_method: 'bkash',
                transaction_id: `SCALE${target}X${String(index).padStart(6, '0')}`,
              }),
              connections: 16,
              seconds: 120,
              maxRequests: payments,
            }),
        },
        {
          name: `messages over WebSockets (${pairCount} pairs at once)`,
          run: (url) => messageLoad(url, pairs, messagesPerPair),
        },
      ];
      console.log(
        `${'scenario'.padEnd(46)} ${targets.map(({ label }) => label.padEnd(26)).join(' ')} ratio`,
      );
      let connectionsUnderLoad = 0;
      for (const scenario of scenarios) {
        const results = [];
        for (const [index, target] of targets.entries()) {
          results.push(await scenario.run(target.url, index));
          if (index === targets.length - 1) {
            connectionsUnderLoad = Math.max(connectionsUnderLoad, openConnections(databaseUrl));
          }
        }
        const [one, three] = results;
        const ratio = three.perSecond / one.perSecond;
        console.log(
          `${scenario.name.padEnd(46)} ${figures(one).padEnd(26)} ${figures(three).padEnd(26)} ${ratio.toFixed(2)}x`,
        );
        report(
          `${INSTANCES} instances behind HAProxy >= 1x one's throughput: ${scenario.name}`,
          `${ratio.toFixed(2)}x (p99 ${one.p99.toFixed(0)} -> ${three.p99.toFixed(0)} ms)`,
          ratio >= 1,
        );
      }
      console.log(
        `(this machine has 2 cores shared by the instances, HAProxy, PostgreSQL and the load generator: ${INSTANCES} instances cannot triple anything here)`,
      );
      console.log(
        `PostgreSQL connections open after the ${INSTANCES}-instance runs: ${connectionsUnderLoad} (at most ${POOL_SIZE} per instance)`,
      );
      report(
        `PostgreSQL connections, ${INSTANCES} instances (pool ${POOL_SIZE} each; printed)`,
        String(connectionsUnderLoad),
        undefined,
      );

      const memory = await idleSocketMemory(env, idleSockets);
      console.log(
        `${idleSockets} idle signed-in sockets on a new instance: RSS ${memory.before.toFixed(0)} -> ${memory.after.toFixed(0)} MB, ${memory.perSocketKb.toFixed(1)} KB per socket`,
      );
      report(
        'memory per idle signed-in WebSocket (printed)',
        `${memory.perSocketKb.toFixed(1)} KB`,
        undefined,
      );
    } finally {
      await proxy?.stop();
      for (const instance of instances) await instance.stop();
    }
  });
}
