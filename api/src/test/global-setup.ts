import { databaseOver, embeddedPool } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded/embedded-postgres';
import { applyMigrations } from '../db/migrate';
import { newTemplatePath, TEMPLATE_ENV } from './template';

/**
 * Once per run: without DATABASE_URL, build one migrated PGlite database and dump it, so each
 * suite starts from a copy in about a second instead of creating and migrating its own.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== '') return;
  const embedded = await startEmbeddedPostgres({});
  const pool = embeddedPool(embedded.endpoint);
  try {
    await applyMigrations(databaseOver(pool));
    const file = newTemplatePath();
    await embedded.dump(file);
    process.env[TEMPLATE_ENV] = file;
  } finally {
    await pool.end();
    await embedded.stop();
  }
}
