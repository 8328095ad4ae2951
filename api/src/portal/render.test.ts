import { sql } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@portal/shared/contract/auth';
import { registerAdmin } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

/** The shell's page as the build writes it. */
const INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset="utf-8" />' +
  '<title>Influencer Marketplace</title><link href="/main.css" rel="stylesheet"></head>' +
  '<body><div id=root></div><script defer src="/main.0123456789.js"></script></body></html>';

/**
 * A shell server build as small as the contract between it and the server
 * (shell/src/server/render-page.tsx): the route table's answer, the title, and a render that reads
 * its remote page and one API call as the page's user, in the page's language.
 */
const SHELL_SERVER = `
exports.provided = { 'portal-test/shared': { greeting: 'from the shell' } };
exports.resolvePage = (pathname, user) => {
  if (pathname === '/') return { page: { remote: 'mfe_public', module: 'LandingPage' }, title: null, access: 'anyone' };
  if (pathname === '/dashboard') {
    if (!user) return { redirectTo: '/login' };
    return { page: { remote: 'mfe_brand', module: 'DashboardPage' }, title: 'title.dashboard', access: 'guarded' };
  }
  return { redirectTo: '/' };
};
exports.pageTitle = async (key, language) => (key ? key + ' (' + language + ')' : 'Influencer Marketplace');
exports.renderPage = async (request, page) => {
  let body = '';
  let failed = false;
  try {
    body = (await request.loadPage(page)).default();
  } catch (error) {
    failed = true;
    body = '<p>Retry</p>';
  }
  let data = '';
  if (request.user) {
    const answer = await request.callApi({ method: 'GET', url: '/campaigns/', headers: { 'accept-language': request.language } });
    data = ' campaigns:' + answer.status;
  }
  const who = request.user ? request.user.username : 'visitor';
  return {
    html: '<main>' + body + ' for ' + who + data + '</main>',
    state: { user: request.user, language: request.language, queries: { queries: [], mutations: [] }, page: { ...page, failed } },
  };
};
`;

/** A remote's server build whose page says `text`; it reads the shell's provided module. */
function remoteServer(text: string): string {
  return `const shared = require('portal-test/shared');
module.exports = { get LandingPage() { return { default: () => ${JSON.stringify(text)} + ' ' + shared.greeting }; },
  get DashboardPage() { return { default: () => ${JSON.stringify(text)} }; } };`;
}

function writeRemote(dist: string, remote: string, version: string, source: string): string {
  const folder = path.join(dist, 'remotes', remote, version);
  mkdirSync(path.join(folder, 'server'), { recursive: true });
  writeFileSync(path.join(folder, 'server', 'remote-server.js'), source);
  writeFileSync(
    path.join(folder, 'mf-preload.json'),
    JSON.stringify({
      exposes: {
        LandingPage: { files: ['chunks/landing.js'], css: ['chunks/landing.css'], shared: [] },
        DashboardPage: { files: ['chunks/dashboard.js'], css: [], shared: [] },
      },
      shared: {},
    }),
  );
  return `/remotes/${remote}/${version}/mf-manifest.json`;
}

function writeRemotesJson(dist: string, remotes: Record<string, string>): void {
  const file = path.join(dist, 'remotes.json');
  writeFileSync(file, JSON.stringify(remotes));
  // A new stamp even within the same second as the last write.
  const later = new Date(Date.now() + Math.floor(Math.random() * 100_000));
  utimesSync(file, later, later);
}

/** The page cookie a sign-in answer set, as a browser sends it back. */
function pageCookieOf(setCookie: string | string[] | undefined): string {
  const value = [setCookie ?? []]
    .flat()
    .find((cookie) => cookie.startsWith('portal_page_session='));
  if (value === undefined) throw new Error('no page cookie was set');
  return value.split(';', 1)[0] ?? '';
}

/** The state the page was rendered with, as the browser reads it. */
function stateOf(html: string): {
  user: { username: string; first_session?: boolean } | null;
  language: string;
} {
  const json = /<script type="application\/json" id="portal-page-state">([^<]*)<\/script>/.exec(
    html,
  )?.[1];
  if (json === undefined) throw new Error('the page has no state');
  return JSON.parse(json) as ReturnType<typeof stateOf>;
}

