import { generateKeyPairSync } from 'node:crypto';
import { Secret, type NagadSettings } from '../../config';
import { startGatewaySimulator, type GatewaySimulator } from '../simulator';
import { NagadClient, type NagadClientOptions, type NagadLogLine } from './client';
import { NAGAD_FALLBACK_IP_V4, NAGAD_PATHS, NAGAD_STATUS_CODES, nagadDate } from './protocol';

const CALLBACK = 'https://portal.example.com/api/payments/nagad/callback';

let simulator: GatewaySimulator;
beforeAll(async () => {
  simulator = await startGatewaySimulator();
});
afterAll(async () => simulator.stop());
afterEach(() =>
  simulator.setNagadFaults({
    verifyDelayMs: 0,
    insufficientBalance: false,
    refundDelayMs: 0,
    refuseRefunds: false,
  }),
);

function settings(overrides: Partial<NagadSettings> = {}): NagadSettings {
  return {
    baseUrl: simulator.nagad.baseUrl,
    merchantId: simulator.nagad.merchantId,
    merchantPrivateKey: new Secret(simulator.nagad.merchantPrivateKey),
    nagadPublicKey: simulator.nagad.nagadPublicKey,
    ...overrides,
  };
}

function clientWith(options: Partial<NagadClientOptions> = {}) {
  return new NagadClient({ settings: settings(), ...options });
}

let orders = 0;
const newOrderId = () => `T${Date.now()}N${(orders += 1)}`;

const text = (lines: NagadLogLine[]) => JSON.stringify(lines);

/** A client signing with a merchant key Nagad does not know. */
function forgerClient() {
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return new NagadClient({
    settings: settings({
      merchantPrivateKey: new Secret(
        stranger.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      ),
    }),
  });
}

async function started(client: NagadClient, orderId = newOrderId(), amount = '1500.50') {
  const answer = await client.startCheckout({ orderId, amount, callbackURL: CALLBACK });
  if (!answer.ok) throw new Error(`start failed: ${JSON.stringify(answer.failure)}`);
  return { orderId, ...answer.value };
}

/** The payer on the simulator's page: loads it and presses a button, as a browser would. */
async function answerOnPage(redirectUrl: string, button: 'Pay' | 'Fail' | 'Cancel') {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Nagad payment');
  expect(html).toContain('Test payment');
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const reference = /name="payment_ref_id" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const choice = new RegExp(`value="(\\w+)">${button}</button>`).exec(html)?.[1] ?? '';
  const sent = await fetch(new URL(action, redirectUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_ref_id: reference, choice }).toString(),
    redirect: 'manual',
  });
  expect(sent.status).toBe(303);
  return new URL(sent.headers.get('location') ?? '');
}

