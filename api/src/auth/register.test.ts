import { eq } from 'drizzle-orm';
import { usernameSkeleton } from '@portal/shared/contract/look-alikes';
import { profiles, users } from '../db/schema';
import { startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown, url = '/api/register/') =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/register/', () => {
  it('creates the user and an empty profile and answers 201 {user, access, refresh}', async () => {
    const response = await register({
      username: 'Rahim.Khan',
      email: 'Rahim@Example.com',
      password: 'long-enough-password',
      role: 'brand',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toEqual({
      id: expect.any(Number),
      username: 'Rahim.Khan',
      email: 'rahim@example.com',
      role: 'brand',
      language: 'en',
      first_session: true,
    });
    expect(body.access).toEqual(expect.any(String));
    expect(body.refresh).toEqual(expect.any(String));
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, body.user.id));
    expect(profile?.bio).toBe('');
  });

  it('works without the trailing slash too', async () => {
    const response = await register(
      {
        username: 'no_slash',
        email: 'no.slash@example.com',
        password: 'long-enough-password',
        role: 'influencer',
      },
      '/api/register',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toEqual(expect.objectContaining({ username: 'no_slash' }));
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'no_slash'));
    expect(user?.role).toBe('influencer');
  });

  it('answers 400 with a message per field for invalid input', async () => {
    const response = await register({ username: 'ab', email: 'not-an-email', password: 'short' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toEqual(expect.any(String));
    expect(body.fields).toEqual({
      username: ['Username must be 3-30 characters.'],
      email: ['Enter a valid email address.'],
      password: ['Password must be at least 8 characters.'],
      role: ['Role must be brand or influencer.'],
    });
  });

  it('refuses usernames with characters outside letters, digits, _ and .', async () => {
    const response = await register({
      username: 'bad name!',
      email: 'bad.name@example.com',
      password: 'long-enough-password',
      role: 'brand',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.username).toEqual([
      'Username may contain only letters, digits, _ and .',
    ]);
  });

  describe('names people can trust', () => {
    const HIDDEN = 'Username may not contain invisible or text-direction characters.';
    const RESERVED = 'This username is reserved. Please choose another.';
    const LOOK_ALIKE = 'This username looks too much like an existing one. Please choose another.';
    let n = 0;
    const registerAs = (username: string) => {
      n += 1;
      return register({
        username,
        email: `trust${n}@example.com`,
        password: 'long-enough-password',
        role: 'influencer',
      });
    };

    it.each([
      ['a zero-width space', 'aarong\u200bstyle'],
      ['a zero-width joiner', 'bkash\u200d_help'],
      ['a zero-width non-joiner', 'zara\u200cfan'],
      ['a word joiner', 'dhaka\u2060food'],
      ['a byte-order mark inside', 'rafi\ufefffit'],
      ['a right-to-left override', 'shop\u202egnp.exe'],
      ['a left-to-right mark', 'nusrat\u200e'],
      ['a directional isolate', '\u2067tanvir\u2069'],
    ])('refuses %s with a clear message', async (_name, username) => {
      const response = await registerAs(username);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ username: [HIDDEN] });
    });

    it.each([
      'admin',
      'Admin',
      'ADM1N',
      'admin_1',
      'support',
      'Supp0rt',
      'help',
      'he1p',
      'bkash',
      'b.kash',
      'bKash247',
      'nagad',
      'n.a.g.a.d',
    ])('refuses the reserved name %s', async (username) => {
      const response = await registerAs(username);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ username: [RESERVED] });
    });

    it('allows a name that only contains a reserved word', async () => {
      expect((await registerAs('helpful_hana')).statusCode).toBe(201);
    });

    it('refuses a name that reads as an existing user’s', async () => {
      expect((await registerAs('aarong_style')).statusCode).toBe(201);
      for (const lookAlike of ['aarong_sty1e', 'Aarong.Style', 'aar0ng_style', 'AARONGSTYLE']) {
        const response = await registerAs(lookAlike);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ username: [LOOK_ALIKE] });
      }
      expect((await registerAs('modem_shop')).statusCode).toBe(201);
      const response = await registerAs('modern_shop');
      expect(response.json().fields).toEqual({ username: [LOOK_ALIKE] });
    });

    it('stores the skeleton the shared usernameSkeleton gives, for every entry of its table', async () => {
      expect((await registerAs('X0134578I_.rnVV')).statusCode).toBe(201);
      const rows = await t.database.db
        .select({ username: users.username, skeleton: users.usernameSkeleton })
        .from(users);
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows) expect(row.skeleton).toBe(usernameSkeleton(row.username));
      expect(rows.find((row) => row.username === 'X0134578I_.rnVV')?.skeleton).toBe('xoleastblmw');
    });

    it('lets one of two look-alike names registering at once through', async () => {
      const answers = await Promise.all([registerAs('twin_star'), registerAs('tvvin_5tar')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    });
  });

  it('refuses role admin', async () => {
    const response = await register({
      username: 'would_be_admin',
      email: 'admin.wannabe@example.com',
      password: 'long-enough-password',
      role: 'admin',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ role: ['Role must be brand or influencer.'] });
  });

  it('refuses a username or email taken in another case with 400 and fields', async () => {
    const first = await register({
      username: 'Karim_BD',
      email: 'karim@example.com',
      password: 'long-enough-password',
      role: 'influencer',
    });
    expect(first.statusCode).toBe(201);

    const sameUsername = await register({
      username: 'karim_bd',
      email: 'other@example.com',
      password: 'long-enough-password',
      role: 'influencer',
    });
    expect(sameUsername.statusCode).toBe(400);
    expect(sameUsername.json().fields).toEqual({
      username: ['A user with that username already exists.'],
    });

    const sameEmail = await register({
      username: 'karim_two',
      email: 'KARIM@example.COM',
      password: 'long-enough-password',
      role: 'influencer',
    });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json().fields).toEqual({ email: ['A user with that email already exists.'] });

    const both = await register({
      username: 'KARIM_bd',
      email: 'Karim@Example.com',
      password: 'long-enough-password',
      role: 'brand',
    });
    expect(Object.keys(both.json().fields).sort()).toEqual(['email', 'username']);
  });

  it('lets the unique index decide between two registrations racing for one name', async () => {
    const payload = (n: number) => ({
      username: 'racer',
      email: `racer${n}@example.com`,
      password: 'long-enough-password',
      role: 'brand',
    });
    const answers = await Promise.all([register(payload(1)), register(payload(2))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
  });

  it('ignores unknown fields such as is_active or id', async () => {
    const response = await register({
      username: 'sneaky',
      email: 'sneaky@example.com',
      password: 'long-enough-password',
      role: 'influencer',
      is_active: false,
      id: 1,
      password_hash: 'x',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body.user).sort()).toEqual([
      'email',
      'first_session',
      'id',
      'language',
      'role',
      'username',
    ]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row?.isActive).toBe(true);
    expect(row?.passwordHash).not.toBe('x');
  });

  it('stores a scrypt hash at the real cost, never the password', async () => {
    // The other tests' app hashes at a lower cost (test-app.ts); this one at the server's own
    // default, which createApp takes when no cost is given.
    const server = await startTestApp({}, undefined, { passwordCost: undefined });
    try {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/register/',
        payload: {
          username: 'hash_check',
          email: 'hash.check@example.com',
          password: 'plaintext-never-stored',
          role: 'brand',
        },
      });
      expect(response.statusCode).toBe(201);
      const [row] = await server.database.db
        .select()
        .from(users)
        .where(eq(users.username, 'hash_check'));
      expect(row?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(row?.passwordHash).not.toContain('plaintext-never-stored');
    } finally {
      await server.close();
    }
  });
});
