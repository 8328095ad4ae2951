import type { AuditLogEntry } from '@portal/shared/contract/audit';

export type AuditFields = [name: string, value: unknown][];

/**
 * The fields a decision changed, as they were before and after; every recorded field when one
 * side is missing (nothing to compare with).
 */
export function auditChanges({ before, after }: Pick<AuditLogEntry, 'before' | 'after'>): {
  before: AuditFields;
  after: AuditFields;
} {
  if (!before || !after) {
    return { before: Object.entries(before ?? {}), after: Object.entries(after ?? {}) };
  }
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  );
  return {
    before: names.map((name) => [name, before[name]]),
    after: names.map((name) => [name, after[name]]),
  };
}
