import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { COMPRESS_THRESHOLD_BYTES } from '../http/compression';
import { bearer, insertCampaign } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { isShellRoute, NOT_BUILT_TEXT, portalStatic } from './static';

const INDEX_HTML = '<!doctype html><title>Portal</title>';
/** A script big enough that the build writes compressed copies of it. */
const MAIN_JS = `console.log("shell");\n${'/* padding */\n'.repeat(200)}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function fakeDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  const files: Record<string, string | Buffer> = {
    'shell/index.html': INDEX_HTML,
    'shell/main.0123456789.js': MAIN_JS,
    // As scripts/build.mjs writes them: the same file, compressed, beside it.
    'shell/main.0123456789.js.br': brotliCompressSync(MAIN_JS),
    'shell/main.0123456789.js.gz': gzipSync(MAIN_JS),
    'shell/main.0123456789.js.map': '{"version":3}',
    'shell/mf-manifest.json': '{}',
    'shell/chunks/12.0123abcdef.js': 'var shellChunk',
    'remotes.json': '{"mfe_public":"/remotes/mfe_public/1.0.0/remoteEntry.js"}',
    'remotes/mfe_public/1.0.0/remoteEntry.js': 'var entry',
    'remotes/mfe_public/1.0.0/remoteEntry.js.br': brotliCompressSync('var entry'),
    'remotes/mfe_public/1.0.0/mf-manifest.json': '{}',
    'remotes/mfe_public/1.0.0/chunk.def4567890.js': 'var chunk',
    'remotes/mfe_public/1.0.0/chunk.def4567890.js.map': '{"version":3}',
    // Beside the shell's folder, not in it: never reachable.
    'secret.txt': 'not for the web',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  }
  return dist;
}

describe('portal serving with a build', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await startTestApp({ portalDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = { accept: 'text/html' }) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves the shell at / and its entry revalidated, its chunks as immutable', async () => {
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Portal</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
    const main = await get('/main.0123456789.js', { accept: '*/*' });
    expect(main.body).toBe(MAIN_JS);
    expect(main.headers['cache-control']).toBe('no-cache');
    const chunk = await get('/chunks/12.0123abcdef.js', { accept: '*/*' });
    expect(chunk.body).toBe('var shellChunk');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/mf-manifest.json', { accept: '*/*' })).headers['cache-control']).toBe(
      'no-cache',
    );
  });

  it('serves /remotes.json, remoteEntry.js and mf-manifest.json with no-cache', async () => {
    for (const url of [
      '/remotes.json',
      '/remotes/mfe_public/1.0.0/remoteEntry.js',
      '/remotes/mfe_public/1.0.0/mf-manifest.json',
    ]) {
      for (const encoding of ['identity', 'br']) {
        const response = await get(url, { accept: '*/*', 'accept-encoding': encoding });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it('serves other remote files as immutable', async () => {
    const response = await get('/remotes/mfe_public/1.0.0/chunk.def4567890.js', { accept: '*/*' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the brotli copy to a client accepting br, the gzip copy to one accepting only gzip', async () => {
    const br = await get('/main.0123456789.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(MAIN_JS);
    const gzip = await get('/main.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(MAIN_JS);
    for (const response of [br, gzip]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    const remote = await get('/remotes/mfe_public/1.0.0/remoteEntry.js', {
      'accept-encoding': 'br',
    });
    expect(remote.headers['content-encoding']).toBe('br');
    expect(remote.headers['cache-control']).toBe('no-cache');
  });

  it('sends the file itself, still varying on Accept-Encoding, when no compression is accepted', async () => {
    const requests: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of requests) {
      const response = await get('/main.0123456789.js', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(MAIN_JS);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('never serves source maps or the compressed copies by name', async () => {
    for (const url of [
      '/main.0123456789.js.map',
      '/main.0123456789.js.br',
      '/main.0123456789.js.gz',
      '/remotes/mfe_public/1.0.0/chunk.def4567890.js.map',
    ]) {
      const response = await get(url, { accept: '*/*', 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found.' });
    }
  });

  it('answers every GET of a client route with the shell, whatever the Accept header', async () => {
    const accepts: Record<string, string>[] = [
      { accept: 'text/html' },
      { accept: '*/*' },
      { accept: 'application/json' },
      {},
    ];
    for (const url of ['/campaigns', '/user/nusrat_styles', '/user/nusrat.styles', '/c/12?x=1']) {
      for (const headers of accepts) {
        const response = await get(url, headers);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toContain('<title>Portal</title>');
      }
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/campaigns' });
    expect(head.statusCode).toBe(200);
  });

  it('answers 404 JSON for unknown /api paths, missing files and other methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['GET', '/remotes/mfe_public/9.9.9/remoteEntry.js'],
      ['GET', '/remotes/mfe_public/9.9.9/'],
      ['GET', '/missing.js'],
      ['GET', '/favicon.ico'],
      ['GET', '/chunks/missing.0123456789.js'],
      ['POST', '/campaigns'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found.' });
    }
  });

  it('does not serve files outside the build', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/remotes/../../secret.txt']) {
      const response = await get(url, { accept: '*/*' });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('not for the web');
    }
  });
});

describe('SPA fallback rule', () => {
  it.each([
    ['GET', '/dashboard', true],
    ['HEAD', '/user/nusrat.styles', true],
    ['GET', '/campaigns/12?tab=apply', true],
    ['GET', '/api', false],
    ['GET', '/api/campaigns/', false],
    ['GET', '/remotes/mfe_brand/', false],
    ['GET', '/uploads/a', false],
    ['GET', '/main.js', false],
    ['GET', '/main.js.map', false],
    ['POST', '/dashboard', false],
  ])('%s %s -> shell: %s', (method, url, shell) => {
    expect(isShellRoute(method, url)).toBe(shell);
  });
});

describe('API compression', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    const brand = await registerUser(t.app, 'brand');
    for (let index = 0; index < 10; index += 1)
      await insertCampaign(t.database.db, { brandId: brand.user.id });
    headers = bearer(brand);
  });
  afterAll(() => t.close());
  const list = (encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/campaigns/',
      headers: encoding === undefined ? headers : { ...headers, 'accept-encoding': encoding },
    });

  it('compresses JSON above the threshold as the client accepts', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers['content-security-policy']).toBeDefined();
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends small answers as they are', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('portal serving without a build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ portalDist: path.join(os.tmpdir(), 'no-such-dist-folder') });
  });
  afterAll(() => t.close());

  it('answers / with a text saying to run npm run build', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(NOT_BUILT_TEXT);
    expect(response.body).toContain('npm run build');
  });

  it('still answers the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('pages rendered as a stream', () => {
  let dist: string;
  let app: FastifyInstance;
  let served = 0;
  beforeAll(async () => {
    dist = fakeDist();
    app = Fastify({ logger: false });
    // A render as render.ts makes one: the head goes out at once, the rest once it is ready.
    await app.register(portalStatic, {
      dist,
      rendering: {
        async serve(_request, reply) {
          served += 1;
          const body = new PassThrough();
          void reply.type('text/html; charset=utf-8').send(body);
          body.write('<main>head');
          await new Promise((resolve) => setTimeout(resolve, 50));
          body.end(' and page</main>');
          return true;
        },
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** GET `path` over a socket; `leave` closes it as soon as the head has come. */
  function visit(path: string, leave: boolean): Promise<string> {
    const { port } = app.server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
          if (leave) {
            request.destroy();
            resolve(body);
          }
        });
        response.on('end', () => resolve(body));
      });
      request.on('error', reject);
    });
  }

  it('sends a page once, whether its reader waits for it or leaves before it is ready', async () => {
    expect(await visit('/dashboard', false)).toBe('<main>head and page</main>');
    expect(served).toBe(1);
    served = 0;
    expect(await visit('/dashboard', true)).toBe('<main>head');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(served).toBe(1);
  });
});
