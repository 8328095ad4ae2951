import { sql } from 'drizzle-orm';
import type { NotificationContent } from '@portal/shared/contract/notifications';
import { notificationText } from '../notifications/text';
import { databaseBefore } from '../test/database-before';
import { NOTIFICATION_EXAMPLES } from '../test/notification-examples';
import type { DatabaseHandle } from './client';
import { applyMigrations } from './migrate';

// Creates a database from nothing (initdb when embedded): slower than the usual 60 s.
jest.setTimeout(180_000);

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

/** A sentence as the services wrote it before 0009: its amounts without grouping (৳1500.00). */
const oldSentence = (content: NotificationContent) =>
  notificationText(content, 'en').replace(/৳[\d,]+/g, (amount) => amount.replaceAll(',', ''));

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await databaseBefore('0009_notification_params');
});
afterAll(() => handle.close());

describe('migration 0009: notifications store their values', () => {
  it('reads the values of every kind from the old sentences, which they write again', async () => {
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
        VALUES (${userId}, ${content.kind}, ${oldSentence(content)}, '/somewhere')`);
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
