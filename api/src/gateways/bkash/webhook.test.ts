import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AWS_SNS_CERTIFICATES,
  parseBkashNotification,
  simulatorCertificates,
  snsSignature,
  snsStringToSign,
  SnsVerifier,
  SNS_MESSAGE_TYPES,
  type SnsMessage,
} from './webhook';

/** A key pair made here; the server below serves its public key as the signing certificate. */
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const otherKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

let server: Server;
let origin: string;
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/cert.pem') {
      response.end(keys.publicKey.export({ type: 'spki', format: 'pem' }));
    } else if (request.url?.startsWith('/confirm')) {
      response.end('<ConfirmSubscriptionResponse/>');
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
});

/** The topic the verifier below expects (BKASH_WEBHOOK_TOPIC_ARN). */
const TOPIC = 'arn:aws:sns:ap-southeast-1:000000000000:bkash';

const verifier = () => new SnsVerifier({ policy: simulatorCertificates(origin), topicArn: TOPIC });

function signed(
  fields: Partial<SnsMessage> = {},
  privateKey: KeyObject = keys.privateKey,
): SnsMessage {
  const message: Omit<SnsMessage, 'Signature'> = {
    Type: 'Notification',
    MessageId: 'a7c1e3f2-0000-4000-8000-000000000001',
    TopicArn: TOPIC,
    Message: JSON.stringify({
      trxID: 'TRX0000001',
      amount: '1500.00',
      transactionStatus: 'Completed',
      transactionReference: 'C-1-ABCD1234',
    }),
    Timestamp: '2026-11-29T10:00:00.000Z',
    SignatureVersion: '2',
    SigningCertURL: `${origin}/cert.pem`,
    ...fields,
  };
  return { ...message, Signature: snsSignature(message, privateKey) };
}

describe('the string SNS signs', () => {
  test("a Notification's fields in order, Subject only when present", () => {
    const message = signed();
    expect(snsStringToSign(message)).toBe(
      `Message\n${message.Message}\nMessageId\n${message.MessageId}\n` +
        `Timestamp\n${message.Timestamp}\nTopicArn\n${message.TopicArn}\nType\nNotification\n`,
    );
    expect(snsStringToSign(signed({ Subject: 'Paid' }))).toContain(
      'MessageId\na7c1e3f2-0000-4000-8000-000000000001\nSubject\nPaid\nTimestamp\n',
    );
  });

  test("a SubscriptionConfirmation's adds SubscribeURL and Token", () => {
    const message = signed({
      Type: 'SubscriptionConfirmation',
      SubscribeURL: `${origin}/confirm`,
      Token: 'tok',
    });
    expect(snsStringToSign(message)).toBe(
      `Message\n${message.Message}\nMessageId\n${message.MessageId}\nSubscribeURL\n${origin}/confirm\n` +
        `Timestamp\n${message.Timestamp}\nToken\ntok\nTopicArn\n${message.TopicArn}\nType\nSubscriptionConfirmation\n`,
    );
  });
});

describe('verifying an SNS message', () => {
  test('signature versions 1 (SHA1withRSA) and 2 (SHA256withRSA) are verified', async () => {
    const sns = verifier();
    for (const version of ['1', '2'] as const) {
      const verdict = await sns.verify(signed({ SignatureVersion: version }));
      expect(verdict.ok).toBe(true);
    }
  });

  test('the body as SNS sends it, JSON text under text/plain, is read too', async () => {
    expect((await verifier().verify(JSON.stringify(signed()))).ok).toBe(true);
  });

  test('the certificate is fetched once and kept', async () => {
    const sns = verifier();
    await sns.verify(signed());
    await sns.verify(signed({ MessageId: 'another' }));
    expect(requests.filter((url) => url === '/cert.pem')).toHaveLength(1);
  });

  test('a message signed by another key, or changed after signing, is refused', async () => {
    const sns = verifier();
    expect(await sns.verify(signed({}, otherKeys.privateKey))).toEqual({
      ok: false,
      refusal: 'signature',
    });
    const changed = {
      ...signed(),
      Message: JSON.stringify({
        trxID: 'TRX0000001',
        amount: '9999.00',
        transactionStatus: 'Completed',
        transactionReference: 'C-1-ABCD1234',
      }),
    };
    expect(await sns.verify(changed)).toEqual({ ok: false, refusal: 'signature' });
    const downgraded = { ...signed({ SignatureVersion: '2' }), SignatureVersion: '1' as const };
    expect(await sns.verify(downgraded)).toEqual({ ok: false, refusal: 'signature' });
  });

  test('a certificate on another host, port or scheme is never fetched', async () => {
    const sns = verifier();
    const port = new URL(origin).port;
    for (const url of [
      `http://localhost:${port}/cert.pem`,
      `http://127.0.0.1:1/cert.pem`,
      `https://127.0.0.1:${port}/cert.pem`,
      `http://user@127.0.0.1:${port}/cert.pem`,
      'not a url',
    ]) {
      expect(await sns.verify(signed({ SigningCertURL: url }))).toEqual({
        ok: false,
        refusal: 'host',
      });
    }
    expect(requests).toEqual([]);
  });

  test('a certificate URL that answers no key is refused', async () => {
    expect(await verifier().verify(signed({ SigningCertURL: `${origin}/missing.pem` }))).toEqual({
      ok: false,
      refusal: 'certificate',
    });
  });

  test('live: a bare public key is not a certificate', async () => {
    const live = new SnsVerifier({
      policy: { ...simulatorCertificates(origin), bareKeyAccepted: false },
      topicArn: TOPIC,
    });
    expect(await live.verify(signed())).toEqual({ ok: false, refusal: 'certificate' });
  });

  test('malformed messages are refused', async () => {
    const sns = verifier();
    const unsigned: Partial<SnsMessage> = signed();
    delete unsigned.Signature;
    for (const body of [
      '{not json',
      42,
      {},
      unsigned,
      { ...signed(), Type: 'Other' },
      { ...signed(), SignatureVersion: '3' },
    ]) {
      expect(await sns.verify(body)).toEqual({ ok: false, refusal: 'malformed' });
    }
  });
});

