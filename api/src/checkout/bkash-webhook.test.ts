import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Secret } from '../config';
import type { SnsMessage } from '../gateways/bkash/webhook';
import {
  SIMULATOR_SNS_TOPIC_ARN,
  startGatewaySimulator,
  type GatewaySimulator,
} from '../gateways/simulator';
import { acceptedApplication, bearer, type SignedIn } from '../test/marketplace-fixtures';
import { creditedFor, paymentIntentRow } from '../test/gateway-credits';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { WEBHOOK_HOST, WEBHOOK_NOT_CONFIGURED, WEBHOOK_TOPIC } from './bkash-webhook';
import { BKASH_WEBHOOK_PATH, simulatorGateway } from './gateway';

/**
 * bKash's webhook as the second path besides the callback (docs/payment-gateways.md), on the
 * real database, with the real simulator POSTing its signed notifications to the app listening
 * on the loopback, or to a recorder when a test replays them itself.
 */

let simulator: GatewaySimulator;
let t: TestApp;
let appUrl: string;
let brand: SignedIn;
let influencer: SignedIn;
interface LogLine {
  level: number;
  msg: string;
  refusal?: string;
  [field: string]: unknown;
}
const logged: LogLine[] = [];
/** What pino writes on every line; the rest is what the code chose to log. */
const PINO_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg']);
const loggedFields = (line: LogLine) =>
  Object.keys(line)
    .filter((field) => !PINO_FIELDS.has(field))
    .sort();
/** Another SNS topic, one anyone can create and subscribe the platform's URL to. */
const OTHER_TOPIC = 'arn:aws:sns:ap-southeast-1:111111111111:not-bkash';

