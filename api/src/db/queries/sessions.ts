import { and, desc, eq, gt, inArray, isNull, lte, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client';
import { refreshTokens, sessions, users } from '../schema';

export type NewSession = typeof sessions.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;

/** A login's session: its refresh tokens are the family `session.id`. */
export async function insertSession(db: Queryable, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

/**
 * Whether the `sessions` row of a query (with its user as `users`) is a newcomer's: the user's
 * first session (no other started before it, or at the same moment; sessions are never deleted,
 * only ended), started within a day of the account being made. Registration signs in at once; an
 * account made long before its first sign-in (the demo accounts, which "joined" days ago) is not
 * new to the portal.
 */
export function newcomerSession(db: Queryable): SQL<boolean> {
  const other = alias(sessions, 'other_sessions');
  const earlier = db
    .select({ id: other.id })
    .from(other)
    .where(
      and(
        eq(other.userId, sessions.userId),
        ne(other.id, sessions.id),
        lte(other.createdAt, sessions.createdAt),
      ),
    );
  return sql<boolean>`(${notExists(earlier)} and ${sessions.createdAt} - ${users.createdAt} < interval '1 day')`;
}

/** Whether the user's session `sessionId` is a newcomer's (`newcomerSession`). */
export async function isFirstSessionOf(
  db: Queryable,
  userId: number,
  sessionId: string,
): Promise<boolean> {
  const [session] = await db
    .select({ newcomer: newcomerSession(db) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  return session?.newcomer === true;
}

/** A refresh of the session: when and from which address it was last used. */
export async function touchSession(
  db: Queryable,
  id: string,
  use: { lastUsedAt: Date; ipAddress: string },
): Promise<void> {
  await db.update(sessions).set(use).where(eq(sessions.id, id));
}

/** The user's sessions not ended and used since `usedSince`, the last used first (at most 100). */
export function liveSessionsOf(
  db: Queryable,
  userId: number,
  usedSince: Date,
): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.lastUsedAt, usedSince),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
    .limit(100);
}

/**
 * Ends sessions of the user: `only` one of them, or all `except` one, or all. Their refresh tokens
 * are revoked with them (access tokens naming them stop at authentication). Returns the ids ended.
 */
export async function endSessions(
  db: Queryable,
  userId: number,
  which: { only?: string; except?: string },
  now: Date,
): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        which.only === undefined ? undefined : eq(sessions.id, which.only),
        which.except === undefined ? undefined : ne(sessions.id, which.except),
      ),
    )
    .returning({ id: sessions.id });
  const ids = ended.map((row) => row.id);
  if (ids.length > 0) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(inArray(refreshTokens.familyId, ids), isNull(refreshTokens.revokedAt)));
  }
  return ids;
}
