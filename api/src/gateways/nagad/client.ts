import { randomBytes, type KeyObject } from 'node:crypto';
import type { z } from 'zod';
import type { NagadSettings } from '../../config';
import {
  callGateway,
  type GatewayLogLine,
  type GatewayResult,
  type NoAnswer,
} from '../gateway-call';
import type { JsonAnswer } from '../json-exchange';
import {
  NAGAD_AMOUNT,
  NAGAD_CURRENCY_CODE,
  NAGAD_FALLBACK_IP_V4,
  NAGAD_HEADERS,
  NAGAD_ORDER_ID,
  NAGAD_PATHS,
  NAGAD_PAYER_IP_HEADER,
  nagadCancelledSchema,
  nagadCompletedSchema,
  nagadDate,
  nagadDateTime,
  nagadInitializedSchema,
  nagadPayerIpV4,
  nagadRefusalSchema,
  nagadSealedSchema,
  nagadVerifiedSchema,
  type NagadCall,
  type NagadCancelData,
  type NagadCancelled,
  type NagadVerified,
} from './protocol';
import { privateKeyFrom, publicKeyFrom, seal, unseal } from './seal';

/**
 * Why a call did not give its answer (docs/payment-gateways.md says what the caller does next):
 * - `refused`: Nagad answered with its `reason` and `message`, passed on as they came;
 * - `timeout`: no answer within the call's time (verify again later: it only reads; a refund's
 *   outcome is then unknown, and Nagad has no call to ask it);
 * - `unreachable`: the request did not get through or the connection broke;
 * - `malformed`: an answer that is not what Nagad documents, or sealed data that does not
 *   decrypt with the merchant's key or is not signed by Nagad's.
 */
export type NagadFailure =
  | { kind: 'refused'; call: NagadCall; reason: string; message: string }
  | NoAnswer<NagadCall>
  | { kind: 'malformed'; call: NagadCall; httpStatus: number };

export type NagadResult<T> = GatewayResult<T, NagadFailure>;

/** What a call leaves in the log: never a key, a body, a challenge or a reference. */
export type NagadLogLine = GatewayLogLine<NagadCall, NagadFailure>;

export interface NagadClientOptions {
  settings: NagadSettings;
  /** Milliseconds a call waits for its answer (default 30 s). */
  timeoutMs?: number;
  /** Milliseconds verify waits; after it the caller verifies again later (default `timeoutMs`). */
  verifyTimeoutMs?: number;
  /** The time, for tests that move it. */
  now?: () => number;
  log?: (line: NagadLogLine) => void;
}

export interface StartCheckoutInput {
  /** The intent's reference: letters and digits, at most 20; Nagad returns it as `orderId`. */
  orderId: string;
  /** Taka with at most two decimals, as the server computed it ("1500.00"). */
  amount: string;
  /** Where Nagad sends the payer back, with `payment_ref_id`, `status` and `order_id`. */
  callbackURL: string;
  /**
   * The payer's address as the platform saw it (the checkout request's `request.ip`), sent as
   * X-KM-IP-V4 through `nagadPayerIpV4` (the loopback when it has no IPv4 address).
   */
  payerAddress?: string | undefined;
}

export interface RefundInput {
  /** The paid payment's reference (`payment_ref_id`) and its order ID, as Nagad has them. */
  paymentRefId: string;
  orderId: string;
  /** When the payment was requested (its initialize): Nagad's `originalRequestDate` is its day. */
  requestedAt: Date;
  /** What the payment was, and what goes back now (at most what is left): taka, as strings. */
  originalAmount: string;
  amount: string;
  /** The merchant's reference for the refund: letters and digits, at most 20. */
  referenceNo: string;
  /** Why, in a few words (at most 64 characters: the sealed request must fit Nagad's key). */
  reason: string;
}

export interface StartedCheckout {
  paymentReferenceId: string;
  /** Nagad's page where the payer pays (complete's `callBackUrl`). */
  redirectUrl: string;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** The longest refund message `refundPayment` takes. */
const MAX_REFUND_REASON = 64;

/**
 * The platform's own Nagad checkout client (docs/payment-gateways.md): initialize and complete,
 * sealed and signed as Nagad specifies, as one `startCheckout`; `verify` before anything is
 * credited; `refundPayment`, sealed likewise; failures as values.
 */
export class NagadClient {
  readonly #baseUrl: string;
  readonly #merchantId: string;
  readonly #merchantKey: KeyObject;
  readonly #nagadKey: KeyObject;
  readonly #timeoutMs: number;
  readonly #verifyTimeoutMs: number;
  readonly #now: () => number;
  readonly #log: ((line: NagadLogLine) => void) | undefined;

  constructor(options: NagadClientOptions) {
    this.#baseUrl = options.settings.baseUrl;
    this.#merchantId = options.settings.merchantId;
    this.#merchantKey = privateKeyFrom(options.settings.merchantPrivateKey.reveal());
    this.#nagadKey = publicKeyFrom(options.settings.nagadPublicKey);
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#verifyTimeoutMs = options.verifyTimeoutMs ?? this.#timeoutMs;
    this.#now = options.now ?? Date.now;
    this.#log = options.log;
  }

  /** Milliseconds a call (a refund's too) waits for its answer before it is a timeout. */
  get timeoutMs(): number {
    return this.#timeoutMs;
  }