describe('NagadClient against the simulator', () => {
  it('starts a checkout (initialize sealed and signed, then complete) and verifies it paid', async () => {
    const client = clientWith();
    const checkout = await started(client);
    expect(checkout.redirectUrl.startsWith(`${simulator.url}/nagad/pay?payment_ref_id=`)).toBe(
      true,
    );
    expect(simulator.nagadPayment(checkout.paymentReferenceId)).toMatchObject({
      orderId: checkout.orderId,
      amount: '1500.50',
      status: 'Ready',
      // No payer's address given: the loopback, on initialize and complete.
      payerIpV4: [NAGAD_FALLBACK_IP_V4, NAGAD_FALLBACK_IP_V4],
    });
    const before = await client.verify(checkout.paymentReferenceId);
    expect(before).toMatchObject({ ok: true, value: { status: 'Ready' } });

    const back = await answerOnPage(checkout.redirectUrl, 'Pay');
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      payment_ref_id: checkout.paymentReferenceId,
      order_id: checkout.orderId,
      status: 'Success',
      status_code: NAGAD_STATUS_CODES.success,
    });

    const verified = await client.verify(checkout.paymentReferenceId);
    expect(verified).toEqual({
      ok: true,
      value: expect.objectContaining({
        orderId: checkout.orderId,
        paymentRefId: checkout.paymentReferenceId,
        amount: '1500.50',
        status: 'Success',
        issuerPaymentRefNo: simulator.nagadPayment(checkout.paymentReferenceId)?.issuerPaymentRefNo,
      }),
    });
    // Verified again: the same answer (verify only reads).
    expect(await client.verify(checkout.paymentReferenceId)).toEqual(verified);
    // The page answers once.
    expect((await fetch(checkout.redirectUrl)).status).toBe(409);
  });

  it('Fail and Cancel come back as Failed and Aborted, and verify says so', async () => {
    const client = clientWith();
    const failed = await started(client);
    expect((await answerOnPage(failed.redirectUrl, 'Fail')).searchParams.get('status')).toBe(
      'Failed',
    );
    expect(await client.verify(failed.paymentReferenceId)).toMatchObject({
      ok: true,
      value: { status: 'Failed', issuerPaymentRefNo: null },
    });
    const cancelled = await started(client);
    expect((await answerOnPage(cancelled.redirectUrl, 'Cancel')).searchParams.get('status')).toBe(
      'Aborted',
    );
    expect(await client.verify(cancelled.paymentReferenceId)).toMatchObject({
      ok: true,
      value: { status: 'Aborted' },
    });
  });

  it('insufficient balance fails the payment with its status code', async () => {
    const client = clientWith();
    simulator.setNagadFaults({ insufficientBalance: true });
    const checkout = await started(client);
    const back = await answerOnPage(checkout.redirectUrl, 'Pay');
    expect(back.searchParams.get('status')).toBe('Failed');
    expect(back.searchParams.get('status_code')).toBe(NAGAD_STATUS_CODES.insufficientBalance);
    expect(await client.verify(checkout.paymentReferenceId)).toMatchObject({
      ok: true,
      value: { status: 'Failed', statusCode: NAGAD_STATUS_CODES.insufficientBalance },
    });
  });

  it('a verify answering late or never is a timeout failure, and verifying again later answers', async () => {
    const client = clientWith({ verifyTimeoutMs: 300 });
    const checkout = await started(client);
    await answerOnPage(checkout.redirectUrl, 'Pay');
    simulator.setNagadFaults({ verifyDelayMs: 'never' });
    expect(await client.verify(checkout.paymentReferenceId)).toEqual({
      ok: false,
      failure: { kind: 'timeout', call: 'verify', afterMs: 300 },
    });
    simulator.setNagadFaults({ verifyDelayMs: 100 });
    expect(await client.verify(checkout.paymentReferenceId)).toMatchObject({
      ok: true,
      value: { status: 'Success' },
    });
  });

  it('refusals are values: a reused order ID, an unknown payment, the wrong merchant key', async () => {
    const client = clientWith();
    const checkout = await started(client);
    const reused = await client.startCheckout({
      orderId: checkout.orderId,
      amount: '10.00',
      callbackURL: CALLBACK,
    });
    expect(reused).toEqual({
      ok: false,
      failure: expect.objectContaining({ kind: 'refused', call: 'initialize' }),
    });
    expect(await client.verify('NOSUCHREFERENCE')).toEqual({
      ok: false,
      failure: expect.objectContaining({ kind: 'refused', call: 'verify' }),
    });
    const forger = forgerClient();
    expect(
      await forger.startCheckout({ orderId: newOrderId(), amount: '1.00', callbackURL: CALLBACK }),
    ).toEqual({
      ok: false,
      failure: expect.objectContaining({ kind: 'refused', call: 'initialize' }),
    });
  });

  it('the simulator refuses an initialize whose X-KM-IP-V4 names no IPv4 address', async () => {
    const initializes = simulator.nagadCounts().initialize;
    const headers: Record<string, string>[] = [
      {},
      { 'X-KM-IP-V4': '2001:db8::5' },
      { 'X-KM-IP-V4': 'payer' },
    ];
    for (const header of headers) {
      const response = await fetch(
        `${simulator.nagad.baseUrl}${NAGAD_PATHS.initialize(simulator.nagad.merchantId, newOrderId())}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...header },
          body: JSON.stringify({ sensitiveData: 'x', signature: 'x' }),
        },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ reason: 'Bad Request' });
    }
    expect(simulator.nagadCounts().initialize).toBe(initializes + 3);
  });

  it("data sealed for another key than Nagad's is refused and goes no further", async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const client = new NagadClient({
      settings: settings({
        nagadPublicKey: stranger.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      }),
    });
    const completes = simulator.nagadCounts().complete;
    const answer = await client.startCheckout({
      orderId: newOrderId(),
      amount: '1.00',
      callbackURL: CALLBACK,
    });
    expect(answer).toEqual({
      ok: false,
      failure: expect.objectContaining({ kind: 'refused', call: 'initialize' }),
    });
    expect(simulator.nagadCounts().complete).toBe(completes);
  });

  it('refunds a paid payment in parts up to its amount, sealed and signed, with its Nagad day', async () => {
    const client = clientWith();
    const checkout = await started(client);
    await answerOnPage(checkout.redirectUrl, 'Pay');
    const requestedAt = new Date('2026-11-28T19:30:00Z');
    const refund = (amount: string, referenceNo: string) =>
      client.refundPayment({
        paymentRefId: checkout.paymentReferenceId,
        orderId: checkout.orderId,
        requestedAt,
        originalAmount: '1500.50',
        amount,
        referenceNo,
        reason: 'Refund of a collaboration',
      });

    const first = await refund('500.50', 'R1');
    const made = () => simulator.nagadPayment(checkout.paymentReferenceId)?.refunds ?? [];
    expect(first).toEqual({
      ok: true,
      value: {
        status: 'Success',
        originalAmount: '1500.50',
        cancelAmount: '500.50',
        cancelTrxId: made()[0]?.cancelTrxId,
      },
    });
    // 19:30 UTC is the next day in Dhaka.
    expect(made()).toEqual([
      expect.objectContaining({
        amount: '500.50',
        referenceNo: 'R1',
        originalRequestDate: '20261129',
      }),
    ]);
    expect(nagadDate(requestedAt.getTime())).toBe('20261129');

    expect(await refund('1000.01', 'R2')).toEqual({
      ok: false,
      failure: expect.objectContaining({
        kind: 'refused',
        call: 'cancel',
        reason: 'Invalid Cancel Amount',
      }),
    });
    expect(await refund('1000.00', 'R3')).toMatchObject({
      ok: true,
      value: { cancelAmount: '1000.00' },
    });
    expect(made().map(({ amount }) => amount)).toEqual(['500.50', '1000.00']);
    expect(await refund('0.01', 'R4')).toMatchObject({ ok: false, failure: { kind: 'refused' } });
  });

  it('refuses a refund of a payment not paid, unknown, of another order, or of another amount', async () => {
    const client = clientWith();
    const unpaid = await started(client);
    const refund = (overrides: Partial<Parameters<NagadClient['refundPayment']>[0]> = {}) =>
      client.refundPayment({
        paymentRefId: unpaid.paymentReferenceId,
        orderId: unpaid.orderId,
        requestedAt: new Date(),
        originalAmount: '1500.50',
        amount: '10.00',
        referenceNo: 'R1',
        reason: 'Refund',
        ...overrides,
      });
    expect(await refund()).toMatchObject({
      ok: false,
      failure: { kind: 'refused', call: 'cancel', reason: 'Invalid State' },
    });
    await answerOnPage(unpaid.redirectUrl, 'Pay');
    for (const [overrides, reason] of [
      [{ paymentRefId: 'NOSUCHREFERENCE' }, 'Invalid Payment'],
      [{ orderId: 'ANOTHERORDER1' }, 'Invalid Payment'],
      [{ originalAmount: '1500.00' }, 'Invalid Amount'],
    ] as const) {
      expect(await refund(overrides)).toMatchObject({
        ok: false,
        failure: { kind: 'refused', call: 'cancel', reason },
      });
    }
    expect(simulator.nagadPayment(unpaid.paymentReferenceId)?.refunds).toEqual([]);
    expect(() => refund({ amount: '1.234' })).toThrow(RangeError);
    expect(() => refund({ referenceNo: 'R-1' })).toThrow(RangeError);
  });

  it('a refund refused by the fault moves nothing; one answering never is a timeout, its money sent back', async () => {
    const client = clientWith({ timeoutMs: 300 });
    const checkout = await started(client);
    await answerOnPage(checkout.redirectUrl, 'Pay');
    const refund = () =>
      client.refundPayment({
        paymentRefId: checkout.paymentReferenceId,
        orderId: checkout.orderId,
        requestedAt: new Date(),
        originalAmount: '1500.50',
        amount: '1500.50',
        referenceNo: 'R9',
        reason: 'Refund',
      });
    simulator.setNagadFaults({ refuseRefunds: true });
    expect(await refund()).toMatchObject({
      ok: false,
      failure: { kind: 'refused', call: 'cancel', reason: 'Cancel Not Permitted' },
    });
    expect(simulator.nagadPayment(checkout.paymentReferenceId)?.refunds).toEqual([]);

    simulator.setNagadFaults({ refuseRefunds: false, refundDelayMs: 'never' });
    const cancels = simulator.nagadCounts().cancel;
    expect(await refund()).toEqual({
      ok: false,
      failure: { kind: 'timeout', call: 'cancel', afterMs: 300 },
    });
    expect(simulator.nagadCounts().cancel).toBe(cancels + 1);
    expect(simulator.nagadPayment(checkout.paymentReferenceId)?.refunds).toEqual([
      expect.objectContaining({ amount: '1500.50' }),
    ]);
  });

  it('the simulator refuses a refund sealed with another merchant key or naming no IPv4 address', async () => {
    const client = clientWith();
    const checkout = await started(client);
    await answerOnPage(checkout.redirectUrl, 'Pay');
    const forger = forgerClient();
    expect(
      await forger.refundPayment({
        paymentRefId: checkout.paymentReferenceId,
        orderId: checkout.orderId,
        requestedAt: new Date(),
        originalAmount: '1500.50',
        amount: '1.00',
        referenceNo: 'R1',
        reason: 'Refund',
      }),
    ).toMatchObject({ ok: false, failure: { kind: 'refused', reason: 'Invalid Signature' } });
    const response = await fetch(
      `${simulator.nagad.baseUrl}${NAGAD_PATHS.cancel(checkout.paymentReferenceId, checkout.orderId)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sensitiveDataCancelRequest: 'x', signature: 'x' }),
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ reason: 'Bad Request' });
    expect(simulator.nagadPayment(checkout.paymentReferenceId)?.refunds).toEqual([]);
  });

  it('an unreachable Nagad is a value', async () => {
    const client = new NagadClient({ settings: settings({ baseUrl: 'http://127.0.0.1:9' }) });
    expect(await client.verify('X')).toEqual({
      ok: false,
      failure: { kind: 'unreachable', call: 'verify' },
    });
  });

  it('logs one line a call and never a key, a body or a reference', async () => {
    const lines: NagadLogLine[] = [];
    const client = clientWith({ log: (line) => lines.push(line) });
    const checkout = await started(client);
    await answerOnPage(checkout.redirectUrl, 'Pay');
    await client.verify(checkout.paymentReferenceId);
    const refunded = await client.refundPayment({
      paymentRefId: checkout.paymentReferenceId,
      orderId: checkout.orderId,
      requestedAt: new Date(),
      originalAmount: '1500.50',
      amount: '1500.50',
      referenceNo: 'R1',
      reason: 'Refund',
    });
    expect(lines.map(({ call, outcome, httpStatus }) => ({ call, outcome, httpStatus }))).toEqual([
      { call: 'initialize', outcome: 'ok', httpStatus: 200 },
      { call: 'complete', outcome: 'ok', httpStatus: 200 },
      { call: 'verify', outcome: 'ok', httpStatus: 200 },
      { call: 'cancel', outcome: 'ok', httpStatus: 200 },
    ]);
    expect(text(lines)).not.toContain(refunded.ok ? refunded.value.cancelTrxId : 'none');
    expect(text(lines)).not.toContain(checkout.paymentReferenceId);
    expect(text(lines)).not.toContain(checkout.orderId);
    expect(text(lines)).not.toContain('PRIVATE');
    expect(String(settings().merchantPrivateKey)).toBe('[secret]');
  });
});
