import type { FastifyBaseLogger } from 'fastify';
import { Secret, type AppConfig } from '../config';
import { BkashClient, type BkashClientOptions } from '../gateways/bkash/client';
import { NagadClient, type NagadClientOptions } from '../gateways/nagad/client';
import {
  SIMULATOR_BKASH_CREDENTIALS,
  startGatewaySimulator,
  type GatewaySimulator,
} from '../gateways/simulator';

/** The gateway Pay Now checks out through (docs/payment-gateways.md). */
export interface CheckoutGateway {
  bkash: BkashClient;
  /** Nagad, when its account is configured (always with the simulator). */
  nagad: NagadClient | undefined;
  /** The simulator: no money moves, and Pay Now says it is a test payment. */
  testMode: boolean;
  /** Ends what the gateway started (the simulator). */
  stop(): Promise<void>;
}

type ClientOptions = Omit<BkashClientOptions, 'settings'>;
type NagadOptions = Omit<NagadClientOptions, 'settings'>;

/** bKash and Nagad clients talking to `simulator` with the merchant accounts it accepts. */
export function simulatorGateway(
  simulator: GatewaySimulator,
  options: ClientOptions = {},
  nagadOptions: NagadOptions = {},
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
  const nagad = new NagadClient({
    ...nagadOptions,
    settings: {
      baseUrl: simulator.nagad.baseUrl,
      merchantId: simulator.nagad.merchantId,
      merchantPrivateKey: new Secret(simulator.nagad.merchantPrivateKey),
      nagadPublicKey: simulator.nagad.nagadPublicKey,
    },
  });
  return { bkash, nagad, testMode: true, stop: () => simulator.stop() };
}

/**
 * PAYMENT_GATEWAY: none for `manual`; for `simulator` the gateway simulator started in this
 * process on the loopback (GATEWAY_SIMULATOR_PORT, any free port by default), both wallets; for
 * `live` bKash itself with the BKASH_* account, and Nagad with the NAGAD_* one when set.
 */
export async function startCheckoutGateway(
  config: Pick<AppConfig, 'paymentGateway' | 'bkash' | 'nagad' | 'gatewaySimulatorPort'>,
  log: FastifyBaseLogger,
): Promise<CheckoutGateway | undefined> {
  const options: ClientOptions = { log: (line) => log.info({ bkash: line }, 'bkash call') };
  const nagadOptions: NagadOptions = { log: (line) => log.info({ nagad: line }, 'nagad call') };
  if (config.paymentGateway === 'simulator') {
    const simulator = await startGatewaySimulator({ port: config.gatewaySimulatorPort });
    log.info({ url: simulator.url }, 'gateway simulator started');
    return simulatorGateway(simulator, options, nagadOptions);
  }
  if (config.paymentGateway === 'live' && config.bkash !== undefined) {
    const bkash = new BkashClient({ ...options, settings: config.bkash });
    const nagad =
      config.nagad === undefined
        ? undefined
        : new NagadClient({ ...nagadOptions, settings: config.nagad });
    return { bkash, nagad, testMode: false, stop: async () => undefined };
  }
  return undefined;
}
