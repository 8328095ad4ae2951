import { auditLogEntrySchema } from '../contract/audit';
import { keysetListOptions, useKeysetList, type ListOptions } from '../data/keyset-pages';
import { queryKeys } from '../data/query-keys';

/** The audit log's query: its cache key, its fetcher and so the type of its data. */
export const auditLogQueries = {
  list: () => keysetListOptions(queryKeys.auditLog.all, '/admin/audit-log/', auditLogEntrySchema),
};

/** The admins' recorded decisions, newest first, a page at a time (admins only). */
export function useAuditLog(options: ListOptions = {}) {
  return useKeysetList(auditLogQueries.list(), options);
}
