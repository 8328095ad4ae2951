import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { createApp } from '../app';
import { systemClock } from '../clock';
import { paymentIntents } from '../db/schema';
import { startGatewaySimulator, type GatewaySimulator } from '../gateways/simulator';
import { transactionWithEvents } from '../realtime/after-commit';
import {
  acceptedApplication,
  bearer,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { recordingBus } from '../test/recording-bus';
import { creditedFor, paymentIntentRow } from '../test/gateway-credits';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { BKASH_WEBHOOK_PATH, simulatorGateway, type CheckoutGateway } from './gateway';
import { createCheckoutService } from './service';

// Every run starts a checkout and sends its events over the loopback: far beyond 60 s in all.
jest.setTimeout(300_000);

/**
 * Property tests of the checkout's orderings (docs/payment-gateways.md): the browser's callback,
 * bKash's signed notification, the reconciliation job's round, the admin's "query again", a
 * silent execute and a restart of the API, in generated orders (some of them at once), on the real
 * database with the real simulator over the loopback. Whatever the order, a payment the gateway
 * completed is credited exactly once, and nothing is credited for one it did not complete.
 */

/** Execute's wait: a run with a slow execute has its answer come well after it. */
const EXECUTE_TIMEOUT_MS = 400;
const SLOW_EXECUTE_MS = 1_200;
const VERIFY_TIMEOUT_MS = 400;
const SLOW_VERIFY_MS = 1_200;

let simulator: GatewaySimulator;
let t: TestApp;
/** The API instance the events go to; a restart replaces it with a new one on the same database. */
let app: FastifyInstance;
let gateway: CheckoutGateway;
let brand: SignedIn;
let influencer: SignedIn;
let admin: SignedIn;

/** The simulator's notifications, recorded so that a run delivers them in its own order. */
let recorder: Server;
const recorded: string[] = [];

/** A gateway whose stop leaves the simulator running: it outlives every restart. */
function freshGateway(): CheckoutGateway {
  return {
    ...simulatorGateway(
      simulator,
      { executeTimeoutMs: EXECUTE_TIMEOUT_MS },
      { verifyTimeoutMs: VERIFY_TIMEOUT_MS },
    ),
    stop: async () => undefined,
  };
}

/** A new API instance on the same database (its timers off: the runs call the job themselves). */
async function startInstance(): Promise<FastifyInstance> {
  gateway = freshGateway();
  const instance = await createApp({
    db: t.database.db,
    config: t.config,
    logger: false,
    autoRelease: false,
    gateway,
  });
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  simulator = await startGatewaySimulator();
  recorder = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      recorded.push(body);
      response.end();
    });
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  simulator.setWebhookUrl(`http://127.0.0.1:${(recorder.address() as AddressInfo).port}/`);
  // The job's lease is short, so that most rounds of a run ask again; longer than a round that
  // waits for a silent verify, so that a round never asks the same intent twice.
  t = await startTestApp({
    platformFeePercent: 10,
    gatewayReconciliation: {
      intervalSeconds: 2,
      intentExpiryMinutes: 30,
      executingGraceSeconds: 120,
    },
  });
  app = await startInstance();
  brand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await app.close();
  await t.close();
  await simulator.stop();
  await new Promise((resolve) => recorder.close(resolve));
});

type Choice = 'pay' | 'fail' | 'cancel' | 'none';
type Step = 'callback' | 'webhook' | 'reconcile' | 'queryAgain' | 'restart';

interface Run {
  gateway: 'bkash' | 'nagad';
  applicationId: number;
  intentId: number;
  /** bKash's paymentID or Nagad's payment reference. */
  paymentId: string;
  /** The callback path the browser is sent to (Nagad's carries the page's answer). */
  callbackPath: string;
}

async function started(gatewayName: Run['gateway']): Promise<Omit<Run, 'callbackPath'>> {
  const { application } = await acceptedApplication(
    t.database.db,
    brand.user.id,
    influencer.user.id,
    '1500.00',
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/checkout/',
    headers: bearer(brand),
    payload: { application_id: application.id, gateway: gatewayName },
  });
  expect(response.statusCode).toBe(201);
  const body = response.json() as { intent_id: number; redirect_url: string };
  const key = gatewayName === 'bkash' ? 'paymentID' : 'payment_ref_id';
  return {
    gateway: gatewayName,
    applicationId: application.id,
    intentId: body.intent_id,
    paymentId: new URL(body.redirect_url).searchParams.get(key) ?? '',
  };
}

