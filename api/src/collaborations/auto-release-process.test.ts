import { callApi, signInApi, type ApiSession } from '../../../e2e/lib/api';
import { startPortalServer, type PortalServer } from '../../../e2e/lib/portal-server';
import { emptyPostgresDatabase } from '../test/test-database';

// Two server processes and the auto-release time passing: slower than the usual 60 s.
jest.setTimeout(240_000);

/**
 * The auto-release run by the real server process (`npm start`), through real time: with
 * ESCROW_AUTO_RELEASE_HOURS=0.001 (3.6 s), a delivery nobody answers is released by the process
 * itself; after the process is killed and started again on the same data, nothing is released a
 * second time, and a delivery made before the restart whose time passes after it is released by
 * the new process. With DATABASE_URL set, the same on PostgreSQL, and two processes on one
 * database (two API instances) releasing deliveries that fall due at the same moment, once each.
 */

const AUTO_RELEASE_HOURS = '0.001';
const AUTO_RELEASE_MS = 3_600;

const serverUrl = process.env.DATABASE_URL;
const onPostgres = serverUrl !== undefined && serverUrl !== '';

let server: PortalServer;
let database: { url: string; drop(): Promise<void> } | undefined;

const env = () => ({
  ESCROW_AUTO_RELEASE_HOURS: AUTO_RELEASE_HOURS,
  PLATFORM_FEE_PERCENT: '10',
  RATE_LIMIT: 'off',
  LOG_LEVEL: 'warn',
  ...(database === undefined ? {} : { DATABASE_URL: database.url, SEED_DEMO: '1' }),
});

