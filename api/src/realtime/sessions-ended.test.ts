import type { AccountSession } from '@portal/shared/contract/accounts';
import { UNAUTHENTICATED_CLOSE_CODE } from '@portal/shared/contract/events';
import { SESSION_EXPIRED } from '../auth/authenticate';
import { EventSocket, eventsUrl } from '../test/event-socket';
import { startMailServer, type MailServer } from '../test/mail-server';
import { acceptedApplication, bearer, injectAs, type SignedIn } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser, signInAgain } from '../test/users';

/**
 * Ending a session closes its real-time sockets at once (4401), as HTTP refuses its token at once:
 * through the real server (a port, WebSocket clients) on the real database.
 */

let mail: MailServer;
let t: TestApp;
const sockets: EventSocket[] = [];
beforeAll(async () => {
  mail = await startMailServer();
  t = await startTestApp({ emailVerification: 'optional', smtpUrl: mail.url });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await t.close();
  await mail.close();
});

const emailOf = (user: { user: { username: string } }) => `${user.user.username}@example.com`;
const ENDED = { code: UNAUTHENTICATED_CLOSE_CODE, reason: SESSION_EXPIRED };

async function socketOf(session: { access: string }): Promise<EventSocket> {
  const socket = await EventSocket.signedIn(eventsUrl(t.app), session.access);
  sockets.push(socket);
  return socket;
}

/** An influencer a brand may write to, signed in twice: `first` (registration) and `second`. */
async function signedInTwice() {
  const brand = await registerUser(t.app, 'brand');
  const first = await registerUser(t.app, 'influencer');
  await mail.next(emailOf(brand));
  await mail.next(emailOf(first));
  await acceptedApplication(t.database.db, brand.user.id, first.user.id);
  return { brand, first, second: await signInAgain(t.app, first) };
}

/** The brand writes to the influencer: what the open sockets of the influencer receive. */
async function write(brand: SignedIn, to: SignedIn) {
  const response = await injectAs(t.app, 'POST', '/messages/', brand, {
    receiver: to.user.id,
    content: 'Are you still there?',
  });
  expect(response.statusCode).toBe(201);
  return { type: 'message', message: response.json() as unknown };
}

async function sessionIdOf(session: SignedIn): Promise<string> {
  const listed = (
    await injectAs(t.app, 'GET', '/account/sessions/', session)
  ).json() as AccountSession[];
  const current = listed.find((row) => row.current);
  if (current === undefined) throw new Error('no current session listed');
  return current.id;
}

describe('ending a session closes its sockets at once, on this instance', () => {
  it.each([
    [
      'signing out (POST /logout/)',
      async ({ second }: { first: SignedIn; second: SignedIn }) =>
        injectAs(t.app, 'POST', '/logout/', undefined, { refresh: second.refresh }),
    ],
    [
      'ending it from another device (DELETE /account/sessions/{id}/)',
      async ({ first, second }: { first: SignedIn; second: SignedIn }) =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/account/sessions/${await sessionIdOf(second)}/`,
          headers: bearer(first),
        }),
    ],
    [
      'signing out everywhere else',
      async ({ first }: { first: SignedIn; second: SignedIn }) =>
        injectAs(t.app, 'POST', '/account/sessions/sign-out-others/', first),
    ],
    [
      'changing the password on another device',
      async ({ first }: { first: SignedIn; second: SignedIn }) =>
        injectAs(t.app, 'PUT', '/account/password/', first, {
          current_password: first.password,
          new_password: 'a-new-and-longer-password',
        }),
    ],
  ])('%s: 4401 with a sentence; the other session’s socket stays', async (_name, end) => {
    const { brand, first, second } = await signedInTwice();
    const staying = await socketOf(first);
    const ending = await socketOf(second);

    const answer = await end({ first, second });
    expect(answer.statusCode).toBe(204);

    expect(await ending.closed).toEqual(ENDED);
    const message = await write(brand, first);
    expect(await staying.next()).toEqual(message);
    expect(await staying.next()).toMatchObject({ type: 'notification' });
  });

  it('a password reset closes every socket of the user, and only theirs', async () => {
    const { brand, first, second } = await signedInTwice();
    const other = await registerUser(t.app, 'influencer');
    await mail.next(emailOf(other));
    await acceptedApplication(t.database.db, brand.user.id, other.user.id);
    const onFirst = await socketOf(first);
    const onSecond = await socketOf(second);
    const othersSocket = await socketOf(other);

    await injectAs(t.app, 'POST', '/password/forgot/', undefined, { email: emailOf(first) });
    const { token } = await mail.next(emailOf(first));
    const reset = await injectAs(t.app, 'POST', '/password/reset/', undefined, {
      token,
      password: 'a-new-and-longer-password',
    });
    expect(reset.statusCode).toBe(204);

    expect(await onFirst.closed).toEqual(ENDED);
    expect(await onSecond.closed).toEqual(ENDED);
    const message = await write(brand, other);
    expect(await othersSocket.next()).toEqual(message);
  });
});
