import { waitFor } from '@testing-library/react';
import type { FakeRequest } from './testing/fake-api';

/** One browser tab: its own copy of the API client and auth store, sharing localStorage. */
interface Tab {
  api: typeof import('./api-client').api;
  store: typeof import('./auth-store').useAuthStore;
  followOtherTabs: typeof import('./auth-store').followSessionInOtherTabs;
  serve: typeof import('./testing/fake-api').serveApiWith;
}

async function openTab(): Promise<Tab> {
  let tab: Tab | undefined;
  jest.isolateModules(() => {
    const client = jest.requireActual<typeof import('./api-client')>('./api-client');
    const auth = jest.requireActual<typeof import('./auth-store')>('./auth-store');
    const fake = jest.requireActual<typeof import('./testing/fake-api')>('./testing/fake-api');
    tab = {
      api: client.api,
      store: auth.useAuthStore,
      followOtherTabs: auth.followSessionInOtherTabs,
      serve: fake.serveApiWith,
    };
  });
  if (!tab) throw new Error('the tab did not load');
  await tab.store.getState().restoreSession();
  return tab;
}

/** Web Locks as a browser grants them: one holder of a name at a time, in request order. */
function installWebLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const locks = {
    request: (_name: string, task: () => Promise<unknown>) => {
      const run = tail.then(task);
      tail = run.catch(() => undefined);
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
}

/**
 * The API's token rules: one valid access token; a refresh token works once and is rotated; a
 * spent one replayed revokes the session (see docs/accounts.md).
 */
function tokenServer() {
  let access = 'access-1';
  let refresh = 'refresh-1';
  let generation = 1;
  let revoked = false;
  const refreshCalls: string[] = [];
  const handler = async (request: FakeRequest) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (request.url === '/token/refresh/') {
      const sent = (request.body as { refresh: string }).refresh;
      refreshCalls.push(sent);
      if (revoked || sent !== refresh) {
        revoked = true;
        return { status: 401, data: { error: 'Your session has ended. Please log in again.' } };
      }
      generation += 1;
      access = `access-${generation}`;
      refresh = `refresh-${generation}`;
      return { status: 200, data: { access, refresh } };
    }
    if (revoked || request.authorization !== `Bearer ${access}`) return { status: 401, data: {} };
    return { status: 200, data: [] };
  };
  return { handler, refreshCalls, expire: () => (access = 'expired') };
}

const user = { id: 11, username: 'aarong_style', email: 'brand@example.com', role: 'brand' };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'access-1');
  localStorage.setItem('refreshToken', 'refresh-1');
  localStorage.setItem('user', JSON.stringify(user));
  installWebLocks();
});

test('two tabs whose token expired at the same moment make one refresh call and both go on', async () => {
  const server = tokenServer();
  const first = await openTab();
  const second = await openTab();
  first.serve(server.handler, first.api);
  second.serve(server.handler, second.api);
  server.expire();

  const answers = await Promise.all([first.api.get('/campaigns/'), second.api.get('/campaigns/')]);

  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  expect(server.refreshCalls).toEqual(['refresh-1']);
  expect(second.store.getState()).toMatchObject({ accessToken: 'access-2', user });
  expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
});

test('logout in one tab signs out every tab; rotated tokens are taken over', async () => {
  const first = await openTab();
  const second = await openTab();
  const stopFollowing = second.followOtherTabs();

  first.store.getState().setTokens('access-9', 'refresh-9');
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: 'accessToken',
      newValue: 'access-9',
      storageArea: localStorage,
    }),
  );
  await waitFor(() =>
    expect(second.store.getState()).toMatchObject({
      accessToken: 'access-9',
      refreshToken: 'refresh-9',
    }),
  );

  first.store.getState().clearSession();
  window.dispatchEvent(
    new StorageEvent('storage', { key: 'accessToken', newValue: null, storageArea: localStorage }),
  );
  await waitFor(() => expect(second.store.getState().user).toBeNull());
  expect(second.store.getState().accessToken).toBeNull();
  stopFollowing();
});
