import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedPool } from '../client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

// Creates an embedded database (initdb) and opens it again: slower than the usual 60 s on a busy
// two-core machine.
jest.setTimeout(180_000);

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'embedded-postgres-test-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function query(embedded: EmbeddedPostgres, sql: string): Promise<unknown[]> {
  const pool = embeddedPool(embedded.endpoint);
  try {
    return (await pool.query(sql)).rows;
  } finally {
    await pool.end();
  }
}

describe('the embedded database on a data folder', () => {
  it('creates the database in an empty folder, then opens it again with its rows', async () => {
    const dataDir = path.join(folder, 'pglite');
    const first = await startEmbeddedPostgres({ dataDir, socketDir: folder });
    try {
      expect(first.createdFresh).toBe(true);
      await query(first, "CREATE TABLE notes (body text); INSERT INTO notes VALUES ('kept')");
    } finally {
      await first.stop();
    }

    const second = await startEmbeddedPostgres({ dataDir, socketDir: folder });
    try {
      expect(second.createdFresh).toBe(false);
      expect(await query(second, 'SELECT body FROM notes')).toEqual([{ body: 'kept' }]);
    } finally {
      await second.stop();
    }
  });
});
