import { Pool } from 'pg';
import { callApi, signInApi, type ApiSession } from '../../../e2e/lib/api';
import { startPortalServer, type PortalServer } from '../../../e2e/lib/portal-server';
import { EventSocket } from '../test/event-socket';
import { emptyPostgresDatabase } from '../test/test-database';

// A server process and its idle pauses: slower than the usual 60 s on a busy two-core machine.
jest.setTimeout(180_000);

/**
 * The real server process, started as `npm start` starts it (the embedded database in its worker,
 * reached through the same socket and pool, filled with the demo data), left alone past the pool's
 * idle timeout (shortened here through DATABASE_IDLE_TIMEOUT_MS), then used again: reads, writes,
 * signing in, and the real-time socket. With DATABASE_URL set, the same on PostgreSQL, and through
 * backends terminated by the server under load. Busy tests never let a connection go idle, so only
 * a test that waits finds what the pool does to idle connections.
 */

const IDLE_TIMEOUT_MS = 250;
/** Long enough for the pool to close its idle connection, several times over. */
const IDLE_MS = IDLE_TIMEOUT_MS * 6;

const serverUrl = process.env.DATABASE_URL;
const onPostgres = serverUrl !== undefined && serverUrl !== '';

let server: PortalServer;
let database: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  database = onPostgres ? await emptyPostgresDatabase(serverUrl) : undefined;
  server = await startPortalServer({
    env: {
      DATABASE_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      ...(database === undefined ? {} : { DATABASE_URL: database.url, SEED_DEMO: '1' }),
    },
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const idle = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS));
const eventsUrl = () => `${server.url.replace(/^http/, 'ws')}/api/events/`;

/** Status of a signed-in GET, without throwing, for the answers that must never be 500. */
async function statusOf(session: ApiSession, path: string): Promise<number> {
  const response = await fetch(`${server.url}/api${path}`, {
    headers: { Authorization: `Bearer ${session.access}` },
  });
  await response.arrayBuffer();
  return response.status;
}

/** The next message event on the socket, past the notifications that come with it. */
async function nextMessage(socket: EventSocket) {
  for (;;) {
    const event = await socket.next();
    if (event.type === 'message') return event.message;
  }
}

/** The demo pair with an accepted application: they may message each other. */
async function demoPair() {
  const brand = await signInApi(server, 'brand.fashion@demo.local');
  const influencer = await signInApi(server, 'influencer.fashion@demo.local');
  return { brand, influencer };
}

it('reads, writes, signs in and delivers real-time events after every idle pause', async () => {
  const { brand, influencer } = await demoPair();
  expect(await statusOf(brand, '/campaigns/')).toBe(200);
  const brandSocket = await EventSocket.signedIn(eventsUrl(), brand.access);
  try {
    for (let pause = 1; pause <= 3; pause += 1) {
      await idle();
      // The requests whose statements were prepared before the pause: authentication, lists.
      expect(await statusOf(brand, '/campaigns/')).toBe(200);
      expect(await statusOf(influencer, '/campaigns/')).toBe(200);
      expect(await statusOf(brand, '/dashboard/brand/')).toBe(200);
      await idle();
      const campaign = await callApi<{ id: number }>(server, brand, 'POST', '/campaigns/', {
        title: `After idle pause ${pause}`,
        description: 'Written after the pool closed its idle connection.',
        budget: '1500.00',
        category: 'fashion',
      });
      expect(campaign.id).toBeGreaterThan(0);
      await idle();
      await callApi(server, influencer, 'POST', '/messages/', {
        receiver: brand.user.id,
        content: `Still here after pause ${pause}`,
      });
      expect(await nextMessage(brandSocket)).toMatchObject({
        content: `Still here after pause ${pause}`,
      });
      await idle();
      const again = await signInApi(server, 'brand.fashion@demo.local');
      const socket = await EventSocket.signedIn(eventsUrl(), again.access);
      await socket.close();
    }
  } finally {
    await brandSocket.close();
  }
});

(onPostgres ? it : it.skip)(
  'on PostgreSQL, answers 503 at worst while its backends are terminated, then recovers',
  async () => {
    const { brand, influencer } = await demoPair();
    const admin = new Pool({ connectionString: database?.url, max: 1 });
    /** Terminates the server's connections (not this one): how many there were. */
    const terminateServerBackends = async () => {
      const { rows } = await admin.query<{ terminated: boolean }>(
        `SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      return rows.filter((row) => row.terminated).length;
    };
    /** Waits (at most 5 s) until the server has no backend left. */
    const backendsGone = async () => {
      for (let waited = 0; waited < 5000; waited += 50) {
        const { rows } = await admin.query<{ left: number }>(
          `SELECT count(*)::int AS left FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        if (rows[0]?.left === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    try {
      await idle();
      // The idle timeout closed the server's connections: none is left open.
      expect(await terminateServerBackends()).toBe(0);

      const statuses: number[] = [];
      let loading = true;
      const client = async (session: ApiSession) => {
        while (loading) statuses.push(await statusOf(session, '/campaigns/'));
      };
      const clients = [brand, influencer, brand, influencer].map(client);
      let terminated = 0;
      for (let round = 0; round < 5; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        terminated += await terminateServerBackends();
      }
      loading = false;
      await Promise.all(clients);

      expect(terminated).toBeGreaterThan(0);
      expect(statuses.length).toBeGreaterThan(10);
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      // Terminated idle connections are dropped quietly; the next requests reconnect. Once the
      // terminated backends are gone, that is: pg_terminate_backend answers before they end, and
      // the server learns a connection is dead only from its backend's goodbye (a query sent on it
      // before that is answered 503, as above).
      await terminateServerBackends();
      await backendsGone();
      expect(await statusOf(brand, '/campaigns/')).toBe(200);
      expect(await statusOf(influencer, '/dashboard/influencer/')).toBe(200);
      const socket = await EventSocket.signedIn(eventsUrl(), brand.access);
      await socket.close();
    } finally {
      await admin.end();
    }
  },
);
