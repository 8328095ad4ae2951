import type { AuditObjectType } from '@portal/shared/contract/audit';
import type { Transaction } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  actorId: number;
  /** What was done, e.g. `payment.confirm`, `user.deactivate`. */
  action: string;
  objectType: AuditObjectType;
  objectId: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Writes one audit-log row for an admin decision (or an influencer's cancelling of a withdrawal
 * waiting for the admins). Takes a transaction, never the pool: the row commits or rolls back
 * together with the change it describes.
 */
export async function recordAudit(tx: Transaction, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/**
 * What the audit log keeps of a row: the named columns under their snake_case names, a date as its
 * ISO text (e.g. `decidedAt` as `decided_at`).
 */
export function auditColumns<Row>(
  ...columns: readonly (keyof Row & string)[]
): (row: Row) => Record<string, unknown> {
  return (row) =>
    Object.fromEntries(
      columns.map((column) => {
        const value = row[column];
        return [
          column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
          value instanceof Date ? value.toISOString() : value,
        ];
      }),
    );
}
