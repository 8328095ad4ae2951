import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../test/test-app';
import { NOT_BUILT_TEXT } from './static';

function fakeDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  const files: Record<string, string> = {
    'shell/index.html': '<!doctype html><title>Portal</title>',
    'shell/main.abc123.js': 'console.log("shell")',
    'remotes.json': '{"mfe_public":"/remotes/mfe_public/1.0.0/remoteEntry.js"}',
    'remotes/mfe_public/1.0.0/remoteEntry.js': 'var entry',
    'remotes/mfe_public/1.0.0/mf-manifest.json': '{}',
    'remotes/mfe_public/1.0.0/chunk.def456.js': 'var chunk',
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
  const get = (url: string, accept = 'text/html') =>
    t.app.inject({ method: 'GET', url, headers: { accept } });

  it('serves the shell at / and its files, revalidated', async () => {
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Portal</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect((await get('/main.abc123.js', '*/*')).body).toBe('console.log("shell")');
  });

  it('serves /remotes.json, remoteEntry.js and mf-manifest.json with no-cache', async () => {
    for (const url of [
      '/remotes.json',
      '/remotes/mfe_public/1.0.0/remoteEntry.js',
      '/remotes/mfe_public/1.0.0/mf-manifest.json',
    ]) {
      const response = await get(url, '*/*');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves other remote files as immutable', async () => {
    const response = await get('/remotes/mfe_public/1.0.0/chunk.def456.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for client routes that accept HTML', async () => {
    for (const url of ['/dashboard', '/user/nusrat_styles', '/campaigns/12']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Portal</title>');
    }
  });

  it('answers 404 JSON for unknown /api paths, missing assets and non-HTML requests', async () => {
    for (const [url, accept] of [
      ['/api/nope', 'text/html'],
      ['/remotes/mfe_public/9.9.9/remoteEntry.js', '*/*'],
      ['/missing.js', 'application/javascript'],
    ] as const) {
      const response = await get(url, accept);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found.' });
    }
  });

  it('does not serve files outside the build', async () => {
    const response = await get('/../../etc/passwd', '*/*');
    expect(response.statusCode).toBe(404);
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
