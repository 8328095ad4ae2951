import { and, eq, sql } from 'drizzle-orm';
import { systemClock } from '../clock';
import { reconcile } from '../db/queries/kept-figures';
import { moveIntent } from '../db/queries/payment-intents';
import { accounts, paymentIntents, transfers } from '../db/schema';
import {
  startGatewaySimulator,
  type GatewaySimulator,
  type SimulatedPayment,
} from '../gateways/simulator';
import {
  acceptedApplication,
  bearer,
  insertApplication,
  insertCampaign,
  newTransactionId,
  registerAdmin,
  submittedPayment,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { transactionWithEvents } from '../realtime/after-commit';
import { recordingBus } from '../test/recording-bus';
import { creditedFor, paymentIntentRow } from '../test/gateway-credits';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { simulatorGateway, type CheckoutGateway } from './gateway';
import { createCheckoutService } from './service';

/** Execute's wait in these tests: a silent execute is given up on quickly, then queried. */
const EXECUTE_TIMEOUT_MS = 800;

let simulator: GatewaySimulator;
let gateway: CheckoutGateway;
let t: TestApp;
let brand: SignedIn;
let otherBrand: SignedIn;
let influencer: SignedIn;
let admin: SignedIn;
const logged: { level: number; msg: string }[] = [];

beforeAll(async () => {
  simulator = await startGatewaySimulator();
  gateway = simulatorGateway(simulator, { executeTimeoutMs: EXECUTE_TIMEOUT_MS });
  t = await startTestApp(
    { platformFeePercent: 10, gatewayFeePercent: { bkash: 1.85, nagad: 0 } },
    undefined,
    {
      gateway,
      logger: {
        level: 'info',
        stream: {
          write: (line: string) => logged.push(JSON.parse(line) as { level: number; msg: string }),
        },
      },
    },
  );
  brand = await registerUser(t.app, 'brand');
  otherBrand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  await simulator.stop();
});
afterEach(() =>
  simulator.setFaults({ executeDelayMs: 0, insufficientBalance: false, createDelayMs: 0 }),
);

const checkout = (
  user: SignedIn | undefined,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/checkout/',
    headers: { ...(user === undefined ? {} : bearer(user)), ...headers },
    payload,
  });

