import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { refreshTokens } from '../schema';
import { lockRow } from './one-row';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type NewRefreshToken = typeof refreshTokens.$inferInsert;

export async function insertRefreshToken(db: Queryable, token: NewRefreshToken): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/** The token with this hash, locked until the transaction ends (rotation must not race). */
export async function lockRefreshTokenByHash(
  db: Queryable,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  return lockRow(db, refreshTokens, eq(refreshTokens.tokenHash, tokenHash));
}

export async function markRefreshTokenUsed(
  db: Queryable,
  id: string,
  replacedBy: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, replacedBy })
    .where(eq(refreshTokens.id, id));
}

export async function revokeRefreshToken(db: Queryable, id: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokensOf(db: Queryable, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
