import { generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { snsSignature, type SnsMessage } from '../bkash/webhook';
import type { SimulatedPayment } from './bkash-state';

/** Where the simulator serves the public key its notifications are signed with. */
export const SIMULATOR_SIGNING_CERT_PATH = '/sns/SimpleNotificationService-simulator.pem';
/** Where its SubscribeURLs point, as SNS's `?Action=ConfirmSubscription` does. */
export const SIMULATOR_SUBSCRIBE_PATH = '/sns/confirm-subscription';
/** The topic the simulator's messages come from unless a test sets another. */
export const SIMULATOR_SNS_TOPIC_ARN = 'arn:aws:sns:ap-southeast-1:000000000000:bkash-simulator';

/** SNS's messages about the subscription itself, besides the notifications. */
export type SubscriptionMessageType = Exclude<SnsMessage['Type'], 'Notification'>;

/** What SNS writes in a subscription message's `Message`. */
const SUBSCRIPTION_TEXT: Record<SubscriptionMessageType, (topicArn: string) => string> = {
  SubscriptionConfirmation: (topicArn) =>
    `You have chosen to subscribe to the topic ${topicArn}.\n` +
    'To confirm the subscription, visit the SubscribeURL included in this message.',
  UnsubscribeConfirmation: (topicArn) =>
    `You have chosen to deactivate subscription ${topicArn}:${randomUUID()}.\n` +
    'To cancel this operation and restore the subscription, visit the SubscribeURL included ' +
    'in this message.',
};

/** The faults that change what the simulator sends to the webhook. */
interface WebhookFaults {
  webhookLost: boolean;
  webhookBadSignature: boolean;
}

/** One notification the simulator sent, and the HTTP status it got (undefined: no answer). */
export interface WebhookDelivery {
  paymentID: string;
  httpStatus: number | undefined;
}

/**
 * The simulator's side of bKash's webhook (docs/payment-gateways.md): an RSA key pair made at
 * start, its public key served as the signing certificate (node:crypto makes keys, not X.509
 * certificates), payment notifications and subscription messages POSTed as signed SNS messages
 * of its topic to the webhook URL, and the subscriptions confirmed through its SubscribeURLs.
 */
export class SimulatorWebhook {
  readonly #privateKey: KeyObject;
  readonly publicKeyPem: string;
  readonly #pending = new Set<Promise<void>>();
  readonly deliveries: WebhookDelivery[] = [];
  /** The subscription messages' tokens, each with the topic it subscribes to. */
  readonly #tokens = new Map<string, string>();
  /** The topics whose subscription a GET of a SubscribeURL confirmed, in order. */
  readonly confirmedTopics: string[] = [];
  url: string | undefined;
  topicArn = SIMULATOR_SNS_TOPIC_ARN;

  constructor(url: string | undefined) {
    const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.#privateKey = keys.privateKey;
    this.publicKeyPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    this.url = url;
  }

  /**
   * Sends bKash's notification of `payment` as an SNS Notification signed with SignatureVersion 2,
   * unless no URL is set or the fault `webhookLost` holds; `badSignature` signs another text.
   */
  notify(payment: SimulatedPayment, origin: string, faults: WebhookFaults): void {
    const url = this.url;
    if (url === undefined || faults.webhookLost) return;
    const unsigned: Omit<SnsMessage, 'Signature'> = {
      Type: 'Notification',
      MessageId: randomUUID(),
      TopicArn: this.topicArn,
      Message: JSON.stringify({
        dateTime: payment.executeTime ?? payment.createTime,
        debitMSISDN: '01770618575',
        creditOrganizationName: 'Simulated merchant',
        creditShortCode: '01700000000',
        trxID: payment.trxID,
        transactionStatus: payment.transactionStatus,
        transactionType: 'Payment',
        amount: payment.amount,
        currency: payment.currency,
        transactionReference: payment.merchantInvoiceNumber,
      }),
      Timestamp: new Date().toISOString(),
      SignatureVersion: '2',
      SigningCertURL: `${origin}${SIMULATOR_SIGNING_CERT_PATH}`,
    };
    const message = this.#signed(unsigned, faults);
    this.#track(
      this.#post(url, message).then((httpStatus) => {
        this.deliveries.push({ paymentID: payment.paymentID, httpStatus });
      }),
    );
  }

  /**
   * Sends SNS's SubscriptionConfirmation (a subscription made) or UnsubscribeConfirmation (one
   * ended; its SubscribeURL subscribes again) of the simulator's topic now, signed as a
   * notification is; answers the HTTP status it got (undefined: no URL set, or no answer).
   */
  async sendSubscriptionMessage(
    type: SubscriptionMessageType,
    origin: string,
    faults: WebhookFaults,
  ): Promise<number | undefined> {
    const url = this.url;
    if (url === undefined) return undefined;
    const token = randomBytes(32).toString('hex');
    this.#tokens.set(token, this.topicArn);
    const subscribeUrl = new URL(SIMULATOR_SUBSCRIBE_PATH, origin);
    subscribeUrl.search = new URLSearchParams({ TopicArn: this.topicArn, Token: token }).toString();
    const message = this.#signed(
      {
        Type: type,
        MessageId: randomUUID(),
        TopicArn: this.topicArn,
        Message: SUBSCRIPTION_TEXT[type](this.topicArn),
        Timestamp: new Date().toISOString(),
        SignatureVersion: '2',
        SigningCertURL: `${origin}${SIMULATOR_SIGNING_CERT_PATH}`,
        Token: token,
        SubscribeURL: subscribeUrl.href,
      },
      faults,
    );
    const sent = this.#post(url, message);
    this.#track(sent.then(() => undefined));
    return sent;
  }

  /** A GET of a SubscribeURL: confirms the subscription when the token is one sent for its topic. */
  confirm(topicArn: string, token: string): boolean {
    if (this.#tokens.get(token) !== topicArn) return false;
    this.confirmedTopics.push(topicArn);
    return true;
  }

  /** Sends a GET the way a browser would (the fault `callbackRepeated`). */
  visit(url: string): void {
    this.#track(
      fetch(url, { redirect: 'manual' }).then(
        (response) => void response.arrayBuffer(),
        () => undefined,
      ),
    );
  }

  /** Waits for every request under way. */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }

  /** Signs as SNS does; with the fault `webhookBadSignature`, over another text. */
  #signed(unsigned: Omit<SnsMessage, 'Signature'>, faults: WebhookFaults): SnsMessage {
    const signed = faults.webhookBadSignature
      ? { ...unsigned, Message: `${unsigned.Message} ` }
      : unsigned;
    return { ...unsigned, Signature: snsSignature(signed, this.#privateKey) };
  }

  /** POSTs `message` as SNS does; the HTTP status answered (undefined: none). */
  async #post(url: string, message: SnsMessage): Promise<number | undefined> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain; charset=UTF-8',
          'x-amz-sns-message-type': message.Type,
          'x-amz-sns-message-id': message.MessageId,
          'x-amz-sns-topic-arn': message.TopicArn,
        },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return undefined;
    }
  }

  #track(request: Promise<void>): void {
    this.#pending.add(request);
    void request.finally(() => this.#pending.delete(request));
  }
}
