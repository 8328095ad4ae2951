import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openMigratedDatabase } from './open-migrated';
import { TRIGGER_DOCS_PATH, triggerFunctionsDocument } from './trigger-functions';

test("docs/triggers.md is the migrations' triggers, functions and views as they stand", async () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'trigger-docs-test-'));
  try {
    const database = await openMigratedDatabase({ databaseUrl: undefined, dataDir: scratch });
    try {
      const document = await triggerFunctionsDocument(database.db);
      // After a migration: npm run docs:triggers --workspace api.
      expect(readFileSync(TRIGGER_DOCS_PATH, 'utf8')).toBe(document);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}, 180_000);
