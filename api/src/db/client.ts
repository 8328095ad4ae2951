import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool, type PoolConfig } from 'pg';
import { lockDataDir } from './data-dir-lock';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/embedded-postgres';
import type { EmbeddedEndpoint } from './embedded/protocol';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
/** The handle inside `db.transaction(async (tx) => ...)`: pass it down, never the pool. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction: what query functions accept. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'embedded';
  /** True when this start created an empty embedded database. */
  createdFresh: boolean;
  close(): Promise<void>;
}

export function poolConfigFor(endpoint: EmbeddedEndpoint): PoolConfig {
  return {
    host: endpoint.kind === 'socket' ? endpoint.dir : '127.0.0.1',
    port: endpoint.port,
    user: 'postgres',
    database: 'postgres',
    // PGlite is one session: one connection serialises transactions correctly.
    max: 1,
  };
}

export function databaseOver(pool: Pool): Database {
  return drizzle(pool, { schema });
}

/** A PostgreSQL server at `url`. */
export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new Pool({ connectionString: url, max: poolSize });
  return {
    db: databaseOver(pool),
    kind: 'postgres',
    createdFresh: false,
    close: () => pool.end(),
  };
}

/** An already running embedded database (the tests start theirs from a template). */
export function openOverEmbedded(embedded: EmbeddedPostgres, onClose?: () => void): DatabaseHandle {
  const pool = new Pool(poolConfigFor(embedded.endpoint));
  return {
    db: databaseOver(pool),
    kind: 'embedded',
    createdFresh: embedded.createdFresh,
    async close() {
      await pool.end();
      await embedded.stop();
      onClose?.();
    },
  };
}

/** PGlite persisted in `dataDir`, in a worker thread, with the folder locked for this process. */
export async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  const lock = lockDataDir(dataDir);
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'pglite'),
      socketDir: dataDir,
    });
    return openOverEmbedded(embedded, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** DATABASE_URL when set, else the embedded database under DATA_DIR. */
export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return config.databaseUrl === undefined
    ? openEmbedded(config.dataDir)
    : Promise.resolve(openPostgres(config.databaseUrl));
}
