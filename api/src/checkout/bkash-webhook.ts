import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { findIntentByGatewayPayment, findIntentByReference } from '../db/queries/payment-intents';
import {
  parseBkashNotification,
  type SnsMessage,
  type SnsRefusal,
} from '../gateways/bkash/webhook';
import { badRequest, forbidden, HttpError } from '../http/errors';
import type { CheckoutGateway } from './gateway';
import { GATEWAY_OFF, type CheckoutService } from './service';

export const WEBHOOK_NOT_CONFIGURED =
  'The bKash webhook is not configured on this server, so no notification is accepted.';
export const WEBHOOK_MALFORMED = 'This is not a bKash notification.';
export const WEBHOOK_TOPIC = "The notification is not from the platform's bKash topic.";
export const WEBHOOK_HOST =
  "The notification's signing certificate is not from an allowed address.";
export const WEBHOOK_CERTIFICATE =
  "The notification's signing certificate could not be read. Please send it again.";
export const WEBHOOK_SIGNATURE = "The notification's signature does not match it.";

/** Why a webhook message was refused, as an answer: 400, 403, or 502 (SNS sends it again). */
function refused(refusal: SnsRefusal): HttpError {
  switch (refusal) {
    case 'unconfigured':
      return forbidden(WEBHOOK_NOT_CONFIGURED);
    case 'malformed':
      return badRequest(WEBHOOK_MALFORMED);
    case 'topic':
      return forbidden(WEBHOOK_TOPIC);
    case 'host':
      return forbidden(WEBHOOK_HOST);
    case 'certificate':
      return new HttpError(502, WEBHOOK_CERTIFICATE);
    case 'signature':
      return forbidden(WEBHOOK_SIGNATURE);
  }
}

/** What became of a verified message. */
export const WEBHOOK_OUTCOMES = [
  'subscription_confirmed',
  'subscription_not_confirmed',
  'ignored',
  'unknown_payment',
  'asked_gateway',
] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

export type BkashWebhook = (message: SnsMessage) => Promise<WebhookOutcome>;

/**
 * bKash's webhook, the second path besides the browser's callback (docs/payment-gateways.md):
 * the SNS message verified first (the expected topic, certificate host, signature); a
 * SubscriptionConfirmation confirmed; an UnsubscribeConfirmation logged and left (re-subscribing
 * is a person's decision); a payment notification finds its intent by paymentID or invoice
 * number and, while the intent is still waiting or executing, has the checkout ask bKash and
 * credit once.
 */
export function createBkashWebhook(
  db: Database,
  gateway: CheckoutGateway | undefined,
  checkout: CheckoutService,
  log: FastifyBaseLogger,
): BkashWebhook {
  return async (body) => {
    if (gateway === undefined) throw badRequest(GATEWAY_OFF);
    const verdict = await gateway.webhook.verify(body);
    if (!verdict.ok) {
      // Another topic's message: its topic and MessageId, nothing else of it.
      const about =
        verdict.refusal === 'topic'
          ? { refusal: verdict.refusal, topic: verdict.topic, messageId: verdict.messageId }
          : { refusal: verdict.refusal };
      log.warn(about, 'refused a bKash webhook message');
      throw refused(verdict.refusal);
    }
    const message = verdict.message;
    if (message.Type === 'SubscriptionConfirmation') {
      const confirmed = await gateway.webhook.confirmSubscription(message);
      log.info({ confirmed, topic: message.TopicArn }, 'bKash webhook subscription');
      return confirmed ? 'subscription_confirmed' : 'subscription_not_confirmed';
    }
    if (message.Type === 'UnsubscribeConfirmation') {
      // The merchant unsubscribed: its SubscribeURL would subscribe again, which a person decides.
      log.warn(
        { topic: message.TopicArn, messageId: message.MessageId },
        'bKash webhook unsubscribed: not subscribed again',
      );
      return 'ignored';
    }
    const notification = parseBkashNotification(message.Message);
    if (notification === undefined) {
      log.warn({ messageId: message.MessageId }, 'a bKash notification that is not a payment');
      return 'ignored';
    }
    const { paymentID, merchantInvoiceNumber } = notification;
    const intent =
      paymentID === undefined
        ? await findIntentByReference(db, 'bkash', merchantInvoiceNumber ?? '')
        : await findIntentByGatewayPayment(db, 'bkash', paymentID);
    if (intent === undefined) {
      log.warn({ messageId: message.MessageId }, 'a bKash notification for an unknown payment');
      return 'unknown_payment';
    }
    if (intent.state !== 'awaiting_approval' && intent.state !== 'executing') {
      log.info(
        { intentId: intent.id, state: intent.state },
        'a bKash notification for an answered intent',
      );
      return 'ignored';
    }
    log.info(
      { intentId: intent.id, status: notification.status },
      'a bKash notification: asking bKash',
    );
    await checkout.gatewayNotified(intent);
    return 'asked_gateway';
  };
}
