import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { snsSignature, type SnsMessage } from '../bkash/webhook';
import type { SimulatedPayment } from './bkash-state';

/** Where the simulator serves the public key its notifications are signed with. */
export const SIMULATOR_SIGNING_CERT_PATH = '/sns/SimpleNotificationService-simulator.pem';
const TOPIC_ARN = 'arn:aws:sns:ap-southeast-1:000000000000:bkash-simulator';

/** One notification the simulator sent, and the HTTP status it got (undefined: no answer). */
export interface WebhookDelivery {
  paymentID: string;
  httpStatus: number | undefined;
}

/**
 * The simulator's side of bKash's webhook (docs/payment-gateways.md): an RSA key pair made at
 * start, its public key served as the signing certificate (node:crypto makes keys, not X.509
 * certificates), and payment notifications POSTed as signed SNS messages to the webhook URL.
 */
export class SimulatorWebhook {
  readonly #privateKey: KeyObject;
  readonly publicKeyPem: string;
  readonly #pending = new Set<Promise<void>>();
  readonly deliveries: WebhookDelivery[] = [];
  url: string | undefined;

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
  notify(
    payment: SimulatedPayment,
    origin: string,
    faults: { webhookLost: boolean; webhookBadSignature: boolean },
  ): void {
    const url = this.url;
    if (url === undefined || faults.webhookLost) return;
    const unsigned: Omit<SnsMessage, 'Signature'> = {
      Type: 'Notification',
      MessageId: randomUUID(),
      TopicArn: TOPIC_ARN,
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
    const signed = faults.webhookBadSignature
      ? { ...unsigned, Message: `${unsigned.Message} ` }
      : unsigned;
    const message: SnsMessage = { ...unsigned, Signature: snsSignature(signed, this.#privateKey) };
    this.#track(this.#post(url, payment.paymentID, message));
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

  async #post(url: string, paymentID: string, message: SnsMessage): Promise<void> {
    let httpStatus: number | undefined;
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
      httpStatus = response.status;
    } catch {
      httpStatus = undefined;
    }
    this.deliveries.push({ paymentID, httpStatus });
  }

  #track(request: Promise<void>): void {
    this.#pending.add(request);
    void request.finally(() => this.#pending.delete(request));
  }
}
