import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import { emptyPostgresDatabase } from '../test/test-database';
import { openOverEmbedded, openPostgres, type DatabaseHandle } from './client';
import { startEmbeddedPostgres } from './embedded/embedded-postgres';
import { applyMigrations, MIGRATIONS_FOLDER } from './migrate';

const LANGUAGE_MIGRATION = '0008_user_language';

interface Journal {
  entries: { tag: string }[];
}

/** The committed migrations up to (not including) `tag`, as a folder of their own. */
function migrationsBefore(tag: string): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** An empty database: PostgreSQL when DATABASE_URL is set, else PGlite. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url === undefined || url === '') return openOverEmbedded(await startEmbeddedPostgres({}));
  const database = await emptyPostgresDatabase(url);
  const handle = openPostgres(database.url, 2);
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

describe(`migration ${LANGUAGE_MIGRATION} on a database in use`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await emptyDatabase();
    const before = migrationsBefore(LANGUAGE_MIGRATION);
    try {
      await migrate(handle.db, { migrationsFolder: before.folder });
    } finally {
      before.remove();
    }
    await handle.db.execute(sql`
      insert into users (username, email, password_hash, role)
      values ('rahim_brand', 'rahim@example.com', 'x', 'brand'),
             ('nusrat_styles', 'nusrat@example.com', 'x', 'influencer'),
             ('admin', 'admin@example.com', 'x', 'admin')`);
    await applyMigrations(handle.db);
  });
  afterAll(() => handle.close());

  it('keeps every user and gives each one English', async () => {
    const { rows } = await handle.db.execute<{ username: string; language: string }>(
      sql`select username, language from users order by id`,
    );
    expect(rows).toEqual([
      { username: 'rahim_brand', language: 'en' },
      { username: 'nusrat_styles', language: 'en' },
      { username: 'admin', language: 'en' },
    ]);
  });

  it('a new user reads English unless told otherwise; only en and bn are kept', async () => {
    await handle.db.execute(sql`
      insert into users (username, email, password_hash, role, language)
      values ('karim_bn', 'karim@example.com', 'x', 'influencer', 'bn')`);
    await handle.db.execute(sql`
      insert into users (username, email, password_hash, role)
      values ('someone_new', 'new@example.com', 'x', 'brand')`);
    const { rows } = await handle.db.execute<{ username: string; language: string }>(
      sql`select username, language from users where username in ('karim_bn', 'someone_new')
          order by username`,
    );
    expect(rows).toEqual([
      { username: 'karim_bn', language: 'bn' },
      { username: 'someone_new', language: 'en' },
    ]);
    await expect(
      handle.db.execute(sql`update users set language = 'fr' where username = 'karim_bn'`),
    ).rejects.toMatchObject({ cause: { constraint: 'users_language_check' } });
    await expect(
      handle.db.execute(sql`update users set language = null where username = 'karim_bn'`),
    ).rejects.toMatchObject({ cause: { code: '23502' } }); // not_null_violation
  });
});
