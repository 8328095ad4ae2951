import { createPublicKey, sign, verify, X509Certificate, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { BKASH_AMOUNT } from './protocol';

/**
 * bKash's webhook: payment notifications delivered as Amazon SNS messages, each signed by SNS and
 * verified here before anything is read from it (docs/payment-gateways.md, with the sources).
 */

export const SNS_MESSAGE_TYPES = [
  'Notification',
  'SubscriptionConfirmation',
  'UnsubscribeConfirmation',
] as const;

/** An SNS message as it arrives in the body of the HTTP POST. */
export const snsMessageSchema = z.object({
  Type: z.enum(SNS_MESSAGE_TYPES),
  MessageId: z.string().min(1).max(200),
  TopicArn: z.string().min(1).max(500),
  Message: z.string().max(100_000),
  Timestamp: z.string().min(1).max(100),
  SignatureVersion: z.enum(['1', '2']),
  Signature: z.string().min(1).max(2000),
  SigningCertURL: z.string().min(1).max(2000),
  Subject: z.string().max(1000).optional(),
  Token: z.string().max(2000).optional(),
  SubscribeURL: z.string().max(2000).optional(),
  UnsubscribeURL: z.string().max(2000).optional(),
});
export type SnsMessage = z.output<typeof snsMessageSchema>;

/** The fields SNS signs, in its order, of a subscription or unsubscription confirmation. */
const CONFIRMATION_SIGNED_FIELDS: readonly (keyof SnsMessage)[] = [
  'Message',
  'MessageId',
  'SubscribeURL',
  'Timestamp',
  'Token',
  'TopicArn',
  'Type',
];

/** The fields SNS signs, in its order, for each kind of message. */
const SIGNED_FIELDS: Record<SnsMessage['Type'], readonly (keyof SnsMessage)[]> = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: CONFIRMATION_SIGNED_FIELDS,
  UnsubscribeConfirmation: CONFIRMATION_SIGNED_FIELDS,
};

/**
 * The string SNS signs: each signed field present, as its name, a newline, its value and a
 * newline (a Notification's Subject only when it has one).
 */
export function snsStringToSign(message: SnsMessage): string {
  return SIGNED_FIELDS[message.Type]
    .filter((field) => message[field] !== undefined)
    .map((field) => `${field}\n${String(message[field])}\n`)
    .join('');
}

/** SignatureVersion 1 is SHA1withRSA, 2 is SHA256withRSA. */
export const SNS_SIGNATURE_HASH = { '1': 'sha1', '2': 'sha256' } as const;

/** Signs `message` as SNS does (the simulator signs its notifications with it). */
export function snsSignature(
  message: Omit<SnsMessage, 'Signature'>,
  privateKey: KeyObject,
): string {
  const text = snsStringToSign({ ...message, Signature: '' });
  return sign(
    SNS_SIGNATURE_HASH[message.SignatureVersion],
    Buffer.from(text, 'utf8'),
    privateKey,
  ).toString('base64');
}

/** SNS's certificates are served from sns.<region>.amazonaws.com (amazonaws.com.cn in China). */
const AWS_SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;

/**
 * Where the signing certificate (and the SubscribeURL) may come from, and what it may be.
 * `bareKeyAccepted`: a PEM public key is taken as well as an X.509 certificate (the simulator,
 * which node:crypto cannot make a certificate for; docs/payment-gateways.md).
 */
export interface SnsCertificatePolicy {
  allows(url: URL): boolean;
  bareKeyAccepted: boolean;
}

/** Live: https on `sns.<region>.amazonaws.com`, the default port, an X.509 certificate. */
export const AWS_SNS_CERTIFICATES: SnsCertificatePolicy = {
  allows: (url) =>
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    AWS_SNS_HOST.test(url.hostname),
  bareKeyAccepted: false,
};

