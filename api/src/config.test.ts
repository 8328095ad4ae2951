import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { inspect } from 'node:util';
import { ConfigError, loadConfig } from './config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'config-test-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const STRONG = 'x'.repeat(32);

/** `npm start` with `env`: how it ended and what it wrote. */
function startServer(env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env,
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('NODE_ENV', () => {
  it('development (npm run dev) is told apart from everything else', () => {
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }).development).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir }).development).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG }).development).toBe(false);
  });
});

describe('DATABASE_IDLE_TIMEOUT_MS', () => {
  it("is pg's 10 s unless set, and refuses what is not a number", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).databaseIdleTimeoutMs).toBe(10_000);
    const set = { DATA_DIR: dataDir, DATABASE_IDLE_TIMEOUT_MS: '250' };
    expect(loadConfig(set).databaseIdleTimeoutMs).toBe(250);
    expect(() => loadConfig({ ...set, DATABASE_IDLE_TIMEOUT_MS: 'soon' })).toThrow(
      /DATABASE_IDLE_TIMEOUT_MS must be a non-negative number/,
    );
  });
});

describe('PLATFORM_FEE_PERCENT', () => {
  it('is 0 unless set, 0-100 with at most four decimals, which the fee takes exactly', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).platformFeePercent).toBe(0);
    const set = { DATA_DIR: dataDir, PLATFORM_FEE_PERCENT: '12.3456' };
    expect(loadConfig(set).platformFeePercent).toBe(12.3456);
    expect(() => loadConfig({ ...set, PLATFORM_FEE_PERCENT: '2.50001' })).toThrow(
      /PLATFORM_FEE_PERCENT must have at most four decimals/,
    );
    expect(() => loadConfig({ ...set, PLATFORM_FEE_PERCENT: '100.5' })).toThrow(
      /PLATFORM_FEE_PERCENT must be at most 100/,
    );
  });
});

describe('BKASH_FEE_PERCENT, NAGAD_FEE_PERCENT and the refund windows', () => {
  it('are 0, 0, 15 and 15 unless set; the fees read as PLATFORM_FEE_PERCENT, the windows more than 0', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir });
    expect(defaults.gatewayFeePercent).toEqual({ bkash: 0, nagad: 0 });
    expect(defaults.refundWindowDays).toEqual({ bkash: 15, nagad: 15 });
    const set = { DATA_DIR: dataDir, BKASH_FEE_PERCENT: '1.85', NAGAD_FEE_PERCENT: '1.4999' };
    expect(loadConfig(set).gatewayFeePercent).toEqual({ bkash: 1.85, nagad: 1.4999 });
    expect(() => loadConfig({ ...set, BKASH_FEE_PERCENT: '1.85001' })).toThrow(
      /BKASH_FEE_PERCENT must have at most four decimals/,
    );
    expect(() => loadConfig({ ...set, NAGAD_FEE_PERCENT: '101' })).toThrow(
      /NAGAD_FEE_PERCENT must be at most 100/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, BKASH_REFUND_WINDOW_DAYS: '0' })).toThrow(
      /BKASH_REFUND_WINDOW_DAYS must be more than 0/,
    );
    const windows = { DATA_DIR: dataDir, NAGAD_REFUND_WINDOW_DAYS: '7.5' };
    expect(loadConfig(windows).refundWindowDays).toEqual({ bkash: 15, nagad: 7.5 });
    expect(() => loadConfig({ DATA_DIR: dataDir, NAGAD_REFUND_WINDOW_DAYS: '0' })).toThrow(
      /NAGAD_REFUND_WINDOW_DAYS must be more than 0/,
    );
  });
});

describe('IDEMPOTENCY_KEY_HOURS', () => {
  it('is 24 unless set, takes fractions, and refuses 0 or what is not a number', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).idempotencyKeyHours).toBe(24);
    const set = { DATA_DIR: dataDir, IDEMPOTENCY_KEY_HOURS: '0.5' };
    expect(loadConfig(set).idempotencyKeyHours).toBe(0.5);
    expect(() => loadConfig({ ...set, IDEMPOTENCY_KEY_HOURS: '0' })).toThrow(
      /IDEMPOTENCY_KEY_HOURS must be more than 0/,
    );
    expect(() => loadConfig({ ...set, IDEMPOTENCY_KEY_HOURS: 'a day' })).toThrow(ConfigError);
  });
});

