import { sql } from 'drizzle-orm';
import { databaseBefore } from '../test/database-before';
import type { DatabaseHandle } from './client';
import { applyMigrations } from './migrate';

const LANGUAGE_MIGRATION = '0008_user_language';

describe(`migration ${LANGUAGE_MIGRATION} on a database in use`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await databaseBefore(LANGUAGE_MIGRATION);
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