/** Records the notifications the simulator sends while a test points it here. */
let recorder: Server;
let recorderUrl: string;
const recorded: string[] = [];

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  simulator = await startGatewaySimulator();
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  t = await startTestApp({ platformFeePercent: 10, publicUrl: appUrl }, undefined, {
    gateway: simulatorGateway(simulator, { executeTimeoutMs: 800 }),
    logger: {
      level: 'info',
      stream: { write: (line: string) => logged.push(JSON.parse(line) as LogLine) },
    },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  recorder = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      recorded.push(body);
      response.end();
    });
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  recorderUrl = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}/`;
  brand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
});
afterAll(async () => {
  await simulator.stop();
  await t.close();
  await new Promise((resolve) => recorder.close(resolve));
});
beforeEach(() => {
  simulator.setWebhookUrl(`${appUrl}${BKASH_WEBHOOK_PATH}`);
  simulator.setSnsTopicArn(SIMULATOR_SNS_TOPIC_ARN);
  recorded.length = 0;
});
afterEach(() =>
  simulator.setFaults({
    executeDelayMs: 0,
    callbackLost: false,
    callbackRepeated: false,
    webhookBadSignature: false,
    webhookLost: false,
  }),
);

interface Started {
  applicationId: number;
  intentId: number;
  paymentID: string;
  redirectUrl: string;
}

async function started(): Promise<Started> {
  const { application } = await acceptedApplication(
    t.database.db,
    brand.user.id,
    influencer.user.id,
    '1500.00',
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/checkout/',
    headers: bearer(brand),
    payload: { application_id: application.id, gateway: 'bkash' },
  });
  expect(response.statusCode).toBe(201);
  const body = response.json() as { intent_id: number; redirect_url: string };
  return {
    applicationId: application.id,
    intentId: body.intent_id,
    paymentID: new URL(body.redirect_url).searchParams.get('paymentID') ?? '',
    redirectUrl: body.redirect_url,
  };
}

/** The brand presses Pay on the simulator's page: its answer (303 back, or 200 when lost). */
function pay(intent: Started) {
  return fetch(intent.redirectUrl.split('?')[0] ?? '', {
    method: 'POST',
    body: new URLSearchParams({ paymentID: intent.paymentID, choice: 'pay' }),
    redirect: 'manual',
  });
}

/** The browser arriving at the callback bKash sent it to. */
async function followCallback(answer: Response) {
  expect(answer.status).toBe(303);
  const location = new URL(answer.headers.get('location') ?? '');
  return t.app.inject({ method: 'GET', url: `${location.pathname}${location.search}` });
}

/** A recorded notification POSTed as SNS does (text/plain). */
const deliver = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: BKASH_WEBHOOK_PATH,
    headers: { 'content-type': 'text/plain; charset=UTF-8' },
    payload: body,
  });

const intentRow = (id: number) => paymentIntentRow(t.database.db, id);

/** Payments, escrows and held entries of the application. */
const credited = (applicationId: number) => creditedFor(t.database.db, applicationId);

/** Credited exactly once, with bKash's trxID, and the intent completed. */
async function expectCreditedOnce(intent: Started) {
  const trxID = simulator.payment(intent.paymentID)?.trxID;
  expect(trxID).toEqual(expect.any(String));
  expect(await intentRow(intent.intentId)).toMatchObject({ state: 'completed', trxId: trxID });
  const money = await credited(intent.applicationId);
  expect(money.payments).toEqual([
    expect.objectContaining({ status: 'confirmed', transactionId: trxID, amount: '1500.00' }),
  ]);
  expect(money.escrows).toHaveLength(1);
  expect(money.held).toHaveLength(1);
}

async function expectNothingCredited(intent: Started) {
  expect(await credited(intent.applicationId)).toEqual({ payments: [], escrows: [], held: [] });
  expect(simulator.payment(intent.paymentID)?.trxID).toBeUndefined();
}

describe("bKash's webhook", () => {
  it('a lost callback: the signed notification (text/plain) gets the payment credited once', async () => {
    simulator.setFaults({ callbackLost: true });
    const intent = await started();
    const executes = simulator.counts().execute;
    const answer = await pay(intent);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('location')).toBeNull();

    const deliveries = await simulator.webhookDeliveries();
    const ours = deliveries.filter((delivery) => delivery.paymentID === intent.paymentID);
    // The approval's notification, then the completed payment's once executed.
    expect(ours).toEqual([
      { paymentID: intent.paymentID, httpStatus: 200 },
      { paymentID: intent.paymentID, httpStatus: 200 },
    ]);
    expect(simulator.counts().execute).toBe(executes + 1);
    await expectCreditedOnce(intent);
  });

  it('callback and webhook at once: credited once', async () => {
    const intent = await started();
    const back = await followCallback(await pay(intent));
    expect(back.statusCode).toBe(303);
    await simulator.webhookDeliveries();
    await expectCreditedOnce(intent);
  });

  it('the webhook before execute answers, then the callback: credited once, by one execute', async () => {
    simulator.setFaults({ executeDelayMs: 400 });
    const intent = await started();
    const executes = simulator.counts().execute;
    const back = await followCallback(await pay(intent));
    expect(back.statusCode).toBe(303);
    await simulator.webhookDeliveries();
    expect(simulator.counts().execute).toBe(executes + 1);
    await expectCreditedOnce(intent);
  });

  it('the callback first, the webhook later and again: no-op 200s, credited once', async () => {
    simulator.setWebhookUrl(recorderUrl);
    const intent = await started();
    await followCallback(await pay(intent));
    await simulator.webhookDeliveries();
    expect(recorded).toHaveLength(1);
    const body = recorded[0] ?? '';
    for (const response of [await deliver(body), await deliver(body)]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ outcome: 'ignored' });
    }
    await expectCreditedOnce(intent);
  });

  it('the webhook first, repeated at once, then the callback: one execute, credited once', async () => {
    simulator.setWebhookUrl(recorderUrl);
    simulator.setFaults({ callbackLost: true });
    const intent = await started();
    expect((await pay(intent)).status).toBe(200);
    await simulator.webhookDeliveries();
    expect(recorded).toHaveLength(1);
    const body = recorded[0] ?? '';
    const executes = simulator.counts().execute;
    const answers = await Promise.all([deliver(body), deliver(body), deliver(body)]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(simulator.counts().execute).toBe(executes + 1);
    await expectCreditedOnce(intent);
    // The browser's callback after all: the intent is answered.
    const late = await t.app.inject({
      method: 'GET',
      url: `/api/payments/bkash/callback?paymentID=${intent.paymentID}&status=success`,
    });
    expect(late.statusCode).toBe(303);
    expect(simulator.counts().execute).toBe(executes + 1);
    await expectCreditedOnce(intent);
  });

  it('a repeated browser callback (callbackRepeated): credited once', async () => {
    simulator.setFaults({ callbackRepeated: true });
    const intent = await started();
    const executes = simulator.counts().execute;
    const back = await followCallback(await pay(intent));
    expect(back.statusCode).toBe(303);
    await simulator.webhookDeliveries();
    expect(simulator.counts().execute).toBe(executes + 1);
    await expectCreditedOnce(intent);
  });

  it('a bad signature (webhookBadSignature): 403 with a sentence, logged, nothing credited', async () => {
    simulator.setFaults({ callbackLost: true, webhookBadSignature: true });
    const intent = await started();
    const before = logged.length;
    expect((await pay(intent)).status).toBe(200);
    const deliveries = await simulator.webhookDeliveries();
    expect(deliveries.filter((delivery) => delivery.paymentID === intent.paymentID)).toEqual([
      { paymentID: intent.paymentID, httpStatus: 403 },
    ]);
    expect(logged.slice(before)).toContainEqual(
      expect.objectContaining({ refusal: 'signature', msg: 'refused a bKash webhook message' }),
    );
    expect(await intentRow(intent.intentId)).toMatchObject({ state: 'awaiting_approval' });
    await expectNothingCredited(intent);
  });

  it('a certificate on another host: 403 with a sentence, nothing fetched or credited', async () => {
    simulator.setWebhookUrl(recorderUrl);
    simulator.setFaults({ callbackLost: true });
    const intent = await started();
    await pay(intent);
    await simulator.webhookDeliveries();
    const message = JSON.parse(recorded[0] ?? '') as SnsMessage;
    const elsewhere = new URL(message.SigningCertURL);
    elsewhere.hostname = 'localhost';
    for (const SigningCertURL of [elsewhere.href, `${recorderUrl}cert.pem`]) {
      const response = await deliver(JSON.stringify({ ...message, SigningCertURL }));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: WEBHOOK_HOST });
    }
    expect(recorded).toHaveLength(1);
    expect(await intentRow(intent.intentId)).toMatchObject({ state: 'awaiting_approval' });
    await expectNothingCredited(intent);
  });

  it('a message that is not SNS: 400 with a sentence', async () => {
    const response = await deliver('{"Type": "Notification"}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
  });

  it('a lost webhook and a lost callback (webhookLost): nothing arrives, the intent waits', async () => {
    simulator.setFaults({ callbackLost: true, webhookLost: true });
    const intent = await started();
    expect((await pay(intent)).status).toBe(200);
    const deliveries = await simulator.webhookDeliveries();
    expect(deliveries.filter((delivery) => delivery.paymentID === intent.paymentID)).toEqual([]);
    expect(await intentRow(intent.intentId)).toMatchObject({ state: 'awaiting_approval' });
    await expectNothingCredited(intent);
  });
});

describe("bKash's webhook and its topic", () => {
  it("another topic's Notification, SubscriptionConfirmation and UnsubscribeConfirmation: 403, logged with topic and MessageId only, nothing confirmed, queried or credited", async () => {
    simulator.setWebhookUrl(recorderUrl);
    simulator.setSnsTopicArn(OTHER_TOPIC);
    simulator.setFaults({ callbackLost: true });
    const intent = await started();
    expect((await pay(intent)).status).toBe(200);
    await simulator.webhookDeliveries();
    await simulator.sendSubscriptionMessage('SubscriptionConfirmation');
    await simulator.sendSubscriptionMessage('UnsubscribeConfirmation');
    const messages = recorded.map((body) => JSON.parse(body) as SnsMessage);
    expect(messages.map((message) => [message.Type, message.TopicArn])).toEqual([
      ['Notification', OTHER_TOPIC],
      ['SubscriptionConfirmation', OTHER_TOPIC],
      ['UnsubscribeConfirmation', OTHER_TOPIC],
    ]);

    const counts = simulator.counts();
    const before = logged.length;
    for (const [index, body] of recorded.entries()) {
      const response = await deliver(body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: WEBHOOK_TOPIC });
      const lines = logged.slice(before).filter((line) => line.refusal !== undefined);
      expect(lines).toHaveLength(index + 1);
      const line = lines[index] ?? { level: 0, msg: '' };
      expect(line).toMatchObject({
        msg: 'refused a bKash webhook message',
        refusal: 'topic',
        topic: OTHER_TOPIC,
        messageId: messages[index]?.MessageId,
      });
      expect(loggedFields(line)).toEqual(['messageId', 'refusal', 'topic']);
    }
    expect(simulator.confirmedSubscriptions()).toEqual([]);
    expect(simulator.counts()).toEqual(counts);
    expect(await intentRow(intent.intentId)).toMatchObject({ state: 'awaiting_approval' });
    await expectNothingCredited(intent);
  });

  it("the platform's topic: a SubscriptionConfirmation is confirmed through its SubscribeURL", async () => {
    const confirmed = simulator.confirmedSubscriptions().length;
    expect(await simulator.sendSubscriptionMessage('SubscriptionConfirmation')).toBe(200);
    expect(simulator.confirmedSubscriptions().slice(confirmed)).toEqual([SIMULATOR_SNS_TOPIC_ARN]);
  });

  it("the platform's topic: an UnsubscribeConfirmation is verified and logged, and the webhook does not subscribe again", async () => {
    const confirmed = simulator.confirmedSubscriptions().length;
    const before = logged.length;
    simulator.setWebhookUrl(recorderUrl);
    await simulator.sendSubscriptionMessage('UnsubscribeConfirmation');
    const message = JSON.parse(recorded[0] ?? '') as SnsMessage;
    expect(message.SubscribeURL).toEqual(expect.stringContaining(simulator.url));

    const response = await deliver(recorded[0] ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ outcome: 'ignored' });
    expect(logged.slice(before)).toContainEqual(
      expect.objectContaining({
        msg: 'bKash webhook unsubscribed: not subscribed again',
        topic: SIMULATOR_SNS_TOPIC_ARN,
        messageId: message.MessageId,
      }),
    );
    expect(simulator.confirmedSubscriptions().length).toBe(confirmed);

    // The same message with its signature broken is refused, as any other.
    const forged = await deliver(JSON.stringify({ ...message, Message: `${message.Message} ` }));
    expect(forged.statusCode).toBe(403);
  });
});

describe('PAYMENT_GATEWAY=live without BKASH_WEBHOOK_TOPIC_ARN', () => {
  let live: TestApp;
  const liveLogged: LogLine[] = [];

  beforeAll(async () => {
    live = await startTestApp(
      {
        paymentGateway: 'live',
        bkash: {
          baseUrl: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
          appKey: 'app-key',
          appSecret: new Secret('app-secret'),
          username: 'merchant',
          password: new Secret('merchant-password'),
        },
        bkashWebhookTopicArn: undefined,
      },
      undefined,
      {
        logger: {
          level: 'info',
          stream: { write: (line: string) => liveLogged.push(JSON.parse(line) as LogLine) },
        },
      },
    );
  });
  afterAll(() => live.close());

  it('the server starts, says so, and refuses every message with a sentence, logged once each, confirming nothing', async () => {
    expect(liveLogged).toContainEqual(
      expect.objectContaining({
        msg: "BKASH_WEBHOOK_TOPIC_ARN is not set: bKash's webhook refuses every message until it is",
      }),
    );
    const confirmed = simulator.confirmedSubscriptions().length;
    simulator.setWebhookUrl(recorderUrl);
    await simulator.sendSubscriptionMessage('SubscriptionConfirmation');
    simulator.setFaults({ callbackLost: true });
    await pay(await started());
    await simulator.webhookDeliveries();
    expect(recorded).toHaveLength(2);

    const before = liveLogged.length;
    for (const body of recorded) {
      const response = await live.app.inject({
        method: 'POST',
        url: BKASH_WEBHOOK_PATH,
        headers: { 'content-type': 'text/plain; charset=UTF-8' },
        payload: body,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: WEBHOOK_NOT_CONFIGURED });
    }
    expect(liveLogged.slice(before).filter((line) => line.refusal !== undefined)).toEqual(
      Array.from({ length: 2 }, () =>
        expect.objectContaining({
          msg: 'refused a bKash webhook message',
          refusal: 'unconfigured',
        }),
      ),
    );
    expect(simulator.confirmedSubscriptions()).toHaveLength(confirmed);
  });
});
