import { randomBytes } from 'node:crypto';
import type { BkashCallbackStatus, BkashTransactionStatus } from '../bkash/protocol';
import { randomCode, unusedRandomCode } from './random-code';

/** The merchant account the simulator accepts unless it is started with another. */
export const SIMULATOR_BKASH_CREDENTIALS = {
  appKey: 'simulator-app-key',
  appSecret: 'simulator-app-secret',
  username: 'simulator-merchant',
  password: 'simulator-password',
} as const;

export type SimulatorCredentials = { [K in keyof typeof SIMULATOR_BKASH_CREDENTIALS]: string };

/**
 * The faults the simulator plays (docs/payment-gateways.md):
 * - `executeDelayMs`: execute completes the payment at once but answers this many ms later, or
 *   `'never'` (the connection stays silent until the simulator stops);
 * - `insufficientBalance`: execute refuses with 2023 and the payment fails;
 * - `createDelayMs`: create answers this many ms late (a slow gateway while a brand checks out);
 * - `callbackLost`: the approval page does not send the browser back; the webhook still comes;
 * - `callbackRepeated`: the browser's callback arrives twice;
 * - `webhookBadSignature`: notifications are sent with a signature that does not match;
 * - `webhookLost`: no notification is sent.
 * - `refundDelayMs`: refund moves the money at once but answers this many ms later, or `'never'`;
 * - `refuseRefunds`: every refund is refused with 2035 and nothing moves.
 * A second execute of a completed payment always answers 2062 "already completed"; a refund of
 * what is no longer left 2034 "already reversed" or 2026, one outside the window 2035.
 */
export interface GatewaySimulatorFaults {
  executeDelayMs: number | 'never';
  insufficientBalance: boolean;
  createDelayMs: number;
  callbackLost: boolean;
  callbackRepeated: boolean;
  webhookBadSignature: boolean;
  webhookLost: boolean;
  refundDelayMs: number | 'never';
  refuseRefunds: boolean;
}

export const NO_FAULTS: GatewaySimulatorFaults = {
  executeDelayMs: 0,
  insufficientBalance: false,
  createDelayMs: 0,
  callbackLost: false,
  callbackRepeated: false,
  webhookBadSignature: false,
  webhookLost: false,
  refundDelayMs: 0,
  refuseRefunds: false,
};

/** One refund of a payment, as the simulator made it. */
export interface SimulatedRefund {
  refundTrxID: string;
  amount: string;
  completedTime: string;
}

export interface SimulatedPayment {
  paymentID: string;
  amount: string;
  currency: string;
  intent: string;
  merchantInvoiceNumber: string;
  payerReference: string;
  callbackURL: string;
  transactionStatus: BkashTransactionStatus;
  /** The payer's answer on the approval page, once given. */
  approval: BkashCallbackStatus | undefined;
  trxID: string | undefined;
  createTime: string;
  executeTime: string | undefined;
  /** When execute completed it, in ms: the refund window counts from here. */
  executedAt: number | undefined;
  refunds: SimulatedRefund[];
}

/** How many times each bKash call reached the simulator. */
export interface SimulatorCounts {
  grant: number;
  refresh: number;
  create: number;
  execute: number;
  query: number;
  refund: number;
  refundStatus: number;
}

interface IssuedToken {
  expiresAt: number;
}

/** bKash's time format: "2019-08-07T11:15:56:336 GMT+0600". */
export function bkashTime(at: number): string {
  const dhaka = new Date(at + 6 * 3_600_000).toISOString();
  return `${dhaka.slice(0, 19)}:${dhaka.slice(20, 23)} GMT+0600`;
}

/** Everything the simulator remembers, in memory: tokens, payments, faults and counts. */
export class BkashSimulatorState {
  readonly payments = new Map<string, SimulatedPayment>();
  readonly counts: SimulatorCounts = {
    grant: 0,
    refresh: 0,
    create: 0,
    execute: 0,
    query: 0,
    refund: 0,
    refundStatus: 0,
  };
  faults: GatewaySimulatorFaults;
  readonly #tokens = new Map<string, IssuedToken>();
  /** The refresh tokens issued so far; each renews the session any number of times. */
  readonly #refreshTokens = new Set<string>();

  constructor(
    readonly credentials: SimulatorCredentials,
    readonly tokenLifetimeSeconds: number,
    /** How long after execute a payment can be refunded. */
    readonly refundWindowDays: number,
    readonly now: () => number,
    faults: Partial<GatewaySimulatorFaults>,
  ) {
    this.faults = { ...NO_FAULTS, ...faults };
  }

  issueToken(): { id_token: string; refresh_token: string; expires_in: number } {
    const idToken = `sim-id-${randomBytes(24).toString('base64url')}`;
    const refreshToken = `sim-refresh-${randomBytes(24).toString('base64url')}`;
    this.#tokens.set(idToken, { expiresAt: this.now() + this.tokenLifetimeSeconds * 1000 });
    this.#refreshTokens.add(refreshToken);
    return {
      id_token: idToken,
      refresh_token: refreshToken,
      expires_in: this.tokenLifetimeSeconds,
    };
  }

  knowsRefreshToken(refreshToken: string): boolean {
    return this.#refreshTokens.has(refreshToken);
  }

  /** `valid`, `expired` or `unknown`. */
  tokenState(idToken: string): 'valid' | 'expired' | 'unknown' {
    const token = this.#tokens.get(idToken);
    if (token === undefined) return 'unknown';
    return this.now() < token.expiresAt ? 'valid' : 'expired';
  }

  /** The fault "an expired token": every token issued so far expires now (and refresh tokens). */
  expireTokens({ refreshTokens = false }: { refreshTokens?: boolean }): void {
    const now = this.now();
    for (const token of this.#tokens.values()) token.expiresAt = now;
    if (refreshTokens) this.#refreshTokens.clear();
  }

  newPaymentId(): string {
    return `TR0011${randomCode(14)}`;
  }

  /** A transaction ID no payment or refund has yet. */
  newTrxId(): string {
    return unusedRandomCode(10, (trxID) =>
      [...this.payments.values()].some(
        (payment) =>
          payment.trxID === trxID || payment.refunds.some((refund) => refund.refundTrxID === trxID),
      ),
    );
  }
}