/** The simulator's mode: only the simulator's own origin (http on the loopback). */
export function simulatorCertificates(simulatorUrl: string): SnsCertificatePolicy {
  const origin = new URL(simulatorUrl).origin;
  return {
    allows: (url) => url.origin === origin && url.username === '' && url.password === '',
    bareKeyAccepted: true,
  };
}

/**
 * An SNS topic's ARN, `arn:<partition>:sns:<region>:<account>:<name>` (the partitions whose
 * certificate hosts AWS_SNS_CERTIFICATES allows; a FIFO topic's name ends in `.fifo`).
 */
export const SNS_TOPIC_ARN =
  /^arn:aws(-cn|-us-gov)?:sns:[a-z]{2}(-[a-z]+)+-\d+:\d{12}:[A-Za-z0-9_-]{1,256}(\.fifo)?$/;

/**
 * Why a message was refused:
 * - `unconfigured`: no topic is expected (BKASH_WEBHOOK_TOPIC_ARN unset live), so none is taken;
 * - `malformed`: not an SNS message (or not JSON);
 * - `topic`: its TopicArn is not the expected topic (its certificate never fetched);
 * - `host`: its SigningCertURL (or SubscribeURL) is not on an allowed host, or is not https;
 * - `certificate`: the certificate could not be fetched or is not one (or has expired);
 * - `signature`: the signature does not match the message.
 */
export type SnsRefusal =
  'unconfigured' | 'malformed' | 'topic' | 'host' | 'certificate' | 'signature';

export type SnsVerdict =
  | { ok: true; message: SnsMessage }
  | { ok: false; refusal: Exclude<SnsRefusal, 'topic'> }
  /** Another topic's message: its topic and MessageId, what the log may say of it. */
  | { ok: false; refusal: 'topic'; topic: string; messageId: string };

export interface SnsVerifierOptions {
  policy: SnsCertificatePolicy;
  /**
   * The one topic whose messages are taken (BKASH_WEBHOOK_TOPIC_ARN, or the simulator's);
   * undefined: none is, every message is refused (anyone can subscribe the webhook's URL to a
   * topic of their own).
   */
  topicArn: string | undefined;
  /** Milliseconds a certificate (or the SubscribeURL) fetch waits (default 10 s). */
  timeoutMs?: number;
  now?: () => number;
}

