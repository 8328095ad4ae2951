import { callApi, signInApi, type ApiSession } from '../../../e2e/lib/api';
import { startPortalServer, type PortalServer } from '../../../e2e/lib/portal-server';
import {
  SIMULATOR_BKASH_CREDENTIALS,
  startGatewaySimulator,
  type GatewaySimulator,
} from '../gateways/simulator';

// Two server processes on one embedded database, one killed: slower than the usual 60 s.
jest.setTimeout(300_000);

/**
 * The reconciliation job run by the real server process through a crash: bKash completes the
 * payment while execute's answer never comes, the process is killed (SIGKILL) with the intent
 * `executing`, and the process started again on the same data credits it, exactly once. The
 * simulator runs in this test, so it outlives the server (PAYMENT_GATEWAY=simulator with the
 * BKASH_* settings pointing at it).
 */

let simulator: GatewaySimulator;
let server: PortalServer | undefined;

const PASSWORD = 'correct-horse-battery';
const names = { brand: `crash_brand_${process.pid}`, influencer: `crash_infl_${process.pid}` };

const env = () => ({
  PAYMENT_GATEWAY: 'simulator',
  BKASH_BASE_URL: simulator.bkashBaseUrl,
  BKASH_APP_KEY: SIMULATOR_BKASH_CREDENTIALS.appKey,
  BKASH_APP_SECRET: SIMULATOR_BKASH_CREDENTIALS.appSecret,
  BKASH_USERNAME: SIMULATOR_BKASH_CREDENTIALS.username,
  BKASH_PASSWORD: SIMULATOR_BKASH_CREDENTIALS.password,
  GATEWAY_RECONCILE_INTERVAL_SECONDS: '0.5',
  GATEWAY_EXECUTING_GRACE_SECONDS: '1',
  RATE_LIMIT: 'off',
  LOG_LEVEL: 'warn',
});

beforeAll(async () => {
  simulator = await startGatewaySimulator();
});

afterAll(async () => {
  await server?.stop();
  await simulator.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, look: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const found = await look();
    if (found !== undefined) return found;
    await sleep(250);
  }
  throw new Error(`waited in vain for ${what}`);
}

async function register(running: PortalServer, role: 'brand' | 'influencer') {
  const username = names[role];
  await callApi(running, null, 'POST', '/register/', {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    role,
  });
  return signInApi(running, `${username}@example.com`, PASSWORD);
}

interface Intent {
  id: number;
  state: string;
  trx_id: string | null;
}

it('credits exactly once, after a restart, a bKash payment completed before the server was killed', async () => {
  const first = await startPortalServer({ env: env() });
  server = first;
  const brand = await register(first, 'brand');
  const influencer = await register(first, 'influencer');
  const campaign = await callApi<{ id: number }>(first, brand, 'POST', '/campaigns/', {
    title: 'Paid through a crash',
    description: 'bKash completes the payment while the server dies.',
    budget: '1800.00',
    category: 'fashion',
  });
  const application = await callApi<{ id: number }>(first, influencer, 'POST', '/applications/', {
    campaign: campaign.id,
    proposal: 'One reel.',
  });
  await callApi(first, brand, 'PUT', `/applications/${application.id}/status/`, {
    status: 'accepted',
  });
  const started = await callApi<{ intent_id: number; redirect_url: string }>(
    first,
    brand,
    'POST',
    '/payments/checkout/',
    { application_id: application.id, gateway: 'bkash' },
  );
  const paymentID = new URL(started.redirect_url).searchParams.get('paymentID') ?? '';

  // The brand pays on bKash's page; execute completes the payment and never answers.
  simulator.setFaults({ executeDelayMs: 'never' });
  const approved = await fetch(started.redirect_url.split('?')[0] ?? '', {
    method: 'POST',
    body: new URLSearchParams({ paymentID, choice: 'pay' }),
    redirect: 'manual',
  });
  expect(approved.status).toBe(303);
  const callback = fetch(approved.headers.get('location') ?? '', { redirect: 'manual' }).catch(
    () => undefined,
  );
  const trxID = await until('bKash to complete the payment', async () => {
    const payment = simulator.payment(paymentID);
    return payment?.transactionStatus === 'Completed' ? payment.trxID : undefined;
  });
  const intentOf = (running: PortalServer, session: ApiSession) =>
    callApi<Intent>(running, session, 'GET', `/payments/intents/${started.intent_id}/`);
  expect(await intentOf(first, brand)).toMatchObject({ state: 'executing', trx_id: null });

  await first.crash();
  await callback;
  simulator.setFaults({ executeDelayMs: 0 });
  const executes = simulator.counts().execute;

  const second = await startPortalServer({ env: env(), dataDir: first.dataDir });
  server = second;
  const brandAgain = await signInApi(second, `${names.brand}@example.com`, PASSWORD);
  const credited = await until('the job to credit the intent', async () => {
    const intent = await intentOf(second, brandAgain);
    return intent.state === 'completed' ? intent : undefined;
  });
  expect(credited.trx_id).toBe(trxID);
  // More rounds of the job, then: one payment, held once, and never a second execute.
  await sleep(2_000);
  const admin = await signInApi(second, 'admin@demo.local');
  const payments = await callApi<{ transaction_id: string; status: string; amount: string }[]>(
    second,
    admin,
    'GET',
    `/admin/payments/?transaction_id=${trxID ?? ''}`,
  );
  expect(payments).toEqual([
    expect.objectContaining({ transaction_id: trxID, status: 'confirmed', amount: '1800.00' }),
  ]);
  const intents = await callApi<{ id: number; gateway_answer: { outcome: string } | null }[]>(
    second,
    admin,
    'GET',
    '/admin/payment-intents/?state=completed',
  );
  expect(intents).toContainEqual(
    expect.objectContaining({
      id: started.intent_id,
      gateway_answer: expect.objectContaining({ outcome: 'Completed' }),
    }),
  );
  expect(simulator.counts().execute).toBe(executes);
});
