import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  EMAIL_VERIFICATION_MODES,
  type EmailVerificationMode,
} from '@portal/shared/contract/accounts';
import { SNS_TOPIC_ARN } from './gateways/bkash/webhook';
import { privateKeyFrom, publicKeyFrom } from './gateways/nagad/seal';

/** The repository root: api/src/config.ts -> two folders up. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface RateLimitConfig {
  /** Off in tests that do not exercise the limits. */
  enabled: boolean;
  /** Login, register and refresh calls a minute from one address. */
  authPerMinute: number;
  /** Requests a minute from one signed-in user (or one address when signed out). */
  perMinute: number;
}

/** PAYMENT_GATEWAY: how brands pay (see docs/payment-gateways.md). */
export const PAYMENT_GATEWAYS = ['manual', 'simulator', 'live'] as const;
export type PaymentGatewayMode = (typeof PAYMENT_GATEWAYS)[number];

/**
 * A credential read from the environment. Its value is only had through `reveal()`: printed,
 * inspected or serialised (a logged config, an error's context) it is `[secret]`.
 */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  reveal(): string {
    return this.#value;
  }

  toString(): string {
    return '[secret]';
  }

  toJSON(): string {
    return '[secret]';
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return '[secret]';
  }
}

/** The bKash Tokenized Checkout merchant account (BKASH_*), see docs/payment-gateways.md. */
export interface BkashSettings {
  /** BKASH_BASE_URL: up to the API version, e.g. https://tokenized.pay.bka.sh/v1.2.0-beta. */
  baseUrl: string;
  appKey: string;
  appSecret: Secret;
  username: string;
  password: Secret;
}

/** The Nagad merchant account (NAGAD_*), see docs/payment-gateways.md. */
export interface NagadSettings {
  /** NAGAD_BASE_URL: up to `/api/dfs`, e.g. https://api.mynagad.com/api/dfs. */
  baseUrl: string;
  merchantId: string;
  /** The merchant's RSA private key (PEM or its base64 body): decrypts answers, signs requests. */
  merchantPrivateKey: Secret;
  /** Nagad's RSA public key (PEM or its base64 body): encrypts requests, checks answers. */
  nagadPublicKey: string;
}

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** DATABASE_IDLE_TIMEOUT_MS: a database connection unused this long is closed. */
  databaseIdleTimeoutMs: number;
  uploadDir: string;
  portalDist: string;
  jwtSecret: string;
  redisUrl: string | undefined;
  /**
   * RATE_LIMIT_REDIS_PREFIX: with REDIS_URL, the rate limits' keys start with it, so deployments
   * sharing one Redis keep their own budgets.
   */
  rateLimitRedisPrefix: string;
  platformFeePercent: number;
  /**
   * BKASH_FEE_PERCENT and NAGAD_FEE_PERCENT (default 0, like PLATFORM_FEE_PERCENT): the share of a
   * payment credited through the gateway that the gateway keeps, borne by the platform
   * (docs/money.md).
   */
  gatewayFeePercent: { bkash: number; nagad: number };
  /**
   * BKASH_REFUND_WINDOW_DAYS and NAGAD_REFUND_WINDOW_DAYS (default 15 each): how long after a
   * payment the wallet's refund call is tried (docs/payment-gateways.md).
   */
  refundWindowDays: { bkash: number; nagad: number };
  minWithdrawal: number;
  /** ESCROW_AUTO_RELEASE_HOURS (default 72, fractions allowed): an unanswered delivery is released after it. */
  escrowAutoReleaseHours: number;
  /** REVISION_ROUNDS (default 2): how many times a brand may ask for changes. */
  revisionRounds: number;
  /** OFFER_EXPIRY_DAYS (default 7, fractions allowed): a pending offer expires after it. */
  offerExpiryDays: number;
  /** PAYMENT_GATEWAY: `manual` (default: the typed transaction ID only), `simulator` or `live`. */
  paymentGateway: PaymentGatewayMode;
  /** The bKash merchant account, when its five settings are set (always in `live`). */
  bkash: BkashSettings | undefined;
  /** The Nagad merchant account, when its four settings are set. */
  nagad: NagadSettings | undefined;
  /**
   * BKASH_WEBHOOK_TOPIC_ARN: the SNS topic whose messages bKash's webhook takes. Unset, `live`
   * refuses every message and `simulator` takes the simulator's topic.
   */
  bkashWebhookTopicArn: string | undefined;
  /** GATEWAY_SIMULATOR_PORT: the port of the simulator `simulator` starts (0, any free one, by default). */
  gatewaySimulatorPort: number;
  /** The gateway reconciliation job's times (docs/payment-gateways.md). */
  gatewayReconciliation: GatewayReconciliationSettings;
  /** PAY_TO_BKASH, PAY_TO_NAGAD: the platform's receiving wallets shown in Pay Now. */
  payTo: { bkash: string; nagad: string };
  /**
   * IDEMPOTENCY_KEY_HOURS (default 24, fractions allowed): how long the API remembers an
   * Idempotency-Key and the answer of its request.
   */
  idempotencyKeyHours: number;
  seedDemo: boolean;
  rateLimit: RateLimitConfig;
  logLevel: string;
  /** SMTP_URL (smtp://user:pass@host:587): account e-mails go there; unset, to the outbox in DATA_DIR. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of account e-mails. */
  mailFrom: string;
  /** EMAIL_VERIFICATION (see docs/accounts.md): mandatory (default), optional or none. */
  emailVerification: EmailVerificationMode;
  /** PUBLIC_URL: where the portal is reached, without a trailing slash; links in e-mails start with it. */
  publicUrl: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy: boolean;
  /**
   * NODE_ENV=development, as `npm run dev` sets it: the portal's development builds run their
   * modules through eval, which the Content-Security-Policy then allows.
   */
  development: boolean;
}

