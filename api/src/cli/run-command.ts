import { DataDirLockedError } from '../db/data-dir-lock';

/**
 * Runs a command line's `main` and exits with its code. A locked data directory or a bad option
 * (parseArgs throws a TypeError) is told in its own sentence; anything else as "<name> failed"
 * with the usage line.
 */
export function runCommand(name: string, usage: string, main: () => Promise<number>): void {
  main()
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      const told = error instanceof DataDirLockedError || error instanceof TypeError;
      console.error(told ? error.message : `${name} failed: ${String(error)}`);
      if (!told) console.error(usage);
      process.exit(1);
    });
}
