import type { AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { applyMigrations } from './migrate';

/** Opens DATABASE_URL or the locked embedded database, and brings its schema up to date. */
export async function openMigratedDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<AppConfig, 'databaseIdleTimeoutMs'>>,
): Promise<DatabaseHandle> {
  const handle = await openDatabase(config, { idleTimeoutMs: config.databaseIdleTimeoutMs });
  try {
    await applyMigrations(handle.db);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
