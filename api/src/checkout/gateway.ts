import type { FastifyBaseLogger } from 'fastify';
import { Secret, type AppConfig } from '../config';
import { BkashClient, type BkashClientOptions } from '../gateways/bkash/client';
import {
  SIMULATOR_BKASH_CREDENTIALS,
  startGatewaySimulator,
  type GatewaySimulator,
} from '../gateways/simulator';

/** The gateway Pay Now checks out through (docs/payment-gateways.md). */
export interface CheckoutGateway {
  bkash: BkashClient;
  /** The simulator: no money moves, and Pay Now says it is a test payment. */
  testMode: boolean;
  /** Ends what the gateway started (the simulator). */
  stop(): Promise<void>;
}

type ClientOptions = Omit<BkashClientOptions, 'settings'>;

/** A bKash client talking to `simulator` with the merchant account it accepts. */
export function simulatorGateway(
  simulator: GatewaySimulator,
  options: ClientOptions = {},
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
  return { bkash, testMode: true, stop: () => simulator.stop() };
}

/**
 * PAYMENT_GATEWAY: none for `manual`; for `simulator` the gateway simulator started in this
 * process on the loopback (GATEWAY_SIMULATOR_PORT, any free port by default); for `live` bKash
 * itself with the BKASH_* account.
 */
export async function startCheckoutGateway(
  config: Pick<
    AppConfig,
    'paymentGateway' | 'bkash' | 'gatewaySimulatorPort' | 'bkashRefundWindowDays'
  >,
  log: FastifyBaseLogger,
): Promise<CheckoutGateway | undefined> {
  const options: ClientOptions = { log: (line) => log.info({ bkash: line }, 'bkash call') };
  if (config.paymentGateway === 'simulator') {
    const simulator = await startGatewaySimulator({
      port: config.gatewaySimulatorPort,
      refundWindowDays: config.bkashRefundWindowDays,
    });
    log.info({ url: simulator.url }, 'gateway simulator started');
    return simulatorGateway(simulator, options);
  }
  if (config.paymentGateway === 'live' && config.bkash !== undefined) {
    const bkash = new BkashClient({ ...options, settings: config.bkash });
    return { bkash, testMode: false, stop: async () => undefined };
  }
  return undefined;
}
