import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import Fastify from 'fastify';
import {
  AUTH_TIMEOUT_MS,
  UNAUTHENTICATED_CLOSE_CODE,
  type UserEvent,
} from '@portal/shared/contract/events';
import { messageSchema } from '@portal/shared/contract/messages';
import { SESSION_EXPIRED } from '../auth/authenticate';
import { DEACTIVATED } from '../auth/service';
import { notifications, users } from '../db/schema';
import { notify } from '../notifications/notify';
import { EventSocket, eventsUrl } from '../test/event-socket';
import {
  acceptedApplication,
  bearer,
  insertApplication,
  insertCampaign,
  registerAdmin,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser, signInAgain } from '../test/users';
import { setUserActive } from '../db/queries/users';
import { transactionWithEvents } from './after-commit';
import { createInProcessEventBus, type EventBus } from './event-bus';
import { AUTH_EXPECTED, AUTH_TIMED_OUT, UPGRADE_REQUIRED } from './routes';

/** GET /api/events/ through the real server (a port, a WebSocket client) on the real database. */

const inProcess = createInProcessEventBus(Fastify({ logger: false }).log);
/** Runs after a socket subscribed, before it is told ready: a test changes the world there. */
let whileSubscribing: ((userId: number) => Promise<void>) | undefined;
const bus: EventBus = {
  publish: (userId, event) => inProcess.publish(userId, event),
  subscribe(userId, listener) {
    const subscription = inProcess.subscribe(userId, listener);
    return { ...subscription, ready: subscription.ready.then(() => whileSubscribing?.(userId)) };
  },
  close: () => inProcess.close(),
};
let t: TestApp;
let url: string;
const sockets: EventSocket[] = [];

beforeAll(async () => {
  t = await startTestApp({}, undefined, { events: bus });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = eventsUrl(t.app);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await t.close();
  await bus.close();
});

async function signedIn(access: string) {
  const socket = await EventSocket.signedIn(url, access);
  sockets.push(socket);
  return socket;
}
async function opened() {
  const socket = await EventSocket.open(url);
  sockets.push(socket);
  return socket;
}

/**
 * A marker published to the user after everything else: in process, events reach a socket in
 * the order they were published, so if the marker is the next frame, nothing came before it.
 */
const MARKER: UserEvent = {
  type: 'notification',
  notification: {
    id: 1,
    kind: 'message_received',
    text: 'marker',
    link: null,
    read_at: null,
    created_at: new Date(0).toISOString(),
  },
};
async function expectNothingBefore(socket: EventSocket, userId: number) {
  await bus.publish(userId, MARKER);
  expect(await socket.next()).toEqual(MARKER);
}

