/** Messages between the API process and the embedded-database worker. */

export interface EmbeddedWorkerOptions {
  /** Folder PGlite persists to; omitted for an in-memory database (tests). */
  dataDir?: string;
  /** A tarball made by `dumpDataDir` to start from (the tests' migrated template). */
  loadFrom?: string;
  /** Unix socket path to serve on; omitted to listen on 127.0.0.1 at a free port. */
  socketPath?: string;
  /** Only create the database in `dataDir` (initdb), close it and answer 'initialised'. */
  initialiseOnly?: boolean;
}

/** Where the worker accepts Postgres wire-protocol connections. */
export type EmbeddedEndpoint =
  { kind: 'socket'; dir: string; port: number } | { kind: 'tcp'; port: number };

export type WorkerRequest = { type: 'stop' } | { type: 'dump'; file: string; id: number };

export type WorkerReply =
  | { type: 'ready'; endpoint: EmbeddedEndpoint; createdFresh: boolean }
  | { type: 'initialised' }
  | { type: 'dumped'; id: number }
  | { type: 'stopped' }
  | { type: 'error'; message: string; id?: number };
