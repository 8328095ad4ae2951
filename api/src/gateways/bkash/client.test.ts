import { Secret, type BkashSettings } from '../../config';
import {
  SIMULATOR_BKASH_CREDENTIALS,
  startGatewaySimulator,
  type GatewaySimulator,
  type GatewaySimulatorOptions,
} from '../simulator';
import { BkashClient, type BkashClientOptions, type BkashLogLine } from './client';
import { BKASH_STATUS, type BkashCallbackStatus } from './protocol';

const CALLBACK = 'https://portal.example.com/payments/bkash/callback?intent=41';

let simulator: GatewaySimulator;
afterEach(async () => simulator.stop());

async function start(options: GatewaySimulatorOptions = {}): Promise<GatewaySimulator> {
  simulator = await startGatewaySimulator(options);
  return simulator;
}

function settingsFor(gateway: GatewaySimulator): BkashSettings {
  return {
    baseUrl: gateway.bkashBaseUrl,
    appKey: SIMULATOR_BKASH_CREDENTIALS.appKey,
    appSecret: new Secret(SIMULATOR_BKASH_CREDENTIALS.appSecret),
    username: SIMULATOR_BKASH_CREDENTIALS.username,
    password: new Secret(SIMULATOR_BKASH_CREDENTIALS.password),
  };
}

function clientFor(gateway: GatewaySimulator, options: Partial<BkashClientOptions> = {}) {
  return new BkashClient({ settings: settingsFor(gateway), ...options });
}

async function created(client: BkashClient, invoice = 'PI-41') {
  const answer = await client.createPayment({
    amount: '1500.50',
    merchantInvoiceNumber: invoice,
    callbackURL: CALLBACK,
  });
  if (!answer.ok) throw new Error(`create failed: ${JSON.stringify(answer.failure)}`);
  return answer.value;
}

/** The brand on the approval page: loads it and presses one of its buttons, as a browser would. */
async function answerOnPage(bkashURL: string, button: 'Pay' | 'Fail' | 'Cancel') {
  const page = await fetch(bkashURL);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Test payment');
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const paymentID = /name="paymentID" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const choice = new RegExp(`value="(\\w+)">${button}</button>`).exec(html)?.[1] ?? '';
  const sent = await fetch(new URL(action, bkashURL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ paymentID, choice }).toString(),
    redirect: 'manual',
  });
  expect(sent.status).toBe(303);
  return new URL(sent.headers.get('location') ?? '');
}

function expectCallback(location: URL, paymentID: string, status: BkashCallbackStatus) {
  expect(`${location.origin}${location.pathname}`).toBe(
    'https://portal.example.com/payments/bkash/callback',
  );
  expect(location.searchParams.get('intent')).toBe('41');
  expect(location.searchParams.get('paymentID')).toBe(paymentID);
  expect(location.searchParams.get('status')).toBe(status);
}

describe('the token', () => {
  it('is granted once for 10 calls at the same time, then used until shortly before it expires', async () => {
    const gateway = await start();
    let now = Date.now();
    const client = clientFor(gateway, { now: () => now, refreshMarginMs: 60_000 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => created(client, `PI-${index}`)),
    );
    expect(new Set(answers.map((answer) => answer.paymentID)).size).toBe(10);
    expect(gateway.counts()).toMatchObject({ grant: 1, refresh: 0, create: 10 });

    now += 3_540_000 - 1;
    await created(client);
    expect(gateway.counts()).toMatchObject({ grant: 1, refresh: 0 });
  });

  it('is refreshed once, with the refresh token, when 10 calls find it about to expire', async () => {
    const gateway = await start();
    let now = Date.now();
    const client = clientFor(gateway, { now: () => now, refreshMarginMs: 60_000 });
    await created(client);
    now += 3_540_000;
    await Promise.all(Array.from({ length: 10 }, (_, index) => created(client, `PI-${index}`)));
    expect(gateway.counts()).toMatchObject({ grant: 1, refresh: 1, create: 11 });
  });

  it('refused as expired by bKash, is refreshed and the call sent again, once', async () => {
    const gateway = await start();
    const client = clientFor(gateway);
    await created(client);
    gateway.expireTokens();
    const again = await created(client, 'PI-42');
    expect(again.transactionStatus).toBe('Initiated');
    expect(gateway.counts()).toMatchObject({ grant: 1, refresh: 1, create: 3 });
  });

  it('is granted anew when the refresh is refused, and wrong credentials are a typed refusal', async () => {
    const gateway = await start();
    const client = clientFor(gateway);
    await created(client);
    gateway.expireTokens({ refreshTokens: true });
    await created(client, 'PI-42');
    expect(gateway.counts()).toMatchObject({ grant: 2, refresh: 1, create: 3 });

    const wrong = new BkashClient({
      settings: { ...settingsFor(gateway), password: new Secret('not-the-password') },
    });
    const refused = await wrong.createPayment({
      amount: '10',
      merchantInvoiceNumber: 'PI-1',
      callbackURL: CALLBACK,
    });
    expect(refused).toEqual({ ok: false, failure: { kind: 'unauthorized', call: 'grant' } });
  });

  it('never reaches the log: no credential, token or body in any line', async () => {
    const gateway = await start();
    const lines: BkashLogLine[] = [];
    const client = clientFor(gateway, { log: (line) => lines.push(line) });
    const payment = await created(client);
    gateway.expireTokens();
    await client.queryPayment(payment.paymentID);
    await client.executePayment(payment.paymentID);
    expect(lines.map((line) => line.call)).toEqual([
      'grant',
      'create',
      'query',
      'refresh',
      'query',
      'execute',
    ]);
    expect(lines[5]).toMatchObject({ outcome: 'refused', statusCode: '2060', httpStatus: 200 });
    const logged = JSON.stringify(lines);
    for (const secret of Object.values(SIMULATOR_BKASH_CREDENTIALS)) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toMatch(/sim-(id|refresh)-|paymentID|TR0011/);
  });
});

