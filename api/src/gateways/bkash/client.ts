import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import type { BkashSettings } from '../../config';
import {
  callGateway,
  type GatewayLogLine,
  type GatewayResult,
  type NoAnswer,
} from '../gateway-call';
import type { JsonAnswer } from '../json-exchange';
import {
  BKASH_AMOUNT,
  BKASH_PATHS,
  bkashCreatedSchema,
  bkashExecutedSchema,
  bkashQueriedSchema,
  bkashRefundedSchema,
  bkashRefusalSchema,
  bkashTokenSchema,
  type BkashCall,
  type BkashCreated,
  type BkashExecuted,
  type BkashQueried,
  type BkashRefunded,
  type BkashToken,
} from './protocol';
import type { BkashTokenStore, SharedToken } from './token-store';

/**
 * Why a call did not give its answer (docs/payment-gateways.md says what the caller does next):
 * - `refused`: bKash answered with a `statusCode` other than 0000, passed on as it came;
 * - `timeout`: no answer within the call's time; the call may still have happened (query);
 * - `unreachable`: the request did not get through or the connection broke (query likewise);
 * - `unauthorized`: the credentials or a fresh token were refused (HTTP 401);
 * - `malformed`: an answer that is not what bKash documents.
 */
export type BkashFailure =
  | { kind: 'refused'; call: BkashCall; statusCode: string; statusMessage: string }
  | NoAnswer<BkashCall>
  | { kind: 'unauthorized'; call: BkashCall }
  | { kind: 'malformed'; call: BkashCall; httpStatus: number };

export type BkashResult<T> = GatewayResult<T, BkashFailure>;

/** What a call leaves in the log: never a credential, a token or a request body. */
export interface BkashLogLine extends GatewayLogLine<BkashCall, BkashFailure> {
  statusCode: string | undefined;
}

export interface BkashClientOptions {
  settings: BkashSettings;
  /** Milliseconds a call waits for its answer (default 30 s). */
  timeoutMs?: number;
  /** Milliseconds execute waits; after it the caller queries instead (default `timeoutMs`). */
  executeTimeoutMs?: number;
  /** A token is renewed this long before bKash says it expires (default 60 s). */
  refreshMarginMs?: number;
  /** The time, for tests that move it. */
  now?: () => number;
  log?: (line: BkashLogLine) => void;
  /**
   * Shares the token with the other instances (Redis, when REDIS_URL is set): one instance renews
   * at a time under the store's lock, the others wait and read its token. Unreachable, the
   * instance renews on its own.
   */
  tokenStore?: BkashTokenStore;
}

export interface CreatePaymentInput {
  /** Taka with at most two decimals, as the server computed it ("1500.00"). */
  amount: string;
  /** The intent's reference: bKash shows it and returns it with the payment. */
  merchantInvoiceNumber: string;
  /** Where bKash sends the brand back, with `paymentID` and `status` appended. */
  callbackURL: string;
  /** Shown to the payer on bKash's page; the invoice number when not given. */
  payerReference?: string;
}

export interface RefundInput {
  /** The completed payment's `paymentID` and `trxID`. */
  paymentID: string;
  trxID: string;
  /** Taka with at most two decimals, at most what is left unrefunded of the payment. */
  amount: string;
  /** The merchant's reference for the refund (at most 255 characters). */
  sku: string;
  /** Why, as bKash keeps it (at most 255 characters). */
  reason: string;
}

type CachedToken = SharedToken;

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_REFRESH_MARGIN_MS = 60_000;
/** How often an instance waiting for another's renewal looks for the token. */
const SHARED_POLL_MS = 50;

/**
 * The platform's own bKash Tokenized Checkout client (docs/payment-gateways.md):
 * one token at a time, cached until shortly before it expires and renewed by one request however
 * many calls need it; create, execute, query, refund and refund status, each answer parsed;
 * failures as values.
 */
export class BkashClient {
  readonly #settings: BkashSettings;
  readonly #timeoutMs: number;
  readonly #executeTimeoutMs: number;
  readonly #refreshMarginMs: number;
  readonly #now: () => number;
  readonly #log: ((line: BkashLogLine) => void) | undefined;
  readonly #store: BkashTokenStore | undefined;
  #token: CachedToken | undefined;
  /** The one grant or refresh under way; every caller needing a token waits for it. */
  #renewing: Promise<BkashResult<CachedToken>> | undefined;