const intentOf = (user: SignedIn | undefined, id: number, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/payments/intents/${id}/`,
    headers: { ...(user === undefined ? {} : bearer(user)), ...headers },
  });

interface Started {
  applicationId: number;
  intentId: number;
  paymentID: string;
  redirectUrl: string;
}

async function started(amount = '1500.00'): Promise<Started> {
  const { application } = await acceptedApplication(
    t.database.db,
    brand.user.id,
    influencer.user.id,
    amount,
  );
  const response = await checkout(brand, { application_id: application.id, gateway: 'bkash' });
  expect(response.statusCode).toBe(201);
  const body = response.json() as { intent_id: number; redirect_url: string };
  const paymentID = new URL(body.redirect_url).searchParams.get('paymentID') ?? '';
  return {
    applicationId: application.id,
    intentId: body.intent_id,
    paymentID,
    redirectUrl: body.redirect_url,
  };
}

/** The brand answers on the simulator's page; answers the callback path bKash sends it to. */
async function answer(intent: Started, choice: 'pay' | 'fail' | 'cancel'): Promise<string> {
  const page = await fetch(intent.redirectUrl);
  expect(page.status).toBe(200);
  const response = await fetch(intent.redirectUrl.split('?')[0] ?? '', {
    method: 'POST',
    body: new URLSearchParams({ paymentID: intent.paymentID, choice }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  expect(location.pathname).toBe('/api/payments/bkash/callback');
  return `${location.pathname}${location.search}`;
}

/** A new application the brand paid by transfer with `transactionId`, pending; its id. */
async function submittedByTransfer(transactionId: string): Promise<number> {
  const submitted = await submittedPayment(
    t.app,
    t.database.db,
    { brand, influencer },
    '1500.00',
    transactionId,
  );
  return submitted.applicationId;
}

const callback = (path: string) => t.app.inject({ method: 'GET', url: path });

const intentRow = (id: number) => paymentIntentRow(t.database.db, id);

/** Payments, escrows and held entries of the application. */
const credited = (applicationId: number) => creditedFor(t.database.db, applicationId);

async function expectNothingCredited(applicationId: number) {
  expect(await credited(applicationId)).toEqual({ payments: [], escrows: [], held: [] });
}

describe('GET /api/payments/gateways/', () => {
  it('offers bKash and Nagad in test mode with the simulator', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/payments/gateways/',
      headers: bearer(brand),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ gateways: ['bkash', 'nagad'], test_mode: true });
  });
});

describe('bKash checkout through the simulator', () => {
  it('credits escrow once, with no admin, when the brand pays', async () => {
    const intent = await started('2500.50');
    expect(intent.redirectUrl.startsWith(`${simulator.url}/bkash/pay?paymentID=`)).toBe(true);
    expect(await intentRow(intent.intentId)).toMatchObject({
      state: 'awaiting_approval',
      amount: '2500.50',
      gatewayPaymentId: intent.paymentID,
      reference: expect.stringMatching(new RegExp(`^C-${intent.applicationId}-[0-9A-F]{8}$`)),
    });
    expect(simulator.payment(intent.paymentID)).toMatchObject({
      amount: '2500.50',
      merchantInvoiceNumber: (await intentRow(intent.intentId))?.reference,
    });

    const back = await callback(await answer(intent, 'pay'));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payments/return/${intent.intentId}`);

    const trxID = simulator.payment(intent.paymentID)?.trxID;
    const row = await intentRow(intent.intentId);
    expect(row).toMatchObject({ state: 'completed', trxId: trxID, failureReason: null });
    const money = await credited(intent.applicationId);
    expect(money.payments).toEqual([
      expect.objectContaining({
        id: row?.paymentId,
        status: 'confirmed',
        paymentMethod: 'bkash',
        transactionId: trxID,
        amount: '2500.50',
        platformFee: '250.05',
        decidedBy: null,
      }),
    ]);
    expect(money.escrows).toEqual([expect.objectContaining({ status: 'in_escrow' })]);
    expect(money.held).toHaveLength(1);

    const view = await intentOf(brand, intent.intentId);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      id: intent.intentId,
      application_id: intent.applicationId,
      gateway: 'bkash',
      state: 'completed',
      amount: '2500.50',
      trx_id: trxID,
      failure_reason: null,
    });

    // The admin's Payments tab shows it confirmed.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/?status=confirmed&limit=100',
      headers: bearer(admin),
    });
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ id: row?.paymentId, status: 'confirmed', transaction_id: trxID }),
    );
    expect(simulator.payment(intent.paymentID)?.transactionStatus).toBe('Completed');

    // Paid: no second checkout.
    const again = await checkout(brand, { application_id: intent.applicationId, gateway: 'bkash' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This application has already been paid.' });
  });

  it('a replayed callback credits once and executes once', async () => {
    const intent = await started();
    const path = await answer(intent, 'pay');
    const executes = simulator.counts().execute;
    for (let i = 0; i < 3; i += 1) {
      const back = await callback(path);
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/payments/return/${intent.intentId}`);
    }
    expect(simulator.counts().execute).toBe(executes + 1);
    expect((await credited(intent.applicationId)).payments).toHaveLength(1);
    expect((await intentRow(intent.intentId))?.state).toBe('completed');
  });

  it('5 simultaneous callbacks execute once and credit once', async () => {
    const intent = await started();
    const path = await answer(intent, 'pay');
    const executes = simulator.counts().execute;
    const answers = await Promise.all(Array.from({ length: 5 }, () => callback(path)));
    expect(answers.map((reply) => reply.statusCode)).toEqual([303, 303, 303, 303, 303]);
    expect(simulator.counts().execute).toBe(executes + 1);
    const money = await credited(intent.applicationId);
    expect(money.payments).toHaveLength(1);
    expect(money.escrows).toHaveLength(1);
    expect(money.held).toHaveLength(1);
  });

  it('cancel and fail on the page end the intent with nothing credited', async () => {
    const cancelled = await started();
    expect((await callback(await answer(cancelled, 'cancel'))).statusCode).toBe(303);
    expect(await intentRow(cancelled.intentId)).toMatchObject({ state: 'cancelled' });
    await expectNothingCredited(cancelled.applicationId);

    const failed = await started();
    const executes = simulator.counts().execute;
    expect((await callback(await answer(failed, 'fail'))).statusCode).toBe(303);
    expect(await intentRow(failed.intentId)).toMatchObject({
      state: 'failed',
      failureReason: 'declined',
    });
    expect(simulator.counts().execute).toBe(executes);
    await expectNothingCredited(failed.applicationId);
    const view = (await intentOf(brand, failed.intentId, { 'accept-language': 'bn' })).json();
    expect(view.failure_reason).toBe('bKash-এ পেমেন্টটি সম্পন্ন হয়নি। কোনো টাকা কাটা হয়নি।');

    // A cancelled attempt can be tried again.
    const again = await checkout(brand, {
      application_id: cancelled.applicationId,
      gateway: 'bkash',
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses and logs a forged or unknown paymentID, crediting nothing', async () => {
    const intent = await started();
    const before = logged.length;
    for (const paymentID of ['TR0011FORGED00000000', intent.paymentID.toLowerCase()]) {
      const forged = await callback(
        `/api/payments/bkash/callback?paymentID=${paymentID}&status=success`,
      );
      expect(forged.statusCode).toBe(404);
      expect(forged.json()).toEqual({ error: 'This payment is not known.' });
    }
    expect(
      logged.slice(before).filter((line) => line.msg.includes('unknown payment')),
    ).toHaveLength(2);
    for (const query of ['', '?paymentID=x', '?paymentID=x&status=paid', '?status=success']) {
      expect((await callback(`/api/payments/bkash/callback${query}`)).statusCode).toBe(400);
    }
    expect((await intentRow(intent.intentId))?.state).toBe('awaiting_approval');
    await expectNothingCredited(intent.applicationId);
  });

  it('a success callback before the brand approved executes nothing and keeps waiting', async () => {
    const intent = await started();
    const forged = await callback(
      `/api/payments/bkash/callback?paymentID=${intent.paymentID}&status=success`,
    );
    expect(forged.statusCode).toBe(303);
    expect((await intentRow(intent.intentId))?.state).toBe('awaiting_approval');
    await expectNothingCredited(intent.applicationId);
    // The brand's real approval still completes it.
    expect((await callback(await answer(intent, 'pay'))).statusCode).toBe(303);
    expect((await intentRow(intent.intentId))?.state).toBe('completed');
    expect((await credited(intent.applicationId)).payments).toHaveLength(1);
  });

  it('queries instead of executing again when execute never answers, and credits once', async () => {
    simulator.setFaults({ executeDelayMs: 'never' });
    const intent = await started();
    const path = await answer(intent, 'pay');
    const counts = simulator.counts();
    const back = await callback(path);
    expect(back.statusCode).toBe(303);
    expect(simulator.counts()).toMatchObject({
      execute: counts.execute + 1,
      query: counts.query + 1,
    });
    expect(await intentRow(intent.intentId)).toMatchObject({
      state: 'completed',
      trxId: simulator.payment(intent.paymentID)?.trxID,
    });
    expect((await credited(intent.applicationId)).payments).toHaveLength(1);
    // Replayed afterwards: still once.
    await callback(path);
    expect(simulator.counts().execute).toBe(counts.execute + 1);
    expect((await credited(intent.applicationId)).held).toHaveLength(1);
  });

  it('fails on insufficient balance, in words the brand understands', async () => {
    simulator.setFaults({ insufficientBalance: true });
    const intent = await started();
    expect((await callback(await answer(intent, 'pay'))).statusCode).toBe(303);
    expect(await intentRow(intent.intentId)).toMatchObject({
      state: 'failed',
      failureReason: 'insufficient_balance',
    });
    await expectNothingCredited(intent.applicationId);
    expect((await intentOf(brand, intent.intentId)).json()).toMatchObject({
      state: 'failed',
      failure_reason: 'Your bKash account did not have enough balance for this payment.',
    });
  });

  /** The brand pays on bKash's page, bKash's payment first changed by `change`. */
  async function payChanged(intent: Started, change: Partial<SimulatedPayment>) {
    Object.assign(simulator.payment(intent.paymentID) ?? {}, change);
    expect((await callback(await answer(intent, 'pay'))).statusCode).toBe(303);
  }

  /**
   * The brand pays, execute stays silent and bKash's query then names `trxID` as the payment's
   * transaction.
   */
  async function payQueriedAs(intent: Started, trxID: string) {
    simulator.setFaults({ executeDelayMs: 'never' });
    const pending = callback(await answer(intent, 'pay'));
    const simulated = simulator.payment(intent.paymentID);
    while (simulated?.trxID === undefined) await new Promise((done) => setTimeout(done, 20));
    simulated.trxID = trxID;
    expect((await pending).statusCode).toBe(303);
  }

  async function expectRefused(intent: Started, reason: string) {
    expect(await intentRow(intent.intentId)).toMatchObject({
      state: 'failed',
      failureReason: reason,
      trxId: null,
    });
    await expectNothingCredited(intent.applicationId);
  }

  it("refuses a completed answer whose amount is not the intent's", async () => {
    const intent = await started('1500.00');
    await payChanged(intent, { amount: '15.00' });
    await expectRefused(intent, 'mismatch');
  });

  it("refuses a completed answer whose invoice is not the intent's", async () => {
    const intent = await started();
    await payChanged(intent, { merchantInvoiceNumber: 'C-1-OTHER' });
    await expectRefused(intent, 'mismatch');
  });

  it('refuses a transaction ID already credited', async () => {
    const first = await started();
    await callback(await answer(first, 'pay'));
    const creditedTrx = (await intentRow(first.intentId))?.trxId;
    expect(creditedTrx).toEqual(expect.any(String));
    const second = await started();
    await payQueriedAs(second, creditedTrx ?? '');
    await expectRefused(second, 'already_credited');
  });

  it('refuses a gateway transaction ID a brand already typed for a manual payment', async () => {
    const typed = newTransactionId();
    await submittedByTransfer(typed);
    const intent = await started();
    await payQueriedAs(intent, typed);
    await expectRefused(intent, 'already_credited');
  });
});

describe('the gateway fee (BKASH_FEE_PERCENT=1.85)', () => {
  it('is a transfer from the wallet to the gateway fees, borne by the platform; escrow holds it all', async () => {
    const intent = await started('2000.00');
    await callback(await answer(intent, 'pay'));
    const row = await intentRow(intent.intentId);
    const paymentId = row?.paymentId ?? 0;
    const written = await t.database.db
      .select({ kind: transfers.kind, phase: transfers.phase, amount: transfers.amount })
      .from(transfers)
      .where(eq(transfers.paymentId, paymentId))
      .orderBy(transfers.id);
    expect(written).toEqual([
      { kind: 'payment', phase: 'posted', amount: 200_000n },
      { kind: 'escrow', phase: 'pending', amount: 200_000n },
      { kind: 'gateway_fee', phase: 'posted', amount: 3_700n },
    ]);
    const [feeAccounts] = await t.database.db
      .select({ debit: accounts.kind, wallet: accounts.wallet })
      .from(transfers)
      .innerJoin(accounts, eq(accounts.id, transfers.debitAccountId))
      .where(and(eq(transfers.paymentId, paymentId), eq(transfers.kind, 'gateway_fee')));
    expect(feeAccounts).toEqual({ debit: 'gateway_fees', wallet: null });
    const money = await credited(intent.applicationId);
    // The influencer's part is the platform fee's alone: 2000.00 less 10 %, the gateway's untouched.
    expect(money.payments).toEqual([
      expect.objectContaining({ amount: '2000.00', platformFee: '200.00' }),
    ]);
    expect(money.escrows).toEqual([expect.objectContaining({ amount: '2000.00' })]);
    expect(money.held).toEqual([expect.objectContaining({ amount: '2000.00' })]);
    expect(await reconcile(t.database.db, { fix: false })).toEqual({
      kept: [],
      ledger: [],
      transfers: [],
    });
  });
});

describe('POST /api/payments/checkout/', () => {
  it('takes the agreed amount, never one the client sends', async () => {
    const { application } = await acceptedApplication(
      t.database.db,
      brand.user.id,
      influencer.user.id,
      '4200.00',
    );
    const response = await checkout(brand, {
      application_id: application.id,
      gateway: 'bkash',
      amount: '1.00',
    });
    expect(response.statusCode).toBe(201);
    expect((await intentRow(response.json().intent_id))?.amount).toBe('4200.00');
  });

  it('holds no database transaction while bKash answers create: other writes go on meanwhile', async () => {
    const { application } = await acceptedApplication(
      t.database.db,
      brand.user.id,
      influencer.user.id,
    );
    simulator.setFaults({ createDelayMs: 1500 });
    const order: string[] = [];
    const slow = checkout(brand, { application_id: application.id, gateway: 'bkash' }).then(
      (response) => {
        order.push('checkout');
        return response;
      },
    );
    // Once bKash has been asked (the intent row exists), a write of the same brand is made.
    while (
      (await t.database.db.select().from(paymentIntents)).every(
        (row) => row.applicationId !== application.id,
      )
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { application: other } = await acceptedApplication(
      t.database.db,
      brand.user.id,
      influencer.user.id,
    );
    order.push('other write');
    expect((await slow).statusCode).toBe(201);
    expect(other.id).toBeGreaterThan(application.id);
    expect(order).toEqual(['other write', 'checkout']);
  });

  it('honours an Idempotency-Key: one intent and one gateway payment', async () => {
    const { application } = await acceptedApplication(
      t.database.db,
      brand.user.id,
      influencer.user.id,
    );
    const headers = { 'idempotency-key': '"checkout-key-1"' };
    const creates = simulator.counts().create;
    const first = await checkout(
      brand,
      { application_id: application.id, gateway: 'bkash' },
      headers,
    );
    const again = await checkout(
      brand,
      { application_id: application.id, gateway: 'bkash' },
      headers,
    );
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(simulator.counts().create).toBe(creates + 1);
    const other = await checkout(
      brand,
      { application_id: application.id + 1, gateway: 'bkash' },
      headers,
    );
    expect(other.statusCode).toBe(422);
  });

  it('a new attempt expires the one left on the page, which is then never executed', async () => {
    const first = await started();
    const second = await checkout(brand, { application_id: first.applicationId, gateway: 'bkash' });
    expect(second.statusCode).toBe(201);
    expect((await intentRow(first.intentId))?.state).toBe('expired');
    const executes = simulator.counts().execute;
    expect((await callback(await answer(first, 'pay'))).statusCode).toBe(303);
    expect(simulator.counts().execute).toBe(executes);
    await expectNothingCredited(first.applicationId);
  });

  it('refuses an application not accepted, a pending or paid one, and bad input', async () => {
    const campaign = await insertCampaign(t.database.db, { brandId: brand.user.id });
    const pending = await insertApplication(t.database.db, {
      campaignId: campaign.id,
      influencerId: influencer.user.id,
      status: 'pending',
    });
    const notAccepted = await checkout(brand, { application_id: pending.id, gateway: 'bkash' });
    expect(notAccepted.statusCode).toBe(400);
    expect(notAccepted.json().error).toBe('Only an accepted application can be paid.');

    const manual = await submittedByTransfer(newTransactionId());
    const awaiting = await checkout(brand, {
      application_id: manual,
      gateway: 'bkash',
    });
    expect(awaiting.statusCode).toBe(409);
    expect(awaiting.json()).toEqual({
      error: 'A payment for this application is already awaiting confirmation.',
    });

    for (const payload of [
      { application_id: manual, gateway: 'rocket' },
      { application_id: 'abc', gateway: 'bkash' },
      { gateway: 'bkash' },
    ]) {
      expect((await checkout(brand, payload)).statusCode).toBe(400);
    }
  });

  it('is for the owning brand only', async () => {
    const { application } = await acceptedApplication(
      t.database.db,
      brand.user.id,
      influencer.user.id,
    );
    const payload = { application_id: application.id, gateway: 'bkash' };
    expect((await checkout(otherBrand, payload)).statusCode).toBe(404);
    expect((await checkout(influencer, payload)).statusCode).toBe(403);
    expect((await checkout(admin, payload)).statusCode).toBe(403);
    expect((await checkout(undefined, payload)).statusCode).toBe(401);
  });
});

describe('GET /api/payments/intents/{id}/', () => {
  it('shows an intent to its brand only', async () => {
    const intent = await started();
    expect((await intentOf(brand, intent.intentId)).statusCode).toBe(200);
    expect((await intentOf(otherBrand, intent.intentId)).statusCode).toBe(404);
    expect((await intentOf(influencer, intent.intentId)).statusCode).toBe(403);
    expect((await intentOf(admin, intent.intentId)).statusCode).toBe(403);
    expect((await intentOf(undefined, intent.intentId)).statusCode).toBe(401);
    expect((await intentOf(brand, 2_000_000_000)).statusCode).toBe(404);
  });
});

describe('PAYMENT_GATEWAY', () => {
  /** An app of its own with `mode`: a brand's checkout and its gateways, then closed. */
  async function checkoutWith(mode: 'manual' | 'simulator') {
    const own = await startTestApp({ paymentGateway: mode });
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
        payload: { application_id: application.id, gateway: 'bkash' },
      });
      const gateways = await own.app.inject({
        method: 'GET',
        url: '/api/payments/gateways/',
        headers: bearer(owner),
      });
      const redirect = response.json().redirect_url as string | undefined;
      const page = redirect === undefined ? undefined : (await fetch(redirect)).status;
      return { response, gateways: gateways.json(), redirect, page };
    } finally {
      await own.close();
    }
  }

  it('manual: checkout says so and Pay Now offers no gateway', async () => {
    const { response, gateways } = await checkoutWith('manual');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error:
        'Paying through bKash is not available. Please pay by transfer and enter the transaction ID.',
    });
    expect(gateways).toEqual({ gateways: [], test_mode: false });
  });

  it('simulator: the server starts the simulator in-process on the loopback', async () => {
    const { response, gateways, redirect, page } = await checkoutWith('simulator');
    expect(response.statusCode).toBe(201);
    expect(gateways).toEqual({ gateways: ['bkash', 'nagad'], test_mode: true });
    const url = new URL(redirect ?? '');
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.port).not.toBe(new URL(simulator.url).port);
    expect(page).toBe(200);
  });
});

/** Another API instance's checkout service on the same database and gateway (its job). */
function instance() {
  const db = t.database.db;
  return createCheckoutService(
    db,
    t.config,
    transactionWithEvents(db, recordingBus()),
    systemClock,
    gateway,
    t.app.log,
  );
}

/** The intent as a crash left it: moved to `executing` an hour ago, its execute maybe sent. */
async function leftExecuting(intent: Started, executed: boolean) {
  await answer(intent, 'pay');
  expect(
    await moveIntent(t.database.db, intent.intentId, ['awaiting_approval'], { state: 'executing' }),
  ).toBeDefined();
  if (executed) expect((await gateway.bkash.executePayment(intent.paymentID)).ok).toBe(true);
  await untouchedFor(intent.intentId, '1 hour');
}

async function untouchedFor(intentId: number, interval: string) {
  await t.database.db
    .update(paymentIntents)
    .set({ updatedAt: sql`now() - ${interval}::interval` })
    .where(eq(paymentIntents.id, intentId));
}

describe('the gateway reconciliation job', () => {
  it('credits exactly once an intent left executing whose bKash payment completed, two instances at once', async () => {
    const intent = await started();
    await leftExecuting(intent, true);
    const trxID = simulator.payment(intent.paymentID)?.trxID;
    expect(trxID).toBeDefined();
    await expectNothingCredited(intent.applicationId);

    const executes = simulator.counts().execute;
    await Promise.all([instance().reconcileDue(), instance().reconcileDue()]);
    await instance().reconcileDue();
    expect(simulator.counts().execute).toBe(executes);
    expect(await intentRow(intent.intentId)).toMatchObject({
      state: 'completed',
      trxId: trxID,
      gatewayAnswer: expect.objectContaining({
        call: 'query',
        outcome: 'Completed',
        trx_id: trxID,
      }),
    });
    const money = await credited(intent.applicationId);
    expect(money.payments).toEqual([
      expect.objectContaining({ status: 'confirmed', transactionId: trxID, decidedBy: null }),
    ]);
    expect(money.escrows).toHaveLength(1);
    expect(money.held).toHaveLength(1);
  });

  it('fails an intent left executing whose bKash payment never completed', async () => {
    const intent = await started();
    await leftExecuting(intent, false);
    await instance().reconcileDue();
    expect(await intentRow(intent.intentId)).toMatchObject({
      state: 'failed',
      failureReason: 'gateway_error',
    });
    expect(simulator.payment(intent.paymentID)?.transactionStatus).toBe('Initiated');
    await expectNothingCredited(intent.applicationId);
  });

  it('leaves alone an intent executing within the grace: its execute may be under way', async () => {
    const intent = await started();
    await answer(intent, 'pay');
    await moveIntent(t.database.db, intent.intentId, ['awaiting_approval'], { state: 'executing' });
    await instance().reconcileDue();
    expect((await intentRow(intent.intentId))?.state).toBe('executing');
    await moveIntent(t.database.db, intent.intentId, ['executing'], { state: 'expired' });
  });

  it('expires an intent abandoned on the page past GATEWAY_INTENT_EXPIRY_MINUTES, never executed', async () => {
    const intent = await started();
    const fresh = await started();
    await untouchedFor(intent.intentId, '31 minutes');
    await instance().reconcileDue();
    expect((await intentRow(intent.intentId))?.state).toBe('expired');
    expect((await intentRow(fresh.intentId))?.state).toBe('awaiting_approval');
    // The brand approving afterwards: the callback finds it ended and executes nothing.
    const executes = simulator.counts().execute;
    await callback(await answer(intent, 'pay'));
    expect(simulator.counts().execute).toBe(executes);
    await expectNothingCredited(intent.applicationId);
  });

  it('credits a waiting intent whose bKash payment completed (the callback was lost)', async () => {
    const intent = await started();
    await answer(intent, 'pay');
    expect((await gateway.bkash.executePayment(intent.paymentID)).ok).toBe(true);
    await untouchedFor(intent.intentId, '31 minutes');
    await Promise.all([instance().reconcileDue(), instance().reconcileDue()]);
    expect((await intentRow(intent.intentId))?.state).toBe('completed');
    expect((await credited(intent.applicationId)).payments).toHaveLength(1);
  });
});

describe('the admin Gateway tab API', () => {
  const list = (user: SignedIn | undefined, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/payment-intents/${query}`,
      headers: user === undefined ? {} : bearer(user),
    });
  const queryAgain = (user: SignedIn | undefined, id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/payment-intents/${id}/query/`,
      headers: user === undefined ? {} : bearer(user),
    });

  it('lists intents newest first by state, and query again credits a lost completion once', async () => {
    const intent = await started('1234.00');
    const waiting = await list(admin, '?state=awaiting_approval&limit=100');
    expect(waiting.statusCode).toBe(200);
    const rows = waiting.json() as { id: number; state: string }[];
    expect(rows[0]).toMatchObject({
      id: intent.intentId,
      state: 'awaiting_approval',
      amount: '1234.00',
      application_id: intent.applicationId,
      brand_id: brand.user.id,
      brand_name: brand.user.username,
      gateway: 'bkash',
      gateway_payment_id: intent.paymentID,
      trx_id: null,
      payment_id: null,
      gateway_answer: null,
    });
    expect(rows.every((row) => row.state === 'awaiting_approval')).toBe(true);
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => b - a));

    // Before the brand approved: bKash says Initiated and the intent keeps waiting.
    const asked = await queryAgain(admin, intent.intentId);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      state: 'awaiting_approval',
      gateway_answer: { call: 'query', outcome: 'Initiated', trx_id: null },
    });

    await answer(intent, 'pay');
    expect((await gateway.bkash.executePayment(intent.paymentID)).ok).toBe(true);
    const trxID = simulator.payment(intent.paymentID)?.trxID;
    const [first, second] = await Promise.all([
      queryAgain(admin, intent.intentId),
      queryAgain(admin, intent.intentId),
    ]);
    // Two admins ask at once: one moves the intent and credits it; the other, having lost the
    // compare-and-set, answers what it read then (completed, or still executing on PostgreSQL
    // while the first one's credit commits) and credits nothing.
    const answers = [first?.json(), second?.json()] as { state: string; trx_id: string | null }[];
    expect(answers).toContainEqual(expect.objectContaining({ state: 'completed', trx_id: trxID }));
    expect(answers.every((one) => ['completed', 'executing'].includes(one.state))).toBe(true);
    expect((await credited(intent.applicationId)).payments).toHaveLength(1);
    const completed = (await list(admin, '?state=completed')).json() as {
      id: number;
      trx_id: string | null;
    }[];
    expect(completed).toContainEqual(
      expect.objectContaining({ id: intent.intentId, trx_id: trxID }),
    );
    // The admin's Payments list says the gateway confirmed it.
    const confirmed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/?transaction_id=${trxID ?? ''}`,
      headers: bearer(admin),
    });
    expect(confirmed.json()).toEqual([
      expect.objectContaining({ status: 'confirmed', confirmed_by_gateway: 'bkash' }),
    ]);
  });

  it('is for admins only, and answers 404 for an unknown intent', async () => {
    const intent = await started();
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(brand)).statusCode).toBe(403);
    expect((await queryAgain(brand, intent.intentId)).statusCode).toBe(403);
    expect((await queryAgain(influencer, intent.intentId)).statusCode).toBe(403);
    const unknown = await queryAgain(admin, 99_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'This gateway payment does not exist.' });
    expect((await list(admin, '?state=paid')).statusCode).toBe(400);
  });
});
