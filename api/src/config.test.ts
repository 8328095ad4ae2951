import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'config-test-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const STRONG = 'x'.repeat(32);

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
    const server = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(__dirname, '..'),
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
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