describe('the topic', () => {
  const otherTopic = 'arn:aws:sns:ap-southeast-1:111111111111:someone-elses';

  test.each(SNS_MESSAGE_TYPES)(
    "another topic's %s, signed by the right key, is refused before its certificate is fetched",
    async (type) => {
      const message = signed({
        Type: type,
        TopicArn: otherTopic,
        ...(type === 'Notification' ? {} : { Token: 'tok', SubscribeURL: `${origin}/confirm` }),
      });
      expect(await verifier().verify(message)).toEqual({
        ok: false,
        refusal: 'topic',
        topic: otherTopic,
        messageId: message.MessageId,
      });
      expect(requests).toEqual([]);
    },
  );

  test('a topic that differs only in case is another topic', async () => {
    const verdict = await verifier().verify(signed({ TopicArn: TOPIC.toUpperCase() }));
    expect(verdict).toMatchObject({ ok: false, refusal: 'topic' });
  });

  test('with no topic expected, every message is refused and nothing is fetched', async () => {
    const unconfigured = new SnsVerifier({
      policy: simulatorCertificates(origin),
      topicArn: undefined,
    });
    for (const body of [signed(), JSON.stringify(signed()), '{not json'])
      expect(await unconfigured.verify(body)).toEqual({ ok: false, refusal: 'unconfigured' });
    expect(requests).toEqual([]);
  });
});

describe("live: SNS's own hosts", () => {
  test.each([
    ['https://sns.ap-southeast-1.amazonaws.com/SimpleNotificationService-abc.pem', true],
    ['https://sns.cn-north-1.amazonaws.com.cn/SimpleNotificationService-abc.pem', true],
    ['http://sns.ap-southeast-1.amazonaws.com/SimpleNotificationService-abc.pem', false],
    ['https://sns.ap-southeast-1.amazonaws.com:8443/cert.pem', false],
    ['https://sns.ap-southeast-1.amazonaws.com.attacker.example/cert.pem', false],
    ['https://attacker.example/sns.ap-southeast-1.amazonaws.com/cert.pem', false],
    ['https://s3.amazonaws.com/cert.pem', false],
    ['https://x@sns.ap-southeast-1.amazonaws.com/cert.pem', false],
  ])('%s allowed: %s', (url, allowed) => {
    expect(AWS_SNS_CERTIFICATES.allows(new URL(url))).toBe(allowed);
  });
});

describe('confirming a subscription', () => {
  const confirmation = (fields: Partial<SnsMessage> = {}) =>
    signed({
      Type: 'SubscriptionConfirmation',
      Token: 'tok',
      SubscribeURL: `${origin}/confirm?Token=tok`,
      ...fields,
    });

  test('a verified one is confirmed by fetching its SubscribeURL', async () => {
    const sns = verifier();
    const verdict = await sns.verify(confirmation());
    if (!verdict.ok) throw new Error(verdict.refusal);
    expect(await sns.confirmSubscription(verdict.message)).toBe(true);
    expect(requests).toContain('/confirm?Token=tok');
  });

  test('a SubscribeURL on another host is not fetched', async () => {
    const sns = verifier();
    const port = new URL(origin).port;
    const verdict = await sns.verify(
      confirmation({ SubscribeURL: `http://localhost:${port}/confirm` }),
    );
    if (!verdict.ok) throw new Error(verdict.refusal);
    expect(await sns.confirmSubscription(verdict.message)).toBe(false);
    expect(requests.some((url) => url.startsWith('/confirm'))).toBe(false);
  });
});

describe("bKash's notification", () => {
  test('its invoice number (transactionReference), trxID, amount and status', () => {
    expect(parseBkashNotification(signed().Message)).toEqual({
      paymentID: undefined,
      merchantInvoiceNumber: 'C-1-ABCD1234',
      trxID: 'TRX0000001',
      amount: '1500.00',
      status: 'Completed',
    });
  });

  test('a paymentID and a numeric amount', () => {
    expect(
      parseBkashNotification(
        JSON.stringify({ paymentID: 'TR0011X', amount: 15, transactionStatus: 'Initiated' }),
      ),
    ).toEqual({
      paymentID: 'TR0011X',
      merchantInvoiceNumber: undefined,
      trxID: undefined,
      amount: '15',
      status: 'Initiated',
    });
  });

  test.each([
    ['not json'],
    [JSON.stringify({ amount: '15', transactionStatus: 'Completed', trxID: 'T' })],
    [JSON.stringify({ paymentID: 'P', amount: '-1', transactionStatus: 'Completed' })],
    [JSON.stringify({ paymentID: 'P', amount: '15' })],
  ])('%s is not one', (message) => {
    expect(parseBkashNotification(message)).toBeUndefined();
  });
});