type Env = Record<string, string | undefined>;

/** A setting the server cannot start with; the message says what to change. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export const MIN_JWT_SECRET_LENGTH = 32;

/** pg's own default: an idle database connection is closed after 10 s. */
export const DEFAULT_IDLE_TIMEOUT_MS = 10_000;

function numberFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new ConfigError(`${name} must be a non-negative number, got "${raw}".`);
  }
  return value;
}

/**
 * PLATFORM_FEE_PERCENT: 0-100 with at most four decimals, the share of every payment the platform
 * keeps; `feeAtPercent` takes it exactly (see docs/money.md). BKASH_FEE_PERCENT and
 * NAGAD_FEE_PERCENT, the gateways' shares, are read by the same rule.
 */
function feePercentFrom(
  env: Env,
  name: 'PLATFORM_FEE_PERCENT' | 'BKASH_FEE_PERCENT' | 'NAGAD_FEE_PERCENT',
): number {
  const percent = numberFrom(env, name, 0);
  if (percent > 100) {
    throw new ConfigError(`${name} must be at most 100, got ${percent}.`);
  }
  if (!/^\d+(\.\d{1,4})?$/.test(String(percent))) {
    throw new ConfigError(`${name} must have at most four decimals, got ${percent}.`);
  }
  return percent;
}

/**
 * BKASH_REFUND_WINDOW_DAYS and NAGAD_REFUND_WINDOW_DAYS: more than 0 (fractions allowed). Neither
 * wallet publishes a refund window in the sources docs/payment-gateways.md cites; 15 days is the
 * product's figure.
 */
function refundWindowDaysFrom(
  env: Env,
  name: 'BKASH_REFUND_WINDOW_DAYS' | 'NAGAD_REFUND_WINDOW_DAYS',
): number {
  const days = numberFrom(env, name, 15);
  if (days <= 0) {
    throw new ConfigError(`${name} must be more than 0, got ${days}.`);
  }
  return days;
}

/** ESCROW_AUTO_RELEASE_HOURS: more than 0 (fractions allowed, so demos and tests can use seconds). */
function autoReleaseHoursFrom(env: Env): number {
  const hours = numberFrom(env, 'ESCROW_AUTO_RELEASE_HOURS', 72);
  if (hours <= 0) {
    throw new ConfigError(`ESCROW_AUTO_RELEASE_HOURS must be more than 0, got ${hours}.`);
  }
  return hours;
}

/** REVISION_ROUNDS: a whole number, 0 or more. */
function revisionRoundsFrom(env: Env): number {
  const rounds = numberFrom(env, 'REVISION_ROUNDS', 2);
  if (!Number.isInteger(rounds)) {
    throw new ConfigError(`REVISION_ROUNDS must be a whole number, got ${rounds}.`);
  }
  return rounds;
}

