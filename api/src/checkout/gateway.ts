import type { FastifyBaseLogger } from 'fastify';
import { Secret, type AppConfig } from '../config';
import { redisTokenStore } from '../gateways/bkash/token-store';
import { closeRedis, connectRedis, redisClient } from '../redis/connection';
import { BkashClient, type BkashClientOptions } from '../gateways/bkash/client';
import { NagadClient, type NagadClientOptions } from '../gateways/nagad/client';
import {
  AWS_SNS_CERTIFICATES,
  simulatorCertificates,
  SnsVerifier,
} from '../gateways/bkash/webhook';
import {
  SIMULATOR_BKASH_CREDENTIALS,
  SIMULATOR_SNS_TOPIC_ARN,
  startGatewaySimulator,
  type GatewaySimulator,
} from '../gateways/simulator';

/** The gateway Pay Now checks out through (docs/payment-gateways.md). */
export interface CheckoutGateway {
  bkash: BkashClient;
  /**
   * Verifies bKash's webhook messages: BKASH_WEBHOOK_TOPIC_ARN's topic (the simulator's unless
   * set), SNS's certificates live, the simulator's in test mode.
   */
  webhook: SnsVerifier;
  /** Nagad, when its account is configured (always with the simulator). */
  nagad: NagadClient | undefined;
  /** The simulator: no money moves, and Pay Now says it is a test payment. */
  testMode: boolean;
  /** Ends what the gateway started (the simulator). */
  stop(): Promise<void>;
}

/** Where bKash (and the simulator) POSTs its notifications, under PUBLIC_URL. */
export const BKASH_WEBHOOK_PATH = '/api/payments/bkash/webhook';

type ClientOptions = Omit<BkashClientOptions, 'settings'>;
type NagadOptions = Omit<NagadClientOptions, 'settings'>;

/**
 * bKash and Nagad clients talking to `simulator` with the merchant accounts it accepts; the
 * webhook takes `topicArn`'s messages, the simulator's own topic's unless told.
 */
export function simulatorGateway(
  simulator: GatewaySimulator,
  options: ClientOptions = {},
  nagadOptions: NagadOptions = {},
  topicArn: string = SIMULATOR_SNS_TOPIC_ARN,
): CheckoutGateway {
  const credentials = SIMULATOR_BKASH_CREDENTIALS;
  const bkash = new BkashClient({
    ...options,
    settings: {
      baseUrl: simulator.bkashBaseUrl,
      appKey: credentials.appKey,
      appSecret: new Secret(credentials.appSecret),
      username: credentials.username,
      password: new Secret(credentials.password),
    },
  });
  const webhook = new SnsVerifier({ policy: simulatorCertificates(simulator.url), topicArn });
  const nagad = new NagadClient({
    ...nagadOptions,
    settings: {
      baseUrl: simulator.nagad.baseUrl,
      merchantId: simulator.nagad.merchantId,
      merchantPrivateKey: new Secret(simulator.nagad.merchantPrivateKey),
      nagadPublicKey: simulator.nagad.nagadPublicKey,
    },
  });
  return { bkash, webhook, nagad, testMode: true, stop: () => simulator.stop() };
}

/**
 * PAYMENT_GATEWAY: none for `manual`; for `simulator` the gateway simulator started in this
 * process on the loopback (GATEWAY_SIMULATOR_PORT, any free port by default), both wallets, or
 * one already running at BKASH_BASE_URL when the BKASH_* settings are set (a test's, which
 * outlives a restart of the server); for `live` bKash itself with the BKASH_* account (its token
 * shared through Redis when REDIS_URL is set), and Nagad with the NAGAD_* one when set. The
 * simulator sends its notifications to PUBLIC_URL's webhook. The webhook takes
 * BKASH_WEBHOOK_TOPIC_ARN's messages, the simulator's topic's when unset in `simulator`, and none
 * when unset in `live` (said once at start, and for each message refused).
 */
export async function startCheckoutGateway(
  config: Pick<
    AppConfig,
    | 'paymentGateway'
    | 'bkash'
    | 'nagad'
    | 'gatewaySimulatorPort'
    | 'publicUrl'
    | 'redisUrl'
    | 'refundWindowDays'
    | 'bkashWebhookTopicArn'
  >,
  log: FastifyBaseLogger,
): Promise<CheckoutGateway | undefined> {
  const options: ClientOptions = { log: (line) => log.info({ bkash: line }, 'bkash call') };
  const nagadOptions: NagadOptions = { log: (line) => log.info({ nagad: line }, 'nagad call') };
  const nagadOf = (settings: AppConfig['nagad']) =>
    settings === undefined ? undefined : new NagadClient({ ...nagadOptions, settings });
  // With the simulator, its own topic unless BKASH_WEBHOOK_TOPIC_ARN names one.
  const simulatorTopic = config.bkashWebhookTopicArn ?? SIMULATOR_SNS_TOPIC_ARN;
  if (config.paymentGateway === 'simulator' && config.bkash !== undefined) {
    const bkash = new BkashClient({ ...options, settings: config.bkash });
    const webhook = new SnsVerifier({
      policy: simulatorCertificates(config.bkash.baseUrl),
      topicArn: simulatorTopic,
    });
    return {
      bkash,
      webhook,
      nagad: nagadOf(config.nagad),
      testMode: true,
      stop: async () => undefined,
    };
  }
  if (config.paymentGateway === 'simulator') {
    const simulator = await startGatewaySimulator({
      port: config.gatewaySimulatorPort,
      webhookUrl: `${config.publicUrl}${BKASH_WEBHOOK_PATH}`,
      refundWindowDays: config.refundWindowDays.bkash,
    });
    log.info({ url: simulator.url }, 'gateway simulator started');
    return simulatorGateway(simulator, options, nagadOptions, simulatorTopic);
  }
  if (config.paymentGateway === 'live' && config.bkash !== undefined) {
    const topicArn = config.bkashWebhookTopicArn;
    if (topicArn === undefined) {
      log.warn(
        "BKASH_WEBHOOK_TOPIC_ARN is not set: bKash's webhook refuses every message until it is",
      );
    }
    const webhook = new SnsVerifier({ policy: AWS_SNS_CERTIFICATES, topicArn });
    const nagad = nagadOf(config.nagad);
    if (config.redisUrl === undefined) {
      const bkash = new BkashClient({ ...options, settings: config.bkash });
      return { bkash, webhook, nagad, testMode: false, stop: async () => undefined };
    }
    // Every instance uses one token, renewed by one instance at a time.
    const redis = redisClient(config.redisUrl, 'bKash token', log, {
      failWhileDown: true,
      commandTimeoutMs: 2000,
    });
    await connectRedis([redis], log, 'each instance keeps its own bKash token meanwhile');
    const tokenStore = redisTokenStore(redis, config.bkash.appKey);
    const bkash = new BkashClient({ ...options, settings: config.bkash, tokenStore });
    return { bkash, webhook, nagad, testMode: false, stop: () => closeRedis(redis) };
  }
  return undefined;
}
