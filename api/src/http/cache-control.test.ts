import { multipartFile, tinyPng } from '../test/images';
import { bearer } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

// Every route's answers, per actor, are checked in test/authorization-matrix.test.ts; the portal's
// own files keep their caching in portal/static.test.ts. These are the answers in between.

describe('Cache-Control on answers the routes never see', () => {
  let t: TestApp;
  let signedIn: { access: string };
  beforeAll(async () => {
    t = await startTestApp();
    signedIn = await registerUser(t.app, 'brand');
  });
  afterAll(() => t.close());

  it.each([
    ['a validation error of an authenticated route', 'POST', '/api/campaigns/', 400],
    ['an unknown API path', 'GET', '/api/no-such-thing/', 404],
    ['an unreadable address', 'GET', '/api/campaigns/%E0%A4%A/', 400],
  ] as const)('%s, asked with a token, is never stored', async (_kind, method, url, status) => {
    const response = await t.app.inject({
      method,
      url,
      headers: bearer(signedIn),
      ...(method === 'POST' ? { payload: { title: '' } } : {}),
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a public answer asked without a token keeps its own caching', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).toBeUndefined();
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBeUndefined();
  });

  it('an uploaded picture stays cacheable; the upload answer is not stored', async () => {
    const { payload, headers } = multipartFile('profile_picture', 'me.png', 'image/png', tinyPng());
    const uploaded = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/picture/',
      headers: { ...headers, ...bearer(signedIn) },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.headers['cache-control']).toBe('no-store');

    const picture = await t.app.inject({ method: 'GET', url: uploaded.json().profile_picture });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('Cache-Control when the rate limit answers before authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimit: { enabled: true, authPerMinute: 20, perMinute: 1 } });
  });
  afterAll(() => t.close());

  it('an authenticated route’s 429 to an anonymous caller is not stored either', async () => {
    const ask = () =>
      t.app.inject({ method: 'GET', url: '/api/campaigns/', remoteAddress: '10.0.0.7' });
    const first = await ask();
    expect(first.statusCode).toBe(401);
    expect(first.headers['cache-control']).toBe('no-store');
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['cache-control']).toBe('no-store');
  });
});
