import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { NagadPaymentStatus } from '../nagad/protocol';
import { randomCode, unusedRandomCode } from './random-code';

/** The merchant ID the simulator accepts unless it is started with another merchant. */
export const SIMULATOR_NAGAD_MERCHANT_ID = '683002007104225';

/**
 * The Nagad faults the simulator plays (docs/payment-gateways.md):
 * - `verifyDelayMs`: verify answers this many ms late, or `'never'` (silent until the simulator
 *   stops);
 * - `insufficientBalance`: the payer's Pay fails for want of balance;
 * - `refundDelayMs`: a refund (cancel) sends the money back at once but answers this many ms
 *   later, or `'never'`: the answer is lost;
 * - `refuseRefunds`: every refund is refused and nothing moves.
 * A payment verified again answers the same again: verify only reads.
 */
export interface NagadSimulatorFaults {
  verifyDelayMs: number | 'never';
  insufficientBalance: boolean;
  refundDelayMs: number | 'never';
  refuseRefunds: boolean;
}

export const NO_NAGAD_FAULTS: NagadSimulatorFaults = {
  verifyDelayMs: 0,
  insufficientBalance: false,
  refundDelayMs: 0,
  refuseRefunds: false,
};

/** One refund (Nagad's cancel) of a payment, as the simulator made it. */
export interface SimulatedNagadRefund {
  cancelTrxId: string;
  amount: string;
  referenceNo: string;
  /** The `originalRequestDate` the merchant named. */
  originalRequestDate: string;
}

export interface SimulatedNagadPayment {
  paymentReferenceId: string;
  orderId: string;
  /** Nagad's challenge from initialize, which complete must send back. */
  challenge: string;
  /** Known once completed. */
  amount: string | undefined;
  callbackURL: string | undefined;
  status: NagadPaymentStatus;
  statusCode: string;
  issuerPaymentRefNo: string | undefined;
  orderDateTime: string;
  issuerPaymentDateTime: string | undefined;
  /** The X-KM-IP-V4 of each call that made it (initialize's, then complete's): the payer's address. */
  payerIpV4: string[];
  /** Its refunds, in parts up to its amount. */
  refunds: SimulatedNagadRefund[];
}

/** How many times each Nagad call reached the simulator. */
export interface NagadSimulatorCounts {
  initialize: number;
  complete: number;
  verify: number;
  cancel: number;
}

/** The simulated merchant: its ID, and its key pair (Nagad knows the public half). */
export interface NagadMerchant {
  merchantId: string;
  publicKey: KeyObject;
  /** Only for the platform's settings in simulator mode; the simulator itself never uses it. */
  privateKey: KeyObject;
}

/** Nagad's memory in the simulator: its key pair, the merchant, payments, faults and counts. */
export class NagadSimulatorState {
  readonly payments = new Map<string, SimulatedNagadPayment>();
  readonly counts: NagadSimulatorCounts = {
    initialize: 0,
    complete: 0,
    verify: 0,
    cancel: 0,
  };
  faults: NagadSimulatorFaults;
  /** Nagad's own key pair, made when the simulator starts. */
  readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly merchant: NagadMerchant;

  constructor(
    readonly now: () => number,
    faults: Partial<NagadSimulatorFaults>,
  ) {
    this.faults = { ...NO_NAGAD_FAULTS, ...faults };
    const merchantKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.merchant = { merchantId: SIMULATOR_NAGAD_MERCHANT_ID, ...merchantKeys };
  }

  paymentOfOrder(orderId: string): SimulatedNagadPayment | undefined {
    return [...this.payments.values()].find((payment) => payment.orderId === orderId);
  }

  newReferenceId(): string {
    return `${randomCode(8)}${randomBytes(16).toString('hex').toUpperCase()}`;
  }

  newChallenge(): string {
    return randomBytes(20).toString('hex');
  }

  /** A transaction ID no payment or refund has yet. */
  newIssuerRef(): string {
    return unusedRandomCode(8, (ref) =>
      [...this.payments.values()].some(
        (payment) =>
          payment.issuerPaymentRefNo === ref ||
          payment.refunds.some((refund) => refund.cancelTrxId === ref),
      ),
    );
  }
}
