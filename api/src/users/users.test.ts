import { eq } from 'drizzle-orm';
import { refreshTokens, users } from '../db/schema';
import {
  confirmedPayment,
  registerAdmin,
  releasedPayment,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { auditRowsOf } from '../test/audit-rows';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

let t: TestApp;
let admin: SignedIn;
let brand: SignedIn;
let influencer: SignedIn;

beforeAll(async () => {
  t = await startTestApp({ platformFeePercent: 10 });
  admin = await registerAdmin(t.app, t.database.db);
  brand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, who?: { access: string }, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who === undefined ? {} : { authorization: `Bearer ${who.access}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const act = (who: SignedIn | undefined, id: number, action: unknown) =>
  call('PUT', `/api/admin/users/${id}/`, who, { action });
const auditOf = (id: number) => auditRowsOf(t.database.db, 'user', id);

describe('GET /api/users/all/', () => {
  it('lists users newest first with the summary shape, never a password hash', async () => {
    const response = await call('GET', '/api/users/all/', admin);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list[0]).toEqual({
      id: influencer.user.id,
      username: influencer.user.username,
      email: influencer.user.email,
      role: 'influencer',
      is_active: true,
      created_at: expect.stringMatching(/Z$/),
    });
    expect(list.map((u: { id: number }) => u.id)).toEqual(
      expect.arrayContaining([admin.user.id, brand.user.id]),
    );
    expect(response.body).not.toMatch(/password|scrypt|argon/i);
  });

  it('filters by role and pages with a Link header', async () => {
    for (let i = 0; i < 3; i += 1) await registerUser(t.app, 'brand');
    const brands = await call('GET', '/api/users/all/?role=brand&limit=2', admin);
    expect(brands.json()).toHaveLength(2);
    expect(brands.json().every((u: { role: string }) => u.role === 'brand')).toBe(true);
    const next = /<([^>]+)>/.exec(String(brands.headers.link))?.[1] ?? '';
    expect(next).toContain('role=brand');
    const rest = await call('GET', next, admin);
    expect(rest.json().every((u: { role: string }) => u.role === 'brand')).toBe(true);
    expect(rest.json()).toHaveLength(2);
    expect((await call('GET', '/api/users/all/?role=admin', admin)).json()).toHaveLength(1);
  });

  it('searches username and email case-insensitively, taking % _ and \\ literally', async () => {
    const db = t.database.db;
    const named = async (username: string, email: string) => {
      const user = await registerUser(t.app, 'influencer');
      await db.update(users).set({ username, email }).where(eq(users.id, user.user.id));
      return user.user.id;
    };
    const tag = `srch${process.pid}`;
    const underscore = await named(`${tag}_rahim`, `${tag}.one@example.com`);
    const noUnderscore = await named(`${tag}xrahim`, `${tag}.two@example.com`);
    const byEmail = await named(`${tag}karim`, `${tag}.Karim@Shop.COM.bd`);
    const percent = await named(`${tag}pct`, `${tag}100%@example.com`);
    const search = async (text: string) => {
      const response = await call(
        'GET',
        `/api/users/all/?limit=100&search=${encodeURIComponent(text)}`,
        admin,
      );
      expect(response.statusCode).toBe(200);
      return (response.json() as { id: number }[]).map((u) => u.id);
    };

    expect(await search(`${tag}_`)).toEqual([underscore]);
    expect(await search(`${tag.toUpperCase()}XRAHIM`)).toEqual([noUnderscore]);
    expect(await search('shop.com.BD')).toEqual([byEmail]);
    expect(await search(`  ${tag}100%@  `)).toEqual([percent]);
    expect(await search(`${tag}%`)).toEqual([]);
    expect(await search(`${tag}\\`)).toEqual([]);
    expect(await search(tag)).toEqual([percent, byEmail, noUnderscore, underscore]);

    const brands = await call('GET', `/api/users/all/?role=brand&search=${tag}`, admin);
    expect(brands.json()).toEqual([]);
    const paged = await call('GET', `/api/users/all/?search=${tag}&limit=3`, admin);
    const next = /<([^>]+)>/.exec(String(paged.headers.link))?.[1] ?? '';
    expect(next).toContain(`search=${tag}`);
    expect((await call('GET', next, admin)).json().map((u: { id: number }) => u.id)).toEqual([
      underscore,
    ]);
  });

  it('finds by a word after a separator exactly the users whose username or email contain the search', async () => {
    const db = t.database.db;
    const tag = `wrd${process.pid}`;
    for (const [username, email] of [
      [`${tag}_100002`, `Influencer_100002@Scale.Local`],
      [`${tag}_1000021`, `${tag}.x1000021@example.com`],
      [`${tag}x2100002`, `a.B-c_100002x@shop.com.bd`],
      [`${tag}.Rahim_01`, `rahim_01+promo@mail.example`],
    ] as const) {
      const user = await registerUser(t.app, 'influencer');
      await db.update(users).set({ username, email }).where(eq(users.id, user.user.id));
    }
    const everyone = await db
      .select({ id: users.id, username: users.username, email: users.email })
      .from(users);
    const texts = everyone.flatMap((u) => [u.username, u.email]).filter((x) => x.includes(tag));
    texts.push('Influencer_100002@Scale.Local', 'a.B-c_100002x@shop.com.bd');
    const terms = new Set<string>();
    for (const text of texts) {
      for (let start = 0; start < text.length; start += 1) {
        for (const length of [2, 4, 7, 11]) {
          const term = text.slice(start, start + length);
          if (/[^a-z0-9][a-z0-9]/i.test(term))
            terms.add(start % 2 === 0 ? term : term.toUpperCase());
        }
      }
    }
    expect(terms.size).toBeGreaterThan(100);
    for (const term of terms) {
      const response = await call(
        'GET',
        `/api/users/all/?limit=100&search=${encodeURIComponent(term)}`,
        admin,
      );
      const found = (response.json() as { id: number }[]).map((u) => u.id).sort((a, b) => a - b);
      const contains = (text: string) => text.toLowerCase().includes(term.toLowerCase());
      const expected = everyone
        .filter((u) => contains(u.username) || contains(u.email))
        .map((u) => u.id)
        .sort((a, b) => a - b);
      expect({ term, found }).toEqual({ term, found: expected });
    }
  });

  it('is for admins only and refuses bad queries with 400', async () => {
    expect((await call('GET', '/api/users/all/', brand)).statusCode).toBe(403);
    expect((await call('GET', '/api/users/all/', influencer)).statusCode).toBe(403);
    expect((await call('GET', '/api/users/all/')).statusCode).toBe(401);
    for (const query of [
      'role=superuser',
      'limit=1000',
      'cursor=-1',
      `search=${'a'.repeat(101)}`,
    ]) {
      const response = await call('GET', `/api/users/all/?${query}`, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual(expect.any(Object));
    }
  });
});

describe('PUT /api/admin/users/{id}/', () => {
  it("keeps the deactivation's reason with its audit row and says it when the user tries to log in, in their language", async () => {
    const user = await registerUser(t.app, 'influencer');
    const response = await call('PUT', `/api/admin/users/${user.user.id}/`, admin, {
      action: 'deactivate',
      reason: '  Fake follower numbers  ',
    });
    expect(response.statusCode).toBe(200);
    expect((await auditOf(user.user.id)).at(-1)).toMatchObject({
      action: 'user.deactivate',
      after: { is_active: false, reason: 'Fake follower numbers' },
    });

    const login = await call('POST', '/api/login/', undefined, {
      email: user.user.email,
      password: user.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toBe(
      'Your account has been deactivated. Reason: Fake follower numbers',
    );
    const bangla = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'accept-language': 'bn' },
      payload: { email: user.user.email, password: user.password },
    });
    expect(bangla.json().error).toBe(
      'আপনার অ্যাকাউন্ট নিষ্ক্রিয় করা হয়েছে। কারণ: Fake follower numbers',
    );
  });

  it('refuses a reason shorter than 3 characters', async () => {
    const user = await registerUser(t.app, 'brand');
    const response = await call('PUT', `/api/admin/users/${user.user.id}/`, admin, {
      action: 'deactivate',
      reason: 'no',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('reason');
  });

  it('deactivates: live access and refresh tokens stop working, login says deactivated', async () => {
    const user = await registerUser(t.app, 'brand');
    const second = await call('POST', '/api/login/', undefined, {
      email: user.user.email,
      password: user.password,
    });
    expect((await call('GET', '/api/campaigns/', user)).statusCode).toBe(200);

    const response = await act(admin, user.user.id, 'deactivate');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.user.id,
      username: user.user.username,
      email: user.user.email,
      role: 'brand',
      is_active: false,
      created_at: expect.any(String),
    });

    const live = await call('GET', '/api/campaigns/', user);
    expect(live.statusCode).toBe(401);
    expect(live.json()).toEqual({ error: 'Your account has been deactivated.' });
    for (const refresh of [user.refresh, second.json().refresh]) {
      const refreshed = await call('POST', '/api/token/refresh/', undefined, { refresh });
      expect(refreshed.statusCode).toBe(401);
    }
    const open = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.user.id));
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((token) => token.revokedAt !== null)).toBe(true);

    const login = await call('POST', '/api/login/', undefined, {
      email: user.user.email,
      password: user.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ error: 'Your account has been deactivated.' });

    expect(await auditOf(user.user.id)).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        action: 'user.deactivate',
        before: { is_active: true },
        after: { is_active: false },
      }),
    ]);
  });

  it('activates again: the user can log in, with an audit row', async () => {
    const user = await registerUser(t.app, 'influencer');
    await act(admin, user.user.id, 'deactivate');
    const response = await act(admin, user.user.id, 'activate');
    expect(response.statusCode).toBe(200);
    expect(response.json().is_active).toBe(true);
    const login = await call('POST', '/api/login/', undefined, {
      email: user.user.email,
      password: user.password,
    });
    expect(login.statusCode).toBe(200);
    expect((await auditOf(user.user.id)).map((row) => row.action)).toEqual([
      'user.deactivate',
      'user.activate',
    ]);
  });

  it('activates again without reviving the tokens issued before the deactivation', async () => {
    const user = await registerUser(t.app, 'brand');
    const second = await call('POST', '/api/login/', undefined, {
      email: user.user.email,
      password: user.password,
    });
    const unused = second.json<{ access: string; refresh: string }>();
    // Verified once, so the server remembers its signature: it must be refused all the same.
    expect((await call('GET', '/api/campaigns/', user)).statusCode).toBe(200);

    expect((await act(admin, user.user.id, 'deactivate')).statusCode).toBe(200);
    expect((await act(admin, user.user.id, 'activate')).statusCode).toBe(200);

    for (const old of [user, unused]) {
      const refused = await call('GET', '/api/campaigns/', old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: 'Your session has expired. Please log in again.' });
      const refreshed = await call('POST', '/api/token/refresh/', undefined, {
        refresh: old.refresh,
      });
      expect(refreshed.statusCode).toBe(401);
    }

    // Signed in again at once, within the same second as the deactivation: that token works,
    // and so does the one its refresh token gives.
    const login = await call('POST', '/api/login/', undefined, {
      email: user.user.email,
      password: user.password,
    });
    expect(login.statusCode).toBe(200);
    const fresh = login.json<{ access: string; refresh: string }>();
    expect((await call('GET', '/api/campaigns/', fresh)).statusCode).toBe(200);
    const rotated = await call('POST', '/api/token/refresh/', undefined, {
      refresh: fresh.refresh,
    });
    expect(rotated.statusCode).toBe(200);
    expect((await call('GET', '/api/campaigns/', rotated.json())).statusCode).toBe(200);
  });

  it('changes nothing and writes no audit row when the user is already in that state', async () => {
    const user = await registerUser(t.app, 'influencer');
    const response = await act(admin, user.user.id, 'activate');
    expect(response.statusCode).toBe(200);
    expect(response.json().is_active).toBe(true);
    expect(await auditOf(user.user.id)).toHaveLength(0);
  });

  it('refuses an admin deactivating themself with 400', async () => {
    const response = await act(admin, admin.user.id, 'deactivate');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'You cannot deactivate your own account.',
      fields: { action: ['You cannot deactivate your own account.'] },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row?.isActive).toBe(true);
  });

  it('is for admins only; 404 for a missing user; 400 for bad input', async () => {
    expect((await act(brand, influencer.user.id, 'deactivate')).statusCode).toBe(403);
    expect((await act(influencer, brand.user.id, 'deactivate')).statusCode).toBe(403);
    expect((await act(undefined, brand.user.id, 'deactivate')).statusCode).toBe(401);
    expect((await act(admin, 999_999, 'deactivate')).statusCode).toBe(404);
    for (const action of ['ban', 'DEACTIVATE', '', null, 1, { a: 1 }]) {
      const response = await act(admin, brand.user.id, action);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('action');
    }
    const badId = await call('PUT', '/api/admin/users/abc/', admin, { action: 'activate' });
    expect(badId.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, brand.user.id));
    expect(row?.isActive).toBe(true);
  });
});

describe('GET /api/admin/users/{id}/money/', () => {
  const money = (who: SignedIn | undefined, id: number) =>
    call('GET', `/api/admin/users/${id}/money/`, who);

  it("tells the admin what an influencer and a brand hold: the influencer's after the fee", async () => {
    const brand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    const parties = { brand, influencer, admin };
    await releasedPayment(t.app, t.database.db, parties, '2000.00');
    await confirmedPayment(t.app, t.database.db, parties, '1000.00');

    const held = await money(admin, influencer.user.id);
    expect(held.statusCode).toBe(200);
    expect(held.json()).toEqual({
      balance: '1800.00',
      in_escrow: '900.00',
      pending_withdrawals: '0.00',
      refunds_owed: '0.00',
    });
    expect((await money(admin, brand.user.id)).json()).toEqual({
      balance: '0.00',
      in_escrow: '1000.00',
      pending_withdrawals: '0.00',
      refunds_owed: '0.00',
    });
    expect((await money(admin, 999_999)).statusCode).toBe(404);
    expect((await money(brand, influencer.user.id)).statusCode).toBe(403);
  });
});
