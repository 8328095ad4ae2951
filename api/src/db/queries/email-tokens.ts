import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { EmailTokenPurpose } from '@portal/shared/contract/accounts';
import type { Queryable } from '../client';
import { emailTokens, users } from '../schema';
import type { UserRow } from './users';
import { findRow, lockRow } from './one-row';

export type EmailTokenRow = typeof emailTokens.$inferSelect;
export type NewEmailToken = typeof emailTokens.$inferInsert;

export async function insertEmailToken(db: Queryable, token: NewEmailToken): Promise<void> {
  await db.insert(emailTokens).values(token);
}

/** The token of `purpose` with this hash, used or not, expired or not. */
export async function findEmailToken(
  db: Queryable,
  purpose: EmailTokenPurpose,
  tokenHash: string,
): Promise<EmailTokenRow | undefined> {
  return findRow(
    db,
    emailTokens,
    and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)),
  );
}

/** The unused, unexpired token of `purpose` with this hash, locked until the transaction ends. */
export async function lockUsableEmailToken(
  db: Queryable,
  purpose: EmailTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<EmailTokenRow | undefined> {
  return lockRow(
    db,
    emailTokens,
    and(
      eq(emailTokens.tokenHash, tokenHash),
      eq(emailTokens.purpose, purpose),
      isNull(emailTokens.usedAt),
      gt(emailTokens.expiresAt, now),
    ),
  );
}

/**
 * The user of the token with this hash (used or not), locked until the transaction ends. Opening
 * a link locks its user before the link itself, in the order of everything that voids links: a
 * link voided meanwhile is then seen used.
 */
export async function lockUserOfEmailToken(
  db: Queryable,
  tokenHash: string,
): Promise<UserRow | undefined> {
  return lockRow(
    db,
    users,
    eq(
      users.id,
      db
        .select({ userId: emailTokens.userId })
        .from(emailTokens)
        .where(eq(emailTokens.tokenHash, tokenHash)),
    ),
  );
}

/**
 * Marks the user's unused tokens used: all of them, or `only` those of one purpose for one
 * address (one link works, the rest stop).
 */
export async function useEmailTokensOf(
  db: Queryable,
  userId: number,
  now: Date,
  only?: { purpose: EmailTokenPurpose; email: string },
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        isNull(emailTokens.usedAt),
        ...(only === undefined
          ? []
          : [
              eq(emailTokens.purpose, only.purpose),
              sql`lower(${emailTokens.email}) = ${only.email.toLowerCase()}`,
            ]),
      ),
    );
}

/**
 * How many tokens of `purpose` the user was sent since `since`, and when the oldest and newest of
 * them were: the account's sending budget.
 */
export async function countEmailTokensSince(
  db: Queryable,
  userId: number,
  purpose: EmailTokenPurpose,
  since: Date,
): Promise<{ count: number; oldest: Date | null; newest: Date | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${emailTokens.createdAt})`,
      newest: sql<string | null>`max(${emailTokens.createdAt})`,
    })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        gt(emailTokens.createdAt, since),
      ),
    );
  const date = (value: string | null | undefined) => (value == null ? null : new Date(value));
  return { count: row?.count ?? 0, oldest: date(row?.oldest), newest: date(row?.newest) };
}

/**
 * The address a change is waiting on: the newest unused, unexpired verification link of the user
 * for an address other than their current one; null when none.
 */
export async function pendingEmailOf(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ email: emailTokens.email })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, 'verify_email'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
        ne(sql`lower(${emailTokens.email})`, sql`lower(${users.email})`),
      ),
    )
    .orderBy(desc(emailTokens.createdAt), desc(emailTokens.id))
    .limit(1);
  return row?.email ?? null;
}
