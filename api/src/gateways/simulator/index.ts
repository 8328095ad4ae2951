import Fastify from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import { bkashRoutes, SIMULATOR_BKASH_PREFIX } from './bkash-routes';
import {
  BkashSimulatorState,
  SIMULATOR_BKASH_CREDENTIALS,
  type GatewaySimulatorFaults,
  type SimulatedPayment,
  type SimulatorCounts,
  type SimulatorCredentials,
} from './bkash-state';
import {
  SIMULATOR_SIGNING_CERT_PATH,
  SIMULATOR_SNS_TOPIC_ARN,
  SIMULATOR_SUBSCRIBE_PATH,
  SimulatorWebhook,
  type SubscriptionMessageType,
  type WebhookDelivery,
} from './sns-webhook';
import { nagadRoutes, SIMULATOR_NAGAD_PREFIX } from './nagad-routes';
import {
  NagadSimulatorState,
  type NagadSimulatorCounts,
  type NagadSimulatorFaults,
  type SimulatedNagadPayment,
} from './nagad-state';

export {
  SIMULATOR_BKASH_CREDENTIALS,
  SIMULATOR_SNS_TOPIC_ARN,
  type GatewaySimulatorFaults,
  type NagadSimulatorFaults,
  type SimulatedNagadPayment,
  type SimulatedPayment,
  type SimulatorCounts,
  type SubscriptionMessageType,
  type WebhookDelivery,
};

/**
 * The control endpoint: PUT `faults` (a part of bKash's), PUT `nagad/faults` (a part of
 * Nagad's), POST `expire-tokens` (`{refreshTokens}` optional), GET `state`.
 */
export const SIMULATOR_CONTROL = '/__simulator';

export interface GatewaySimulatorOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  /** The loopback unless told. */
  host?: string;
  /** The bKash merchant account it accepts (SIMULATOR_BKASH_CREDENTIALS by default). */
  bkashCredentials?: SimulatorCredentials;
  /** How long a token lives, in seconds (bKash's hour by default). */
  tokenLifetimeSeconds?: number;
  /** How many days after execute a payment can be refunded (15 by default). */
  refundWindowDays?: number;
  faults?: Partial<GatewaySimulatorFaults>;
  nagadFaults?: Partial<NagadSimulatorFaults>;
  /** The time, for tests that move it. */
  now?: () => number;
  /** Where bKash's notifications are POSTed (the server's /api/payments/bkash/webhook); none unset. */
  webhookUrl?: string;
}

export interface GatewaySimulator {
  /** Its origin, e.g. http://127.0.0.1:8081. */
  url: string;
  /** BKASH_BASE_URL for a client talking to it. */
  bkashBaseUrl: string;
  /** Changes some faults; the others stay. */
  setFaults(faults: Partial<GatewaySimulatorFaults>): void;
  /**
   * The fault "an expired token": every token issued so far is refused as expired; with
   * `refreshTokens`, their refresh tokens too, so only a new grant helps.
   */
  expireTokens(options?: { refreshTokens?: boolean }): void;
  counts(): SimulatorCounts;
  payment(paymentID: string): SimulatedPayment | undefined;
  /** Points the notifications at another URL (a test's server, once it listens). */
  setWebhookUrl(url: string | undefined): void;
  /** The notifications sent so far, once every one under way (and a repeated callback) is done. */
  webhookDeliveries(): Promise<WebhookDelivery[]>;
  /** The topic of its SNS messages from now on (SIMULATOR_SNS_TOPIC_ARN at start). */
  setSnsTopicArn(topicArn: string): void;
  /**
   * SNS's SubscriptionConfirmation or UnsubscribeConfirmation of its topic, POSTed to the
   * webhook URL now: the HTTP status answered (undefined: no URL, or no answer).
   */
  sendSubscriptionMessage(type: SubscriptionMessageType): Promise<number | undefined>;
  /** The topics whose subscription was confirmed through a SubscribeURL, in order. */
  confirmedSubscriptions(): string[];
  /**
   * What a platform needs to check out with Nagad here: NAGAD_BASE_URL, the simulated merchant's
   * ID and private key, and the public key of the simulator's own Nagad key pair (both PEM).
   */
  nagad: {
    baseUrl: string;
    merchantId: string;
    merchantPrivateKey: string;
    nagadPublicKey: string;
  };
  setNagadFaults(faults: Partial<NagadSimulatorFaults>): void;
  nagadCounts(): NagadSimulatorCounts;
  nagadPayment(paymentReferenceId: string): SimulatedNagadPayment | undefined;
  /** Stops it; an execute told never to answer has its connection closed. */
  stop(): Promise<void>;
}

/** A fault's delay before an answer: milliseconds, or `'never'`. */
const delayMsBody = z.union([z.number().int().min(0), z.literal('never')]);

const faultsBody = z
  .object({
    executeDelayMs: delayMsBody,
    insufficientBalance: z.boolean(),
    createDelayMs: z.number().int().min(0),
    callbackLost: z.boolean(),
    callbackRepeated: z.boolean(),
    webhookBadSignature: z.boolean(),
    webhookLost: z.boolean(),
    refundDelayMs: delayMsBody,
    refuseRefunds: z.boolean(),
  })
  .partial()
  .strict();

