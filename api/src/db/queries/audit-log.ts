import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditLogEntry, AuditState } from '@portal/shared/contract/audit';
import type { Queryable } from '../client';
import { auditLog, users } from '../schema';
import type { KeysetPage } from './keyset-page';

const actor = alias(users, 'actor');
/** The user an entry is about (object_type 'user'). */
const target = alias(users, 'target');
/** The admin a payment's or withdrawal's recorded state names as `decided_by`. */
const decidedBefore = alias(users, 'decided_before');
const decidedAfter = alias(users, 'decided_after');

/** A state's `decided_by` user id, or null. */
const decidedByIn = (state: typeof auditLog.before | typeof auditLog.after) =>
  sql`(${state} ->> 'decided_by')::int`;

/** The state as an admin reads it: the user it names as `decided_by` by their username. */
function withDeciderName(state: AuditState, deciderName: string | null): AuditState {
  if (state === null || deciderName === null) return state;
  return { ...state, decided_by: deciderName };
}

/**
 * One page of the audit log, newest first (limit + 1 rows), with the username of each user an
 * entry names: its actor, the user it is about, and the admin its states name as `decided_by`.
 */
/**
 * The reason the admin gave when they last deactivated user `userId` (written with the audit row),
 * or undefined when none was given.
 */
export async function deactivationReason(
  db: Queryable,
  userId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ reason: sql<string | null>`${auditLog.after} ->> 'reason'` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.objectType, 'user'),
        eq(auditLog.objectId, userId),
        eq(auditLog.action, 'user.deactivate'),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return row?.reason ?? undefined;
}

export async function listAuditLog(db: Queryable, page: KeysetPage): Promise<AuditLogEntry[]> {
  const rows = await db
    .select({
      entry: auditLog,
      actorName: actor.username,
      targetName: target.username,
      decidedBeforeName: decidedBefore.username,
      decidedAfterName: decidedAfter.username,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, and(eq(auditLog.objectType, 'user'), eq(target.id, auditLog.objectId)))
    .leftJoin(decidedBefore, eq(decidedBefore.id, decidedByIn(auditLog.before)))
    .leftJoin(decidedAfter, eq(decidedAfter.id, decidedByIn(auditLog.after)))
    .where(page.beforeId === undefined ? undefined : lt(auditLog.id, page.beforeId))
    .orderBy(desc(auditLog.id))
    .limit(page.limit + 1);
  return rows.map(({ entry, actorName, targetName, decidedBeforeName, decidedAfterName }) => ({
    id: entry.id,
    actor_id: entry.actorId,
    actor_name: actorName,
    action: entry.action,
    object_type: entry.objectType,
    object_id: entry.objectId,
    object_name: targetName,
    before: withDeciderName(entry.before, decidedBeforeName),
    after: withDeciderName(entry.after, decidedAfterName),
    created_at: entry.createdAt.toISOString(),
  }));
}