describe('a payment', () => {
  it('created, approved with Pay on the page and executed, is Completed with a trxID', async () => {
    const gateway = await start();
    const client = clientFor(gateway);
    const payment = await created(client);
    expect(payment).toMatchObject({
      amount: '1500.50',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: 'PI-41',
      transactionStatus: 'Initiated',
    });
    expect(payment.bkashURL.startsWith(gateway.url)).toBe(true);

    expectCallback(await answerOnPage(payment.bkashURL, 'Pay'), payment.paymentID, 'success');
    const executed = await client.executePayment(payment.paymentID);
    expect(executed).toEqual({
      ok: true,
      value: expect.objectContaining({
        paymentID: payment.paymentID,
        transactionStatus: 'Completed',
        amount: '1500.50',
        merchantInvoiceNumber: 'PI-41',
        trxID: expect.stringMatching(/^[A-Z0-9]{10}$/),
      }),
    });
    const queried = await client.queryPayment(payment.paymentID);
    expect(queried.ok && queried.value).toMatchObject({
      transactionStatus: 'Completed',
      trxID: executed.ok ? executed.value.trxID : '',
    });
  });

  it('executed a second time answers "already completed" and moves no money again', async () => {
    const gateway = await start();
    const client = clientFor(gateway);
    const payment = await created(client);
    await answerOnPage(payment.bkashURL, 'Pay');
    const first = await client.executePayment(payment.paymentID);
    const second = await client.executePayment(payment.paymentID);
    expect(second).toEqual({
      ok: false,
      failure: { kind: 'refused', call: 'execute', ...BKASH_STATUS.alreadyCompleted },
    });
    expect(gateway.payment(payment.paymentID)?.trxID).toBe(first.ok ? first.value.trxID : '');
  });

  it('whose execute answers late: the client gives up in time and a query tells the truth', async () => {
    const gateway = await start({ faults: { executeDelayMs: 5_000 } });
    const client = clientFor(gateway, { executeTimeoutMs: 300 });
    const payment = await created(client);
    await answerOnPage(payment.bkashURL, 'Pay');
    const startedAt = Date.now();
    const executed = await client.executePayment(payment.paymentID);
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    expect(executed).toEqual({
      ok: false,
      failure: { kind: 'timeout', call: 'execute', afterMs: 300 },
    });
    const queried = await client.queryPayment(payment.paymentID);
    expect(queried.ok && queried.value).toMatchObject({
      transactionStatus: 'Completed',
      trxID: gateway.payment(payment.paymentID)?.trxID,
    });
  });

  it('whose execute never answers: the timeout fires, the query finds it completed', async () => {
    const gateway = await start({ faults: { executeDelayMs: 'never' } });
    const client = clientFor(gateway, { executeTimeoutMs: 200 });
    const payment = await created(client);
    await answerOnPage(payment.bkashURL, 'Pay');
    const executed = await client.executePayment(payment.paymentID);
    expect(executed.ok || executed.failure.kind).toBe('timeout');
    const queried = await client.queryPayment(payment.paymentID);
    expect(queried.ok && queried.value.transactionStatus).toBe('Completed');
  });

  it('with insufficient balance is refused with 2023 and ends Failed', async () => {
    const gateway = await start();
    gateway.setFaults({ insufficientBalance: true });
    const client = clientFor(gateway);
    const payment = await created(client);
    await answerOnPage(payment.bkashURL, 'Pay');
    expect(await client.executePayment(payment.paymentID)).toEqual({
      ok: false,
      failure: { kind: 'refused', call: 'execute', ...BKASH_STATUS.insufficientBalance },
    });
    const queried = await client.queryPayment(payment.paymentID);
    expect(queried.ok && queried.value).toMatchObject({ transactionStatus: 'Failed' });
    expect(queried.ok && queried.value.trxID).toBeUndefined();
  });

  it.each([
    ['Fail', 'failure', 'Failed'],
    ['Cancel', 'cancel', 'Cancelled'],
  ] as const)(
    'answered %s on the page returns with status=%s, and cannot be executed',
    async (button, status, transactionStatus) => {
      const gateway = await start();
      const client = clientFor(gateway);
      const payment = await created(client);
      expectCallback(await answerOnPage(payment.bkashURL, button), payment.paymentID, status);
      expect(await client.executePayment(payment.paymentID)).toEqual({
        ok: false,
        failure: { kind: 'refused', call: 'execute', ...BKASH_STATUS.invalidPaymentState },
      });
      const queried = await client.queryPayment(payment.paymentID);
      expect(queried.ok && queried.value.transactionStatus).toBe(transactionStatus);
      const page = await fetch(payment.bkashURL);
      expect(page.status).toBe(409);
    },
  );

  it('not yet approved cannot be executed, and an unknown payment ID is refused', async () => {
    const gateway = await start();
    const client = clientFor(gateway);
    const payment = await created(client);
    expect(await client.executePayment(payment.paymentID)).toEqual({
      ok: false,
      failure: { kind: 'refused', call: 'execute', ...BKASH_STATUS.executePrerequisite },
    });
    expect(await client.queryPayment('TR0011NOSUCHPAYMENT')).toEqual({
      ok: false,
      failure: { kind: 'refused', call: 'query', ...BKASH_STATUS.invalidPaymentId },
    });
  });
});