const nagadFaultsBody = z
  .object({
    verifyDelayMs: delayMsBody,
    insufficientBalance: z.boolean(),
    refundDelayMs: delayMsBody,
    refuseRefunds: z.boolean(),
  })
  .partial()
  .strict();

const expireBody = z.object({ refreshTokens: z.boolean().optional() }).strict();

const subscribeQuery = z.object({ TopicArn: z.string(), Token: z.string() });

/**
 * The gateway simulator (docs/payment-gateways.md): bKash's Tokenized Checkout and Nagad's
 * checkout on the loopback with their hosted pages, state in memory, faults switched by code or by
 * its control endpoint.
 */
export async function startGatewaySimulator(
  options: GatewaySimulatorOptions = {},
): Promise<GatewaySimulator> {
  const state = new BkashSimulatorState(
    options.bkashCredentials ?? SIMULATOR_BKASH_CREDENTIALS,
    options.tokenLifetimeSeconds ?? 3600,
    options.refundWindowDays ?? 15,
    options.now ?? Date.now,
    options.faults ?? {},
  );
  const nagad = new NagadSimulatorState(options.now ?? Date.now, options.nagadFaults ?? {});
  const stopping = new AbortController();
  let url = '';
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const webhook = new SimulatorWebhook(options.webhookUrl);
  bkashRoutes(app, state, () => url, stopping.signal, webhook);
  app.get(SIMULATOR_SIGNING_CERT_PATH, async (_request, reply) =>
    reply.type('application/x-pem-file').send(webhook.publicKeyPem),
  );
  // SNS answers a confirmation with XML; the platform reads only the HTTP status.
  app.get(SIMULATOR_SUBSCRIBE_PATH, async (request, reply) => {
    const query = subscribeQuery.safeParse(request.query);
    const confirmed = query.success && webhook.confirm(query.data.TopicArn, query.data.Token);
    return confirmed
      ? reply.type('text/xml').send('<ConfirmSubscriptionResponse/>')
      : reply
          .code(404)
          .type('text/xml')
          .send('<ErrorResponse><Code>NotFound</Code></ErrorResponse>');
  });
  nagadRoutes(app, nagad, () => url, stopping.signal);

  app.put(`${SIMULATOR_CONTROL}/faults`, async (request) => {
    const body = faultsBody.safeParse(request.body);
    if (!body.success) throw badRequest(z.prettifyError(body.error));
    state.faults = { ...state.faults, ...body.data };
    return state.faults;
  });
  app.put(`${SIMULATOR_CONTROL}/nagad/faults`, async (request) => {
    const body = nagadFaultsBody.safeParse(request.body);
    if (!body.success) throw badRequest(z.prettifyError(body.error));
    nagad.faults = { ...nagad.faults, ...body.data };
    return nagad.faults;
  });
  app.post(`${SIMULATOR_CONTROL}/expire-tokens`, async (request, reply) => {
    const body = expireBody.safeParse(request.body ?? {});
    if (!body.success) throw badRequest(z.prettifyError(body.error));
    state.expireTokens(body.data);
    return reply.code(204).send();
  });
  app.get(`${SIMULATOR_CONTROL}/state`, async () => ({
    faults: state.faults,
    counts: state.counts,
    payments: [...state.payments.values()],
    nagad: {
      faults: nagad.faults,
      counts: nagad.counts,
      payments: [...nagad.payments.values()],
    },
  }));

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  url = `http://${host}:${address.port}`;
  return {
    url,
    bkashBaseUrl: `${url}${SIMULATOR_BKASH_PREFIX}`,
    setFaults(faults) {
      state.faults = { ...state.faults, ...faults };
    },
    expireTokens: (expire = {}) => state.expireTokens(expire),
    counts: () => ({ ...state.counts }),
    payment: (paymentID) => state.payments.get(paymentID),
    setWebhookUrl(webhookUrl) {
      webhook.url = webhookUrl;
    },
    async webhookDeliveries() {
      await webhook.settled();
      return [...webhook.deliveries];
    },
    setSnsTopicArn(topicArn) {
      webhook.topicArn = topicArn;
    },
    sendSubscriptionMessage: (type) => webhook.sendSubscriptionMessage(type, url, state.faults),
    confirmedSubscriptions: () => [...webhook.confirmedTopics],
    nagad: {
      baseUrl: `${url}${SIMULATOR_NAGAD_PREFIX}`,
      merchantId: nagad.merchant.merchantId,
      merchantPrivateKey: nagad.merchant.privateKey
        .export({ type: 'pkcs8', format: 'pem' })
        .toString(),
      nagadPublicKey: nagad.keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    },
    setNagadFaults(faults) {
      nagad.faults = { ...nagad.faults, ...faults };
    },
    nagadCounts: () => ({ ...nagad.counts }),
    nagadPayment: (paymentReferenceId) => nagad.payments.get(paymentReferenceId),
    async stop() {
      stopping.abort();
      await webhook.settled();
      await app.close();
    },
  };
}
