import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openMigratedDatabase } from '../db/open-migrated';
import { TRIGGER_DOCS_PATH, triggerFunctionsDocument } from '../db/trigger-functions';
import { runCommand } from './run-command';

/**
 * `npm run docs:triggers --workspace api`: migrates a scratch embedded database and writes
 * docs/triggers.md from it.
 */
async function main(): Promise<number> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'trigger-docs-'));
  try {
    const database = await openMigratedDatabase({ databaseUrl: undefined, dataDir: scratch });
    try {
      writeFileSync(TRIGGER_DOCS_PATH, await triggerFunctionsDocument(database.db));
    } finally {
      await database.close();
    }
    console.log(`Wrote ${TRIGGER_DOCS_PATH}.`);
    return 0;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

runCommand('docs:triggers', 'Usage: npm run docs:triggers --workspace api', main);