/** OFFER_EXPIRY_DAYS: more than 0 (fractions allowed, so tests and demos can use seconds). */
function offerExpiryDaysFrom(env: Env): number {
  const days = numberFrom(env, 'OFFER_EXPIRY_DAYS', 7);
  if (days <= 0) throw new ConfigError(`OFFER_EXPIRY_DAYS must be more than 0, got ${days}.`);
  return days;
}

/** A receiving wallet number (PAY_TO_BKASH, PAY_TO_NAGAD): 11 digits, 01[3-9]..., demo by default. */
function walletFrom(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^01[3-9]\d{8}$/.test(raw)) {
    throw new ConfigError(`${name} must be a Bangladeshi mobile number such as 01712345678.`);
  }
  return raw;
}

/**
 * The JWT secret: JWT_SECRET when set (at least 32 characters); otherwise, except in production,
 * one generated on first start and kept in DATA_DIR/jwt-secret (mode 0600) so restarts keep
 * sessions. Never logged.
 */
function jwtSecretFrom(env: Env, dataDir: string): string {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_JWT_SECRET_LENGTH) {
      throw new ConfigError(
        `JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long, ` +
          `got ${fromEnv.length}. Generate one with: openssl rand -base64 48`,
      );
    }
    return fromEnv;
  }
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      'NODE_ENV is production but JWT_SECRET is not set. Set JWT_SECRET to a random secret of at ' +
        `least ${MIN_JWT_SECRET_LENGTH} characters, the same on every instance ` +
        '(generate one with: openssl rand -base64 48).',
    );
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** A setting that names one of `names`, `fallback` when unset. */
function oneOf<T extends string>(env: Env, name: string, names: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const found = names.find((candidate) => candidate === raw);
  if (found === undefined) {
    throw new ConfigError(`${name} must be one of ${names.join(', ')}, got "${raw}".`);
  }
  return found;
}

/** PUBLIC_URL: an http(s) address, kept without its trailing slashes; this server's own by default. */
function publicUrlFrom(env: Env, port: number): string {
  const raw = env.PUBLIC_URL?.trim();
  if (raw === undefined || raw === '') return `http://localhost:${port}`;
  if (!/^https?:\/\/[^\s/]+/.test(raw)) {
    throw new ConfigError(`PUBLIC_URL must start with http:// or https://, got "${raw}".`);
  }
  return raw.replace(/\/+$/, '');
}

/** IDEMPOTENCY_KEY_HOURS: more than 0 (fractions allowed, so tests can use seconds). */
function idempotencyKeyHoursFrom(env: Env): number {
  const hours = numberFrom(env, 'IDEMPOTENCY_KEY_HOURS', 24);
  if (hours <= 0) {
    throw new ConfigError(`IDEMPOTENCY_KEY_HOURS must be more than 0, got ${hours}.`);
  }
  return hours;
}

const BKASH_SETTINGS = [
  'BKASH_BASE_URL',
  'BKASH_APP_KEY',
  'BKASH_APP_SECRET',
  'BKASH_USERNAME',
  'BKASH_PASSWORD',
] as const;

/**
 * The five BKASH_* settings: all or none (`live` needs all). Messages name the settings, never
 * their values.
 */
function bkashFrom(env: Env, mode: PaymentGatewayMode): BkashSettings | undefined {
  const value = (name: (typeof BKASH_SETTINGS)[number]) => env[name]?.trim() ?? '';
  const missing = BKASH_SETTINGS.filter((name) => value(name) === '');
  if (missing.length === BKASH_SETTINGS.length && mode !== 'live') return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      mode === 'live'
        ? `PAYMENT_GATEWAY is live but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} ` +
            `not set. Set all of ${BKASH_SETTINGS.join(', ')} to the merchant account bKash gave ` +
            'you, or use PAYMENT_GATEWAY=manual.'
        : `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set: set all of ` +
            `${BKASH_SETTINGS.join(', ')}, or none.`,
    );
  }
  const baseUrl = value('BKASH_BASE_URL').replace(/\/+$/, '');
  if (
    !/^https?:\/\/[^\s/]+/.test(baseUrl) ||
    (mode === 'live' && !baseUrl.startsWith('https://'))
  ) {
    throw new ConfigError(
      `BKASH_BASE_URL must be an ${mode === 'live' ? 'https://' : 'http(s)://'} address, ` +
        `such as https://tokenized.pay.bka.sh/v1.2.0-beta.`,
    );
  }
  return {
    baseUrl,
    appKey: value('BKASH_APP_KEY'),
    appSecret: new Secret(value('BKASH_APP_SECRET')),
    username: value('BKASH_USERNAME'),
    password: new Secret(value('BKASH_PASSWORD')),
  };
}

