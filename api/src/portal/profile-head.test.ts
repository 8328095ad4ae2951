import { eq } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { profiles, users } from '../db/schema';
import { bearer } from '../test/marketplace-fixtures';
import { multipartFile, tinyPng } from '../test/images';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

/** The shell's page, minified as the build writes it (attribute values unquoted where it can). */
const INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset="utf-8" />' +
  '<title>Influencer Marketplace</title></head>' +
  '<body><div id=root></div><script defer src="/main.0123456789.js"></script></body></html>';

/** The `content` of each `<meta property|name=...>` of a page, by its key, as a crawler reads them. */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    tags[match[1] ?? ''] = (match[2] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return tags;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** The server's first paint of the page, sent right after the shell's (empty) root. */
const firstPaintOf = (html: string) =>
  /<div id=root><\/div>(<div id="first-paint" class="first-paint">[^]*<\/div>)<script/.exec(
    html,
  )?.[1] ?? '';

/** The text a reader sees of some HTML, one line per element's text, entities decoded. */
const textOf = (html: string) =>
  html
    .split(/<[^>]*>/)
    .map((part) =>
      part
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&amp;/g, '&'),
    )
    .filter((part) => part !== '');

describe('link-preview tags and first paint of /user/:username', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'dist-profile-'));
    mkdirSync(path.join(dist, 'shell'), { recursive: true });
    writeFileSync(path.join(dist, 'shell', 'index.html'), INDEX_HTML);
    t = await startTestApp({ portalDist: dist, publicUrl: 'https://portal.example.bd' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'portal.example.bd', ...headers } });

  /** A new user of `role` whose profile says `fields`. */
  async function userWithProfile(role: 'brand' | 'influencer', fields: Record<string, unknown>) {
    const user = await registerUser(t.app, role);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/',
      headers: bearer(user),
      payload: { username: user.user.username, email: user.user.email, ...fields },
    });
    expect(response.statusCode).toBe(200);
    return user;
  }

  const influencer = (bio: string) =>
    userWithProfile('influencer', { bio, category: 'fashion', followers_count: 25000 });

  /** Uploads a picture for `user`; returns its address as the profile gives it. */
  async function uploadPicture(user: Awaited<ReturnType<typeof influencer>>): Promise<string> {
    const { payload, headers } = multipartFile('profile_picture', 'me.png', 'image/png', tinyPng());
    const upload = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/picture/',
      headers: { ...headers, ...bearer(user) },
      payload,
    });
    return upload.json().profile_picture;
  }

  /** Reputation as the reviews keep it on the profile (see docs/collaboration.md). */
  const setReputation = (userId: number, sum: number, count: number, completed: number) =>
    t.database.db
      .update(profiles)
      .set({ ratingSum: sum, ratingCount: count, completedCollaborations: completed })
      .where(eq(profiles.userId, userId));

  it('gives a profile with a picture and reviews its title, description, image and address', async () => {
    const user = await influencer('Dhaka fashion and lifestyle.');
    const picture = await uploadPicture(user);
    await setReputation(user.user.id, 55, 12, 8);

    const response = await page(`/user/${user.user.username}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const name = user.user.username;
    expect(titleOf(response.body)).toBe(`${name} – Influencer Marketplace`);
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    expect(metaTags(response.body)).toEqual({
      'og:type': 'profile',
      'og:title': `${name} – Influencer Marketplace`,
      'og:description':
        '★ 4.6 · 12 reviews · 8 completed collaborations. Dhaka fashion and lifestyle.',
      'og:url': `https://portal.example.bd/user/${name}`,
      'og:site_name': 'Influencer Marketplace',
      'og:image': `https://portal.example.bd${picture}`,
      'profile:username': name,
      'twitter:card': 'summary',
      'twitter:title': `${name} – Influencer Marketplace`,
      'twitter:description':
        '★ 4.6 · 12 reviews · 8 completed collaborations. Dhaka fashion and lifestyle.',
    });
    // The tags are in the head; the page is otherwise the shell as built, with no inline script.
    expect(response.body.indexOf('og:title')).toBeLessThan(response.body.indexOf('</head>'));
    expect(response.body).toContain('<script defer src="/main.0123456789.js"></script>');
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(response.body).not.toContain(user.user.email);
  });

  it('says "No reviews yet" and has no image for a profile without a picture or reviews', async () => {
    const user = await influencer('Street food.');
    const tags = metaTags((await page(`/user/${user.user.username.toUpperCase()}/`)).body);
    expect(tags['og:description']).toBe(
      'No reviews yet · 0 completed collaborations. Street food.',
    );
    expect(tags['og:image']).toBeUndefined();
    expect(tags['og:url']).toBe(`https://portal.example.bd/user/${user.user.username}`);
  });

  it('words the description in Bangla for a reader asking for it', async () => {
    const user = await influencer('Street food.');
    await setReputation(user.user.id, 5, 1, 1);
    const response = await page(`/user/${user.user.username}`, { 'accept-language': 'bn' });
    expect(metaTags(response.body)['og:description']).toBe(
      '★ ৫.০ · ১টি রিভিউ · ১টি সম্পন্ন কোলাবরেশন। Street food.',
    );
    expect(response.headers['content-language']).toBe('bn');
    expect(response.headers.vary).toMatch(/accept-language/i);
  });

  it('escapes a hostile bio and cuts a long one to about 160 characters', async () => {
    const hostile = `"><script>alert(1)</script><meta property="og:image" content="x"> ${'word '.repeat(60)}`;
    const user = await influencer(hostile);
    const response = await page(`/user/${user.user.username}`);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('"><script');
    expect(response.body).toContain(
      '&quot;>&lt;script>alert(1)&lt;/script>&lt;meta property=&quot;',
    );
    const tags = metaTags(response.body);
    expect(tags['og:image']).toBeUndefined();
    const bio = (tags['og:description'] ?? '').split('. ').slice(1).join('. ');
    expect(bio.startsWith('"><script>alert(1)</script>')).toBe(true);
    expect(bio.endsWith('…')).toBe(true);
    expect(bio.length).toBeLessThanOrEqual(160);
  });

  it('paints the profile card beside the root before any script: picture, name, role, figures, bio', async () => {
    const user = await influencer('Dhaka fashion.\nLifestyle & food.');
    const picture = await uploadPicture(user);
    await setReputation(user.user.id, 5, 1, 3);
    const name = user.user.username;

    const response = await page(`/user/${name}`);
    const root = firstPaintOf(response.body);
    expect(response.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(root).toContain('<a class="first-paint-home" href="/">Influencer Marketplace</a>');
    expect(root).toContain(
      `<img class="public-profile-avatar" src="${picture}" alt="Profile picture of ${name}" width="112" height="112" fetchpriority="high">`,
    );
    const month = new Intl.DateTimeFormat('en', {
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Dhaka',
    }).format(new Date());
    expect(textOf(root)).toEqual([
      'Influencer Marketplace',
      name,
      'influencer',
      `Member since ${month}`,
      'Followers',
      '25,000',
      'Completed collaborations',
      '3',
      'Rating',
      '★ 5.0 · 1 review',
      'Dhaka fashion.\nLifestyle & food.',
    ]);
    expect(root).toContain(`<h1 class="public-profile-name">${name}</h1>`);
    expect(response.body).not.toContain(user.user.email);
    expect(response.body.match(/<div id="first-paint"/g)).toHaveLength(1);
  });

  it('paints the card in Bangla, with Bengali digits, for a reader asking for it', async () => {
    const user = await influencer('রান্না আর ভ্রমণ।');
    await setReputation(user.user.id, 9, 2, 1);
    const response = await page(`/user/${user.user.username}`, { 'accept-language': 'bn-BD' });
    expect(response.body).toMatch(/^<!doctype html><html lang="bn">/);
    const text = textOf(firstPaintOf(response.body));
    expect(text).toEqual(
      expect.arrayContaining([
        'ইনফ্লুয়েন্সার',
        'ফলোয়ার',
        '২৫,০০০',
        'সম্পন্ন কোলাবরেশন',
        '১',
        'রেটিং',
        '★ ৪.৫ · ২টি রিভিউ',
        'রান্না আর ভ্রমণ।',
      ]),
    );
    expect(text.find((line) => line.startsWith('সদস্য '))).toMatch(/^সদস্য \S+ [০-৯]{4} থেকে$/);
    expect(firstPaintOf(response.body)).toContain(`alt="${user.user.username}-এর প্রোফাইল ছবি"`);
  });

  it('paints a brand without followers, with its industry, and says when there is no bio', async () => {
    const brand = await userWithProfile('brand', { industry: 'Food & drink' });
    const root = firstPaintOf((await page(`/user/${brand.user.username}`)).body);
    expect(textOf(root)).toEqual(
      expect.arrayContaining(['brand', 'Industry', 'Food & drink', 'No bio yet.']),
    );
    expect(textOf(root)).not.toContain('Followers');
    expect(root).toContain('src="data:image/svg+xml,');
  });

  it('escapes a hostile bio in the painted card, replacement patterns included', async () => {
    const hostile = `"><script>alert(1)</script></div><img src=x onerror=alert(2)> $& $' $\``;
    const user = await influencer(hostile);
    const response = await page(`/user/${user.user.username}`);
    const root = firstPaintOf(response.body);
    expect(root).toContain(
      '<p class="public-profile-bio">&quot;>&lt;script>alert(1)&lt;/script>&lt;/div>&lt;img src=x onerror=alert(2)> $&amp; $\' $`</p>',
    );
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(response.body).not.toMatch(/<img src=x/);
    expect(response.body.match(/<div id="first-paint"/g)).toHaveLength(1);
  });

  it('sends the plain shell for unknown, deactivated, admin and malformed names, and other pages', async () => {
    const gone = await influencer('Gone.');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, gone.user.id));
    const admin = await influencer('Admin.');
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    for (const url of [
      '/user/nobody_here',
      `/user/${gone.user.username}`,
      `/user/${admin.user.username}`,
      '/user/%22%3E%3Cscript%3E',
      '/campaigns',
      '/',
    ]) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('answers HEAD with the headers of the page and no body', async () => {
    const user = await influencer('Head.');
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/user/${user.user.username}`,
      headers: { host: 'portal.example.bd' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body).toBe('');
  });

  it('compresses the page as the client accepts, and follows a changed profile at once', async () => {
    const user = await influencer('Compressed.');
    const url = `/user/${user.user.username}`;
    const plain = await page(url);
    for (let i = 0; i < 2; i += 1) {
      const br = await page(url, { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    }
    await t.database.db
      .update(profiles)
      .set({ bio: 'Changed.' })
      .where(eq(profiles.userId, user.user.id));
    const changed = await page(url, { 'accept-encoding': 'br' });
    expect(metaTags(brotliDecompressSync(changed.rawPayload).toString())['og:description']).toMatch(
      /Changed\.$/,
    );
  });

  it('builds its addresses from PUBLIC_URL, whatever Host or X-Forwarded-* a request claims', async () => {
    const user = await influencer('Proxied.');
    const response = await t.app.inject({
      method: 'GET',
      url: `/user/${user.user.username}`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(metaTags(response.body)['og:url']).toBe(
      `https://portal.example.bd/user/${user.user.username}`,
    );
  });
});
