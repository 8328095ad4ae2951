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

export {
  SIMULATOR_BKASH_CREDENTIALS,
  type GatewaySimulatorFaults,
  type SimulatedPayment,
  type SimulatorCounts,
};

/**
 * The control endpoint: PUT `faults` (a part of them), POST `expire-tokens` (`{refreshTokens}`
 * optional), GET `state`.
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
  /** The time, for tests that move it. */
  now?: () => number;
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
  /** Stops it; an execute told never to answer has its connection closed. */
  stop(): Promise<void>;
}

const faultsBody = z
  .object({
    executeDelayMs: z.union([z.number().int().min(0), z.literal('never')]),
    insufficientBalance: z.boolean(),
    createDelayMs: z.number().int().min(0),
    refundDelayMs: z.union([z.number().int().min(0), z.literal('never')]),
    refuseRefunds: z.boolean(),
  })
  .partial()
  .strict();

const expireBody = z.object({ refreshTokens: z.boolean().optional() }).strict();

/**
 * The gateway simulator (docs/payment-gateways.md): bKash's Tokenized Checkout on
 * the loopback with its hosted approval page, state in memory, faults switched by code or by
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
  const stopping = new AbortController();
  let url = '';
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  bkashRoutes(app, state, () => url, stopping.signal);

  app.put(`${SIMULATOR_CONTROL}/faults`, async (request) => {
    const body = faultsBody.safeParse(request.body);
    if (!body.success) throw badRequest(z.prettifyError(body.error));
    state.faults = { ...state.faults, ...body.data };
    return state.faults;
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
    async stop() {
      stopping.abort();
      await app.close();
    },
  };
}
