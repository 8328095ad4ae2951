import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { openOverEmbedded, openPostgres, type DatabaseHandle } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded/embedded-postgres';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { emptyPostgresDatabase } from './test-database';

interface Journal {
  entries: { tag: string }[];
}

/** An empty database: PostgreSQL when DATABASE_URL is set, else a new PGlite. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url === undefined || url === '') return openOverEmbedded(await startEmbeddedPostgres({}));
  const database = await emptyPostgresDatabase(url);
  const handle = openPostgres(database.url, 2);
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * A new database as a deployment had it before the migration `tag`: every committed migration
 * up to, not including, that one. A migration's test fills it with the rows of that time and
 * then runs `applyMigrations`, as an upgrade does.
 */
export async function databaseBefore(tag: string): Promise<DatabaseHandle> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  try {
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
    const index = journal.entries.findIndex((entry) => entry.tag === tag);
    if (index < 0) throw new Error(`no migration ${tag}`);
    journal.entries = journal.entries.slice(0, index);
    writeFileSync(journalPath, JSON.stringify(journal));
    const handle = await emptyDatabase();
    await migrate(handle.db, { migrationsFolder: folder });
    return handle;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
