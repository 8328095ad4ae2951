/**
 * Worker thread that owns PGlite and serves it over the Postgres wire protocol, so PGlite's
 * queries (which run on the calling thread) never block the API's event loop.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type {
  EmbeddedEndpoint,
  EmbeddedWorkerOptions,
  WorkerReply,
  WorkerRequest,
} from './protocol';

const port = parentPort;
if (port === null) throw new Error('worker.ts must run in a worker thread.');
const options = workerData as EmbeddedWorkerOptions;

/** The extensions the migrations create (pg_trgm: the user search's trigram index). */
const extensions = { pg_trgm };

function reply(message: WorkerReply): void {
  port?.postMessage(message);
}

async function openDatabase(): Promise<{ db: PGlite; createdFresh: boolean }> {
  const createdFresh =
    options.dataDir === undefined || !existsSync(path.join(options.dataDir, 'PG_VERSION'));
  const loadDataDir =
    options.loadFrom === undefined ? undefined : new Blob([readFileSync(options.loadFrom)]);
  const db = await PGlite.create({
    extensions,
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(loadDataDir === undefined ? {} : { loadDataDir }),
  });
  return { db, createdFresh: createdFresh && loadDataDir === undefined };
}

async function main(): Promise<void> {
  if (options.initialiseOnly === true) {
    await (await PGlite.create({ dataDir: options.dataDir })).close();
    reply({ type: 'initialised' });
    return;
  }
  const { db, createdFresh } = await openDatabase();
  const server = new PGLiteSocketServer({
    db,
    // The app's pool holds one connection, but pg-pool replaces a connection after a failed query
    // and the new one can arrive before the old one's close is processed: leave room for that.
    // The worker's queue still runs one query at a time and keeps a transaction's queries together.
    maxConnections: 4,
    ...(options.socketPath === undefined
      ? { host: '127.0.0.1', port: 0 }
      : { path: options.socketPath }),
  });
  await server.start();
  const endpoint: EmbeddedEndpoint =
    options.socketPath === undefined
      ? { kind: 'tcp', port: Number(server.getServerConn().split(':').pop()) }
      : socketEndpoint(options.socketPath);
  reply({ type: 'ready', endpoint, createdFresh });

  port?.on('message', (request: WorkerRequest) => {
    if (request.type === 'dump') {
      db.dumpDataDir('none')
        .then(async (dump) => {
          writeFileSync(request.file, Buffer.from(await dump.arrayBuffer()));
          reply({ type: 'dumped', id: request.id });
        })
        .catch((error: unknown) =>
          reply({ type: 'error', message: String(error), id: request.id }),
        );
      return;
    }
    server
      .stop()
      .then(() => db.close())
      .then(() => reply({ type: 'stopped' }))
      .catch((error: unknown) => reply({ type: 'error', message: String(error) }));
  });
}

/** pg connects to `<host>/.s.PGSQL.<port>`: split the socket path that way. */
function socketEndpoint(socketPath: string): EmbeddedEndpoint {
  const match = /^\.s\.PGSQL\.(\d+)$/.exec(path.basename(socketPath));
  if (match?.[1] === undefined)
    throw new Error(`Socket must be named .s.PGSQL.<port>: ${socketPath}`);
  return { kind: 'socket', dir: path.dirname(socketPath), port: Number(match[1]) };
}

main().catch((error: unknown) => {
  reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
});
