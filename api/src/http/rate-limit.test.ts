import type { AuthResponse } from '@portal/shared/contract/auth';
import { createAccessTokens } from '../auth/tokens';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(
    { rateLimit: { enabled: true, authPerMinute: 3, perMinute: 5 } },
    (app) => {
      app.get('/api/test/ping', async () => ({ ok: true }));
    },
  );
});
afterAll(() => t.close());

/** Registers from an address of its own, outside the 3 auth calls a minute of 127.0.0.1. */
async function registerFrom(address: string, role: 'brand' | 'influencer') {
  const username = `limits_${address.replaceAll('.', '_')}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: {
      username,
      email: `${username}@example.com`,
      password: 'correct-horse-battery',
      role,
    },
    remoteAddress: address,
  });
  expect(response.statusCode).toBe(201);
  return response.json<AuthResponse>();
}

describe('rate limits', () => {
  it('limits login/register/refresh per address together, with 429 and a sentence', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: 'who@example.com', password: 'wrong-password' },
        remoteAddress: '10.0.0.1',
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'Too many requests. Please wait a minute and try again.',
    });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: 'x' },
      remoteAddress: '10.0.0.1',
    });
    expect(refresh.statusCode).toBe(429);
    expect(refresh.json()).toEqual({
      error: 'Too many requests. Please wait a minute and try again.',
    });
    const inBangla = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'accept-language': 'bn' },
      payload: { email: 'who@example.com', password: 'wrong-password' },
      remoteAddress: '10.0.0.1',
    });
    expect(inBangla.statusCode).toBe(429);
    expect(inBangla.json()).toEqual({
      error: 'অনেক বেশি রিকোয়েস্ট এসেছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
    });
    const otherAddress = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'who@example.com', password: 'wrong-password' },
      remoteAddress: '10.0.0.2',
    });
    expect(otherAddress.statusCode).toBe(401);
  });

  it('limits each signed-in user on its own', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    const ping = (access: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/test/ping',
        headers: { authorization: `Bearer ${access}` },
        remoteAddress: '10.0.0.9',
      });
    for (let i = 0; i < 5; i += 1) expect((await ping(first.access)).statusCode).toBe(200);
    expect((await ping(first.access)).statusCode).toBe(429);
    expect((await ping(second.access)).statusCode).toBe(200);
  });

  it('counts requests refused by authentication (401) and by validation (400)', async () => {
    const anonymous = () =>
      t.app.inject({ method: 'GET', url: '/api/test/ping', remoteAddress: '10.0.0.5' });
    for (let i = 0; i < 5; i += 1) expect((await anonymous()).statusCode).toBe(401);
    expect((await anonymous()).statusCode).toBe(429);

    const brand = await registerFrom('10.0.1.1', 'brand');
    const invalid = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/campaigns/',
        headers: { authorization: `Bearer ${brand.access}` },
        payload: { title: '' },
        remoteAddress: '10.0.0.6',
      });
    for (let i = 0; i < 5; i += 1) expect((await invalid()).statusCode).toBe(400);
    const limited = await invalid();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'Too many requests. Please wait a minute and try again.',
    });
  });

  it('counts a forged token against its address, never against the user it names', async () => {
    const victim = await registerFrom('10.0.1.2', 'influencer');
    const forged = await createAccessTokens('a-different-secret-of-32-characters!').sign({
      userId: victim.user.id,
      role: 'influencer',
      tokenVersion: 0,
      sessionId: null,
    });
    const ping = (access: string, remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/test/ping',
        headers: { authorization: `Bearer ${access}` },
        remoteAddress,
      });
    for (let i = 0; i < 5; i += 1) expect((await ping(forged, '10.0.0.7')).statusCode).toBe(401);
    expect((await ping(forged, '10.0.0.7')).statusCode).toBe(429);
    expect((await ping(victim.access, '10.0.0.8')).statusCode).toBe(200);
  });

  it('never limits the portal files and pictures, only the API', async () => {
    for (const url of ['/', '/login', '/remotes.json', '/shell/main.js', '/uploads/missing.png']) {
      for (let i = 0; i < 6; i += 1) {
        const response = await t.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.4' });
        expect(response.statusCode).not.toBe(429);
      }
    }
  });

  it('never limits /api/health', async () => {
    for (let i = 0; i < 20; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '10.0.0.3',
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
