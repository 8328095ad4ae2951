import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callApi, signInApi, type ApiSession } from '../lib/api';
import { startPortalServer, type PortalServer } from '../lib/portal-server';

/**
 * Durability: the server is killed with SIGKILL in the middle of a write load, started again on
 * the same data, and every write it had acknowledged is still there, with the money rules intact.
 * Both servers are also left idle past their pool's idle timeout (shortened to IDLE_TIMEOUT_MS), so
 * their database connections are closed and opened again before the load and before the checks.
 * Runs on the embedded database, and on PostgreSQL when PORTAL_TEST_DATABASE_URL names an empty
 * database (CI sets it).
 */

const LOAD_MS = 2500;
const IDLE_TIMEOUT_MS = 300;
const idlePastTimeout = () => new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS * 5));
const DEMO_INFLUENCERS = [
  'influencer.fashion@demo.local',
  'influencer.food@demo.local',
  'influencer.tech@demo.local',
  'influencer.fitness@demo.local',
];

interface Application {
  id: number;
  amount: string;
  payment_status: string;
  influencer_name: string;
}
interface Balance {
  balance: string;
  total_earnings: string;
  withdrawn: string;
  pending_withdrawals: string;
}
interface Withdrawal {
  id: number;
  amount: string;
  status: string;
}

const paisa = (taka: string) => Math.round(Number(taka) * 100);

/** Every page of the influencer's withdrawals, following the Link header. */
async function everyWithdrawal(server: PortalServer, influencer: ApiSession) {
  const all: Withdrawal[] = [];
  let next: string | null = '/api/withdrawals/?limit=100';
  while (next) {
    const response: Response = await fetch(`${server.url}${next}`, {
      headers: { Authorization: `Bearer ${influencer.access}` },
    });
    assert.equal(response.status, 200);
    all.push(...((await response.json()) as Withdrawal[]));
    next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
  }
  return all;
}

/** Pays and confirms every unpaid accepted application of the demo brands: influencers earn. */
async function fundInfluencers(server: PortalServer): Promise<void> {
  const admin = await signInApi(server, 'admin@demo.local');
  let transaction = 0;
  for (const email of [
    'brand.fashion@demo.local',
    'brand.food@demo.local',
    'brand.tech@demo.local',
  ]) {
    const brand = await signInApi(server, email);
    const rows = await callApi<Application[]>(server, brand, 'GET', '/applications/?brand=true');
    for (const row of rows.filter((item) => item.payment_status === 'unpaid')) {
      transaction += 1;
      const payment = await callApi<{ id: number }>(server, brand, 'POST', '/payments/submit/', {
        application_id: row.id,
        amount: row.amount,
        payment_method: 'bkash',
        transaction_id: `DURABLE${String(transaction).padStart(6, '0')}`,
      });
      await callApi(server, admin, 'PUT', `/admin/payments/${payment.id}/`, {
        status: 'confirmed',
      });
    }
  }
}

/** Writes as fast as the clients can until the deadline; returns what the server acknowledged. */
async function writeLoad(server: PortalServer, brand: ApiSession, influencers: ApiSession[]) {
  const campaigns: number[] = [];
  const withdrawals = new Map<string, number[]>();
  const deadline = Date.now() + LOAD_MS * 4;
  let stopped = false;
  async function campaignWriter(worker: number) {
    for (let round = 0; !stopped && Date.now() < deadline; round += 1) {
      try {
        const created = await callApi<{ id: number }>(server, brand, 'POST', '/campaigns/', {
          title: `Durability ${worker}-${round}`,
          description: 'Written under load before a crash.',
          budget: '1000.00',
          category: 'food',
        });
        campaigns.push(created.id);
      } catch {
        return; // the server is gone
      }
    }
  }
  async function withdrawalWriter(influencer: ApiSession) {
    const acknowledged: number[] = [];
    withdrawals.set(influencer.user.username, acknowledged);
    while (!stopped && Date.now() < deadline) {
      try {
        const created = await callApi<{ id: number }>(server, influencer, 'POST', '/withdrawals/', {
          amount: '100.00',
          payment_method: 'nagad',
          phone_number: '01812345678',
        });
        acknowledged.push(created.id);
      } catch (error) {
        if (String(error).includes('answered 400')) continue; // balance spent: keep the load on
        return;
      }
    }
  }
  const writers = [...[1, 2, 3].map(campaignWriter), ...influencers.map(withdrawalWriter)];
  return {
    campaigns,
    withdrawals,
    settle: async () => {
      stopped = true;
      await Promise.all(writers);
    },
  };
}

async function crashAndRecover(databaseEnv: NodeJS.ProcessEnv): Promise<void> {
  const env = {
    RATE_LIMIT: 'off',
    DATABASE_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
    ...databaseEnv,
  };
  let server = await startPortalServer({ env });
  const { dataDir } = server;
  try {
    await fundInfluencers(server);
    await idlePastTimeout();
    const brand = await signInApi(server, 'brand.food@demo.local');
    const influencers = await Promise.all(
      DEMO_INFLUENCERS.map((email) => signInApi(server, email)),
    );
    const load = await writeLoad(server, brand, influencers);
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    await server.crash();
    await load.settle();
    const acknowledgedWithdrawals = [...load.withdrawals.values()].flat();
    assert.ok(load.campaigns.length > 0, 'campaigns were written before the crash');
    assert.ok(acknowledgedWithdrawals.length > 0, 'withdrawals were written before the crash');

    server = await startPortalServer({ env, dataDir });
    const brandAgain = await signInApi(server, 'brand.food@demo.local');
    await idlePastTimeout();
    for (const id of load.campaigns) {
      await callApi(server, brandAgain, 'GET', `/campaigns/${id}/`);
    }
    for (const email of DEMO_INFLUENCERS) {
      const influencer = await signInApi(server, email);
      const balance = await callApi<Balance>(server, influencer, 'GET', '/influencer/balance/');
      const list = await everyWithdrawal(server, influencer);
      const ids = new Set(list.map((item) => item.id));
      for (const id of load.withdrawals.get(influencer.user.username) ?? []) {
        assert.ok(ids.has(id), `acknowledged withdrawal ${id} survived the crash`);
      }
      const held = list
        .filter((item) => item.status === 'pending' || item.status === 'approved')
        .reduce((sum, item) => sum + paisa(item.amount), 0);
      assert.ok(paisa(balance.balance) >= 0, `${email}: the balance is never negative`);
      assert.equal(
        paisa(balance.balance),
        paisa(balance.total_earnings) - held,
        `${email}: balance = earnings - pending and approved withdrawals`,
      );
      assert.equal(held, paisa(balance.withdrawn) + paisa(balance.pending_withdrawals));
    }
    console.log(
      `acknowledged before SIGKILL and found after restart: ${load.campaigns.length} campaigns, ${acknowledgedWithdrawals.length} withdrawals`,
    );
  } finally {
    await server.stop();
  }
}

test('embedded database: every acknowledged write survives SIGKILL, money intact', async () => {
  await crashAndRecover({});
});

const postgres = process.env.PORTAL_TEST_DATABASE_URL;
test(
  'PostgreSQL: every acknowledged write survives SIGKILL, money intact',
  { skip: postgres ? false : 'set PORTAL_TEST_DATABASE_URL to an empty database to run it' },
  async () => {
    await crashAndRecover({ DATABASE_URL: postgres, SEED_DEMO: '1' });
  },
);
