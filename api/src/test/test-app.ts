import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp, type AppDependencies } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { keepFeesAt } from '../db/queries/ledger';
import { freshTestDatabase } from './test-database';

/**
 * scrypt at 1/32 of the real work (N=2^10, ~2 ms a hash): tests sign users up and in thousands
 * of times, and the cost is the one thing they do not test (`passwords.test.ts` does).
 */
const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real app on a fresh database, rate limits off unless `overrides` turn them on. */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  /** Extra routes (e.g. probes behind `authenticate`), added before the app is ready. */
  addRoutes?: (app: FastifyInstance) => void,
  /**
   * Dependencies a test controls: the real-time event bus it publishes on or watches (the test
   * closes it), the clock, a logger whose lines it reads, the escrow auto-release timer (off when
   * the test releases by calling the service), the checkout gateway, the passwords' cost. No logs
   * by default.
   */
  dependencies: Pick<
    AppDependencies,
    'events' | 'clock' | 'logger' | 'autoRelease' | 'gateway' | 'passwordCost'
  > = {},
): Promise<TestApp> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: path.join(scratch, 'data'),
      UPLOAD_DIR: path.join(scratch, 'uploads'),
      PORTAL_DIST: path.join(scratch, 'dist'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT: 'off',
    }),
    // Tests about accounts set their own mode; the others sign up and pay without a link.
    emailVerification: 'none',
    ...overrides,
  };
  const database = await freshTestDatabase();
  // As the server does at its start (api/src/server.ts).
  await keepFeesAt(database.db, config.platformFeePercent);
  const app = await createApp({
    db: database.db,
    config,
    logger: false,
    passwordCost: TEST_PASSWORD_COST,
    ...dependencies,
  });
  addRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