/** Reads an SNS body: JSON text (SNS sends `text/plain`) or an already parsed object. */
export function readSnsBody(body: unknown): SnsMessage | undefined {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body) as unknown;
    } catch {
      return undefined;
    }
  }
  const parsed = snsMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function allowedUrl(policy: SnsCertificatePolicy, text: string | undefined): URL | undefined {
  if (text === undefined || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  return policy.allows(url) ? url : undefined;
}

/**
 * Verifies SNS messages: only the expected topic's, checked before anything is fetched; the
 * certificate fetched from SigningCertURL only when the policy allows its URL, and kept (by URL)
 * for the next messages; a SubscriptionConfirmation confirmed by fetching its SubscribeURL only
 * once verified and allowed.
 */
export class SnsVerifier {
  readonly #policy: SnsCertificatePolicy;
  readonly #topicArn: string | undefined;
  readonly #timeoutMs: number;
  readonly #now: () => number;
  readonly #keys = new Map<string, Promise<KeyObject | undefined>>();

  constructor(options: SnsVerifierOptions) {
    this.#policy = options.policy;
    this.#topicArn = options.topicArn;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  /**
   * The topic first, by comparison (an unexpected topic's message is never confirmed, acted on,
   * or the reason for a fetch); then the certificate's address, the certificate, the signature.
   */
  async verify(body: unknown): Promise<SnsVerdict> {
    if (this.#topicArn === undefined) return { ok: false, refusal: 'unconfigured' };
    const message = readSnsBody(body);
    if (message === undefined) return { ok: false, refusal: 'malformed' };
    if (message.TopicArn !== this.#topicArn) {
      return { ok: false, refusal: 'topic', topic: message.TopicArn, messageId: message.MessageId };
    }
    const certificateUrl = allowedUrl(this.#policy, message.SigningCertURL);
    if (certificateUrl === undefined) return { ok: false, refusal: 'host' };
    const key = await this.#key(certificateUrl.href);
    if (key === undefined) return { ok: false, refusal: 'certificate' };
    const signed = verify(
      SNS_SIGNATURE_HASH[message.SignatureVersion],
      Buffer.from(snsStringToSign(message), 'utf8'),
      key,
      Buffer.from(message.Signature, 'base64'),
    );
    return signed ? { ok: true, message } : { ok: false, refusal: 'signature' };
  }

  /** Confirms a verified SubscriptionConfirmation; false when its URL is not allowed or fails. */
  async confirmSubscription(message: SnsMessage): Promise<boolean> {
    const url = allowedUrl(this.#policy, message.SubscribeURL);
    if (message.Type !== 'SubscriptionConfirmation' || url === undefined) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.#timeoutMs) });
      await response.arrayBuffer();
      return response.ok;
    } catch {
      return false;
    }
  }

  /** The certificate's key, fetched once per URL; a failed fetch is tried again next time. */
  #key(url: string): Promise<KeyObject | undefined> {
    let key = this.#keys.get(url);
    if (key === undefined) {
      key = this.#fetchKey(url);
      this.#keys.set(url, key);
      void key.then((found) => {
        if (found === undefined) this.#keys.delete(url);
      });
    }
    return key;
  }

  async #fetchKey(url: string): Promise<KeyObject | undefined> {
    let pem: string;
    try {
      const response = await fetch(url, {
        redirect: 'error',
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      if (!response.ok) return undefined;
      pem = await response.text();
    } catch {
      return undefined;
    }
    return this.#readKey(pem);
  }

  #readKey(pem: string): KeyObject | undefined {
    try {
      if (pem.includes('-----BEGIN CERTIFICATE-----')) {
        const certificate = new X509Certificate(pem);
        const now = this.#now();
        const valid =
          Date.parse(certificate.validFrom) <= now && now <= Date.parse(certificate.validTo);
        return valid ? certificate.publicKey : undefined;
      }
      return this.#policy.bareKeyAccepted ? createPublicKey(pem) : undefined;
    } catch {
      return undefined;
    }
  }
}

/** What bKash's payment notification (the SNS Message, itself JSON) tells. */
export interface BkashNotification {
  paymentID: string | undefined;
  /** The merchant's invoice number (bKash calls it `transactionReference` in notifications). */
  merchantInvoiceNumber: string | undefined;
  trxID: string | undefined;
  amount: string;
  status: string;
}

const notificationSchema = z
  .object({
    paymentID: z.string().min(1).max(100).optional(),
    merchantInvoiceNumber: z.string().min(1).max(255).optional(),
    transactionReference: z.string().min(1).max(255).optional(),
    trxID: z.string().min(1).max(100).optional(),
    amount: z
      .union([z.string(), z.number()])
      .transform(String)
      .pipe(z.string().regex(BKASH_AMOUNT)),
    transactionStatus: z.string().min(1).max(50),
  })
  .refine(
    (fields) =>
      fields.paymentID !== undefined ||
      fields.merchantInvoiceNumber !== undefined ||
      fields.transactionReference !== undefined,
  );

/** bKash's notification in a verified Notification's Message, or undefined when it is not one. */
export function parseBkashNotification(message: string): BkashNotification | undefined {
  let value: unknown;
  try {
    value = JSON.parse(message) as unknown;
  } catch {
    return undefined;
  }
  const parsed = notificationSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const fields = parsed.data;
  return {
    paymentID: fields.paymentID,
    merchantInvoiceNumber: fields.merchantInvoiceNumber ?? fields.transactionReference,
    trxID: fields.trxID,
    amount: fields.amount,
    status: fields.transactionStatus,
  };
}
