import { and, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { idempotencyKeys } from '../schema';
import { findRow } from './one-row';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Takes, until the transaction ends, the right to act on a user's key; false when another
 * transaction holds it (a request with that key is under way). A 64-bit hash of the user and the
 * key names the lock.
 */
export async function tryLockIdempotencyKey(
  db: Queryable,
  userId: number,
  key: string,
): Promise<boolean> {
  const { rows } = await db.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`idempotency-key:${userId}:${key}`}, 0)) as locked`,
  );
  return rows[0]?.locked === true;
}

/** The user's key as remembered, unless it has expired. */
export async function findLiveIdempotencyKey(
  db: Queryable,
  userId: number,
  key: string,
): Promise<IdempotencyKeyRow | undefined> {
  return findRow(
    db,
    idempotencyKeys,
    and(
      eq(idempotencyKeys.userId, userId),
      eq(idempotencyKeys.key, key),
      gt(idempotencyKeys.expiresAt, sql`now()`),
    ),
  );
}

export interface RememberedAnswer {
  userId: number;
  key: string;
  fingerprint: string;
  responseStatus: number;
  responseBody: unknown;
  /** How long the key is remembered from now (the transaction's start). */
  ttlHours: number;
}

/**
 * Remembers a key with the answer its request got, in place of an expired row of the same key.
 * Call it holding the key's lock, after `findLiveIdempotencyKey` found none.
 */
export async function rememberIdempotencyKey(
  db: Queryable,
  answer: RememberedAnswer,
): Promise<void> {
  const values = {
    fingerprint: answer.fingerprint,
    responseStatus: answer.responseStatus,
    responseBody: answer.responseBody,
    createdAt: sql`now()`,
    expiresAt: sql`now() + ${answer.ttlHours * 3600}::float8 * interval '1 second'`,
  };
  const stored = await db
    .insert(idempotencyKeys)
    .values({ userId: answer.userId, key: answer.key, ...values })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: values,
      setWhere: sql`${idempotencyKeys.expiresAt} <= now()`,
    })
    .returning({ key: idempotencyKeys.key });
  if (stored.length === 0) throw new Error('a live idempotency key was remembered twice');
}

/**
 * Deletes up to `limit` expired keys, skipping rows another instance is deleting; answers how
 * many it deleted.
 */
export async function deleteExpiredIdempotencyKeys(db: Queryable, limit: number): Promise<number> {
  const { rows } = await db.execute<{ deleted: number }>(sql`
    with expired as (
      select ${idempotencyKeys.userId} as user_id, ${idempotencyKeys.key} as key
      from ${idempotencyKeys}
      where ${idempotencyKeys.expiresAt} <= now()
      order by ${idempotencyKeys.expiresAt}
      limit ${limit}
      for update skip locked
    ), gone as (
      delete from ${idempotencyKeys} k using expired
      where k.user_id = expired.user_id and k.key = expired.key
      returning 1
    )
    select count(*)::int as deleted from gone`);
  return rows[0]?.deleted ?? 0;
}
