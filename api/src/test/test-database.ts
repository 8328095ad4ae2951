import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { openOverEmbedded, openPostgres, type DatabaseHandle } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded/embedded-postgres';
import { applyMigrations } from '../db/migrate';
import { TEMPLATE_ENV } from './template';

/** An empty database on the PostgreSQL server at `serverUrl`: its URL, and `drop()` to remove it. */
export async function emptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // pool.end() resolves before the server has seen every connection close; a connection the
      // forced drop terminates would surface as an unhandled 'error' event of the ended pool.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const { rows } = await admin.query<{ open: number }>(
          'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]?.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A fresh PostgreSQL database on the DATABASE_URL server, dropped on close. */
async function freshPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const database = await emptyPostgresDatabase(serverUrl);
  const handle = openPostgres(database.url, 4);
  await applyMigrations(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** A copy of the run's migrated PGlite template, in its worker, behind the same pg driver. */
async function freshEmbedded(): Promise<DatabaseHandle> {
  const template = process.env[TEMPLATE_ENV];
  if (template === undefined) throw new Error('global-setup did not build the PGlite template');
  const embedded = await startEmbeddedPostgres({ loadFrom: template });
  const handle = openOverEmbedded(embedded);
  await applyMigrations(handle.db);
  return handle;
}

/** A migrated, empty database for one test suite: PostgreSQL when DATABASE_URL is set. */
export function freshTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  return url === undefined || url === '' ? freshEmbedded() : freshPostgres(url);
}
