import { and, eq, isNull } from 'drizzle-orm';
import { messages, notifications, users } from '../db/schema';
import { toNotification } from '../notifications/service';
import {
  acceptedApplication,
  insertApplication,
  insertCampaign,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

let t: TestApp;
let brand: SignedIn;
let influencer: SignedIn;
let strangerBrand: SignedIn;
let strangerInfluencer: SignedIn;
let admin: SignedIn;

const NOT_A_COLLABORATOR = 'You can only message users you have an approved collaboration with.';
const RESTRICTED = 'Your message contains restricted words. Please remove them.';

beforeAll(async () => {
  t = await startTestApp();
  brand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  strangerBrand = await registerUser(t.app, 'brand');
  strangerInfluencer = await registerUser(t.app, 'influencer');
  admin = await registerAdmin(t.app, t.database.db);
  await acceptedApplication(t.database.db, brand.user.id, influencer.user.id);
  // The strangers applied to the brand's campaign but were not (or not yet) accepted.
  const campaign = await insertCampaign(t.database.db, { brandId: brand.user.id });
  await insertApplication(t.database.db, {
    campaignId: campaign.id,
    influencerId: strangerInfluencer.user.id,
    status: 'pending',
  });
  const other = await insertCampaign(t.database.db, { brandId: strangerBrand.user.id });
  await insertApplication(t.database.db, {
    campaignId: other.id,
    influencerId: influencer.user.id,
    status: 'rejected',
  });
});
afterAll(() => t.close());

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const send = (from: SignedIn | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages/',
    headers: from === undefined ? {} : bearer(from.access),
    payload: payload as object,
  });
const get = (as: SignedIn | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: as === undefined ? {} : bearer(as.access) });
const start = (as: SignedIn | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages/start-conversation/',
    headers: as === undefined ? {} : bearer(as.access),
    payload: payload as object,
  });

/** A fresh brand and influencer with an accepted application between them. */
async function collaborators() {
  const b = await registerUser(t.app, 'brand');
  const i = await registerUser(t.app, 'influencer');
  const { application } = await acceptedApplication(t.database.db, b.user.id, i.user.id);
  return { b, i, collaboration: application.id };
}

/** The user's unread message notifications, as the API gives them in English. */
const unreadMessageNotifications = async (userId: number) =>
  (
    await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.kind, 'message_received'),
          isNull(notifications.readAt),
        ),
      )
  ).map((row) => toNotification(row, 'en'));