describe('GET /api/events/ authentication', () => {
  const refusedWith = async (message: unknown, reason: string) => {
    const socket = await opened();
    socket.send(message);
    expect(await socket.closed).toEqual({ code: UNAUTHENTICATED_CLOSE_CODE, reason });
  };

  it('answers 426 with a sentence to a plain HTTP request', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events/' });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toEqual({ error: UPGRADE_REQUIRED });
  });

  it('closes with 4401 a socket that does not authenticate within 5 s', async () => {
    const socket = await opened();
    const started = Date.now();
    expect(await socket.closed).toEqual({
      code: UNAUTHENTICATED_CLOSE_CODE,
      reason: AUTH_TIMED_OUT,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(AUTH_TIMEOUT_MS - 100);
  });

  it.each([
    ['not JSON', 'hello'],
    ['JSON of another shape', { type: 'subscribe', token: 'x' }],
    ['an empty token', { type: 'auth', token: '' }],
    ['a token that is not a string', { type: 'auth', token: 42 }],
    ['an array', [{ type: 'auth' }]],
  ])('closes with 4401 when the first message is %s', async (_name, message) => {
    await refusedWith(message, AUTH_EXPECTED);
  });

  it('closes with 4401 on a binary first message', async () => {
    const socket = await opened();
    socket.socket.send(Buffer.from([1, 2, 3]));
    expect(await socket.closed).toEqual({
      code: UNAUTHENTICATED_CLOSE_CODE,
      reason: AUTH_EXPECTED,
    });
  });

  it('closes with 4401 on a garbage token and on one signed with another secret', async () => {
    await refusedWith({ type: 'auth', token: 'garbage.token.here' }, SESSION_EXPIRED);
    const user = await registerUser(t.app, 'brand');
    const forged = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.user.id))
      .setIssuer('influencer-portal')
      .setAudience('influencer-portal-api')
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters'));
    await refusedWith({ type: 'auth', token: forged }, SESSION_EXPIRED);
  });

  it('closes with 4401 on an expired token', async () => {
    const user = await registerUser(t.app, 'brand');
    const expired = await new SignJWT({ role: 'brand' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.user.id))
      .setIssuer('influencer-portal')
      .setAudience('influencer-portal-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    await refusedWith({ type: 'auth', token: expired }, SESSION_EXPIRED);
  });

  it('closes with 4401 the token of a deactivated user', async () => {
    const user = await registerUser(t.app, 'brand');
    const admin = await registerAdmin(t.app, t.database.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.user.id}/`,
      headers: bearer(admin),
      payload: { action: 'deactivate' },
    });
    expect(response.statusCode).toBe(200);
    await refusedWith({ type: 'auth', token: user.access }, DEACTIVATED);
  });

  it('closes every open socket of a user with 4401 the moment the admin deactivates them', async () => {
    const user = await registerUser(t.app, 'influencer');
    const bystander = await registerUser(t.app, 'influencer');
    const admin = await registerAdmin(t.app, t.database.db);
    const tabs = [await signedIn(user.access), await signedIn(user.access)];
    const other = await signedIn(bystander.access);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.user.id}/`,
      headers: bearer(admin),
      payload: { action: 'deactivate' },
    });
    expect(response.statusCode).toBe(200);
    for (const tab of tabs) {
      expect(await tab.closed).toEqual({ code: UNAUTHENTICATED_CLOSE_CODE, reason: DEACTIVATED });
    }
    await expectNothingBefore(other, bystander.user.id);
    expect(other.socket.readyState).toBe(other.socket.OPEN);
  });

  it('closes a socket whose user was deactivated while it was subscribing', async () => {
    const user = await registerUser(t.app, 'brand');
    const socket = await opened();
    // The token was valid when checked; the deactivation commits before the subscription
    // listens, so its signal reached nobody.
    whileSubscribing = async (userId) => {
      await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, userId));
    };
    try {
      socket.send({ type: 'auth', token: user.access });
      // A 'ready' frame arriving first fails the test at once.
      expect(await Promise.race([socket.closed, socket.next()])).toEqual({
        code: UNAUTHENTICATED_CLOSE_CODE,
        reason: DEACTIVATED,
      });
    } finally {
      whileSubscribing = undefined;
    }
  });

  it('closes with 4401 a token from before a deactivation, after the reactivation', async () => {
    const user = await registerUser(t.app, 'brand');
    const admin = await registerAdmin(t.app, t.database.db);
    for (const action of ['deactivate', 'activate']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${user.user.id}/`,
        headers: bearer(admin),
        payload: { action },
      });
      expect(response.statusCode).toBe(200);
    }
    await refusedWith({ type: 'auth', token: user.access }, SESSION_EXPIRED);

    const again = await signInAgain(t.app, user);
    await expectNothingBefore(await signedIn(again.access), user.user.id);
  });

  it('closes a socket whose user was deactivated and reactivated while it was subscribing', async () => {
    const user = await registerUser(t.app, 'brand');
    const socket = await opened();
    // Both commit before the subscription listens: the deactivation's signal reached nobody.
    whileSubscribing = async (userId) => {
      await setUserActive(t.database.db, userId, false);
      await setUserActive(t.database.db, userId, true);
    };
    try {
      socket.send({ type: 'auth', token: user.access });
      expect(await Promise.race([socket.closed, socket.next()])).toEqual({
        code: UNAUTHENTICATED_CLOSE_CODE,
        reason: SESSION_EXPIRED,
      });
    } finally {
      whileSubscribing = undefined;
    }
  });

  it('accepts a valid token, answers ready, and ignores later messages', async () => {
    const user = await registerUser(t.app, 'influencer');
    const socket = await signedIn(user.access);
    socket.send({ type: 'auth', token: 'garbage' });
    socket.send('anything');
    await expectNothingBefore(socket, user.user.id);
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
  });
});

describe('message and notification events', () => {
  it('pushes a sent message to the receiver and the sender’s other sessions, not to a third user', async () => {
    const brand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    const third = await registerUser(t.app, 'influencer');
    await acceptedApplication(t.database.db, brand.user.id, influencer.user.id);
    const receiver = await signedIn(influencer.access);
    const receiverTab = await signedIn(influencer.access);
    const senderTab = await signedIn(brand.access);
    const bystander = await signedIn(third.access);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages/',
      headers: bearer(brand),
      payload: { receiver: influencer.user.id, content: 'Hello over the socket.' },
    });
    expect(response.statusCode).toBe(201);
    const message = messageSchema.parse(response.json());

    for (const socket of [receiver, receiverTab, senderTab]) {
      expect(await socket.next()).toEqual({ type: 'message', message });
    }
    // The receiver's first message from this sender also notifies them.
    const [listed] = (
      await t.app.inject({
        method: 'GET',
        url: '/api/notifications/',
        headers: bearer(influencer),
      })
    ).json();
    for (const socket of [receiver, receiverTab]) {
      expect(await socket.next()).toEqual({ type: 'notification', notification: listed });
    }
    expect(listed).toMatchObject({ kind: 'message_received', read_at: null });
    await expectNothingBefore(senderTab, brand.user.id);
    await expectNothingBefore(bystander, third.user.id);
  });

  it('tells the reader’s other sockets that a thread was read, and the sender nothing', async () => {
    const brand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    await acceptedApplication(t.database.db, brand.user.id, influencer.user.id);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages/',
      headers: bearer(brand),
      payload: { receiver: influencer.user.id, content: 'Read me.' },
    });
    const message = messageSchema.parse(sent.json());
    const otherTab = await signedIn(influencer.access);
    const brandTab = await signedIn(brand.access);

    const read = await t.app.inject({
      method: 'POST',
      url: '/api/messages/read/',
      headers: bearer(influencer),
      payload: { with: brand.user.id },
    });
    expect(read.json()).toEqual({ updated: 1 });
    expect(await otherTab.next()).toEqual({
      type: 'messages_read',
      with: brand.user.id,
      up_to: message.id,
    });
    await expectNothingBefore(brandTab, brand.user.id);

    // Nothing left to read: no event.
    await t.app.inject({
      method: 'POST',
      url: '/api/messages/read/',
      headers: bearer(influencer),
      payload: { with: brand.user.id },
    });
    await expectNothingBefore(otherTab, influencer.user.id);
  });

  it('pushes nothing for a message the server refused', async () => {
    const brand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    await acceptedApplication(t.database.db, brand.user.id, influencer.user.id);
    const receiver = await signedIn(influencer.access);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages/',
      headers: bearer(brand),
      payload: { receiver: influencer.user.id, content: 'Send the payment now.' },
    });
    expect(response.statusCode).toBe(400);
    await expectNothingBefore(receiver, influencer.user.id);
  });

  it('pushes the notification of an application decision to the influencer', async () => {
    const brand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    const campaign = await insertCampaign(t.database.db, { brandId: brand.user.id });
    const application = await insertApplication(t.database.db, {
      campaignId: campaign.id,
      influencerId: influencer.user.id,
      status: 'pending',
    });
    const socket = await signedIn(influencer.access);
    const brandSocket = await signedIn(brand.access);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${application.id}/status/`,
      headers: bearer(brand),
      payload: { status: 'accepted' },
    });
    expect(response.statusCode).toBe(200);
    const [listed] = (
      await t.app.inject({ method: 'GET', url: '/api/notifications/', headers: bearer(influencer) })
    ).json();
    expect(listed).toMatchObject({ kind: 'application_decided', link: '/applications' });
    expect(await socket.next()).toEqual({ type: 'notification', notification: listed });
    await expectNothingBefore(brandSocket, brand.user.id);
  });

  it('publishes nothing for a transaction that rolls back', async () => {
    const user = await registerUser(t.app, 'influencer');
    const socket = await signedIn(user.access);
    const transaction = transactionWithEvents(t.database.db, bus);
    await expect(
      transaction(async (tx, events) => {
        await notify(tx, events, {
          userId: user.user.id,
          kind: 'message_received',
          params: { sender: 'nobody' },
          link: '/payments',
        });
        throw new Error('rolled back after notify');
      }),
    ).rejects.toThrow('rolled back after notify');
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.user.id));
    expect(rows).toEqual([]);
    await expectNothingBefore(socket, user.user.id);
  });

  it('stops delivering to a socket once it closes, and keeps the user’s other sockets', async () => {
    const user = await registerUser(t.app, 'influencer');
    const leaving = await EventSocket.signedIn(url, user.access);
    const staying = await signedIn(user.access);
    await leaving.close();
    await expectNothingBefore(staying, user.user.id);
  });
});
