import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type {
  EmbeddedEndpoint,
  EmbeddedWorkerOptions,
  WorkerReply,
  WorkerRequest,
} from './protocol';

/** A PGlite database running in its own thread, reachable over the Postgres wire protocol. */
export interface EmbeddedPostgres {
  endpoint: EmbeddedEndpoint;
  /** True when this start created the database (so it has no data yet). */
  createdFresh: boolean;
  /** Writes the whole database as a tarball (used to build the tests' migrated template). */
  dump(file: string): Promise<void>;
  stop(): Promise<void>;
}

/** Unix socket paths are limited to 107 bytes; beyond that the worker listens on loopback TCP. */
const MAX_SOCKET_PATH = 100;

/**
 * The worker is TypeScript. Node 20 does not pass tsx's loader hooks on to worker threads, so the
 * worker starts from a one-line script that registers tsx's CommonJS hook and requires it.
 */
const WORKER_BOOTSTRAP = `require('tsx/cjs/api').register(); require(${JSON.stringify(
  path.join(__dirname, 'worker.ts'),
)});`;

function socketPathFor(socketDir: string | undefined): string | undefined {
  if (socketDir === undefined) return undefined;
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  return socketPath.length <= MAX_SOCKET_PATH ? socketPath : undefined;
}

function startWorker(workerData: EmbeddedWorkerOptions): Worker {
  return new Worker(WORKER_BOOTSTRAP, { eval: true, workerData });
}

/**
 * Creates the database in an empty `dataDir` in a worker of its own, ended afterwards. initdb
 * leaves about 450 MB of WebAssembly memory behind in the thread that ran it; ending that thread
 * gives it back, so the serving thread opens the new folder at the size of any later start.
 */
async function initialiseDataDir(dataDir: string): Promise<void> {
  const worker = startWorker({ dataDir, initialiseOnly: true });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.on('message', (message: WorkerReply) => {
        if (message.type === 'initialised') resolve();
        if (message.type === 'error') reject(new Error(`Embedded database: ${message.message}`));
      });
    });
  } finally {
    await worker.terminate();
  }
}

/**
 * Starts PGlite in a worker thread. The caller must hold the DATA_DIR lock (see data-dir-lock.ts)
 * when `dataDir` is given: PGlite itself does not lock its folder.
 */
export async function startEmbeddedPostgres(
  options: Omit<EmbeddedWorkerOptions, 'socketPath' | 'initialiseOnly'> & {
    /** A private folder for the unix socket; without it, loopback TCP. */
    socketDir?: string;
  },
): Promise<EmbeddedPostgres> {
  const { socketDir, ...workerOptions } = options;
  const { dataDir, loadFrom } = options;
  const initialisedNow =
    dataDir !== undefined &&
    loadFrom === undefined &&
    !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (initialisedNow) await initialiseDataDir(dataDir);
  const socketPath = socketPathFor(socketDir);
  // A socket file left by a crash would make listen() fail; the lock proves it is stale.
  if (socketPath !== undefined) rmSync(socketPath, { force: true });
  const worker = startWorker({ ...workerOptions, socketPath });

  let nextId = 1;
  const pendingDumps = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  let onStopped: (() => void) | undefined;

  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: WorkerReply) => {
      switch (message.type) {
        case 'ready':
          resolve({
            endpoint: message.endpoint,
            createdFresh: initialisedNow || message.createdFresh,
            dump(target) {
              const id = nextId++;
              return new Promise<void>((resolveDump, rejectDump) => {
                pendingDumps.set(id, { resolve: resolveDump, reject: rejectDump });
                worker.postMessage({ type: 'dump', file: target, id } satisfies WorkerRequest);
              });
            },
            async stop() {
              await new Promise<void>((resolveStop) => {
                onStopped = resolveStop;
                worker.postMessage({ type: 'stop' } satisfies WorkerRequest);
              });
              await worker.terminate();
            },
          });
          return;
        case 'dumped':
          pendingDumps.get(message.id)?.resolve();
          pendingDumps.delete(message.id);
          return;
        case 'stopped':
          onStopped?.();
          return;
        case 'error': {
          const error = new Error(`Embedded database: ${message.message}`);
          if (message.id !== undefined) {
            pendingDumps.get(message.id)?.reject(error);
            pendingDumps.delete(message.id);
          } else {
            reject(error);
            onStopped?.();
          }
        }
      }
    });
  });
}