beforeAll(async () => {
  database = onPostgres ? await emptyPostgresDatabase(serverUrl) : undefined;
  server = await startPortalServer({ env: env() });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

interface Sessions {
  brand: ApiSession;
  influencer: ApiSession;
  admin: ApiSession;
}

const PASSWORD = 'correct-horse-battery';
/** A brand and an influencer of this test alone (the demo data's money stays out of it). */
const names = { brand: `proc_brand_${process.pid}`, influencer: `proc_infl_${process.pid}` };

async function register(role: 'brand' | 'influencer'): Promise<void> {
  const username = names[role];
  await callApi(server, null, 'POST', '/register/', {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    role,
  });
}

const signIn = async (): Promise<Sessions> => ({
  brand: await signInApi(server, `${names.brand}@example.com`, PASSWORD),
  influencer: await signInApi(server, `${names.influencer}@example.com`, PASSWORD),
  admin: await signInApi(server, 'admin@demo.local'),
});

let transactions = 0;

/** A new campaign, applied to, accepted, paid and confirmed: 1000 taka held in escrow. */
async function fundedCollaboration(sessions: Sessions, title: string): Promise<number> {
  const { brand, influencer, admin } = sessions;
  const campaign = await callApi<{ id: number }>(server, brand, 'POST', '/campaigns/', {
    title,
    description: 'Released by the server process when nobody answers.',
    budget: '1000.00',
    category: 'fashion',
  });
  const application = await callApi<{ id: number }>(server, influencer, 'POST', '/applications/', {
    campaign: campaign.id,
    proposal: 'One reel and two stories.',
  });
  await callApi(server, brand, 'PUT', `/applications/${application.id}/status/`, {
    status: 'accepted',
  });
  transactions += 1;
  const payment = await callApi<{ id: number }>(server, brand, 'POST', '/payments/submit/', {
    application_id: application.id,
    amount: '1000.00',
    payment_method: 'bkash',
    transaction_id: `PROC${process.pid}${transactions}`.slice(0, 20),
  });
  await callApi(server, admin, 'PUT', `/admin/payments/${payment.id}/`, { status: 'confirmed' });
  return application.id;
}

async function deliver(sessions: Sessions, id: number): Promise<void> {
  await callApi(server, sessions.influencer, 'POST', `/applications/${id}/deliveries/`, {
    links: [{ url: 'https://www.instagram.com/p/process', platform: 'instagram' }],
  });
}

const statusOf = async (sessions: Sessions, id: number) =>
  (await callApi<{ status: string }>(server, sessions.brand, 'GET', `/applications/${id}/`)).status;

const balanceOf = async (sessions: Sessions) =>
  (await callApi<{ balance: string }>(server, sessions.influencer, 'GET', '/influencer/balance/'))
    .balance;

/** Longest the process's runner (a round every 0.5 s at this release time) may take on a busy machine. */
const RUNNER_MARGIN_MS = 8_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits in real time, without a request (a signed-in request releases its user's due deliveries
 * itself), until the process's own runner must have released what was delivered by `deliveredAt`,
 * then checks that it did: released before this first look.
 */
async function releasedByProcess(sessions: Sessions, id: number, deliveredAt: number) {
  await sleep(Math.max(0, deliveredAt + AUTO_RELEASE_MS + RUNNER_MARGIN_MS - Date.now()));
  const lookedAt = Date.now();
  const view = await callApi<{ status: string; timeline: { event: string; at: string }[] }>(
    server,
    sessions.brand,
    'GET',
    `/applications/${id}/`,
  );
  expect(view.status).toBe('released');
  const released = view.timeline.find((entry) => entry.event === 'released');
  expect(Date.parse(released?.at ?? '')).toBeLessThan(lookedAt);
}

/** The influencer's statement lines releasing `id`: one per ledger 'released' entry. */
async function releaseLines(sessions: Sessions, id: number): Promise<number> {
  const lines = await callApi<{ kind: string; application_id: number | null }[]>(
    server,
    sessions.influencer,
    'GET',
    '/statement/?limit=100',
  );
  return lines.filter((line) => line.kind === 'release' && line.application_id === id).length;
}

const paisa = (taka: string) => Math.round(Number(taka) * 100);

it('releases unanswered deliveries by itself, once, across a restart', async () => {
  await register('brand');
  await register('influencer');
  let sessions = await signIn();
  const first = await fundedCollaboration(sessions, 'Released by the process');
  const second = await fundedCollaboration(sessions, 'Released after the restart');
  const balanceBefore = await balanceOf(sessions);

  await deliver(sessions, first);
  const firstDelivered = Date.now();
  expect(await statusOf(sessions, first)).toBe('delivered');
  await releasedByProcess(sessions, first, firstDelivered);
  // 1000 less the 10% fee joins the balance.
  expect(paisa(await balanceOf(sessions))).toBe(paisa(balanceBefore) + 900_00);
  expect(await releaseLines(sessions, first)).toBe(1);

  // Delivered just before the process dies: its time passes while no process runs.
  await deliver(sessions, second);
  await server.crash();
  server = await startPortalServer({ env: env(), dataDir: server.dataDir });
  sessions = await signIn();

  await releasedByProcess(sessions, second, Date.now() - AUTO_RELEASE_MS);
  // Some rounds of the new process later, still one release each and the balance counted once.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(await statusOf(sessions, first)).toBe('released');
  expect(await releaseLines(sessions, first)).toBe(1);
  expect(await releaseLines(sessions, second)).toBe(1);
  expect(paisa(await balanceOf(sessions))).toBe(paisa(balanceBefore) + 2 * 900_00);
});

(onPostgres ? it : it.skip)(
  'on PostgreSQL, releases each delivery once with two instances on one database',
  async () => {
    const sessions = await signIn();
    const ids: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      ids.push(await fundedCollaboration(sessions, `Two instances ${index + 1}`));
    }
    const balanceBefore = await balanceOf(sessions);
    // Another instance: its own process and pool, the same database, its own auto-release timer.
    const other = await startPortalServer({ env: env() });
    try {
      await Promise.all(ids.map((id) => deliver(sessions, id)));
      const deliveredAt = Date.now();
      for (const id of ids) await releasedByProcess(sessions, id, deliveredAt);
      // Some rounds of both instances later, still one release each and the balance counted once.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    } finally {
      await other.stop();
    }
    for (const id of ids) expect(await releaseLines(sessions, id)).toBe(1);
    expect(paisa(await balanceOf(sessions))).toBe(paisa(balanceBefore) + ids.length * 900_00);
  },
);