describe('POST /api/messages/', () => {
  it('sends a trimmed message between collaborators both ways and answers 201 with it', async () => {
    const response = await send(brand, {
      receiver: influencer.user.id,
      content: '  Hello, can you post on Friday?  ',
      sender: strangerBrand.user.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      sender: brand.user.id,
      receiver: influencer.user.id,
      sender_name: brand.user.username,
      receiver_name: influencer.user.username,
      content: 'Hello, can you post on Friday?',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const reply = await send(influencer, { receiver: String(brand.user.id), content: 'Yes!' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().sender).toBe(influencer.user.id);
  });

  it('notifies the receiver once per sender until they read it', async () => {
    const { b, i } = await collaborators();
    await send(b, { receiver: i.user.id, content: 'one' });
    await send(b, { receiver: i.user.id, content: 'two' });
    const unread = await unreadMessageNotifications(i.user.id);
    expect(unread).toHaveLength(1);
    expect(unread[0]).toMatchObject({
      text: `New message from ${b.user.username}.`,
      link: `/messages?with=${b.user.id}`,
    });
    expect(await unreadMessageNotifications(b.user.id)).toHaveLength(0);

    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read/',
      headers: bearer(i.access),
      payload: {},
    });
    await send(b, { receiver: i.user.id, content: 'three' });
    expect(await unreadMessageNotifications(i.user.id)).toHaveLength(1);
  });

  it('keeps one unread notification under concurrent sends', async () => {
    const { b, i } = await collaborators();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, n) => send(b, { receiver: i.user.id, content: `m${n}` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    expect(await unreadMessageNotifications(i.user.id)).toHaveLength(1);
  });

  it.each([
    ['a brand without an accepted application', () => strangerBrand, () => influencer],
    ['an influencer whose application is pending', () => strangerInfluencer, () => brand],
    ['a brand that rejected the influencer', () => strangerBrand, () => influencer],
    ['a brand to another brand', () => brand, () => strangerBrand],
    ['a user to themself', () => brand, () => brand],
    ['an admin', () => admin, () => influencer],
    ['anyone to an admin', () => brand, () => admin],
  ])('answers 403 for %s', async (_name, from, to) => {
    const response = await send(from(), { receiver: to().user.id, content: 'Hi' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: NOT_A_COLLABORATOR });
  });

  it('answers 403 for a user id that does not exist', async () => {
    const response = await send(brand, { receiver: 2_000_000_000, content: 'Hi' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: NOT_A_COLLABORATOR });
  });

  it.each([
    'Send the PAYMENT today',
    'my Bank Account is ready',
    'what is your account number?',
    'payment',
    'bank   account',
    'account\nnumber',
    'ｐａｙｍｅｎｔ',
    'pay\u200bment',
    'p a y m e n t',
    'P.A.Y.M.E.N.T',
    'b a n k  a c c o u n t',
    'p\u0430yment',
    '\u03a1\u0391\u03a5\u039c\u0395\u039d\u03a4',
    'b\u0430nk \u0430cc\u043eunt',
    'pay ment',
    'pay-ment',
    'pay_ment',
    'pay.ment',
    'my bank/account',
    'paym3nt',
    'p4yment',
    '\u1d18\u1d00\u028f\u1d0d\u1d07\u0274\u1d1b',
    'pay\u200d\u2060\ufeffment',
    'prepayment',
    'পেমেন্ট',
    'ব্যাংক একাউন্ট',
    'ব্যাংক অ্যাকাউন্ট',
    'অ্যাকাউন্ট নম্বর',
  ])('refuses restricted words in any form: %j', async (content) => {
    const before = await t.database.db.select().from(messages);
    const response = await send(brand, { receiver: influencer.user.id, content });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(RESTRICTED);
    expect(await t.database.db.select().from(messages)).toHaveLength(before.length);
  });

  it.each([
    'Call me on 01711-123456',
    'আমার নম্বর ০১৭১১ ১২৩৪৫৬',
    'reach me at +8801911222333',
    'write to nusrat.styles@gmail.com',
    'nusrat (at) gmail (dot) com',
    'WhatsApp করুন',
    'টেলিগ্রামে আসুন',
    'find me on imo',
    'V i b e r',
    'wa.me/8801711123456',
  ])('refuses contact details, which take the deal off the platform: %j', async (content) => {
    const before = await t.database.db.select().from(messages);
    const response = await send(brand, { receiver: influencer.user.id, content });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'Your message contains contact details. Please keep the conversation on the platform.',
    );
    expect(await t.database.db.select().from(messages)).toHaveLength(before.length);
  });

  it.each([
    'I will pay mentors for the workshop',
    'The bank will account for the delay',
    'Plan A, B or C: a b c',
    'Привет! Спасибо за сотрудничество.',
    'Καλημέρα, ευχαριστώ πολύ.',
    'আমি শুক্রবার রিলটি পোস্ট করব',
    'Our company is accountable',
    'The shoot moves because of the bank holiday',
    'Ask about my pay, mentor',
    'আজ ব্যাংক বন্ধ, আমার অ্যাকাউন্ট ভেরিফাই হয়েছে',
    '৳15,000.00 for 3 posts by 2026-12-01, order 12345678',
    'The shoot is in Timor-Leste',
  ])('accepts innocent text: %j', async (content) => {
    const response = await send(brand, { receiver: influencer.user.id, content });
    expect(response.statusCode).toBe(201);
    expect(response.json().content).toBe(content);
  });

  it('refuses a deactivated counterpart', async () => {
    const { b, i } = await collaborators();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, i.user.id));
    const response = await send(b, { receiver: i.user.id, content: 'Are you there?' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'This user’s account is no longer active.' });
  });

  it('accepts 2000 characters and refuses 2001', async () => {
    const ok = await send(brand, {
      receiver: influencer.user.id,
      content: ` ${'a'.repeat(2000)} `,
    });
    expect(ok.statusCode).toBe(201);
    const long = await send(brand, { receiver: influencer.user.id, content: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty('content');
  });

  it.each([
    ['empty content', { content: '' }, 'content'],
    ['blank content', { content: '  \n ' }, 'content'],
    ['content that is not text', { content: 42 }, 'content'],
    ['a huge content', { content: 'x'.repeat(100_000) }, 'content'],
    ['no receiver', { receiver: undefined }, 'receiver'],
    ['a receiver that is text', { receiver: 'abc' }, 'receiver'],
    ['a receiver that is true', { receiver: true }, 'receiver'],
    ['a negative receiver', { receiver: -1 }, 'receiver'],
    ['a fractional receiver', { receiver: 1.5 }, 'receiver'],
    ['an absurd receiver', { receiver: 1e15 }, 'receiver'],
    ['an overflowing receiver string', { receiver: '99999999999' }, 'receiver'],
  ])('answers 400 with fields for %s', async (_name, change, field) => {
    const response = await send(brand, { receiver: influencer.user.id, content: 'Hi', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty([field]);
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['a byte-order mark and word joiners', '\ufeff\u2060\u2060'],
    ['bidirectional controls', '\u202e\u2066\u200f'],
    ['invisible characters among spaces', ' \u200b\n\u200c '],
  ])('answers a message of only %s like an empty one', async (_name, content) => {
    const empty = await send(brand, { receiver: influencer.user.id, content: '' });
    const before = await t.database.db.select().from(messages);
    const response = await send(brand, { receiver: influencer.user.id, content });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(empty.json());
    expect(response.json().fields).toEqual({
      content: ['Please select a user and enter a message'],
    });
    expect(await t.database.db.select().from(messages)).toHaveLength(before.length);
  });

  it('answers 401 without a token', async () => {
    expect(
      (await send(undefined, { receiver: influencer.user.id, content: 'Hi' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/messages/', () => {
  it('lists the user’s messages newest first, and only theirs', async () => {
    const { b, i } = await collaborators();
    const first = (await send(b, { receiver: i.user.id, content: 'first' })).json();
    const second = (await send(i, { receiver: b.user.id, content: 'second' })).json();

    for (const user of [b, i]) {
      const response = await get(user, '/api/messages/');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([second, first]);
    }
    const stranger = await get(strangerBrand, '/api/messages/');
    expect(stranger.json()).toEqual([]);
  });

  it('narrows to one thread with ?with=, and never shows another user’s thread', async () => {
    const { b, i } = await collaborators();
    const other = await registerUser(t.app, 'influencer');
    await acceptedApplication(t.database.db, b.user.id, other.user.id);
    const toI = (await send(b, { receiver: i.user.id, content: 'to i' })).json();
    await send(b, { receiver: other.user.id, content: 'to other' });

    const thread = await get(b, `/api/messages/?with=${i.user.id}`);
    expect(thread.json()).toEqual([toI]);
    // The other influencer asks for b's thread with i: they see only their own messages with b.
    const snooping = await get(other, `/api/messages/?with=${i.user.id}`);
    expect(snooping.json()).toEqual([]);
    const strangerView = await get(strangerBrand, `/api/messages/?with=${b.user.id}`);
    expect(strangerView.json()).toEqual([]);
  });

  it('pages with limit, cursor and a Link header, without overlap', async () => {
    const { b, i } = await collaborators();
    const sent = [];
    for (const n of [1, 2, 3, 4, 5]) {
      sent.push((await send(b, { receiver: i.user.id, content: `m${n}` })).json().id);
    }
    const first = await get(i, '/api/messages/?limit=2');
    expect(first.json().map((m: { id: number }) => m.id)).toEqual([sent[4], sent[3]]);
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = await get(i, String(next));
    expect(second.json().map((m: { id: number }) => m.id)).toEqual([sent[2], sent[1]]);
    const third = await get(i, String(/^<([^>]+)>/.exec(String(second.headers.link))?.[1]));
    expect(third.json().map((m: { id: number }) => m.id)).toEqual([sent[0]]);
    expect(third.headers.link).toBeUndefined();
  });

  it.each([
    '/api/messages/?limit=0',
    '/api/messages/?limit=101',
    '/api/messages/?limit=abc',
    '/api/messages/?cursor=not-a-cursor',
    '/api/messages/?with=abc',
    '/api/messages/?with=-3',
    '/api/messages/?with=99999999999',
  ])('answers 400 with fields for %s', async (url) => {
    const response = await get(brand, url);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toBeDefined();
  });

  it('answers 401 without a token', async () => {
    expect((await get(undefined, '/api/messages/')).statusCode).toBe(401);
  });
});

describe('GET /api/messages/connections/', () => {
  it('lists active collaborators with has_existing_messages, unread count and last message time, on both sides', async () => {
    const { b, i, collaboration } = await collaborators();
    const quiet = await registerUser(t.app, 'influencer');
    const { application: quietOne } = await acceptedApplication(
      t.database.db,
      b.user.id,
      quiet.user.id,
    );
    const gone = await registerUser(t.app, 'influencer');
    await acceptedApplication(t.database.db, b.user.id, gone.user.id);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, gone.user.id));
    const pending = await registerUser(t.app, 'influencer');
    const campaign = await insertCampaign(t.database.db, { brandId: b.user.id });
    await insertApplication(t.database.db, {
      campaignId: campaign.id,
      influencerId: pending.user.id,
      status: 'pending',
    });
    const hello = (await send(b, { receiver: i.user.id, content: 'hello' })).json();

    const response = await get(b, '/api/messages/connections/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: quiet.user.id,
        username: quiet.user.username,
        role: 'influencer',
        has_existing_messages: false,
        unread_count: 0,
        last_message_at: null,
        collaboration_id: quietOne.id,
      },
      {
        id: i.user.id,
        username: i.user.username,
        role: 'influencer',
        has_existing_messages: true,
        unread_count: 0,
        last_message_at: hello.timestamp,
        collaboration_id: collaboration,
      },
    ]);
    const influencerSide = await get(i, '/api/messages/connections/');
    expect(influencerSide.json()).toEqual([
      {
        id: b.user.id,
        username: b.user.username,
        role: 'brand',
        has_existing_messages: true,
        unread_count: 1,
        last_message_at: hello.timestamp,
        collaboration_id: collaboration,
      },
    ]);
  });

  it('lists a collaborator once however many accepted applications link them, with the newest', async () => {
    const { b, i } = await collaborators();
    const { application: newer } = await acceptedApplication(t.database.db, b.user.id, i.user.id);
    const listed = (await get(b, '/api/messages/connections/')).json();
    expect(listed).toHaveLength(1);
    expect(listed[0].collaboration_id).toBe(newer.id);
    expect((await get(i, '/api/messages/connections/')).json()[0].collaboration_id).toBe(newer.id);
  });

  it('pages with a Link header, each page full of distinct active collaborators', async () => {
    const b = await registerUser(t.app, 'brand');
    const ids: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      const i = await registerUser(t.app, 'influencer');
      ids.push(i.user.id);
      await acceptedApplication(t.database.db, b.user.id, i.user.id);
    }
    // The newest has three accepted applications; the second newest is deactivated.
    const [oldest, , middle, gone, newest] = ids as [number, number, number, number, number];
    await acceptedApplication(t.database.db, b.user.id, newest);
    await acceptedApplication(t.database.db, b.user.id, newest);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, gone));
    const first = await get(b, '/api/messages/connections/?limit=2');
    expect(first.json().map((row: { id: number }) => row.id)).toEqual([newest, middle]);
    const next = /^<([^>]+)>/.exec(String(first.headers.link))?.[1];
    const second = await get(b, String(next));
    expect(second.json().map((row: { id: number }) => row.id)).toEqual([ids[1], oldest]);
    expect(second.headers.link).toBeUndefined();
  });

  it('answers an admin an empty list, and 401 without a token', async () => {
    expect((await get(admin, '/api/messages/connections/')).json()).toEqual([]);
    expect((await get(undefined, '/api/messages/connections/')).statusCode).toBe(401);
  });
});

describe('POST /api/messages/start-conversation/', () => {
  it('answers the connection for a collaborator', async () => {
    const { b, i, collaboration } = await collaborators();
    const response = await start(i, { receiver_id: String(b.user.id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: b.user.id,
      username: b.user.username,
      role: 'brand',
      has_existing_messages: false,
      unread_count: 0,
      last_message_at: null,
      collaboration_id: collaboration,
    });
    const hello = (await send(b, { receiver: i.user.id, content: 'Welcome aboard!' })).json();
    expect((await start(i, { receiver_id: b.user.id })).json()).toMatchObject({
      has_existing_messages: true,
      unread_count: 1,
      last_message_at: hello.timestamp,
    });
  });

  it('answers 403 with a sentence for anyone else', async () => {
    for (const [as, to] of [
      [strangerBrand, influencer],
      [strangerInfluencer, brand],
      [admin, influencer],
      [brand, brand],
    ] as const) {
      const response = await start(as, { receiver_id: to.user.id });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: NOT_A_COLLABORATOR });
    }
  });

  it('answers 403 for a deactivated collaborator', async () => {
    const { b, i } = await collaborators();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, b.user.id));
    const response = await start(i, { receiver_id: b.user.id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'This user’s account is no longer active.' });
  });

  it('answers 400 with fields for a bad id and 401 without a token', async () => {
    for (const receiver_id of [undefined, 'x', 0, -5, 1e20, true, null]) {
      const response = await start(brand, { receiver_id });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('receiver_id');
    }
    expect((await start(undefined, { receiver_id: influencer.user.id })).statusCode).toBe(401);
  });
});

