import { execFile, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '..', '..');

/** How `npm run <command> -- ...args` runs, on the embedded database under `dataDir`. */
function invocation(command: string, dataDir: string, args: string[], settings: NodeJS.ProcessEnv) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  return {
    args: ['--import', 'tsx', `src/cli/${command}.ts`, ...args],
    options: { cwd: API_DIR, env, encoding: 'utf8' as const },
  };
}

/**
 * `npm run <command> -- ...args` as an operator runs it (`src/cli/<command>.ts`), on the embedded
 * database under `dataDir`, never a DATABASE_URL of the test run.
 */
export function runCommandLine(
  command: string,
  dataDir: string,
  args: string[],
): SpawnSyncReturns<string> {
  const run = invocation(command, dataDir, args, {});
  return spawnSync(process.execPath, run.args, run.options);
}

/**
 * The same, without blocking this process (a server of the test, e.g. the gateway simulator,
 * answers the command meanwhile); `settings` adds environment settings.
 */
export function commandLine(
  command: string,
  dataDir: string,
  args: string[],
  settings: NodeJS.ProcessEnv,
): Promise<{ status: number; stdout: string; stderr: string }> {
  const run = invocation(command, dataDir, args, settings);
  return new Promise((resolve) => {
    execFile(process.execPath, run.args, run.options, (error, stdout, stderr) => {
      const code = error === null ? 0 : error.code;
      resolve({ status: typeof code === 'number' ? code : 1, stdout, stderr });
    });
  });
}
