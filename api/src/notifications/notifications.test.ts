import { eq } from 'drizzle-orm';
import { notifications, users } from '../db/schema';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import type { PendingEvents } from '../realtime/after-commit';
import type { BusEvent } from '../realtime/event-bus';
import { notify } from './notify';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const list = (access: string | undefined, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/notifications/${query}`,
    headers: access === undefined ? {} : bearer(access),
  });
const markRead = (access: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notifications/read/',
    headers: access === undefined ? {} : bearer(access),
    payload: payload as object,
  });

/** These tests read notifications over HTTP; their real-time events are tested in realtime/. */
const unpublished: PendingEvents = { add: () => undefined, email: () => undefined };

/** Writes `count` notifications for the user the way services do; answers their ids in order. */
async function notifyMany(userId: number, count: number) {
  const before = await t.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  for (let n = 1; n <= count; n += 1) {
    await t.database.db.transaction((tx) =>
      notify(tx, unpublished, {
        userId,
        kind: 'message_received',
        params: { sender: `sender_${n}` },
        link: '/messages',
      }),
    );
  }
  const rows = await t.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);
  return rows.slice(before.length).map((row) => row.id);
}

const idsOf = (body: { id: number }[]) => body.map((item) => item.id);

describe('GET /api/notifications/', () => {
  it('lists the user’s own notifications, newest first, in the contract’s shape', async () => {
    const user = await registerUser(t.app, 'influencer');
    const other = await registerUser(t.app, 'brand');
    const ids = await notifyMany(user.user.id, 2);
    await notifyMany(other.user.id, 1);
    const response = await list(user.access);
    expect(response.statusCode).toBe(200);
    expect(idsOf(response.json())).toEqual([ids[1], ids[0]]);
    expect(response.json()[0]).toEqual({
      id: ids[1],
      kind: 'message_received',
      text: 'New message from sender_2.',
      link: '/messages',
      read_at: null,
      created_at: expect.stringMatching(/Z$/),
    });
  });

  it('lists only unread ones with ?unread=true', async () => {
    const user = await registerUser(t.app, 'brand');
    const ids = await notifyMany(user.user.id, 3);
    await markRead(user.access, { ids: [ids[1]] });
    expect(idsOf((await list(user.access, '?unread=true')).json())).toEqual([ids[2], ids[0]]);
    const all = (await list(user.access, '?unread=false')).json();
    expect(idsOf(all)).toEqual([ids[2], ids[1], ids[0]]);
    expect(all[1].read_at).toEqual(expect.stringMatching(/Z$/));
  });

  it('pages with limit, cursor and a Link header', async () => {
    const user = await registerUser(t.app, 'brand');
    const ids = await notifyMany(user.user.id, 3);
    const first = await list(user.access, '?limit=2');
    expect(idsOf(first.json())).toEqual([ids[2], ids[1]]);
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    const second = await t.app.inject({
      method: 'GET',
      url: String(next),
      headers: bearer(user.access),
    });
    expect(idsOf(second.json())).toEqual([ids[0]]);
    expect(second.headers.link).toBeUndefined();
  });

  it.each(['?unread=yes', '?limit=0', '?limit=500', '?cursor=%%%'])(
    'answers 400 for %s',
    async (query) => {
      const user = await registerUser(t.app, 'brand');
      const response = await list(user.access, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toBeDefined();
    },
  );

  it('answers 401 without a token', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
  });
});

describe('notifications in the reader’s language', () => {
  const setLanguage = (userId: number, language: 'en' | 'bn') =>
    t.database.db.update(users).set({ language }).where(eq(users.id, userId));

  it('lists them in Bangla for Accept-Language: bn, amounts in ৳ with Bengali digits', async () => {
    const user = await registerUser(t.app, 'influencer');
    await t.database.db.transaction((tx) =>
      notify(tx, unpublished, {
        userId: user.user.id,
        kind: 'withdrawal_decided',
        params: { status: 'rejected', amount: '12500.00' },
        link: '/withdrawals',
      }),
    );
    const bangla = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/',
      headers: { ...bearer(user.access), 'accept-language': 'bn' },
    });
    expect(bangla.headers['content-language']).toBe('bn');
    expect(bangla.json()[0]).toMatchObject({
      kind: 'withdrawal_decided',
      text: 'আপনার ৳১২,৫০০.০০ তোলার অনুরোধ প্রত্যাখ্যাত হয়েছে। টাকাটি আপনার ব্যালেন্সে ফেরত গেছে।',
    });
    expect((await list(user.access)).json()[0].text).toBe(
      'Your withdrawal of ৳12,500.00 was rejected. The amount is back in your balance.',
    );
  });

  it('lists them in the profile’s language when the request names none', async () => {
    const user = await registerUser(t.app, 'brand');
    await notifyMany(user.user.id, 1);
    await setLanguage(user.user.id, 'bn');
    expect((await list(user.access)).json()[0].text).toBe(
      'sender_1 আপনাকে একটি নতুন মেসেজ পাঠিয়েছেন।',
    );
  });

  it('pushes each in its recipient’s language (users.language)', async () => {
    const bangla = await registerUser(t.app, 'influencer');
    const english = await registerUser(t.app, 'brand');
    await setLanguage(bangla.user.id, 'bn');
    const pushed: [number, BusEvent][] = [];
    const events: PendingEvents = {
      add: (userId, event) => void pushed.push([userId, event]),
      email: () => undefined,
    };
    await t.database.db.transaction(async (tx) => {
      for (const user of [bangla, english]) {
        await notify(tx, events, {
          userId: user.user.id,
          kind: 'application_decided',
          params: { campaign: 'Eid Collection', status: 'accepted' },
          link: '/applications',
        });
      }
    });
    const texts = pushed.map(([userId, event]) => [
      userId,
      event.type === 'notification' ? event.notification.text : undefined,
    ]);
    expect(texts).toEqual([
      [bangla.user.id, '‘Eid Collection’ ক্যাম্পেইনে আপনার আবেদন গৃহীত হয়েছে।'],
      [english.user.id, 'Your application to Eid Collection was accepted.'],
    ]);
  });
});

describe('POST /api/notifications/read/', () => {
  it('marks the given own notifications read and ignores other users’ ids', async () => {
    const user = await registerUser(t.app, 'influencer');
    const other = await registerUser(t.app, 'influencer');
    const mine = await notifyMany(user.user.id, 2);
    const theirs = await notifyMany(other.user.id, 1);
    const response = await markRead(user.access, { ids: [mine[0], ...theirs, 2_000_000_000] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 1 });
    expect(idsOf((await list(user.access, '?unread=true')).json())).toEqual([mine[1]]);
    expect(idsOf((await list(other.access, '?unread=true')).json())).toEqual(theirs);
  });

  it('marks all own notifications read without ids, counting only those that were unread', async () => {
    const user = await registerUser(t.app, 'brand');
    const other = await registerUser(t.app, 'brand');
    const ids = await notifyMany(user.user.id, 3);
    await notifyMany(other.user.id, 2);
    await markRead(user.access, { ids: [ids[0]] });
    expect((await markRead(user.access, {})).json()).toEqual({ updated: 2 });
    expect((await markRead(user.access, {})).json()).toEqual({ updated: 0 });
    expect((await list(user.access, '?unread=true')).json()).toEqual([]);
    expect((await list(other.access, '?unread=true')).json()).toHaveLength(2);
  });

  it('keeps the first read time when a notification is marked again', async () => {
    const user = await registerUser(t.app, 'brand');
    const [id] = await notifyMany(user.user.id, 1);
    await markRead(user.access, { ids: [id] });
    const first = (await list(user.access)).json()[0].read_at;
    expect((await markRead(user.access, { ids: [id] })).json()).toEqual({ updated: 0 });
    expect((await list(user.access)).json()[0].read_at).toBe(first);
  });

  it.each([
    ['ids that are not a list', { ids: 5 }],
    ['ids that are text', { ids: ['a'] }],
    ['a negative id', { ids: [-1] }],
    ['an id beyond the database range', { ids: [99_999_999_999] }],
    ['more than 100 ids', { ids: Array.from({ length: 101 }, (_, n) => n + 1) }],
  ])('answers 400 with fields for %s', async (_name, payload) => {
    const user = await registerUser(t.app, 'brand');
    const response = await markRead(user.access, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)[0]).toMatch(/^ids/);
  });

  it('answers 401 without a token', async () => {
    expect((await markRead(undefined, {})).statusCode).toBe(401);
  });
});
