import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
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

/** PF_EXITING in the flags of /proc/<pid>/stat: the process is in the kernel's exit. */
const PF_EXITING = 0x4;
/** SIGKILL's bit in the pending-signal masks of /proc/<pid>/status. */
const SIGKILL_BIT = 1n << 8n;

/** A thread's state letter and whether it is being killed or is in the kernel's exit. */
function threadState(dir: string): { state: string; exiting: boolean } {
  const stat = readFileSync(path.join(dir, 'stat'), 'utf8');
  const status = readFileSync(path.join(dir, 'status'), 'utf8');
  // "pid (name) state ppid pgrp session tty tpgid flags ...": the name may hold spaces and ')'.
  const [state = '', , , , , , flags = '0'] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const killPending = [...status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gim)].some(
    ([, mask = '0']) => (BigInt(`0x${mask}`) & SIGKILL_BIT) !== 0n,
  );
  return { state, exiting: killPending || (Number(flags) & PF_EXITING) !== 0 };
}

/**
 * Where a process that holds a lock stands, as Linux's /proc tells it: `gone` when no process has
 * its PID or only its zombie is left; `exiting` when any of its threads is being killed (SIGKILL
 * pending) or is in the kernel's exit, so it runs none of its own code again but may still show
 * for a moment (a big process takes a while to free its memory, and its zombie lasts until its
 * parent reaps it); `alive` otherwise, and wherever there is no /proc to ask.
 */
function holderState(pid: number): 'alive' | 'exiting' | 'gone' {
  if (!isAlive(pid)) return 'gone';
  const dir = `/proc/${pid}`;
  try {
    const leader = threadState(dir);
    if (leader.state === 'Z' || leader.state === 'X' || leader.state === 'x') return 'gone';
    if (leader.exiting) return 'exiting';
    for (const thread of readdirSync(path.join(dir, 'task'))) {
      if (threadState(path.join(dir, 'task', thread)).exiting) return 'exiting';
    }
    return 'alive';
  } catch {
    if (!isAlive(pid)) return 'gone';
    // No /proc on this system: nothing more to tell. Else a thread ended while it was being read,
    // as when the process exits: the caller asks again.
    return existsSync('/proc/self') ? 'exiting' : 'alive';
  }
}

/** How long a lock's killed or exiting holder is waited for before the lock is refused. */
const EXIT_WAIT_MS = 5_000;
const EXIT_POLL_MS = 50;
/** A holder seen alive is asked again this much later: it may have been killed at that moment. */
const ALIVE_RECHECK_MS = 100;

/**
 * True once `pid` is gone (or only its zombie is left), waiting up to EXIT_WAIT_MS while it is
 * exiting: a restart right after `kill -9` finds the killed server still on its way out. False
 * while it lives, or when it has not gone within the wait.
 */
function holderGone(pid: number): boolean {
  let state = holderState(pid);
  if (state === 'alive') {
    sleepSync(ALIVE_RECHECK_MS);
    state = holderState(pid);
  }
  const until = Date.now() + EXIT_WAIT_MS;
  while (state === 'exiting' && Date.now() < until) {
    sleepSync(EXIT_POLL_MS);
    state = holderState(pid);
  }
  return state === 'gone';
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
 * left by a dead process is taken over, after waiting a few seconds for one being killed or
 * exiting to be gone.
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
    if (holder !== undefined && !holderGone(holder)) throw new DataDirLockedError(dataDir, holder);
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