/** A payment created, approved on the page and executed: its paymentID and trxID. */
async function paid(client: BkashClient) {
  const payment = await created(client);
  await answerOnPage(payment.bkashURL, 'Pay');
  const executed = await client.executePayment(payment.paymentID);
  if (!executed.ok) throw new Error(`execute failed: ${JSON.stringify(executed.failure)}`);
  return { paymentID: payment.paymentID, trxID: executed.value.trxID };
}

const REFUND = { sku: 'R-7', reason: 'The collaboration was refunded.' };

describe('a refund', () => {
  it('of part of a completed payment, then the rest, each with its refundTrxID; then "already refunded"', async () => {
    const gateway = await start();
    const client = clientFor(gateway);
    const payment = await paid(client);
    const first = await client.refundPayment({ ...payment, ...REFUND, amount: '500.50' });
    expect(first).toEqual({
      ok: true,
      value: expect.objectContaining({
        originalTrxID: payment.trxID,
        refundTrxID: expect.stringMatching(/^[A-Z0-9]{10}$/),
        transactionStatus: 'Completed',
        amount: '500.50',
      }),
    });
    const tooMuch = await client.refundPayment({ ...payment, ...REFUND, amount: '1000.01' });
    expect(tooMuch).toEqual({
      ok: false,
      failure: { kind: 'refused', call: 'refund', ...BKASH_STATUS.refundTooLarge },
    });
    const rest = await client.refundPayment({ ...payment, ...REFUND, amount: '1000.00' });
    expect(rest.ok && rest.value.refundTrxID).not.toBe(first.ok && first.value.refundTrxID);
    const again = await client.refundPayment({ ...payment, ...REFUND, amount: '1.00' });
    expect(again).toEqual({
      ok: false,
      failure: { kind: 'refused', call: 'refund', ...BKASH_STATUS.alreadyRefunded },
    });
    expect(gateway.payment(payment.paymentID)?.refunds.map((done) => done.amount)).toEqual([
      '500.50',
      '1000.00',
    ]);
  });

  it('of a payment not completed, or with another trxID, is refused and moves nothing', async () => {
    const gateway = await start();
    const client = clientFor(gateway);
    const waiting = await created(client);
    const notPaid = await client.refundPayment({
      paymentID: waiting.paymentID,
      trxID: 'ABCDEFGHIJ',
      amount: '10.00',
      ...REFUND,
    });
    expect(notPaid).toEqual({
      ok: false,
      failure: { kind: 'refused', call: 'refund', ...BKASH_STATUS.transactionNotFound },
    });
    const payment = await paid(client);
    const otherTrx = await client.refundPayment({
      ...payment,
      trxID: 'ZZZZZZZZZZ',
      amount: '1.00',
      ...REFUND,
    });
    expect(otherTrx.ok).toBe(false);
    expect(gateway.payment(payment.paymentID)?.refunds).toEqual([]);
  });

  it('outside the refund window, or refused by the fault switch, is refused with 2035', async () => {
    let now = Date.now();
    const gateway = await start({ now: () => now, refundWindowDays: 15 });
    const client = clientFor(gateway, { now: () => now });
    const payment = await paid(client);
    gateway.setFaults({ refuseRefunds: true });
    const refused = await client.refundPayment({ ...payment, ...REFUND, amount: '1.00' });
    expect(refused).toEqual({
      ok: false,
      failure: { kind: 'refused', call: 'refund', ...BKASH_STATUS.refundNotPermitted },
    });
    gateway.setFaults({ refuseRefunds: false });
    now += 15 * 86_400_000 + 1000;
    const late = await client.refundPayment({ ...payment, ...REFUND, amount: '1.00' });
    expect(late.ok || late.failure).toMatchObject(BKASH_STATUS.refundNotPermitted);
    expect(gateway.payment(payment.paymentID)?.refunds).toEqual([]);
  });

  it('answering never: the client gives up, and the refund status tells the refund once made', async () => {
    const gateway = await start({ faults: { refundDelayMs: 'never' } });
    const client = clientFor(gateway, { timeoutMs: 300 });
    const payment = await paid(client);
    const none = await client.refundStatus(payment.paymentID, payment.trxID);
    expect(none).toEqual({
      ok: false,
      failure: { kind: 'refused', call: 'refundStatus', ...BKASH_STATUS.transactionNotFound },
    });
    const lost = await client.refundPayment({ ...payment, ...REFUND, amount: '1500.50' });
    expect(lost).toEqual({ ok: false, failure: { kind: 'timeout', call: 'refund', afterMs: 300 } });
    const status = await client.refundStatus(payment.paymentID, payment.trxID);
    expect(status).toEqual({
      ok: true,
      value: expect.objectContaining({
        originalTrxID: payment.trxID,
        refundTrxID: gateway.payment(payment.paymentID)?.refunds[0]?.refundTrxID,
        amount: '1500.50',
      }),
    });
    expect(gateway.counts()).toMatchObject({ refund: 1, refundStatus: 2 });
  });
});

