import { eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import { loginFailures } from '../schema';

/** When the failures on a budget (an account's, a device's) lock it, and for how long. */
export interface LockPolicy {
  /** Failures let through before the first lock. */
  freeFailures: number;
  /** The first lock; each further failure doubles it. */
  firstLockMs: number;
  /** The longest lock. */
  maxLockMs: number;
  /** Failures older than this are forgotten: the count starts again. */
  memoryMs: number;
}

/** The lock after `failures` failures, in SQL: none within the free ones, then doubling, capped. */
function lockEnd(failures: SQL, now: Date, policy: LockPolicy): SQL {
  // The exponent is capped too, so that no count, however large, overflows power().
  return sql`case when ${failures} >= ${policy.freeFailures}::int
    then ${now}::timestamptz + least(
      ${policy.maxLockMs}::float8,
      ${policy.firstLockMs}::float8 * power(2, least(${failures} - ${policy.freeFailures}::int, 40))
    ) * interval '1 millisecond'
  end`;
}

/**
 * Claims one sign-in attempt on the budget `key` (an email's hash, or a device's key), counted
 * as a failure until `clearLoginFailures` says it succeeded, in one statement: concurrent attempts
 * (on any instance) can never get past the budget together. The lock end when the budget is
 * locked (nothing is counted then), else undefined: go ahead and check the password.
 */
export async function claimLoginAttempt(
  db: Queryable,
  key: string,
  now: Date,
  policy: LockPolicy,
): Promise<Date | undefined> {
  const staleBefore = new Date(now.getTime() - policy.memoryMs);
  const failures = sql`case when ${loginFailures.lastFailedAt} <= ${staleBefore}::timestamptz
    then 1 else ${loginFailures.failures} + 1 end`;
  const claimed = await db
    .insert(loginFailures)
    .values({
      emailHash: key,
      failures: 1,
      lastFailedAt: now,
      lockedUntil: lockEnd(sql`1`, now, policy),
    })
    .onConflictDoUpdate({
      target: loginFailures.emailHash,
      set: { failures, lastFailedAt: now, lockedUntil: lockEnd(failures, now, policy) },
      setWhere: sql`${loginFailures.lockedUntil} is null
        or ${loginFailures.lockedUntil} <= ${now}::timestamptz`,
    })
    .returning({ emailHash: loginFailures.emailHash });
  if (claimed.length > 0) return undefined;
  const [locked] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(eq(loginFailures.emailHash, key));
  // Cleared between the two statements by a success: the next attempt is let through.
  return locked?.lockedUntil ?? now;
}

/** A successful sign-in: the failures on the budget `key` are forgotten. */
export async function clearLoginFailures(db: Queryable, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.emailHash, key));
}

/**
 * Deletes up to `limit` rows whose last failure is older than the policy remembers; called on
 * every failed sign-in, so rows are removed faster than they are added.
 */
export async function forgetOldLoginFailures(
  db: Queryable,
  now: Date,
  policy: LockPolicy,
  limit: number,
): Promise<void> {
  const staleBefore = new Date(now.getTime() - policy.memoryMs);
  const stale = db
    .select({ emailHash: loginFailures.emailHash })
    .from(loginFailures)
    .where(lte(loginFailures.lastFailedAt, staleBefore))
    .limit(limit);
  await db.delete(loginFailures).where(inArray(loginFailures.emailHash, stale));
}
