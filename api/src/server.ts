import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openMigratedDatabase } from './db/open-migrated';
import { keepFeesAt } from './db/queries/ledger';
import { demoLoginsText } from './seed/print-demo-logins';
import { existingDemoLogins, seedDemoData } from './seed/seed-demo';

/** `npm start`: one process serving the API under /api and the built portal. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  if (config.seedDemo) await seedDemoData(database.db, config);
  const demoLogins = await existingDemoLogins(database.db);
  // The influencers' pending earnings are read kept at this fee setting (docs/money.md). Here,
  // not in createApp: an app made without a database (the OpenAPI document's) asks it nothing.
  const feesCounted = await keepFeesAt(database.db, config.platformFeePercent);

  const app = await createApp({ db: database.db, config });
  if (feesCounted) {
    app.log.info({ percent: config.platformFeePercent }, 'fees awaiting payment counted again');
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database:
        database.kind === 'embedded' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL',
      startupMs: Math.round(performance.now() - startedAt),
    },
    'ready',
  );
  console.log(`\nThe portal and its API are on http://localhost:${config.port}`);
  if (demoLogins.length > 0) console.log(demoLoginsText(demoLogins));
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
