import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '..', '..');

/**
 * `npm run <command> -- ...args` as an operator runs it (`src/cli/<command>.ts`), on the embedded
 * database under `dataDir`, never a DATABASE_URL of the test run.
 */
export function runCommandLine(
  command: string,
  dataDir: string,
  args: string[],
): SpawnSyncReturns<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  return spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${command}.ts`, ...args], {
    cwd: API_DIR,
    env,
    encoding: 'utf8',
  });
}
