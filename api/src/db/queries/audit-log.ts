import { desc, eq, lt } from 'drizzle-orm';
import type { AuditLogEntry } from '@portal/shared/contract/audit';
import type { Queryable } from '../client';
import { auditLog, users } from '../schema';
import type { KeysetPage } from './keyset-page';

/** One page of the audit log, newest first, with each actor's username (limit + 1 rows). */
export async function listAuditLog(db: Queryable, page: KeysetPage): Promise<AuditLogEntry[]> {
  const rows = await db
    .select({ entry: auditLog, actorName: users.username })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(page.beforeId === undefined ? undefined : lt(auditLog.id, page.beforeId))
    .orderBy(desc(auditLog.id))
    .limit(page.limit + 1);
  return rows.map(({ entry, actorName }) => ({
    id: entry.id,
    actor_id: entry.actorId,
    actor_name: actorName,
    action: entry.action,
    object_type: entry.objectType,
    object_id: entry.objectId,
    before: entry.before,
    after: entry.after,
    created_at: entry.createdAt.toISOString(),
  }));
}