const waitForRecheck = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('pages rendered on the server', () => {
  let t: TestApp;
  let dist: string;
  let remotes: Record<string, string>;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'dist-render-'));
    mkdirSync(path.join(dist, 'shell'), { recursive: true });
    mkdirSync(path.join(dist, 'shell-server'), { recursive: true });
    writeFileSync(path.join(dist, 'shell', 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dist, 'shell-server', 'shell-server.js'), SHELL_SERVER);
    remotes = {
      mfe_public: writeRemote(dist, 'mfe-public', '1.0.0', remoteServer('Welcome')),
      mfe_brand: writeRemote(dist, 'mfe-brand', '1.0.0', remoteServer('Brand dashboard')),
    };
    writeRemotesJson(dist, remotes);
    t = await startTestApp({ portalDist: dist });
  });

  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function signIn(role: 'brand' | 'influencer' = 'brand') {
    const user = await registerUser(t.app, role);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: user.user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    return { ...(login.json() as AuthResponse), cookie: pageCookieOf(login.headers['set-cookie']) };
  }

  it('sets the page cookie at sign-in, registration and refresh: HttpOnly, SameSite=Lax, Path=/', async () => {
    const user = await registerUser(t.app, 'brand');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: user.user.email, password: user.password },
    });
    const cookie = [login.headers['set-cookie']].flat().join('\n');
    expect(cookie).toMatch(
      /^portal_page_session=[^;]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/m,
    );
    expect(cookie).not.toMatch(/Secure/);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: {
        username: `cookie_${process.pid}`,
        email: `cookie_${process.pid}@example.com`,
        password: 'correct-horse-battery',
        role: 'influencer',
      },
    });
    expect(pageCookieOf(registered.headers['set-cookie'])).toMatch(/^portal_page_session=.+/);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: (login.json() as AuthResponse).refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(pageCookieOf(refreshed.headers['set-cookie'])).toMatch(/^portal_page_session=.+/);
  });

  it('marks the cookie Secure when the portal is reached over https', async () => {
    const secure = await startTestApp({ portalDist: dist, publicUrl: 'https://portal.example.bd' });
    try {
      const user = await registerUser(secure.app, 'brand');
      const login = await secure.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: user.user.email, password: user.password },
      });
      expect([login.headers['set-cookie']].flat().join('\n')).toMatch(
        /HttpOnly; SameSite=Lax; Secure/,
      );
    } finally {
      await secure.close();
    }
  });

  it('never lets the API read the page cookie: a call with only the cookie is 401', async () => {
    const { cookie } = await signIn();
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/campaigns/',
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(401);
    // Nor is the cookie's token a bearer token, or an access token a page cookie.
    const asBearer = await t.app.inject({
      method: 'GET',
      url: '/api/campaigns/',
      headers: { authorization: `Bearer ${cookie.split('=')[1] ?? ''}` },
    });
    expect(asBearer.statusCode).toBe(401);
  });

  it('tells the page whether the user is in the first session of their account, as sign-in did', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: {
        username: `newcomer_${process.pid}`,
        email: `newcomer_${process.pid}@example.com`,
        password: 'correct-horse-battery',
        role: 'brand',
      },
    });
    const cookie = pageCookieOf(registered.headers['set-cookie']);
    const first = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } });
    expect(stateOf(first.body).user?.first_session).toBe(true);

    const { cookie: later } = await signIn();
    const again = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: later },
    });
    expect(stateOf(again.body).user?.first_session).toBe(false);
  });

  it('refuses an access token in place of the page cookie', async () => {
    const { access } = await signIn();
    const page = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: `portal_page_session=${access}` },
    });
    expect(page.statusCode).toBe(302);
  });

  it('renders a guarded page for the cookie’s user, no-store, with its data read as that user', async () => {
    const { cookie, user } = await signIn();
    const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(`<main>Brand dashboard for ${user.username} campaigns:200</main>`);
    expect(page.body).toContain('<title>title.dashboard (en)</title>');
    expect(stateOf(page.body).user?.username).toBe(user.username);
    // The remotes the page was rendered with, and the page's files, are in its head; its scripts
    // (the remote's entry first, which the runtime would ask for only after the manifest) only
    // listed, for the shell to start once the page is painted.
    expect(page.body).toContain('<meta name="portal-remotes"');
    expect(page.body).toContain(
      '<meta name="portal-preload" content="/remotes/mfe-brand/1.0.0/remoteEntry.js /remotes/mfe-brand/1.0.0/chunks/dashboard.js">',
    );
    expect(page.body).toContain(
      '<meta name="portal-preload-fetch" content="/remotes/mfe-brand/1.0.0/mf-manifest.json">',
    );
    expect(page.body).not.toContain('rel="preload"');
  });

  it('sends a guarded page without a valid cookie to /login, as the guard sends a visitor', async () => {
    for (const headers of [{}, { cookie: 'portal_page_session=forged.token.value' }]) {
      const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers });
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe('/login');
      expect(page.headers['cache-control']).toBe('no-store');
    }
  });

  it('ends the cookie with the session: logout clears it, and the old value renders signed out', async () => {
    const { cookie, refresh } = await signIn();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      payload: { refresh },
    });
    expect(logout.statusCode).toBe(204);
    expect([logout.headers['set-cookie']].flat().join('\n')).toMatch(
      /^portal_page_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/m,
    );
    const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/login');
  });

  it('ends the cookie when an admin deactivates the user', async () => {
    const admin = await registerAdmin(t.app, t.database.db);
    const { cookie, user } = await signIn();
    const deactivate = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/`,
      headers: { authorization: `Bearer ${admin.access}` },
      payload: { action: 'deactivate' },
    });
    expect(deactivate.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } });
    expect(page.statusCode).toBe(302);
  });

  it('renders a public page for a visitor cacheable, varying by cookie, in the cookie’s language', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['cache-control']).toBe('public, max-age=60');
    expect(String(english.headers.vary)).toMatch(/Cookie/);
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('Welcome from the shell for visitor');
    expect(english.body).toContain(
      '<link rel="stylesheet" href="/remotes/mfe-public/1.0.0/chunks/landing.css">',
    );
    const bangla = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'portal_language=bn' },
    });
    expect(bangla.body).toContain('<html lang="bn"');
    expect(stateOf(bangla.body).language).toBe('bn');
    // Signed in, the same page is the user's own: never stored.
    const { cookie } = await signIn();
    const signedIn = await t.app.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('changes nothing in the database when it renders a signed-in page', async () => {
    const { cookie } = await signIn();
    const snapshot = async () => {
      const { rows } = await t.database.db.execute<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      );
      const hashes: Record<string, string> = {};
      for (const { table_name: table } of rows) {
        const { rows: hash } = await t.database.db.execute<{ hash: string }>(
          sql.raw(
            `select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as hash from "${table}" t`,
          ),
        );
        hashes[table] = hash[0]?.hash ?? '';
      }
      return hashes;
    };
    const before = await snapshot();
    const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('answers a form posted before its page’s script ran by showing the page again, fields unread', async () => {
    const posted = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=someone%40example.com&password=secret',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/login');
    expect(posted.body).toBe('');
  });

  it('renders the version remotes.json names, noticed without a restart, and a failed remote as Retry', async () => {
    const redeployed = writeRemote(dist, 'mfe-public', '1.0.1', remoteServer('Welcome again'));
    writeRemotesJson(dist, { ...remotes, mfe_public: redeployed });
    await waitForRecheck();
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('Welcome again from the shell');
    expect(page.body).toContain('/remotes/mfe-public/1.0.1/');

    const broken = writeRemote(dist, 'mfe-public', '1.0.2', 'throw new Error("broken build");');
    writeRemotesJson(dist, { ...remotes, mfe_public: broken });
    await waitForRecheck();
    const failed = await t.app.inject({ method: 'GET', url: '/' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<p>Retry</p>');
    writeRemotesJson(dist, remotes);
    await waitForRecheck();
  });
});
