import { eq, sql } from 'drizzle-orm';
import { systemClock } from '../clock';
import { paymentIntents } from '../db/schema';
import { startGatewaySimulator, type GatewaySimulator } from '../gateways/simulator';
import { NAGAD_FALLBACK_IP_V4, NAGAD_STATUS_CODES } from '../gateways/nagad/protocol';
import {
  acceptedApplication,
  bearer,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { creditedFor, paymentIntentRow } from '../test/gateway-credits';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { transactionWithEvents } from '../realtime/after-commit';
import { recordingBus } from '../test/recording-bus';
import { simulatorGateway, type CheckoutGateway } from './gateway';
import { createCheckoutService } from './service';

/** Verify's wait in these tests: a silent verify is given up on quickly. */
const VERIFY_TIMEOUT_MS = 800;

let simulator: GatewaySimulator;
let gateway: CheckoutGateway;
let t: TestApp;
let brand: SignedIn;
let influencer: SignedIn;
let admin: SignedIn;
const logged: { level: number; msg: string }[] = [];

beforeAll(async () => {
  simulator = await startGatewaySimulator();
  gateway = simulatorGateway(simulator, {}, { verifyTimeoutMs: VERIFY_TIMEOUT_MS });
  t = await startTestApp({ platformFeePercent: 10 }, undefined, {
    gateway,
    logger: {
      level: 'info',
      stream: {
        write: (line: string) => logged.push(JSON.parse(line) as { level: number; msg: string }),
      },
    },
  });
  brand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  await simulator.stop();
});
afterEach(() => simulator.setNagadFaults({ verifyDelayMs: 0, insufficientBalance: false }));

interface Started {
  applicationId: number;
  intentId: number;
  paymentRefId: string;
  redirectUrl: string;
}

/** How the brand's request reaches the API: its socket's address and the headers it adds. */
interface Arrival {
  app: TestApp;
  brand: SignedIn;
  influencer: SignedIn;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

async function started(amount = '1500.00', arrival?: Arrival): Promise<Started> {
  const on = arrival ?? { app: t, brand, influencer };
  const { application } = await acceptedApplication(
    on.app.database.db,
    on.brand.user.id,
    on.influencer.user.id,
    amount,
  );
  const response = await on.app.app.inject({
    method: 'POST',
    url: '/api/payments/checkout/',
    headers: { ...bearer(on.brand), ...on.headers },
    payload: { application_id: application.id, gateway: 'nagad' },
    ...(on.remoteAddress === undefined ? {} : { remoteAddress: on.remoteAddress }),
  });
  expect(response.statusCode).toBe(201);
  const body = response.json() as { intent_id: number; redirect_url: string };
  return {
    applicationId: application.id,
    intentId: body.intent_id,
    paymentRefId: new URL(body.redirect_url).searchParams.get('payment_ref_id') ?? '',
    redirectUrl: body.redirect_url,
  };
}

/** The brand answers on the simulator's page; answers the callback path Nagad sends it to. */
async function answer(intent: Started, choice: 'pay' | 'fail' | 'cancel'): Promise<string> {
  expect((await fetch(intent.redirectUrl)).status).toBe(200);
  const response = await fetch(intent.redirectUrl.split('?')[0] ?? '', {
    method: 'POST',
    body: new URLSearchParams({ payment_ref_id: intent.paymentRefId, choice }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  expect(location.pathname).toBe('/api/payments/nagad/callback');
  return `${location.pathname}${location.search}`;
}

const callback = (path: string) => t.app.inject({ method: 'GET', url: path });

const intentRow = (id: number) => paymentIntentRow(t.database.db, id);

/** Payments, escrows and held entries of the application. */
const credited = (applicationId: number) => creditedFor(t.database.db, applicationId);

async function expectNothingCredited(applicationId: number) {
  expect(await credited(applicationId)).toEqual({ payments: [], escrows: [], held: [] });
}

async function expectEnded(intent: Started, state: string, failureReason: string | null) {
  expect(await intentRow(intent.intentId)).toMatchObject({ state, failureReason, trxId: null });
  await expectNothingCredited(intent.applicationId);
}

describe('Nagad checkout through the simulator', () => {
  it('verifies with Nagad and credits escrow once, with no admin, when the brand pays', async () => {
    const intent = await started('2500.50');
    expect(intent.redirectUrl.startsWith(`${simulator.url}/nagad/pay?payment_ref_id=`)).toBe(true);
    const waiting = await intentRow(intent.intentId);
    expect(waiting).toMatchObject({
      gateway: 'nagad',
      state: 'awaiting_approval',
      amount: '2500.50',
      gatewayPaymentId: intent.paymentRefId,
      reference: expect.stringMatching(new RegExp(`^C${intent.applicationId}[0-9A-F]{8}$`)),
    });
    expect(simulator.nagadPayment(intent.paymentRefId)).toMatchObject({
      amount: '2500.50',
      orderId: waiting?.reference,
    });

    const verifies = simulator.nagadCounts().verify;
    const back = await callback(await answer(intent, 'pay'));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payments/return/${intent.intentId}`);
    expect(simulator.nagadCounts().verify).toBe(verifies + 1);

    const issuerRef = simulator.nagadPayment(intent.paymentRefId)?.issuerPaymentRefNo;
    const row = await intentRow(intent.intentId);
    expect(row).toMatchObject({ state: 'completed', trxId: issuerRef, failureReason: null });
    const money = await credited(intent.applicationId);
    expect(money.payments).toEqual([
      expect.objectContaining({
        id: row?.paymentId,
        status: 'confirmed',
        paymentMethod: 'nagad',
        transactionId: issuerRef,
        amount: '2500.50',
        platformFee: '250.05',
        decidedBy: null,
      }),
    ]);
    expect(money.escrows).toEqual([expect.objectContaining({ status: 'in_escrow' })]);
    expect(money.held).toHaveLength(1);

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/payments/intents/${intent.intentId}/`,
      headers: bearer(brand),
    });
    expect(view.json()).toMatchObject({ gateway: 'nagad', state: 'completed', trx_id: issuerRef });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/?status=confirmed&limit=100',
      headers: bearer(admin),
    });
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ id: row?.paymentId, transaction_id: issuerRef }),
    );
  });

  it('cancel and fail on the page end the intent with nothing credited', async () => {
    const cancelled = await started();
    expect((await callback(await answer(cancelled, 'cancel'))).statusCode).toBe(303);
    await expectEnded(cancelled, 'cancelled', null);

    const failed = await started();
    expect((await callback(await answer(failed, 'fail'))).statusCode).toBe(303);
    await expectEnded(failed, 'failed', 'declined');
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/payments/intents/${failed.intentId}/`,
      headers: { ...bearer(brand), 'accept-language': 'en' },
    });
    expect(view.json()).toMatchObject({
      failure_reason: 'The payment was not completed on Nagad. No money was taken.',
    });
  });

  it('refuses and logs a forged or unknown payment reference, crediting nothing', async () => {
    const before = logged.length;
    const forged = await callback(
      '/api/payments/nagad/callback?payment_ref_id=FORGED123&status=Success&order_id=C1',
    );
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toEqual({ error: 'This payment is not known.' });
    expect(
      logged.slice(before).filter((line) => line.msg.includes('unknown payment')),
    ).toHaveLength(1);
    expect(
      (await callback('/api/payments/nagad/callback?payment_ref_id=X&status=Maybe')).statusCode,
    ).toBe(400);
  });

  it('a success callback before the brand paid credits nothing and keeps waiting', async () => {
    const intent = await started();
    const forged = `/api/payments/nagad/callback?payment_ref_id=${intent.paymentRefId}&status=Success`;
    expect((await callback(forged)).statusCode).toBe(303);
    expect((await intentRow(intent.intentId))?.state).toBe('awaiting_approval');
    await expectNothingCredited(intent.applicationId);
    // The real payment then credits.
    await callback(await answer(intent, 'pay'));
    expect((await intentRow(intent.intentId))?.state).toBe('completed');
  });

  it('a replayed callback, or five at once, credits once', async () => {
    const intent = await started();
    const path = await answer(intent, 'pay');
    const answers = await Promise.all(Array.from({ length: 5 }, () => callback(path)));
    expect(answers.map((reply) => reply.statusCode)).toEqual([303, 303, 303, 303, 303]);
    expect((await callback(path)).statusCode).toBe(303);
    const money = await credited(intent.applicationId);
    expect(money.payments).toHaveLength(1);
    expect(money.escrows).toHaveLength(1);
    expect(money.held).toHaveLength(1);
    expect((await intentRow(intent.intentId))?.state).toBe('completed');
  });

  it('verify silent: the intent stays executing, and a later callback verifies and credits once', async () => {
    const intent = await started();
    const path = await answer(intent, 'pay');
    simulator.setNagadFaults({ verifyDelayMs: 'never' });
    expect((await callback(path)).statusCode).toBe(303);
    expect((await intentRow(intent.intentId))?.state).toBe('executing');
    await expectNothingCredited(intent.applicationId);

    simulator.setNagadFaults({ verifyDelayMs: 0 });
    expect((await callback(path)).statusCode).toBe(303);
    expect((await intentRow(intent.intentId))?.state).toBe('completed');
    expect((await credited(intent.applicationId)).payments).toHaveLength(1);
  });

  it('a reconciliation round that outlasts its lease asks each intent once and ends', async () => {
    const intent = await started();
    await answer(intent, 'pay');
    // Its callback lost: paid on Nagad's page, waiting here past the expiry.
    await t.database.db
      .update(paymentIntents)
      .set({ updatedAt: sql`now() - '31 minutes'::interval` })
      .where(eq(paymentIntents.id, intent.intentId));
    const db = t.database.db;
    const job = createCheckoutService(
      db,
      {
        ...t.config,
        gatewayReconciliation: { ...t.config.gatewayReconciliation, intervalSeconds: 0.001 },
      },
      transactionWithEvents(db, recordingBus()),
      systemClock,
      gateway,
      t.app.log,
    );
    simulator.setNagadFaults({ verifyDelayMs: VERIFY_TIMEOUT_MS * 2 });
    const verifies = simulator.nagadCounts().verify;
    await job.reconcileDue();
    expect(simulator.nagadCounts().verify - verifies).toBe(1);
    await expectNothingCredited(intent.applicationId);

    simulator.setNagadFaults({ verifyDelayMs: 0 });
    await job.reconcileDue();
    expect((await intentRow(intent.intentId))?.state).toBe('completed');
    expect((await credited(intent.applicationId)).payments).toHaveLength(1);
  });

  it("refuses a verified answer whose amount is not the intent's", async () => {
    const intent = await started('1500.00');
    const path = await answer(intent, 'pay');
    Object.assign(simulator.nagadPayment(intent.paymentRefId) ?? {}, { amount: '15.00' });
    expect((await callback(path)).statusCode).toBe(303);
    await expectEnded(intent, 'failed', 'mismatch');
  });

  it('fails on insufficient balance, in words the brand understands', async () => {
    simulator.setNagadFaults({ insufficientBalance: true });
    const intent = await started();
    const path = await answer(intent, 'pay');
    expect(new URLSearchParams(path.split('?')[1]).get('status_code')).toBe(
      NAGAD_STATUS_CODES.insufficientBalance,
    );
    expect((await callback(path)).statusCode).toBe(303);
    await expectEnded(intent, 'failed', 'insufficient_balance');
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/payments/intents/${intent.intentId}/`,
      headers: { ...bearer(brand), 'accept-language': 'bn' },
    });
    expect(view.json()).toMatchObject({
      failure_reason: 'এই পেমেন্টের জন্য আপনার Nagad অ্যাকাউন্টে যথেষ্ট ব্যালেন্স ছিল না।',
    });
  });
});

