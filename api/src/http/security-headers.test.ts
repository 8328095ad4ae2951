import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { multipartFile, tinyPng } from '../test/images';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { remoteOriginsOf } from './security-headers';

const REMOTES = {
  mfe_public: '/remotes/mfe-public/1.0.0/mf-manifest.json',
  mfe_admin: 'https://cdn.example.com/remotes/mfe-admin/0.2.0/mf-manifest.json',
  mfe_brand: 'http://127.0.0.1:9000/remotes/mfe-brand/mf-manifest.json',
  mfe_bad: 'javascript:alert(1)',
};

function fakeDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  const files: Record<string, string> = {
    'shell/index.html':
      '<!doctype html><title>Portal</title><script defer src="/main.js"></script>',
    'shell/main.abc123.js': 'console.log("shell")',
    'remotes.json': JSON.stringify(REMOTES),
    'remotes/mfe-public/1.0.0/chunk.def456.js': 'var chunk',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  }
  return dist;
}

/** The policy as directive -> sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const REMOTE_ORIGINS = ['http://127.0.0.1:9000', 'https://cdn.example.com'];

/** The portal's policy, as every response but an uploaded picture carries it. */
function expectPortalPolicy(response: LightMyRequestResponse, socket = 'ws://localhost:80') {
  const policy = policyOf(response);
  expect(policy.get('default-src')).toEqual(["'self'", ...REMOTE_ORIGINS]);
  expect(policy.get('script-src')).toEqual(["'self'", ...REMOTE_ORIGINS]);
  expect(policy.get('style-src')).toEqual(["'self'", ...REMOTE_ORIGINS]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...REMOTE_ORIGINS]);
  expect(policy.get('connect-src')).toEqual(["'self'", socket, ...REMOTE_ORIGINS]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
}

function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  let t: TestApp;
  let dist: string;
  let access: string;
  let now = Date.now();
  beforeAll(async () => {
    dist = fakeDist();
    t = await startTestApp({ portalDist: dist }, undefined, { clock: () => new Date(now) });
    access = (await registerUser(t.app, 'brand')).access;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: '*/*', ...headers } });

  it.each([
    ['the shell page', '/', 'text/html'],
    ['a client route (SPA fallback)', '/dashboard', 'text/html'],
    ['a shell script', '/main.abc123.js', '*/*'],
    ['a remote chunk', '/remotes/mfe-public/1.0.0/chunk.def456.js', '*/*'],
    ['remotes.json', '/remotes.json', '*/*'],
    ['API JSON', '/api/health', '*/*'],
    ['an API error', '/api/campaigns/', '*/*'],
    ['an unknown API path', '/api/no-such-thing/', '*/*'],
    ['an unreadable address', '/api/campaigns/%E0%A4%A/', '*/*'],
  ])('%s: the portal policy, nosniff and the referrer policy', async (_kind, url, accept) => {
    const response = await get(url, { accept });
    expect(response.statusCode).toBeLessThan(500);
    expectPortalPolicy(response);
    expectCommonHeaders(response);
  });

  it('a picture upload answer carries them; the picture itself its own stricter policy', async () => {
    const { payload, headers } = multipartFile('profile_picture', 'me.png', 'image/png', tinyPng());
    const uploaded = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/picture/',
      headers: { ...headers, authorization: `Bearer ${access}` },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    expectPortalPolicy(uploaded);
    expectCommonHeaders(uploaded);

    const picture = await get(uploaded.json().profile_picture);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expectCommonHeaders(picture);
  });

  it('the script policy allows no inline script and no eval', async () => {
    const scripts = policyOf(await get('/', { accept: 'text/html' })).get('script-src');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it('the socket source follows the Host the page was loaded from', async () => {
    const response = await get('/', { accept: 'text/html', host: 'portal.example.com:8080' });
    expectPortalPolicy(response, 'ws://portal.example.com:8080');
    const odd = policyOf(await get('/', { accept: 'text/html', host: 'bad host;x' }));
    expect(odd.get('connect-src')).toEqual(["'self'", ...REMOTE_ORIGINS]);
  });

  it('sends no Strict-Transport-Security for plain HTTP, even when a client claims https', async () => {
    const response = await get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('follows remotes.json within a second when a redeploy changes it', async () => {
    const file = path.join(dist, 'remotes.json');
    await get('/');
    try {
      writeFileSync(
        file,
        JSON.stringify({
          ...REMOTES,
          mfe_admin: 'https://cdn2.example.com/admin/mf-manifest.json',
        }),
      );
      // Looked at once a second at most, not on every response.
      expect(policyOf(await get('/')).get('script-src')).toContain('https://cdn.example.com');
      now += 1000;
      const sources = policyOf(await get('/')).get('script-src');
      expect(sources).toContain('https://cdn2.example.com');
      expect(sources).not.toContain('https://cdn.example.com');
    } finally {
      writeFileSync(file, JSON.stringify(REMOTES));
      now += 1000;
    }
  });
});

describe('security headers behind a TLS-terminating proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: true });
  });
  afterAll(() => t.close());

  it('sends Strict-Transport-Security when the proxy says the request came over https', async () => {
    const secure = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https', host: 'portal.example.com' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(policyOf(secure).get('connect-src')).toEqual(["'self'", 'wss://portal.example.com']);

    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers in development (npm run dev)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ development: true });
  });
  afterAll(() => t.close());

  it("allows eval, which webpack's development builds run their modules through", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const scripts = policyOf(response).get('script-src');
    expect(scripts).toEqual(["'self'", "'unsafe-eval'"]);
  });
});

describe('remoteOriginsOf', () => {
  it('lists the http(s) origins other than the portal, once each, sorted', () => {
    expect(remoteOriginsOf(JSON.stringify(REMOTES))).toEqual(REMOTE_ORIGINS);
    expect(
      remoteOriginsOf(
        JSON.stringify({
          a: 'https://cdn.example.com/a/mf-manifest.json',
          b: 'https://cdn.example.com/b/mf-manifest.json',
          c: './remotes/c/mf-manifest.json',
          d: '//other.example.com/d/mf-manifest.json',
          e: 42,
        }),
      ),
    ).toEqual(['http://other.example.com', 'https://cdn.example.com']);
  });

  it('lists nothing for a file that is not a JSON object', () => {
    for (const text of ['', 'not json', '[]', 'null', '"text"']) {
      expect(remoteOriginsOf(text)).toEqual([]);
    }
  });
});