  /**
   * Initialize, then complete with Nagad's challenge: the payer pays at `redirectUrl`. Nothing
   * is paid yet; a failure leaves at most an unused order at Nagad.
   */
  async startCheckout(input: StartCheckoutInput): Promise<NagadResult<StartedCheckout>> {
    if (!NAGAD_AMOUNT.test(input.amount)) {
      throw new RangeError('amount must be taka with at most two decimals, as a string.');
    }
    if (!NAGAD_ORDER_ID.test(input.orderId)) {
      throw new RangeError('orderId must be letters and digits, at most 20.');
    }
    const headers = { [NAGAD_PAYER_IP_HEADER]: nagadPayerIpV4(input.payerAddress) };
    const datetime = nagadDateTime(this.#now());
    const initialized = await this.#call(
      'initialize',
      NAGAD_PATHS.initialize(this.#merchantId, input.orderId),
      headers,
      {
        dateTime: datetime,
        ...seal(
          {
            merchantId: this.#merchantId,
            datetime,
            orderId: input.orderId,
            challenge: randomBytes(20).toString('hex'),
          },
          this.#nagadKey,
          this.#merchantKey,
        ),
      },
      this.#openedWith(nagadInitializedSchema),
    );
    if (!initialized.ok) return initialized;
    const { paymentReferenceId, challenge } = initialized.value;
    const completed = await this.#call(
      'complete',
      NAGAD_PATHS.complete(paymentReferenceId),
      headers,
      {
        ...seal(
          {
            merchantId: this.#merchantId,
            orderId: input.orderId,
            currencyCode: NAGAD_CURRENCY_CODE,
            amount: input.amount,
            challenge,
          },
          this.#nagadKey,
          this.#merchantKey,
        ),
        merchantCallbackURL: input.callbackURL,
      },
      parsedWith(nagadCompletedSchema),
    );
    if (!completed.ok) return completed;
    return { ok: true, value: { paymentReferenceId, redirectUrl: completed.value.callBackUrl } };
  }

  /** The payment as Nagad has it now; it only reads, so it may be asked again after a timeout. */
  verify(paymentReferenceId: string): Promise<NagadResult<NagadVerified>> {
    return this.#call(
      'verify',
      NAGAD_PATHS.verify(paymentReferenceId),
      {},
      undefined,
      parsedWith(nagadVerifiedSchema),
    );
  }

  /**
   * Sends money of a paid payment back to the payer's wallet (Nagad's cancel, whole or in part).
   * Call it once per refund: after a `timeout`, `unreachable` or `malformed` failure the refund may
   * have been made, and Nagad publishes no call to ask; a person looks in Nagad's merchant panel.
   * No payer is behind it, so X-KM-IP-V4 is the loopback.
   */
  refundPayment(input: RefundInput): Promise<NagadResult<NagadCancelled>> {
    if (!NAGAD_AMOUNT.test(input.amount) || !NAGAD_AMOUNT.test(input.originalAmount)) {
      throw new RangeError('amounts must be taka with at most two decimals, as strings.');
    }
    if (!NAGAD_ORDER_ID.test(input.referenceNo)) {
      throw new RangeError('referenceNo must be letters and digits, at most 20.');
    }
    if (input.reason.length > MAX_REFUND_REASON) {
      throw new RangeError(`reason must be at most ${MAX_REFUND_REASON} characters.`);
    }
    const request: NagadCancelData = {
      merchantId: this.#merchantId,
      originalRequestDate: nagadDate(input.requestedAt.getTime()),
      originalAmount: input.originalAmount,
      cancelAmount: input.amount,
      referenceNo: input.referenceNo,
      referenceMessage: input.reason,
    };
    const sealed = seal(request, this.#nagadKey, this.#merchantKey);
    return this.#call(
      'cancel',
      NAGAD_PATHS.cancel(input.paymentRefId, input.orderId),
      { [NAGAD_PAYER_IP_HEADER]: NAGAD_FALLBACK_IP_V4 },
      { sensitiveDataCancelRequest: sealed.sensitiveData, signature: sealed.signature },
      this.#openedWith(nagadCancelledSchema),
    );
  }

  /** Reads an answer sealed for the merchant by Nagad; undefined when it is not, or not `schema`'s. */
  #openedWith<T extends z.ZodType>(schema: T): (body: unknown) => z.output<T> | undefined {
    return (body) => {
      const sealed = nagadSealedSchema.safeParse(body);
      if (!sealed.success) return undefined;
      return parsedWith(schema)(unseal(sealed.data, this.#merchantKey, this.#nagadKey));
    };
  }

  async #call<T>(
    call: NagadCall,
    path: string,
    headers: Record<string, string>,
    body: Record<string, string> | undefined,
    read: (body: unknown) => T | undefined,
  ): Promise<NagadResult<T>> {
    const { result, logLine } = await callGateway(
      call,
      {
        url: `${this.#baseUrl}${path}`,
        init: {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...NAGAD_HEADERS,
            ...headers,
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        afterMs: call === 'verify' ? this.#verifyTimeoutMs : this.#timeoutMs,
      },
      (answer) => readAnswer(call, read, answer),
    );
    this.#log?.(logLine);
    return result;
  }
}

function parsedWith<T extends z.ZodType>(schema: T): (body: unknown) => z.output<T> | undefined {
  return (body) => {
    const parsed = schema.safeParse(body);
    return parsed.success ? parsed.data : undefined;
  };
}

function failed(failure: NagadFailure): { ok: false; failure: NagadFailure } {
  return { ok: false, failure };
}

function readAnswer<T>(
  call: NagadCall,
  read: (body: unknown) => T | undefined,
  { httpStatus, body }: JsonAnswer,
): NagadResult<T> {
  const refusal = nagadRefusalSchema.safeParse(body);
  if (httpStatus !== 200 && refusal.success)
    return failed({ kind: 'refused', call, ...refusal.data });
  const value = httpStatus === 200 ? read(body) : undefined;
  if (value === undefined) return failed({ kind: 'malformed', call, httpStatus });
  return { ok: true, value };
}