const BKASH_STATUS = { pay: 'success', fail: 'failure', cancel: 'cancel', none: 'success' };

/**
 * The payer's answer on the simulator's page (none: never answered); the callback path the
 * browser then arrives at. A success callback without an answer is the browser's word only.
 */
async function answered(run: Omit<Run, 'callbackPath'>, choice: Choice): Promise<Run> {
  const page = `${simulator.url}/${run.gateway}/pay`;
  if (run.gateway === 'bkash') {
    if (choice !== 'none') {
      const answer = await fetch(page, {
        method: 'POST',
        body: new URLSearchParams({ paymentID: run.paymentId, choice }),
        redirect: 'manual',
      });
      // 303 back to the callback, or 200 when the callback is lost.
      expect([200, 303]).toContain(answer.status);
    }
    const query = new URLSearchParams({ paymentID: run.paymentId, status: BKASH_STATUS[choice] });
    return { ...run, callbackPath: `/api/payments/bkash/callback?${query.toString()}` };
  }
  if (choice === 'none') {
    const query = new URLSearchParams({
      merchant: simulator.nagad.merchantId,
      order_id: (await intentRow(run.intentId))?.reference ?? '',
      payment_ref_id: run.paymentId,
      status: 'Success',
    });
    return { ...run, callbackPath: `/api/payments/nagad/callback?${query.toString()}` };
  }
  const answer = await fetch(page, {
    method: 'POST',
    body: new URLSearchParams({ payment_ref_id: run.paymentId, choice }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  const location = new URL(answer.headers.get('location') ?? '');
  return { ...run, callbackPath: `${location.pathname}${location.search}` };
}

const intentRow = (id: number) => paymentIntentRow(t.database.db, id);

/** Payments, escrows and held entries of the application. */
const credited = (applicationId: number) => creditedFor(t.database.db, applicationId);

/**
 * The reconciliation job's round on another instance's service, the intent left alone past
 * GATEWAY_INTENT_EXPIRY_MINUTES if it is still waiting (an executing one is never aged: its
 * execute may be under way, which the grace is for).
 */
async function reconcileRound(run: Run): Promise<void> {
  const db = t.database.db;
  await db
    .update(paymentIntents)
    .set({ updatedAt: sql`now() - interval '31 minutes'` })
    .where(
      and(
        eq(paymentIntents.id, run.intentId),
        inArray(paymentIntents.state, ['created', 'awaiting_approval']),
      ),
    );
  const job = createCheckoutService(
    db,
    t.config,
    transactionWithEvents(db, recordingBus()),
    systemClock,
    gateway,
    app.log,
  );
  await job.reconcileDue();
}

/** One event of a run, against the instance running now. */
async function play(run: Run, step: Step): Promise<void> {
  switch (step) {
    case 'callback': {
      const response = await app.inject({ method: 'GET', url: run.callbackPath });
      expect(response.statusCode).toBe(303);
      return;
    }
    case 'webhook': {
      // bKash's notification, as the simulator signed it; none sent yet: nothing to deliver.
      await simulator.webhookDeliveries();
      const body = recorded.at(-1);
      if (run.gateway === 'nagad' || body === undefined) return;
      const response = await app.inject({
        method: 'POST',
        url: BKASH_WEBHOOK_PATH,
        headers: { 'content-type': 'text/plain; charset=UTF-8' },
        payload: body,
      });
      expect(response.statusCode).toBe(200);
      return;
    }
    case 'reconcile':
      return reconcileRound(run);
    case 'queryAgain': {
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/payment-intents/${run.intentId}/query/`,
        headers: bearer(admin),
      });
      expect(response.statusCode).toBe(200);
      return;
    }
    case 'restart':
      await app.close();
      app = await startInstance();
  }
}

/** What the gateway says moved: the transaction ID of a completed payment, or undefined. */
function gatewayTransaction(run: Run): string | undefined {
  if (run.gateway === 'bkash') {
    const payment = simulator.payment(run.paymentId);
    return payment?.transactionStatus === 'Completed' ? payment.trxID : undefined;
  }
  const payment = simulator.nagadPayment(run.paymentId);
  return payment?.status === 'Success' ? payment.issuerPaymentRefNo : undefined;
}

const concurrentStep = fc.constantFrom<Step>('callback', 'webhook', 'reconcile', 'queryAgain');
const anyStep = fc.constantFrom<Step>('callback', 'webhook', 'reconcile', 'queryAgain', 'restart');

const scenarios = fc.record({
  choice: fc.constantFrom<Choice>('pay', 'pay', 'pay', 'fail', 'cancel', 'none'),
  /** bKash: the redirect lost, so the approval's notification is sent instead. Nagad has none. */
  callbackLost: fc.boolean(),
  /** Execute (bKash) or verify (Nagad) answers after the client stopped waiting, until the end. */
  slow: fc.boolean(),
  /** Sent at once first, then the rest one after the other. */
  together: fc.array(concurrentStep, { maxLength: 4 }),
  after: fc.array(anyStep, { minLength: 1, maxLength: 6 }),
});

type Scenario = typeof scenarios extends fc.Arbitrary<infer S> ? S : never;

async function check(gatewayName: Run['gateway'], scenario: Scenario): Promise<void> {
  simulator.setFaults({
    callbackLost: scenario.callbackLost,
    executeDelayMs: scenario.slow ? SLOW_EXECUTE_MS : 0,
  });
  simulator.setNagadFaults({ verifyDelayMs: scenario.slow ? SLOW_VERIFY_MS : 0 });
  await simulator.webhookDeliveries();
  recorded.length = 0;
  const executes = simulator.counts().execute;
  const run = await answered(await started(gatewayName), scenario.choice);

  await Promise.all(scenario.together.map((step) => play(run, step)));
  for (const step of scenario.after) await play(run, step);
  // The gateway answers in time again; the admin's query again, then the job's last round.
  simulator.setFaults({ executeDelayMs: 0 });
  simulator.setNagadFaults({ verifyDelayMs: 0 });
  await simulator.webhookDeliveries();
  await play(run, 'queryAgain');
  await reconcileRound(run);

  const trxId = gatewayTransaction(run);
  const intent = await intentRow(run.intentId);
  const money = await credited(run.applicationId);
  // An execute refused before the payer approved moves nothing; an approved payment is executed once.
  if (scenario.choice === 'pay') {
    expect(simulator.counts().execute - executes).toBeLessThanOrEqual(1);
  }
  if (trxId === undefined) {
    expect(money).toEqual({ payments: [], escrows: [], held: [] });
    expect(['awaiting_approval', 'failed', 'cancelled', 'expired']).toContain(intent?.state);
    return;
  }
  expect(scenario.choice).toBe('pay');
  expect(intent).toMatchObject({ state: 'completed', trxId });
  expect(money.payments).toEqual([
    expect.objectContaining({ status: 'confirmed', transactionId: trxId, amount: '1500.00' }),
  ]);
  expect(money.escrows).toHaveLength(1);
  expect(money.held).toEqual([expect.objectContaining({ amount: '1500.00' })]);
}

afterEach(() => {
  simulator.setFaults({ executeDelayMs: 0, callbackLost: false });
  simulator.setNagadFaults({ verifyDelayMs: 0 });
});

describe('orderings of callback, webhook, reconciliation, timeout and restart', () => {
  it('bKash: a completed payment is credited exactly once, an uncompleted one never', async () => {
    await fc.assert(
      fc.asyncProperty(scenarios, (scenario) => check('bkash', scenario)),
      { numRuns: 30 },
    );
  });

  it('Nagad: a paid payment is credited exactly once after callbacks, verify and restarts', async () => {
    await fc.assert(
      fc.asyncProperty(scenarios, (scenario) => check('nagad', scenario)),
      { numRuns: 20 },
    );
  });
});
