import { and, eq } from 'drizzle-orm';
import type { AuditEntry } from '../audit/audit-log';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

/** The audit-log rows written about one object, oldest first. */
export function auditRowsOf(db: Database, objectType: AuditEntry['objectType'], objectId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, objectId)))
    .orderBy(auditLog.id);
}