const NAGAD_SETTINGS = [
  'NAGAD_BASE_URL',
  'NAGAD_MERCHANT_ID',
  'NAGAD_MERCHANT_PRIVATE_KEY',
  'NAGAD_PUBLIC_KEY',
] as const;

/**
 * The four NAGAD_* settings: all or none, in any mode (Nagad is optional beside bKash). Messages
 * name the settings, never their values.
 */
function nagadFrom(env: Env, mode: PaymentGatewayMode): NagadSettings | undefined {
  const value = (name: (typeof NAGAD_SETTINGS)[number]) => env[name]?.trim() ?? '';
  const missing = NAGAD_SETTINGS.filter((name) => value(name) === '');
  if (missing.length === NAGAD_SETTINGS.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set: set all of ` +
        `${NAGAD_SETTINGS.join(', ')} to the merchant account Nagad gave you, or none.`,
    );
  }
  const baseUrl = value('NAGAD_BASE_URL').replace(/\/+$/, '');
  if (
    !/^https?:\/\/[^\s/]+/.test(baseUrl) ||
    (mode === 'live' && !baseUrl.startsWith('https://'))
  ) {
    throw new ConfigError(
      `NAGAD_BASE_URL must be an ${mode === 'live' ? 'https://' : 'http(s)://'} address, ` +
        `such as https://api.mynagad.com/api/dfs.`,
    );
  }
  const merchantPrivateKey = value('NAGAD_MERCHANT_PRIVATE_KEY');
  const nagadPublicKey = value('NAGAD_PUBLIC_KEY');
  if (!isKey(() => privateKeyFrom(merchantPrivateKey))) {
    throw new ConfigError('NAGAD_MERCHANT_PRIVATE_KEY is not an RSA private key (PEM or base64).');
  }
  if (!isKey(() => publicKeyFrom(nagadPublicKey))) {
    throw new ConfigError('NAGAD_PUBLIC_KEY is not an RSA public key (PEM or base64).');
  }
  return {
    baseUrl,
    merchantId: value('NAGAD_MERCHANT_ID'),
    merchantPrivateKey: new Secret(merchantPrivateKey),
    nagadPublicKey,
  };
}

/** BKASH_WEBHOOK_TOPIC_ARN: an SNS topic's ARN when set. The message names the setting. */
function webhookTopicArnFrom(env: Env): string | undefined {
  const raw = env.BKASH_WEBHOOK_TOPIC_ARN?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!SNS_TOPIC_ARN.test(raw)) {
    throw new ConfigError(
      'BKASH_WEBHOOK_TOPIC_ARN must be an SNS topic ARN, arn:aws:sns:<region>:<account>:<name>, ' +
        `such as arn:aws:sns:ap-southeast-1:123456789012:bkash-payments, got "${raw}".`,
    );
  }
  return raw;
}

function isKey(parse: () => unknown): boolean {
  try {
    parse();
    return true;
  } catch {
    return false;
  }
}

export interface GatewayReconciliationSettings {
  /** GATEWAY_RECONCILE_INTERVAL_SECONDS (default 60): how often the job looks for intents. */
  intervalSeconds: number;
  /** GATEWAY_INTENT_EXPIRY_MINUTES (default 30): a payment not approved by then expires. */
  intentExpiryMinutes: number;
  /**
   * GATEWAY_EXECUTING_GRACE_SECONDS (default 120, more than bKash's execute wait): an intent
   * `executing` this long was left by a timeout or a crash, and the job asks bKash about it.
   */
  executingGraceSeconds: number;
}

