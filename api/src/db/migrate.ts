import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', '..', 'drizzle');

/** Applies the committed SQL migrations (api/drizzle) that the database has not seen yet. */
export async function applyMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
