import type { FastifyInstance } from 'fastify';
import { UNAUTHENTICATED_CLOSE_CODE } from '@portal/shared/contract/events';
import { createApp } from '../app';
import { SESSION_EXPIRED } from '../auth/authenticate';
import { DEACTIVATED } from '../auth/service';
import { EventSocket, eventsUrl } from '../test/event-socket';
import { acceptedApplication, bearer, registerAdmin } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser, signInAgain } from '../test/users';

/**
 * docs/decisions.md: with REDIS_URL set, events fan out across API instances through Redis pub/sub.
 * Needs a Redis server: runs only when REDIS_URL is set (CI sets redis://127.0.0.1:6379).
 */
const redisUrl = process.env.REDIS_URL === '' ? undefined : process.env.REDIS_URL;
const describeWithRedis = redisUrl === undefined ? describe.skip : describe;

describeWithRedis('real-time events across two instances through Redis (REDIS_URL)', () => {
  let a: TestApp;
  let b: FastifyInstance;
  const sockets: EventSocket[] = [];

  beforeAll(async () => {
    a = await startTestApp({ redisUrl });
    // A second instance on the same database, as behind a load balancer.
    b = await createApp({ db: a.database.db, config: a.config, logger: false });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await b.close();
    await a.close();
  });

  /** `brand` writes to `to` through instance A: the answer, checked 201. */
  async function write(brand: { access: string }, to: { user: { id: number } }, content: string) {
    const response = await a.app.inject({
      method: 'POST',
      url: '/api/messages/',
      headers: bearer(brand),
      payload: { receiver: to.user.id, content },
    });
    expect(response.statusCode).toBe(201);
    return response;
  }

  it('delivers a message posted to instance A to the receiver’s socket on instance B', async () => {
    const brand = await registerUser(a.app, 'brand');
    const influencer = await registerUser(a.app, 'influencer');
    const third = await registerUser(a.app, 'influencer');
    await acceptedApplication(a.database.db, brand.user.id, influencer.user.id);
    const receiver = await EventSocket.signedIn(eventsUrl(b), influencer.access);
    const bystander = await EventSocket.signedIn(eventsUrl(b), third.access);
    sockets.push(receiver, bystander);

    const response = await write(brand, influencer, 'Hello across instances.');
    expect(await receiver.next()).toEqual({ type: 'message', message: response.json() });
    expect(await receiver.next()).toMatchObject({
      type: 'notification',
      notification: { kind: 'message_received' },
    });

    // Redis keeps the order of one publisher's messages: the bystander's next frame is the
    // message sent to them afterwards, so nothing of the first conversation reached them.
    await acceptedApplication(a.database.db, brand.user.id, third.user.id);
    const second = await write(brand, third, 'Hello, third user.');
    expect(await bystander.next()).toEqual({ type: 'message', message: second.json() });
  });

  it('closes the socket of a session signed out on instance A on instance B; the other stays', async () => {
    const brand = await registerUser(a.app, 'brand');
    const user = await registerUser(a.app, 'influencer');
    await acceptedApplication(a.database.db, brand.user.id, user.user.id);
    const second = await signInAgain(a.app, user);
    const staying = await EventSocket.signedIn(eventsUrl(b), user.access);
    const ending = await EventSocket.signedIn(eventsUrl(b), second.access);
    sockets.push(staying, ending);

    const logout = await a.app.inject({
      method: 'POST',
      url: '/api/logout/',
      payload: { refresh: second.refresh },
    });
    expect(logout.statusCode).toBe(204);
    expect(await ending.closed).toEqual({
      code: UNAUTHENTICATED_CLOSE_CODE,
      reason: SESSION_EXPIRED,
    });

    const response = await write(brand, user, 'Still signed in here.');
    expect(await staying.next()).toEqual({ type: 'message', message: response.json() });
  });

  it('closes a deactivated user’s socket on instance B when the admin acts on instance A', async () => {
    const user = await registerUser(a.app, 'influencer');
    const admin = await registerAdmin(a.app, a.database.db);
    const socket = await EventSocket.signedIn(eventsUrl(b), user.access);
    sockets.push(socket);

    const response = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.user.id}/`,
      headers: bearer(admin),
      payload: { action: 'deactivate' },
    });
    expect(response.statusCode).toBe(200);
    expect(await socket.closed).toEqual({ code: UNAUTHENTICATED_CLOSE_CODE, reason: DEACTIVATED });
  });
});

describe('a Redis outage (no Redis needed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: the instance starts after its wait and keeps reconnecting.
    t = await startTestApp({ redisUrl: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('does not fail a write: the message is saved and answered 201', async () => {
    const brand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    await acceptedApplication(t.database.db, brand.user.id, influencer.user.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages/',
      headers: bearer(brand),
      payload: { receiver: influencer.user.id, content: 'Saved without Redis.' },
    });
    expect(response.statusCode).toBe(201);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/messages/',
      headers: bearer(influencer),
    });
    expect(listed.json()).toEqual([response.json()]);
  });
});