describe('unread messages: GET /api/messages/unread-count/ and POST /api/messages/read/', () => {
  const unreadCount = async (as: SignedIn) => {
    const response = await get(as, '/api/messages/unread-count/');
    expect(response.statusCode).toBe(200);
    return response.json().count as number;
  };
  const markRead = (as: SignedIn | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/messages/read/',
      headers: as === undefined ? {} : bearer(as.access),
      payload: payload as object,
    });
  const unreadOf = async (as: SignedIn, otherId: number) => {
    const listed = (await get(as, '/api/messages/connections/')).json() as {
      id: number;
      unread_count: number;
    }[];
    return listed.find((connection) => connection.id === otherId)?.unread_count;
  };

  it('counts the messages sent to the user that they have not read, per conversation too', async () => {
    const { b, i } = await collaborators();
    const other = await registerUser(t.app, 'brand');
    await acceptedApplication(t.database.db, other.user.id, i.user.id);
    await send(b, { receiver: i.user.id, content: 'one' });
    await send(b, { receiver: i.user.id, content: 'two' });
    await send(other, { receiver: i.user.id, content: 'three' });
    await send(i, { receiver: b.user.id, content: 'my reply is not unread to me' });

    expect(await unreadCount(i)).toBe(3);
    expect(await unreadOf(i, b.user.id)).toBe(2);
    expect(await unreadOf(i, other.user.id)).toBe(1);
    expect(await unreadCount(b)).toBe(1);
  });

  it('marks a thread read up to the given message, only what that user sent to the reader', async () => {
    const { b, i } = await collaborators();
    const other = await registerUser(t.app, 'brand');
    await acceptedApplication(t.database.db, other.user.id, i.user.id);
    const first = (await send(b, { receiver: i.user.id, content: 'first' })).json();
    await send(b, { receiver: i.user.id, content: 'second' });
    await send(other, { receiver: i.user.id, content: 'elsewhere' });
    await send(i, { receiver: b.user.id, content: 'to the brand' });

    const partly = await markRead(i, { with: b.user.id, up_to: first.id });
    expect(partly.statusCode).toBe(200);
    expect(partly.json()).toEqual({ updated: 1 });
    expect(await unreadOf(i, b.user.id)).toBe(1);

    const rest = await markRead(i, { with: String(b.user.id) });
    expect(rest.json()).toEqual({ updated: 1 });
    expect(await unreadOf(i, b.user.id)).toBe(0);
    expect(await unreadOf(i, other.user.id)).toBe(1);
    // The brand's own unread message (the reply) is untouched by the influencer's reading.
    expect(await unreadCount(b)).toBe(1);
    expect((await markRead(i, { with: b.user.id })).json()).toEqual({ updated: 0 });
  });

  it('reads the message notification once nothing from that sender is unread', async () => {
    const { b, i } = await collaborators();
    const first = (await send(b, { receiver: i.user.id, content: 'first' })).json();
    await send(b, { receiver: i.user.id, content: 'second' });
    expect(await unreadMessageNotifications(i.user.id)).toHaveLength(1);

    await markRead(i, { with: b.user.id, up_to: first.id });
    expect(await unreadMessageNotifications(i.user.id)).toHaveLength(1);
    await markRead(i, { with: b.user.id });
    expect(await unreadMessageNotifications(i.user.id)).toHaveLength(0);

    // The next message notifies again.
    await send(b, { receiver: i.user.id, content: 'third' });
    expect(await unreadMessageNotifications(i.user.id)).toHaveLength(1);
  });

  it('changes nothing of another user’s messages', async () => {
    const { b, i } = await collaborators();
    await send(b, { receiver: i.user.id, content: 'for the influencer only' });
    const response = await markRead(strangerBrand, { with: b.user.id });
    expect(response.json()).toEqual({ updated: 0 });
    const asBrand = await markRead(b, { with: i.user.id });
    expect(asBrand.json()).toEqual({ updated: 0 });
    expect(await unreadCount(i)).toBe(1);
  });

  it.each([
    ['no user', {}, 'with'],
    ['a user that is text', { with: 'abc' }, 'with'],
    ['a negative user', { with: -1 }, 'with'],
    ['an absurd user', { with: 1e15 }, 'with'],
    ['an up_to that is not an id', { with: 5, up_to: 'last' }, 'up_to'],
    ['a zero up_to', { with: 5, up_to: 0 }, 'up_to'],
  ])('answers 400 with fields for %s', async (_name, payload, field) => {
    const response = await markRead(brand, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty([field]);
  });

  it('answers 401 without a token', async () => {
    expect((await get(undefined, '/api/messages/unread-count/')).statusCode).toBe(401);
    expect((await markRead(undefined, { with: brand.user.id })).statusCode).toBe(401);
  });
});
