import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../auth/passwords';
import { openMigratedDatabase } from '../db/open-migrated';
import { users } from '../db/schema';
import { runCommandLine } from '../test/command-line';

// Three CLI processes, each opening an embedded database of its own (the first creates it): on a
// busy two-core machine that takes longer than the suites' usual 60 s.
jest.setTimeout(180_000);

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'create-admin-test-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run create-admin -- ...` as an operator runs it, on an embedded database of its own. */
const createAdmin = (...args: string[]) => runCommandLine('create-admin', dataDir, args);

describe('npm run create-admin', () => {
  it('creates an admin with a hashed password, and refuses taken names and bad input', async () => {
    const created = createAdmin(
      '--email',
      'Boss@Example.com',
      '--username',
      'boss',
      '--password',
      'long-enough-1',
    );
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('Admin boss <boss@example.com> created.');
    expect(created.status).toBe(0);

    const taken = createAdmin(
      '--email',
      'BOSS@example.com',
      '--username',
      'BOSS',
      '--password',
      'long-enough-2',
    );
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain('--username: A user with that username already exists.');
    expect(taken.stderr).toContain('--email: A user with that email already exists.');

    const invalid = createAdmin(
      '--email',
      'not-an-email',
      '--username',
      'b',
      '--password',
      'short',
    );
    expect(invalid.status).toBe(2);
    expect(invalid.stderr).toContain('--email: Enter a valid email address.');
    expect(invalid.stderr).toContain('--password: Password must be at least 8 characters.');
    expect(invalid.stderr).toContain('Usage: npm run create-admin');

    const database = await openMigratedDatabase({ databaseUrl: undefined, dataDir });
    try {
      const rows = await database.db.select().from(users).where(eq(users.username, 'boss'));
      expect(rows).toHaveLength(1);
      const [admin] = rows;
      expect(admin?.role).toBe('admin');
      expect(admin?.email).toBe('boss@example.com');
      // The operator vouches for the address: an admin never waits for a verification link.
      expect(admin?.emailVerifiedAt).toBeInstanceOf(Date);
      expect(admin?.passwordHash).not.toContain('long-enough-1');
      expect(await verifyPassword('long-enough-1', admin?.passwordHash ?? '')).toBe(true);
    } finally {
      await database.close();
    }
  });
});