function positiveFrom(env: Env, name: string, fallback: number): number {
  const value = numberFrom(env, name, fallback);
  if (value <= 0) throw new ConfigError(`${name} must be more than 0, got ${value}.`);
  return value;
}

function gatewayReconciliationFrom(env: Env): GatewayReconciliationSettings {
  return {
    intervalSeconds: positiveFrom(env, 'GATEWAY_RECONCILE_INTERVAL_SECONDS', 60),
    intentExpiryMinutes: positiveFrom(env, 'GATEWAY_INTENT_EXPIRY_MINUTES', 30),
    executingGraceSeconds: positiveFrom(env, 'GATEWAY_EXECUTING_GRACE_SECONDS', 120),
  };
}

/** Reads the settings from the environment (see README of the api workspace for each one). */
export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  const databaseUrl = env.DATABASE_URL === '' ? undefined : env.DATABASE_URL;
  const port = numberFrom(env, 'PORT', 8080);
  // PAYMENT_GATEWAY: docs/payment-gateways.md.
  const paymentGateway = oneOf(env, 'PAYMENT_GATEWAY', PAYMENT_GATEWAYS, 'manual');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    databaseIdleTimeoutMs: numberFrom(env, 'DATABASE_IDLE_TIMEOUT_MS', DEFAULT_IDLE_TIMEOUT_MS),
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(REPO_ROOT, '.uploads')),
    portalDist: path.resolve(env.PORTAL_DIST ?? path.join(REPO_ROOT, 'dist')),
    jwtSecret: jwtSecretFrom(env, dataDir),
    redisUrl: env.REDIS_URL === '' ? undefined : env.REDIS_URL,
    rateLimitRedisPrefix: env.RATE_LIMIT_REDIS_PREFIX || 'portal:rate-limit:',
    platformFeePercent: feePercentFrom(env, 'PLATFORM_FEE_PERCENT'),
    gatewayFeePercent: {
      bkash: feePercentFrom(env, 'BKASH_FEE_PERCENT'),
      nagad: feePercentFrom(env, 'NAGAD_FEE_PERCENT'),
    },
    refundWindowDays: {
      bkash: refundWindowDaysFrom(env, 'BKASH_REFUND_WINDOW_DAYS'),
      nagad: refundWindowDaysFrom(env, 'NAGAD_REFUND_WINDOW_DAYS'),
    },
    minWithdrawal: numberFrom(env, 'MIN_WITHDRAWAL', 100),
    escrowAutoReleaseHours: autoReleaseHoursFrom(env),
    revisionRounds: revisionRoundsFrom(env),
    offerExpiryDays: offerExpiryDaysFrom(env),
    paymentGateway,
    bkash: bkashFrom(env, paymentGateway),
    nagad: nagadFrom(env, paymentGateway),
    bkashWebhookTopicArn: webhookTopicArnFrom(env),
    gatewaySimulatorPort: numberFrom(env, 'GATEWAY_SIMULATOR_PORT', 0),
    gatewayReconciliation: gatewayReconciliationFrom(env),
    payTo: {
      bkash: walletFrom(env, 'PAY_TO_BKASH', '01700000001'),
      nagad: walletFrom(env, 'PAY_TO_NAGAD', '01800000002'),
    },
    idempotencyKeyHours: idempotencyKeyHoursFrom(env),
    seedDemo: databaseUrl === undefined || env.SEED_DEMO === '1',
    rateLimit: {
      enabled: env.RATE_LIMIT !== 'off',
      authPerMinute: numberFrom(env, 'RATE_LIMIT_AUTH_PER_MINUTE', 30),
      perMinute: numberFrom(env, 'RATE_LIMIT_PER_MINUTE', 300),
    },
    smtpUrl: env.SMTP_URL === '' ? undefined : env.SMTP_URL,
    mailFrom: env.MAIL_FROM?.trim() || 'Influencer Marketplace <no-reply@localhost>',
    // EMAIL_VERIFICATION: one of django-allauth's three names (docs/accounts.md).
    emailVerification: oneOf(env, 'EMAIL_VERIFICATION', EMAIL_VERIFICATION_MODES, 'mandatory'),
    publicUrl: publicUrlFrom(env, port),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1',
    development: env.NODE_ENV === 'development',
  };
}