  constructor(options: BkashClientOptions) {
    this.#settings = options.settings;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#executeTimeoutMs = options.executeTimeoutMs ?? this.#timeoutMs;
    this.#refreshMarginMs = options.refreshMarginMs ?? DEFAULT_REFRESH_MARGIN_MS;
    this.#now = options.now ?? Date.now;
    this.#log = options.log;
    this.#store = options.tokenStore;
  }

  /** Starts a payment: the brand approves it at `bkashURL`. Nothing is paid yet. */
  createPayment(input: CreatePaymentInput): Promise<BkashResult<BkashCreated>> {
    if (!BKASH_AMOUNT.test(input.amount)) {
      throw new RangeError('amount must be taka with at most two decimals, as a string.');
    }
    return this.#authorizedCall('create', bkashCreatedSchema, {
      mode: '0011',
      payerReference: input.payerReference ?? input.merchantInvoiceNumber,
      callbackURL: input.callbackURL,
      amount: input.amount,
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: input.merchantInvoiceNumber,
    });
  }

  /**
   * Moves the money of an approved payment. Call it once per payment: after a `timeout` or
   * `unreachable` failure, query the payment instead of executing again.
   */
  executePayment(paymentID: string): Promise<BkashResult<BkashExecuted>> {
    return this.#authorizedCall('execute', bkashExecutedSchema, { paymentID });
  }

  /** The payment as bKash has it now, whatever answers were lost on the way. */
  queryPayment(paymentID: string): Promise<BkashResult<BkashQueried>> {
    return this.#authorizedCall('query', bkashQueriedSchema, { paymentID });
  }

  /**
   * Sends money of a completed payment back to the payer's wallet. Call it once per refund:
   * after a `timeout` or `unreachable` failure, ask `refundStatus` instead of refunding again.
   */
  refundPayment(input: RefundInput): Promise<BkashResult<BkashRefunded>> {
    if (!BKASH_AMOUNT.test(input.amount)) {
      throw new RangeError('amount must be taka with at most two decimals, as a string.');
    }
    return this.#authorizedCall('refund', bkashRefundedSchema, {
      paymentID: input.paymentID,
      amount: input.amount,
      trxID: input.trxID,
      sku: input.sku.slice(0, 255),
      reason: input.reason.slice(0, 255),
    });
  }

  /** The refund of a payment as bKash has it; refused (2033) when nothing was refunded. */
  refundStatus(paymentID: string, trxID: string): Promise<BkashResult<BkashRefunded>> {
    return this.#authorizedCall('refundStatus', bkashRefundedSchema, { paymentID, trxID });
  }

  /** A token valid for a while yet: the cached one, or one renewal shared by every caller. */
  async #validToken(): Promise<BkashResult<CachedToken>> {
    const cached = this.#token;
    if (cached !== undefined && this.#now() < cached.expiresAt - this.#refreshMarginMs) {
      return { ok: true, value: cached };
    }
    this.#renewing ??= (
      this.#store === undefined ? this.#renew(cached) : this.#renewShared(this.#store, cached)
    ).finally(() => {
      this.#renewing = undefined;
    });
    return this.#renewing;
  }

  #fresh(token: CachedToken | undefined, stale: CachedToken | undefined): boolean {
    return (
      token !== undefined &&
      token.idToken !== stale?.idToken &&
      this.#now() < token.expiresAt - this.#refreshMarginMs
    );
  }

  /**
   * Another instance's token when the store has a fresh one; else this instance renews under
   * the store's lock and shares the token, or waits for the instance holding the lock (at most
   * `timeoutMs`, then renews on its own). A store that fails is passed by.
   */
  async #renewShared(
    store: BkashTokenStore,
    stale: CachedToken | undefined,
  ): Promise<BkashResult<CachedToken>> {
    const giveUpAt = performance.now() + this.#timeoutMs;
    try {
      while (performance.now() < giveUpAt) {
        const shared = await store.read();
        if (shared !== undefined && this.#fresh(shared, stale)) {
          this.#token = shared;
          return { ok: true, value: shared };
        }
        const release = await store.lock(this.#timeoutMs);
        if (release !== undefined) {
          try {
            const latest = await store.read();
            if (latest !== undefined && this.#fresh(latest, stale)) {
              this.#token = latest;
              return { ok: true, value: latest };
            }
            const renewed = await this.#renew(stale ?? latest);
            if (renewed.ok) await store.write(renewed.value).catch(() => undefined);
            return renewed;
          } finally {
            await release();
          }
        }
        await sleep(SHARED_POLL_MS);
      }
    } catch {
      // The store is unreachable: this instance renews on its own.
    }
    return this.#renew(stale);
  }

  /** Refreshes with the refresh token when there is one, else (or when refused) grants anew. */
  async #renew(stale: CachedToken | undefined): Promise<BkashResult<CachedToken>> {
    const credentials = {
      app_key: this.#settings.appKey,
      app_secret: this.#settings.appSecret.reveal(),
    };
    let answer: BkashResult<BkashToken> | undefined;
    if (stale !== undefined) {
      answer = await this.#call('refresh', bkashTokenSchema, this.#credentialHeaders(), {
        ...credentials,
        refresh_token: stale.refreshToken,
      });
      if (!answer.ok && answer.failure.kind === 'timeout') return answer;
    }
    if (answer === undefined || !answer.ok) {
      answer = await this.#call('grant', bkashTokenSchema, this.#credentialHeaders(), credentials);
    }
    if (!answer.ok) return answer;
    const token = {
      idToken: answer.value.id_token,
      refreshToken: answer.value.refresh_token,
      expiresAt: this.#now() + answer.value.expires_in * 1000,
    };
    this.#token = token;
    return { ok: true, value: token };
  }

  #credentialHeaders(): Record<string, string> {
    return {
      username: this.#settings.username,
      password: this.#settings.password.reveal(),
    };
  }

  /**
   * A call with the token. A token refused with 401 (expired early, revoked) was not acted on:
   * it is renewed once and the call sent again.
   */
  async #authorizedCall<T extends z.ZodType>(
    call: BkashCall,
    schema: T,
    body: Record<string, string>,
  ): Promise<BkashResult<z.output<T>>> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.#validToken();
      if (!token.ok) return token;
      const result = await this.#call(call, schema, this.#tokenHeaders(token.value), body);
      if (result.ok || result.failure.kind !== 'unauthorized' || attempt > 0) return result;
      if (this.#token === token.value) this.#token = { ...token.value, expiresAt: 0 };
      await this.#store?.discard(token.value.idToken).catch(() => undefined);
    }
  }

  #tokenHeaders(token: CachedToken): Record<string, string> {
    return { authorization: token.idToken, 'x-app-key': this.#settings.appKey };
  }

  async #call<T extends z.ZodType>(
    call: BkashCall,
    schema: T,
    headers: Record<string, string>,
    body: Record<string, string>,
  ): Promise<BkashResult<z.output<T>>> {
    const { result, logLine } = await callGateway(
      call,
      {
        url: `${this.#settings.baseUrl}${BKASH_PATHS[call]}`,
        init: {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        },
        afterMs: call === 'execute' ? this.#executeTimeoutMs : this.#timeoutMs,
      },
      (answer) => readAnswer(call, schema, answer),
    );
    this.#log?.({
      ...logLine,
      statusCode:
        result.ok || result.failure.kind !== 'refused' ? undefined : result.failure.statusCode,
    });
    return result;
  }
}

function failed(failure: BkashFailure): { ok: false; failure: BkashFailure } {
  return { ok: false, failure };
}

function readAnswer<T extends z.ZodType>(
  call: BkashCall,
  schema: T,
  { httpStatus, body }: JsonAnswer,
): BkashResult<z.output<T>> {
  if (httpStatus === 401 || httpStatus === 403) return failed({ kind: 'unauthorized', call });
  const refusal = bkashRefusalSchema.safeParse(body);
  if (refusal.success) return failed({ kind: 'refused', call, ...refusal.data });
  const parsed = schema.safeParse(body);
  if (httpStatus !== 200 || !parsed.success) return failed({ kind: 'malformed', call, httpStatus });
  return { ok: true, value: parsed.data };
}
