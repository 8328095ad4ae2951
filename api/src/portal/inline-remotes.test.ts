import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../test/test-app';
import { withInlineRemotes } from './static';

const INDEX_HTML =
  '<!doctype html><html><head><title>Portal</title>' +
  '<link rel=preload as=script href=/chunks/1.abc.js></head>' +
  '<body><div id=root></div><script defer src=/main.0123456789.js></script></body></html>';
const REMOTES = { mfe_public: '/remotes/mfe-public/1.0.0/mf-manifest.json' };

/** The remotes the page carries, read back as the shell reads them (the meta's content). */
function inlineRemotes(html: string): unknown {
  const match = /<meta name="portal-remotes" content="([^"]*)">/.exec(html);
  if (!match?.[1]) return null;
  const content = match[1]
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');
  return JSON.parse(content);
}

describe('the shell page carries remotes.json', () => {
  let t: TestApp;
  let dist: string;
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  };
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'dist-inline-'));
    write('shell/index.html', INDEX_HTML);
    write('remotes.json', JSON.stringify(REMOTES));
    t = await startTestApp({ portalDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('puts remotes.json into the page head as a meta element, for / and every client route', async () => {
    for (const url of ['/', '/dashboard', '/user/nusrat.styles']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(inlineRemotes(response.body)).toEqual(REMOTES);
      // In the head, before the build's own tags close it; the rest of the page as built.
      expect(response.body.indexOf('portal-remotes')).toBeLessThan(
        response.body.indexOf('</head>'),
      );
      expect(response.body).toContain('<script defer src=/main.0123456789.js></script>');
      // No inline script: the policy allows none.
      expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('shows the next page load a remotes.json edited while the server runs', async () => {
    const redeployed = { ...REMOTES, mfe_admin: '/remotes/mfe-admin/0.2.1/mf-manifest.json' };
    write('remotes.json', JSON.stringify(redeployed, null, 2));
    expect(inlineRemotes((await get('/')).body)).toEqual(redeployed);
    // Rolled back: the previous list again.
    write('remotes.json', JSON.stringify(REMOTES));
    expect(inlineRemotes((await get('/login')).body)).toEqual(REMOTES);
  });

  it('sends the page as built when remotes.json is missing or not a JSON object', async () => {
    for (const content of [null, '{"mfe_public": ', '["not", "an object"]']) {
      if (content === null) rmSync(path.join(dist, 'remotes.json'));
      else write('remotes.json', content);
      const response = await get('/');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    }
    write('remotes.json', JSON.stringify(REMOTES));
    expect(inlineRemotes((await get('/')).body)).toEqual(REMOTES);
  });

  it('sends the page compressed as the client accepts, varying on Accept-Encoding', async () => {
    const plain = (await get('/')).body;
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await get('/', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const identity = await get('/', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    for (const response of [br, gzip, identity]) {
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('sees a new build of the shell without a restart', async () => {
    const rebuilt = INDEX_HTML.replace('main.0123456789.js', 'main.9876543210.js');
    write('shell/index.html', rebuilt);
    const response = await get('/');
    expect(response.body).toContain('main.9876543210.js');
    expect(inlineRemotes(response.body)).toEqual(REMOTES);
    write('shell/index.html', INDEX_HTML);
  });
});

describe('withInlineRemotes', () => {
  it('escapes the list so no entry can end the attribute or open a tag', () => {
    const html = withInlineRemotes(
      '<html><head></head><body></body></html>',
      JSON.stringify({ evil: '/x"><script>alert(1)</script>&' }),
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;');
    expect(inlineRemotes(html)).toEqual({ evil: '/x"><script>alert(1)</script>&' });
  });

  it('leaves a page without a head as it is', () => {
    expect(withInlineRemotes('<p>no head</p>', '{}')).toBe('<p>no head</p>');
  });
});
