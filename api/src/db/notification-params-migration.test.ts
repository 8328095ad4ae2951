import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { notificationText } from '@portal/shared/contract/notification-text';
import { NOTIFICATION_EXAMPLES } from '@portal/shared/testing/notification-examples';
import type { NotificationContent } from '@portal/shared/contract/notifications';
import { emptyPostgresDatabase } from '../test/test-database';
import { openOverEmbedded, openPostgres, type DatabaseHandle } from './client';
import { startEmbeddedPostgres } from './embedded/embedded-postgres';
import { applyMigrations, MIGRATIONS_FOLDER } from './migrate';

// Creates a database from nothing (initdb when embedded): slower than the usual 60 s.
jest.setTimeout(180_000);

/** The migrations folder as it was up to `last` (its SQL files and a journal ending there). */
function migrationsUpTo(last: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === last);
  journal.entries = journal.entries.slice(0, end + 1);
  for (const { tag } of journal.entries) {
    copyFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

/** An empty database: PostgreSQL's when DATABASE_URL is set, else a new in-memory PGlite. */
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

/**
 * Every sentence the services wrote before 0009, with the values 0009 must read from it: one of
 * each kind and variant, and names and titles that look like the sentence around them.
 */
const OLD_ROWS: NotificationContent[] = [
  ...NOTIFICATION_EXAMPLES.map(([content]) => content),
  {
    kind: 'application_received',
    params: { influencer: 'rina_k', campaign: 'Eid: 50% off. Now!' },
  },
  { kind: 'application_decided', params: { campaign: 'was accepted', status: 'rejected' } },
  {
    kind: 'payment_decided',
    params: {
      to: 'brand',
      status: 'rejected',
      amount: '99999999.99',
      influencer: 'rina.k',
      campaign: 'ঈদ কালেকশন for all',
    },
  },
  {
    kind: 'withdrawal_decided',
    params: { status: 'approved', amount: '2500.00', phone_number: '+8801712345678' },
  },
  { kind: 'message_received', params: { sender: 'user.name.' } },
];

let handle: DatabaseHandle;
let folder: string;
beforeAll(async () => {
  folder = migrationsUpTo('0008_user_language');
  handle = await emptyDatabase();
});
afterAll(async () => {
  await handle.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('migration 0009: notifications store their values', () => {
  it('reads the values of every kind from the old sentences, which they write again', async () => {
    await migrate(handle.db, { migrationsFolder: folder });
    const { db } = handle;
    const [user] = (
      await db.execute<{ id: number }>(sql`
        INSERT INTO users (username, email, password_hash, role)
        VALUES ('reader', 'reader@example.com', 'x', 'influencer') RETURNING id`)
    ).rows;
    const userId = Number(user?.id);
    for (const content of OLD_ROWS) {
      await db.execute(sql`
        INSERT INTO notifications (user_id, kind, text, link)
        VALUES (${userId}, ${content.kind}, ${notificationText(content, 'en')}, '/somewhere')`);
    }
    await db.execute(sql`
      INSERT INTO notifications (user_id, kind, text, link)
      VALUES (${userId}, 'message_received', 'A sentence of another time.', null)`);

    await applyMigrations(db);

    const rows = (
      await db.execute<{ kind: string; params: Record<string, string> }>(
        sql`SELECT kind, params FROM notifications ORDER BY id`,
      )
    ).rows;
    expect(rows).toEqual([
      ...OLD_ROWS,
      { kind: 'message_received', params: { text: 'A sentence of another time.' } },
    ]);
    for (const [index, content] of OLD_ROWS.entries()) {
      expect(notificationText(rows[index] as NotificationContent, 'en')).toBe(
        notificationText(content, 'en'),
      );
    }
    const columns = (
      await db.execute<{ column_name: string }>(sql`
        SELECT column_name FROM information_schema.columns WHERE table_name = 'notifications'`)
    ).rows.map((row) => row.column_name);
    expect(columns).toContain('params');
    expect(columns).not.toContain('text');
  });
});