describe('JWT_SECRET', () => {
  it('in production, is required and at least 32 characters long', () => {
    const production = { NODE_ENV: 'production', DATA_DIR: dataDir };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/JWT_SECRET is not set/);
    expect(() => loadConfig({ ...production, JWT_SECRET: '' })).toThrow(/JWT_SECRET is not set/);
    expect(() => loadConfig({ ...production, JWT_SECRET: 'x'.repeat(31) })).toThrow(
      /at least 32 characters/,
    );
    expect(loadConfig({ ...production, JWT_SECRET: STRONG }).jwtSecret).toBe(STRONG);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('elsewhere, is generated and kept in DATA_DIR when unset, and still never short', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(ConfigError);
  });

  it('the server refuses to start in production without one, with the sentence alone', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir };
    delete env.JWT_SECRET;
    const server = startServer(env);
    expect(server.status).toBe(1);
    expect(server.stderr.trim()).toBe(
      'NODE_ENV is production but JWT_SECRET is not set. Set JWT_SECRET to a random secret of at ' +
        'least 32 characters, the same on every instance (generate one with: openssl rand -base64 48).',
    );
  });
});

describe('account e-mail settings', () => {
  it('default to the outbox, a local sender, mandatory verification and this server', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '9090' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Influencer Marketplace <no-reply@localhost>');
    expect(config.emailVerification).toBe('mandatory');
    expect(config.publicUrl).toBe('http://localhost:9090');
  });

  it('take SMTP_URL, MAIL_FROM, each EMAIL_VERIFICATION mode and PUBLIC_URL without its slash', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'Shop <shop@example.com>',
      EMAIL_VERIFICATION: 'optional',
      PUBLIC_URL: 'https://portal.example.com/',
    });
    expect(config.smtpUrl).toBe('smtp://mail.example.com:587');
    expect(config.mailFrom).toBe('Shop <shop@example.com>');
    expect(config.emailVerification).toBe('optional');
    expect(config.publicUrl).toBe('https://portal.example.com');
    expect(loadConfig({ DATA_DIR: dataDir, EMAIL_VERIFICATION: 'none' }).emailVerification).toBe(
      'none',
    );
  });

  it('refuse an unknown EMAIL_VERIFICATION and a PUBLIC_URL that is not http(s)', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, EMAIL_VERIFICATION: 'sometimes' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'portal.example.com' })).toThrow(
      /PUBLIC_URL must start with http/,
    );
  });
});

