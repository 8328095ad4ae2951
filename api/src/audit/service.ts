import type { AuditLogEntry } from '@portal/shared/contract/audit';
import type { Database } from '../db/client';
import { listAuditLog } from '../db/queries/audit-log';
import type { KeysetPage } from '../db/queries/keyset-page';

export interface AuditService {
  /** The admins' decisions, newest first. */
  list(page: KeysetPage): Promise<AuditLogEntry[]>;
}

/** Reading the audit log; its rows are written by `recordAudit` inside each admin decision. */
export function createAuditService(db: Database): AuditService {
  return { list: (page) => listAuditLog(db, page) };
}
