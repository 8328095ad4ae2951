import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { databaseBefore } from '../test/database-before';
import type { DatabaseHandle } from './client';
import { applyMigrations } from './migrate';

const ACCOUNTS_MIGRATION = '0012_accounts';

/**
 * The upgrade to accounts on a database in use (see docs/accounts.md): every existing user counts
 * as verified, and every refresh-token family becomes the session its tokens belong to, ended only
 * when none of its tokens can be used any more.
 */
describe(`migration ${ACCOUNTS_MIGRATION} on a database in use`, () => {
  let handle: DatabaseHandle;
  let userId = 0;
  const families = { live: randomUUID(), signedOut: randomUUID(), expired: randomUUID() };
  const at = (time: string) => sql`${`2026-02-01T${time}:00Z`}::timestamptz`;

  async function token(
    family: string,
    time: string,
    state: { expiresAt?: string; revokedAt?: string; replacedBy?: string } = {},
  ): Promise<string> {
    const id = randomUUID();
    await handle.db.execute(sql`
      insert into refresh_tokens (id, user_id, token_hash, family_id, expires_at, revoked_at,
        replaced_by, created_at)
      values (${id}, ${userId}, ${`hash-${id}`}, ${family},
        ${state.expiresAt ?? '2999-01-01T00:00:00Z'}::timestamptz,
        ${state.revokedAt ?? null}::timestamptz, ${state.replacedBy ?? null}::uuid, ${at(time)})`);
    return id;
  }

  beforeAll(async () => {
    handle = await databaseBefore(ACCOUNTS_MIGRATION);
    const { rows } = await handle.db.execute<{ id: number }>(sql`
      insert into users (username, email, password_hash, role, created_at)
      values ('rahim_brand', 'rahim@example.com', 'x', 'brand', ${at('06:00')}) returning id`);
    userId = Number(rows[0]?.id);
    // A login rotated once and still in use, one signed out, one whose token ran out.
    const rotated = await token(families.live, '08:00');
    const current = await token(families.live, '09:00');
    await handle.db.execute(sql`
      update refresh_tokens set replaced_by = ${current}, revoked_at = ${at('09:00')}
      where id = ${rotated}`);
    await token(families.signedOut, '07:00', { revokedAt: '2026-02-01T07:30:00Z' });
    await token(families.expired, '05:00', { expiresAt: '2026-01-01T00:00:00Z' });

    await applyMigrations(handle.db);
  });

  afterAll(() => handle?.close());

  it('counts every existing user as verified since they registered', async () => {
    const { rows } = await handle.db.execute<{ verified: string }>(sql`
      select to_char(email_verified_at at time zone 'UTC', 'HH24:MI') as verified from users`);
    expect(rows).toEqual([{ verified: '06:00' }]);
  });

  it('makes each refresh-token family a session, live only while a token of it is', async () => {
    const { rows } = await handle.db.execute<{
      id: string;
      user_id: number;
      created: string;
      last_used: string;
      revoked: boolean;
    }>(sql`
      select id, user_id, to_char(created_at at time zone 'UTC', 'HH24:MI') as created,
        to_char(last_used_at at time zone 'UTC', 'HH24:MI') as last_used,
        revoked_at is not null as revoked
      from sessions order by created_at`);
    expect(
      rows.map((row) => [row.id, Number(row.user_id), row.created, row.last_used, row.revoked]),
    ).toEqual([
      [families.expired, userId, '05:00', '05:00', true],
      [families.signedOut, userId, '07:00', '07:00', true],
      [families.live, userId, '08:00', '09:00', false],
    ]);
  });
});
