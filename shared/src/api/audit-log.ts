import { auditLogEntrySchema } from '../contract/audit';
import { useKeysetList, type ListOptions } from '../data/keyset-pages';
import { queryKeys } from '../data/query-keys';

/** The admins' recorded decisions, newest first, a page at a time (admins only). */
export function useAuditLog(options: ListOptions = {}) {
  return useKeysetList({
    ...options,
    queryKey: queryKeys.auditLog.all,
    path: '/admin/audit-log/',
    itemSchema: auditLogEntrySchema,
  });
}