describe('PAYMENT_GATEWAY and the bKash merchant account', () => {
  const BKASH = {
    BKASH_BASE_URL: 'https://tokenized.pay.bka.sh/v1.2.0-beta/',
    BKASH_APP_KEY: 'app-key-1',
    BKASH_APP_SECRET: 'app-secret-value-1',
    BKASH_USERNAME: 'merchant-user',
    BKASH_PASSWORD: 'merchant-password-value-1',
  };

  it('is manual unless set, takes simulator and live, and refuses another name', () => {
    const manual = loadConfig({ DATA_DIR: dataDir });
    expect(manual.paymentGateway).toBe('manual');
    expect(manual.bkash).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, PAYMENT_GATEWAY: 'simulator' }).paymentGateway).toBe(
      'simulator',
    );
    const live = loadConfig({ DATA_DIR: dataDir, PAYMENT_GATEWAY: 'live', ...BKASH });
    expect(live.paymentGateway).toBe('live');
    expect(live.bkash?.baseUrl).toBe('https://tokenized.pay.bka.sh/v1.2.0-beta');
    expect(live.bkash?.appKey).toBe('app-key-1');
    expect(live.bkash?.appSecret.reveal()).toBe('app-secret-value-1');
    expect(live.bkash?.password.reveal()).toBe('merchant-password-value-1');
    expect(() => loadConfig({ DATA_DIR: dataDir, PAYMENT_GATEWAY: 'bkash' })).toThrow(
      'PAYMENT_GATEWAY must be one of manual, simulator, live, got "bkash".',
    );
  });

  it('live refuses to start without every bKash credential, naming what is missing', () => {
    const live = { DATA_DIR: dataDir, PAYMENT_GATEWAY: 'live' };
    expect(() => loadConfig(live)).toThrow(ConfigError);
    expect(() => loadConfig(live)).toThrow(
      'PAYMENT_GATEWAY is live but BKASH_BASE_URL, BKASH_APP_KEY, BKASH_APP_SECRET, ' +
        'BKASH_USERNAME, BKASH_PASSWORD are not set.',
    );
    expect(() => loadConfig({ ...live, ...BKASH, BKASH_PASSWORD: ' ' })).toThrow(
      /^PAYMENT_GATEWAY is live but BKASH_PASSWORD is not set\./,
    );
    expect(() =>
      loadConfig({ ...live, ...BKASH, BKASH_BASE_URL: 'http://tokenized.pay.bka.sh' }),
    ).toThrow(/BKASH_BASE_URL must be an https:\/\/ address/);
  });

  it('outside live, takes all five or none', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, BKASH_APP_KEY: 'app-key-1', BKASH_USERNAME: 'user' }),
    ).toThrow(/^BKASH_BASE_URL, BKASH_APP_SECRET, BKASH_PASSWORD are not set/);
    expect(loadConfig({ DATA_DIR: dataDir, ...BKASH }).bkash?.username).toBe('merchant-user');
  });

  it('never shows a secret when the settings are printed, inspected or serialised', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PAYMENT_GATEWAY: 'live', ...BKASH });
    for (const shown of [
      JSON.stringify(config),
      inspect(config, { depth: 9 }),
      `${config.bkash?.password}`,
    ]) {
      expect(shown).not.toContain('app-secret-value-1');
      expect(shown).not.toContain('merchant-password-value-1');
    }
    expect(JSON.stringify(config.bkash)).toContain('"appSecret":"[secret]"');
  });

  it('a live server refuses to start without them, with the sentence alone and no secret', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PAYMENT_GATEWAY: 'live',
      ...BKASH,
      BKASH_USERNAME: '',
    };
    const server = startServer(env);
    expect(server.status).toBe(1);
    expect(server.stderr.trim()).toBe(
      'PAYMENT_GATEWAY is live but BKASH_USERNAME is not set. Set all of BKASH_BASE_URL, ' +
        'BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD to the merchant account ' +
        'bKash gave you, or use PAYMENT_GATEWAY=manual.',
    );
    expect(server.stdout + server.stderr).not.toContain('merchant-password-value-1');
  });
});

