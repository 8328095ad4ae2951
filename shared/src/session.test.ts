import { SESSION_KEYS, useAuthStore } from './auth-store';
import { DEVICE_TOKENS_KEY, readDeviceToken, storeDeviceToken } from './device-tokens';
import { login, logout, register } from './session';
import { serveApiWith } from './testing/fake-api';

const user = { id: 3, username: 'nadia', email: 'nadia@example.com', role: 'brand' as const };

/** A server answering every sign-in with a session and the device token `deviceToken`. */
function serverAnswering(deviceToken: string) {
  return serveApiWith((request) =>
    request.url === '/logout/'
      ? { status: 204 }
      : {
          status: request.url === '/register/' ? 201 : 200,
          data: { user, access: 'a', refresh: 'r', device_token: deviceToken },
        },
  );
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().clearSession();
});

describe('the device token of each account', () => {
  test('login sends the token stored for its email and stores the one answered instead', async () => {
    storeDeviceToken('nadia@example.com', 'device-1');
    storeDeviceToken('rahim@example.com', 'device-of-rahim');
    const requests = serverAnswering('device-2');

    await login({ email: ' Nadia@Example.com ', password: 'secret-pass' });

    expect(requests[0]?.body).toEqual({
      email: ' Nadia@Example.com ',
      password: 'secret-pass',
      device_token: 'device-1',
    });
    expect(readDeviceToken('nadia@example.com')).toBe('device-2');
    expect(readDeviceToken('rahim@example.com')).toBe('device-of-rahim');
    expect(useAuthStore.getState()).toMatchObject({ user, accessToken: 'a', refreshToken: 'r' });
  });

  test('a first login sends no device token and keeps the one answered', async () => {
    const requests = serverAnswering('device-1');

    await login({ email: 'nadia@example.com', password: 'secret-pass' });

    expect(requests[0]?.body).toEqual({ email: 'nadia@example.com', password: 'secret-pass' });
    expect(readDeviceToken('NADIA@example.com')).toBe('device-1');
  });

  test('a failed login leaves the stored token as it was', async () => {
    storeDeviceToken('nadia@example.com', 'device-1');
    serveApiWith(() => ({ status: 401, data: { error: 'Invalid email or password.' } }));

    await expect(login({ email: 'nadia@example.com', password: 'wrong-pass' })).rejects.toThrow();

    expect(readDeviceToken('nadia@example.com')).toBe('device-1');
  });

  test('registering keeps the token answered', async () => {
    serverAnswering('device-1');

    await register({
      username: 'nadia',
      email: 'nadia@example.com',
      password: 'secret-pass',
      role: 'brand',
    });

    expect(readDeviceToken('nadia@example.com')).toBe('device-1');
  });

  test('logout ends the session but keeps the device token', async () => {
    serverAnswering('device-1');
    await login({ email: 'nadia@example.com', password: 'secret-pass' });

    await logout();

    expect(Object.values(SESSION_KEYS).map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
    expect(readDeviceToken('nadia@example.com')).toBe('device-1');
  });

  test('unreadable storage counts as no token', () => {
    localStorage.setItem(DEVICE_TOKENS_KEY, '{not json');
    expect(readDeviceToken('nadia@example.com')).toBeUndefined();
    localStorage.setItem(DEVICE_TOKENS_KEY, JSON.stringify({ 'nadia@example.com': 7 }));
    expect(readDeviceToken('nadia@example.com')).toBeUndefined();
    expect(readDeviceToken('constructor')).toBeUndefined();
  });
});

describe('the language of a new account', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  const details = {
    username: 'nadia',
    email: 'nadia@example.com',
    password: 'secret-pass',
    role: 'brand' as const,
  };

  test('is the one the page is shown in: Bangla is named, English is the default', async () => {
    const requests = serverAnswering('device-1');

    document.documentElement.lang = 'bn';
    await register(details);
    document.documentElement.lang = 'en';
    await register(details);

    expect(requests.map((request) => request.body)).toEqual([
      { ...details, language: 'bn' },
      details,
    ]);
  });
});
