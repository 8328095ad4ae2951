import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, startPortalServer, TEMPLATE_ENV } from './portal-server';

/**
 * `npm run test --workspace e2e [-- journeys/<file>.test.ts ...]`: the journeys (all of them
 * unless named), one file at a time. One server first seeds the demo data and stops; the journeys'
 * servers start from copies of its folders (see TEMPLATE_ENV) instead of each creating, migrating
 * and seeding a new embedded database.
 */
async function main(): Promise<number> {
  const e2eDir = path.join(repoRoot, 'e2e');
  const named = process.argv.slice(2);
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
      ['--import', 'tsx', '--test', '--test-concurrency=1', ...files],
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
