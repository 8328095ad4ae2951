import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, startPortalServer, TEMPLATE_ENV } from './portal-server';

/**
 * How many journey files run at once (JOURNEY_CONCURRENCY, 1 unless set). Every journey starts its
 * own servers on free ports from copies of the template and deploys into its own copy of dist/,
 * so files never share state and a machine with more cores may run several. On two cores they are
 * bound by the processor (Chromium, the server's renders, the deploy builds): two at a time took
 * as long as one at a time in CI, so one it is there.
 */
function journeyConcurrency(): number {
  const configured = Number(process.env.JOURNEY_CONCURRENCY ?? 1);
  if (!Number.isInteger(configured) || configured < 1) {
    throw new Error('JOURNEY_CONCURRENCY must be a whole number of at least 1.');
  }
  return configured;
}

/**
 * `npm run test --workspace e2e [-- journeys/<file>.test.ts ...]`: the journeys (all of them
 * unless named), JOURNEY_CONCURRENCY files at a time. One server first seeds the demo data and
 * stops; the journeys' servers start from copies of its folders (see TEMPLATE_ENV) instead of each
 * creating, migrating and seeding a new embedded database.
 */
async function main(): Promise<number> {
  const e2eDir = path.join(repoRoot, 'e2e');
  const named = process.argv.slice(2);
  const concurrency = journeyConcurrency();
  const files =
    named.length > 0
      ? named
      : readdirSync(path.join(e2eDir, 'journeys'))
          .filter((name) => name.endsWith('.test.ts'))
          .sort()
          .map((name) => path.join('journeys', name));

  const template = mkdtempSync(path.join(tmpdir(), 'portal-e2e-template-'));
  try {
    const seeded = await startPortalServer();
    await seeded.stopKeepingData();
    renameSync(seeded.dataDir, path.join(template, 'data'));
    renameSync(seeded.uploadDir, path.join(template, 'uploads'));

    const run = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...files],
      { cwd: e2eDir, stdio: 'inherit', env: { ...process.env, [TEMPLATE_ENV]: template } },
    );
    return await new Promise<number>((resolve, reject) => {
      run.once('error', reject);
      run.once('exit', (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
    });
  } finally {
    rmSync(template, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
