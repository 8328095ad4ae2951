import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { users } from './schema';
import { isUniqueViolation } from './errors';
import { freshTestDatabase } from '../test/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshTestDatabase();
});
afterAll(() => database.close());

async function insertUser(username: string) {
  const [row] = await database.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, passwordHash: 'x', role: 'influencer' })
    .returning();
  if (row === undefined) throw new Error('no row');
  return row;
}

describe('transactions on the database under test (embedded PGlite or PostgreSQL)', () => {
  it('serialises read-modify-write under SELECT ... FOR UPDATE', async () => {
    const user = await insertUser('counter');
    const bump = () =>
      database.db.transaction(async (tx) => {
        const [row] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
        const next = String(Number(row?.username.replace('counter', '') || '0') + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        await tx
          .update(users)
          .set({ username: `counter${next}` })
          .where(eq(users.id, user.id));
      });
    await Promise.all(Array.from({ length: 10 }, bump));
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.username).toBe('counter10');
  });

  it('rolls back everything when the transaction throws', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values({
          username: 'ghost',
          email: 'ghost@example.com',
          passwordHash: 'x',
          role: 'brand',
        });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await database.db.select().from(users).where(eq(users.username, 'ghost'));
    expect(rows).toHaveLength(0);
  });

  it('reports unique violations by index name and keeps working afterwards', async () => {
    await insertUser('Unique_One');
    const error = await insertUser('unique_one').catch((caught: unknown) => caught);
    expect(isUniqueViolation(error, 'users_username_lower_key')).toBe(true);
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(count?.n).toBeGreaterThan(0);
  });

  it('enforces the CHECK constraints', async () => {
    const error = await database.db
      .insert(users)
      .values({
        username: 'bad_role',
        email: 'bad@example.com',
        passwordHash: 'x',
        role: 'root' as 'admin',
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
  });
});