describe("the payer's address reaches Nagad as X-KM-IP-V4", () => {
  /** What initialize and complete of the intent's payment told Nagad. */
  const toldNagad = (intent: Started) => simulator.nagadPayment(intent.paymentRefId)?.payerIpV4;
  const from = (remoteAddress: string, headers?: Record<string, string>) =>
    started('1500.00', { app: t, brand, influencer, remoteAddress, ...(headers && { headers }) });

  it("the brand's IPv4 address, on initialize and complete", async () => {
    expect(toldNagad(await from('203.0.113.7'))).toEqual(['203.0.113.7', '203.0.113.7']);
  });

  it('an IPv6-mapped IPv4 address as its IPv4 address', async () => {
    expect(toldNagad(await from('::ffff:198.51.100.4'))).toEqual(['198.51.100.4', '198.51.100.4']);
  });

  it('an IPv6 address, which the header cannot carry, as the loopback', async () => {
    expect(NAGAD_FALLBACK_IP_V4).toBe('127.0.0.1');
    expect(toldNagad(await from('2001:db8::5'))).toEqual([
      NAGAD_FALLBACK_IP_V4,
      NAGAD_FALLBACK_IP_V4,
    ]);
  });

  it('without TRUST_PROXY, an X-Forwarded-For the client typed is not believed', async () => {
    const intent = await from('203.0.113.7', { 'x-forwarded-for': '198.51.100.9' });
    expect(toldNagad(intent)).toEqual(['203.0.113.7', '203.0.113.7']);
  });

  it("with TRUST_PROXY=1, the client's address the proxy forwarded", async () => {
    const proxied = await startTestApp({ platformFeePercent: 10, trustProxy: true }, undefined, {
      gateway,
    });
    try {
      const intent = await started('1500.00', {
        app: proxied,
        brand: await registerUser(proxied.app, 'brand'),
        influencer: await registerUser(proxied.app, 'influencer'),
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '198.51.100.9' },
      });
      expect(toldNagad(intent)).toEqual(['198.51.100.9', '198.51.100.9']);
    } finally {
      await proxied.close();
    }
  });
});

describe('Nagad not configured', () => {
  it('checkout with gateway nagad is 400 with a sentence, and Pay Now offers none', async () => {
    const own = await startTestApp({ paymentGateway: 'manual' });
    try {
      const owner = await registerUser(own.app, 'brand');
      const other = await registerUser(own.app, 'influencer');
      const { application } = await acceptedApplication(
        own.database.db,
        owner.user.id,
        other.user.id,
      );
      const response = await own.app.inject({
        method: 'POST',
        url: '/api/payments/checkout/',
        headers: bearer(owner),
        payload: { application_id: application.id, gateway: 'nagad' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error:
          'Paying through Nagad is not available. Please pay by transfer and enter the transaction ID.',
      });
    } finally {
      await own.close();
    }
  });
});