describe('the simulator', () => {
  it('switches its faults through the control endpoint and tells its state', async () => {
    const gateway = await start();
    const put = await fetch(`${gateway.url}/__simulator/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        insufficientBalance: true,
        executeDelayMs: 'never',
        webhookLost: true,
      }),
    });
    expect(await put.json()).toEqual({
      insufficientBalance: true,
      executeDelayMs: 'never',
      createDelayMs: 0,
      callbackLost: false,
      callbackRepeated: false,
      webhookBadSignature: false,
      webhookLost: true,
      refundDelayMs: 0,
      refuseRefunds: false,
    });
    const wrong = await fetch(`${gateway.url}/__simulator/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ executeDelayMs: -1 }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      message: expect.stringContaining('executeDelayMs'),
    });

    const client = clientFor(gateway);
    await created(client);
    const expire = await fetch(`${gateway.url}/__simulator/expire-tokens`, { method: 'POST' });
    expect(expire.status).toBe(204);
    await created(client, 'PI-42');
    const state = (await (await fetch(`${gateway.url}/__simulator/state`)).json()) as {
      counts: Record<string, number>;
      payments: unknown[];
    };
    expect(state.counts).toMatchObject({ grant: 1, refresh: 1, create: 3 });
    expect(state.payments).toHaveLength(2);
  });

  it('refuses what bKash refuses at create: an amount of 0, a callback that is not a URL', async () => {
    const gateway = await start();
    const client = clientFor(gateway);
    expect(() =>
      client.createPayment({
        amount: '10.001',
        merchantInvoiceNumber: 'PI-1',
        callbackURL: CALLBACK,
      }),
    ).toThrow(RangeError);
    const zero = await client.createPayment({
      amount: '0',
      merchantInvoiceNumber: 'PI-1',
      callbackURL: CALLBACK,
    });
    expect(zero).toEqual({
      ok: false,
      failure: { kind: 'refused', call: 'create', ...BKASH_STATUS.invalidAmount },
    });
    const noCallback = await client.createPayment({
      amount: '10',
      merchantInvoiceNumber: 'PI-1',
      callbackURL: 'not a url',
    });
    expect(noCallback.ok || noCallback.failure).toMatchObject(BKASH_STATUS.invalidCallbackUrl);
  });

  it('is unreachable once stopped, which the client tells apart from a refusal', async () => {
    const gateway = await start();
    const client = clientFor(gateway, { timeoutMs: 2_000 });
    await gateway.stop();
    const answer = await client.queryPayment('TR0011ANY');
    expect(answer).toEqual({ ok: false, failure: { kind: 'unreachable', call: 'grant' } });
    simulator = await startGatewaySimulator();
  });
});
