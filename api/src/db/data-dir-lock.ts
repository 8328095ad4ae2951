import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** Refused because another live process holds DATA_DIR. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another process (PID ${holderPid}). ` +
        'Stop that process first (only one process may open the embedded database), ' +
        'or point DATABASE_URL at a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, 'wx', 0o600);
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Moves a dead process's lock aside; puts it back if a live process took it over meanwhile. */
function removeStale(file: string, stalePid: number | undefined): void {
  const aside = `${file}.stale.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readPid(aside) === stalePid) unlinkSync(aside);
  else renameSync(aside, file);
}

/**
 * Takes the exclusive lock on DATA_DIR: a file created with O_EXCL holding this process's PID.
 * A second opener (another server, the create-admin CLI) is refused with the holder's PID; a lock
 * left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, 'lock');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (tryCreate(file)) {
      let released = false;
      const release = (): void => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readPid(file) === process.pid) unlinkSync(file);
      };
      process.on('exit', release);
      return { release };
    }
    const holder = readPid(file);
    if (holder !== undefined && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    if (holder === undefined) {
      // Either a lock being written this instant or an empty file left by a crash mid-write.
      sleepSync(100);
      if (readPid(file) === undefined) removeStale(file, undefined);
      continue;
    }
    removeStale(file, holder);
  }
  throw new Error(`Could not take the lock on ${dataDir}; try again.`);
}
