/**
 * Lints the OpenAPI document the API serves at GET /api/openapi.json, the one other teams generate
 * clients from: writes it to a temporary file and runs Spectral on it with the repository's
 * .spectral.yaml, failing on any warning. Part of `npm run lint`.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app';
import { loadConfig, REPO_ROOT } from '../src/config';
import { openPostgres } from '../src/db/client';

async function writeDocument(file: string): Promise<void> {
  const scratch = path.dirname(file);
  const config = loadConfig({
    DATA_DIR: path.join(scratch, 'data'),
    UPLOAD_DIR: path.join(scratch, 'uploads'),
    PORTAL_DIST: path.join(scratch, 'dist'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT: 'off',
  });
  // The document needs no database: a pool that is never asked for a connection.
  const database = openPostgres('postgres://localhost/openapi-document-only', 1);
  const app = await createApp({ db: database.db, config, logger: false });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json: ${response.body}`);
    writeFileSync(file, response.body);
  } finally {
    await app.close();
    await database.close();
  }
}

async function main(): Promise<number> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  try {
    const file = path.join(scratch, 'openapi.json');
    await writeDocument(file);
    const spectral = spawnSync(
      path.join(REPO_ROOT, 'node_modules', '.bin', 'spectral'),
      ['lint', file, '--ruleset', path.join(REPO_ROOT, '.spectral.yaml'), '--fail-severity=warn'],
      { stdio: 'inherit' },
    );
    return spectral.status ?? 1;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