describe('the Nagad merchant account', () => {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const nagad = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePem = merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  /** Nagad hands its public key out as the base64 body alone. */
  const publicBody = nagad.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const NAGAD = {
    NAGAD_BASE_URL: 'https://api.mynagad.com/api/dfs/',
    NAGAD_MERCHANT_ID: '683002007104225',
    NAGAD_MERCHANT_PRIVATE_KEY: privatePem,
    NAGAD_PUBLIC_KEY: publicBody,
  };
  const BKASH = {
    BKASH_BASE_URL: 'https://tokenized.pay.bka.sh/v1.2.0-beta',
    BKASH_APP_KEY: 'app-key-1',
    BKASH_APP_SECRET: 'app-secret-value-1',
    BKASH_USERNAME: 'merchant-user',
    BKASH_PASSWORD: 'merchant-password-value-1',
  };

  it('is unset unless set, and takes all four (a key as PEM or as its base64 body)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).nagad).toBeUndefined();
    const live = loadConfig({ DATA_DIR: dataDir, PAYMENT_GATEWAY: 'live', ...BKASH, ...NAGAD });
    expect(live.nagad?.baseUrl).toBe('https://api.mynagad.com/api/dfs');
    expect(live.nagad?.merchantId).toBe('683002007104225');
    expect(live.nagad?.merchantPrivateKey.reveal()).toBe(privatePem.trim());
    expect(live.nagad?.nagadPublicKey).toBe(publicBody);
    expect(loadConfig({ DATA_DIR: dataDir, PAYMENT_GATEWAY: 'live', ...BKASH }).nagad).toBe(
      undefined,
    );
  });

  it('takes all four or none, naming what is missing', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, NAGAD_MERCHANT_ID: '683002007104225' })).toThrow(
      'NAGAD_BASE_URL, NAGAD_MERCHANT_PRIVATE_KEY, NAGAD_PUBLIC_KEY are not set: set all of ' +
        'NAGAD_BASE_URL, NAGAD_MERCHANT_ID, NAGAD_MERCHANT_PRIVATE_KEY, NAGAD_PUBLIC_KEY to the ' +
        'merchant account Nagad gave you, or none.',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ...NAGAD, NAGAD_PUBLIC_KEY: ' ' })).toThrow(
      /^NAGAD_PUBLIC_KEY is not set/,
    );
  });

  it('live needs https, and the keys must be RSA keys; the messages show no key', () => {
    const live = { DATA_DIR: dataDir, PAYMENT_GATEWAY: 'live', ...BKASH };
    expect(() =>
      loadConfig({ ...live, ...NAGAD, NAGAD_BASE_URL: 'http://sandbox.mynagad.com:10080' }),
    ).toThrow(/^NAGAD_BASE_URL must be an https:\/\/ address/);
    expect(
      loadConfig({ DATA_DIR: dataDir, ...NAGAD, NAGAD_BASE_URL: 'http://127.0.0.1:9/api/dfs' })
        .nagad?.baseUrl,
    ).toBe('http://127.0.0.1:9/api/dfs');
    let message = '';
    try {
      loadConfig({ ...live, ...NAGAD, NAGAD_MERCHANT_PRIVATE_KEY: 'bm90IGEga2V5' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toBe('NAGAD_MERCHANT_PRIVATE_KEY is not an RSA private key (PEM or base64).');
    expect(() => loadConfig({ ...live, ...NAGAD, NAGAD_PUBLIC_KEY: 'bm90IGEga2V5' })).toThrow(
      'NAGAD_PUBLIC_KEY is not an RSA public key (PEM or base64).',
    );
  });

  it('never shows the private key when the settings are printed, inspected or serialised', () => {
    const config = loadConfig({ DATA_DIR: dataDir, ...NAGAD });
    const body = privatePem.split('\n')[1] ?? '';
    expect(body.length).toBeGreaterThan(20);
    for (const shown of [JSON.stringify(config), inspect(config, { depth: 9 })]) {
      expect(shown).not.toContain(body);
    }
    expect(JSON.stringify(config.nagad)).toContain('"merchantPrivateKey":"[secret]"');
  });
});

describe('BKASH_WEBHOOK_TOPIC_ARN', () => {
  const topic = (BKASH_WEBHOOK_TOPIC_ARN: string | undefined) =>
    loadConfig({ DATA_DIR: dataDir, BKASH_WEBHOOK_TOPIC_ARN }).bkashWebhookTopicArn;

  it('is unset unless set, and takes an SNS topic ARN as it is (trimmed)', () => {
    expect(topic(undefined)).toBeUndefined();
    expect(topic(' ')).toBeUndefined();
    for (const arn of [
      'arn:aws:sns:ap-southeast-1:123456789012:bkash-payments',
      'arn:aws-cn:sns:cn-north-1:123456789012:bkash_payments',
      'arn:aws-us-gov:sns:us-gov-west-1:123456789012:Bkash.fifo',
    ]) {
      expect(topic(` ${arn} `)).toBe(arn);
    }
  });

  it('refuses what is not an SNS topic ARN, naming the setting', () => {
    for (const wrong of [
      'bkash-payments',
      'https://sns.ap-southeast-1.amazonaws.com/bkash',
      'arn:aws:sqs:ap-southeast-1:123456789012:bkash-payments',
      'arn:aws:sns:ap-southeast-1:12345:bkash-payments',
      'arn:aws:sns:ap-southeast-1:123456789012:',
      'arn:aws:sns:ap-southeast-1:123456789012:bkash payments',
      'arn:aws:sns:ap-southeast-1:123456789012:bkash:subscription-id',
      'arn:aws:sns::123456789012:bkash-payments',
    ]) {
      expect(() => topic(wrong)).toThrow(ConfigError);
      expect(() => topic(wrong)).toThrow(
        /^BKASH_WEBHOOK_TOPIC_ARN must be an SNS topic ARN, arn:aws:sns:<region>:<account>:<name>/,
      );
    }
  });

  it('the server refuses to start with one that is not an ARN, with the sentence alone', () => {
    const server = startServer({
      ...process.env,
      DATA_DIR: dataDir,
      PAYMENT_GATEWAY: 'simulator',
      BKASH_WEBHOOK_TOPIC_ARN: 'bkash-payments',
    });
    expect(server.status).toBe(1);
    expect(server.stderr.trim()).toBe(
      'BKASH_WEBHOOK_TOPIC_ARN must be an SNS topic ARN, arn:aws:sns:<region>:<account>:<name>, ' +
        'such as arn:aws:sns:ap-southeast-1:123456789012:bkash-payments, got "bkash-payments".',
    );
  });
});
