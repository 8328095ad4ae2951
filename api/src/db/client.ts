import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool, type PoolConfig } from 'pg';
import { DEFAULT_IDLE_TIMEOUT_MS } from '../config';
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

/** How the pool treats its connections (DATABASE_IDLE_TIMEOUT_MS). */
export interface PoolSettings {
  /** A connection unused this long is closed; the next query opens a new one. */
  idleTimeoutMs?: number;
}

/**
 * A pool whose lost idle connections are reported, not fatal: when the server ends a connection
 * the pool is not using (a PostgreSQL restart, an administrator terminating backends), pg removes
 * it and emits 'error' on the pool, which would otherwise end the process. The next query simply
 * opens a new connection.
 */
function newPool(config: PoolConfig, settings: PoolSettings): Pool {
  const pool = new Pool({
    ...config,
    idleTimeoutMillis: settings.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
  });
  pool.on('error', (error) => {
    console.warn(`An idle database connection was closed by the server: ${error.message}`);
  });
  return pool;
}

/**
 * A pool over the embedded database. PGlite is one backend session however many wire connections
 * reach it, while pg remembers per connection which named statements it has prepared: a new
 * connection (after an idle close, or after pg dropped one whose query failed) would prepare them
 * again in a session that still holds them (42P05 "already exists"). So every new connection first
 * forgets the session's prepared statements, and starts as a new PostgreSQL session would. The
 * pool holds one connection (one session serialises transactions correctly), so no other live
 * connection can lose a statement it still counts on.
 */
export function embeddedPool(endpoint: EmbeddedEndpoint, settings: PoolSettings = {}): Pool {
  return newPool(
    {
      host: endpoint.kind === 'socket' ? endpoint.dir : '127.0.0.1',
      port: endpoint.port,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      // Awaited before the new connection serves its first query.
      onConnect: (connection) => connection.query('DEALLOCATE ALL'),
    },
    settings,
  );
}

export function databaseOver(pool: Pool): Database {
  return drizzle(pool, { schema });
}

/** A PostgreSQL server at `url`. */
export function openPostgres(
  url: string,
  poolSize = 10,
  settings: PoolSettings = {},
): DatabaseHandle {
  const pool = newPool({ connectionString: url, max: poolSize }, settings);
  return {
    db: databaseOver(pool),
    kind: 'postgres',
    createdFresh: false,
    close: () => pool.end(),
  };
}

/** An already running embedded database (the tests start theirs from a template). */
export function openOverEmbedded(
  embedded: EmbeddedPostgres,
  settings: PoolSettings = {},
  onClose?: () => void,
): DatabaseHandle {
  const pool = embeddedPool(embedded.endpoint, settings);
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
export async function openEmbedded(
  dataDir: string,
  settings: PoolSettings = {},
): Promise<DatabaseHandle> {
  const lock = lockDataDir(dataDir);
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'pglite'),
      socketDir: dataDir,
    });
    return openOverEmbedded(embedded, settings, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** DATABASE_URL when set, else the embedded database under DATA_DIR. */
export function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  settings: PoolSettings = {},
): Promise<DatabaseHandle> {
  return config.databaseUrl === undefined
    ? openEmbedded(config.dataDir, settings)
    : Promise.resolve(openPostgres(config.databaseUrl, undefined, settings));
}
