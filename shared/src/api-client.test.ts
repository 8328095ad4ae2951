import { api, setSessionExpiredHandler } from './api-client';
import { SESSION_KEYS, useAuthStore } from './auth-store';
import { serveApiWith, type FakeRequest } from './testing/fake-api';

const user = { id: 1, username: 'rahim', email: 'rahim@example.com', role: 'brand' as const };

function signIn(refresh = 'refresh-1') {
  useAuthStore.getState().signIn({ user, access: 'access-1', refresh });
}

/** A server whose only valid token is `validToken`; /token/refresh/ answers with `refreshReply`. */
function serverAccepting(validToken: string, refreshReply: { status: number; data?: unknown }) {
  return serveApiWith((request: FakeRequest) => {
    if (request.url === '/token/refresh/') return refreshReply;
    if (request.authorization !== `Bearer ${validToken}`) return { status: 401, data: {} };
    return { status: 200, data: { url: request.url } };
  });
}

const onSessionExpired = jest.fn();

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().clearSession();
  onSessionExpired.mockReset();
  setSessionExpiredHandler(onSessionExpired);
});

test('every request carries the bearer access token', async () => {
  signIn();
  const requests = serverAccepting('access-1', { status: 500 });
  await api.get('/campaigns/');
  expect(requests[0]?.authorization).toBe('Bearer access-1');
});

test('a 401 refreshes once, stores both rotated tokens and replays with the new access token', async () => {
  signIn();
  const requests = serverAccepting('access-2', {
    status: 200,
    data: { access: 'access-2', refresh: 'refresh-2' },
  });

  const { data } = await api.get('/campaigns/');

  expect(data).toEqual({ url: '/campaigns/' });
  expect(requests.map((r) => `${r.method} ${r.url} ${r.authorization ?? '-'}`)).toEqual([
    'GET /campaigns/ Bearer access-1',
    'POST /token/refresh/ -',
    'GET /campaigns/ Bearer access-2',
  ]);
  expect(requests[1]?.body).toEqual({ refresh: 'refresh-1' });
  expect(useAuthStore.getState()).toMatchObject({
    accessToken: 'access-2',
    refreshToken: 'refresh-2',
  });
  expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBe('access-2');
  expect(localStorage.getItem(SESSION_KEYS.refreshToken)).toBe('refresh-2');
});

test('concurrent 401s share one refresh call', async () => {
  signIn();
  const requests = serverAccepting('access-2', {
    status: 200,
    data: { access: 'access-2', refresh: 'refresh-2' },
  });

  const answers = await Promise.all([api.get('/a/'), api.get('/b/'), api.get('/c/')]);

  expect(answers.map((answer) => answer.data)).toEqual([
    { url: '/a/' },
    { url: '/b/' },
    { url: '/c/' },
  ]);
  expect(requests.filter((r) => r.url === '/token/refresh/')).toHaveLength(1);
});

test('a 401 without a refresh token clears the session and passes the error on', async () => {
  useAuthStore.setState({ user, accessToken: 'access-1', refreshToken: null });
  const requests = serverAccepting('never', { status: 200 });

  await expect(api.get('/campaigns/')).rejects.toMatchObject({ response: { status: 401 } });

  expect(requests).toHaveLength(1);
  expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null });
  expect(onSessionExpired).not.toHaveBeenCalled();
});

test('a failed refresh clears the session and sends the user to /login', async () => {
  signIn();
  serverAccepting('never', { status: 401, data: { error: 'Invalid refresh token.' } });

  await expect(api.get('/campaigns/')).rejects.toMatchObject({ response: { status: 401 } });

  expect(useAuthStore.getState()).toMatchObject({ user: null, refreshToken: null });
  expect(localStorage.getItem(SESSION_KEYS.user)).toBeNull();
  expect(onSessionExpired).toHaveBeenCalledTimes(1);
});

test('the refresh call itself is never retried', async () => {
  signIn();
  const requests = serverAccepting('never', { status: 401 });

  await expect(api.get('/campaigns/')).rejects.toMatchObject({ response: { status: 401 } });

  expect(requests.map((r) => r.url)).toEqual(['/campaigns/', '/token/refresh/']);
  expect(onSessionExpired).toHaveBeenCalledTimes(1);
});

test('a replayed request that gets 401 again is not refreshed a second time', async () => {
  signIn();
  const requests = serveApiWith((request) =>
    request.url === '/token/refresh/'
      ? { status: 200, data: { access: 'access-2', refresh: 'refresh-2' } }
      : { status: 401 },
  );

  await expect(api.get('/campaigns/')).rejects.toMatchObject({ response: { status: 401 } });

  expect(requests.map((r) => r.url)).toEqual(['/campaigns/', '/token/refresh/', '/campaigns/']);
});

test.each([400, 403, 404, 409, 500])('a %i passes through untouched', async (status) => {
  signIn();
  const requests = serveApiWith(() => ({ status, data: { error: 'No.' } }));

  await expect(api.get('/campaigns/')).rejects.toMatchObject({
    response: { status, data: { error: 'No.' } },
  });

  expect(requests).toHaveLength(1);
  expect(useAuthStore.getState().accessToken).toBe('access-1');
});

test('every request names the language the page is shown in, as Accept-Language', async () => {
  const sent: unknown[] = [];
  serveApiWith((_request, headers) => {
    sent.push(headers.get('Accept-Language'));
    return { status: 200, data: [] };
  });

  document.documentElement.lang = 'bn';
  await api.get('/campaigns/');
  document.documentElement.lang = 'en';
  await api.get('/campaigns/');

  expect(sent).toEqual(['bn', 'en']);
});
