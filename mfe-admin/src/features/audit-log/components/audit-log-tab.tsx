import { useAuditLog } from '@portal/shared/api/audit-log';
import type { AuditLogEntry } from '@portal/shared/contract/audit';
import { formatDateTime } from '@portal/shared/dates';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadMore } from '@portal/shared/ui/load-more';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { AuditState } from './audit-state';
import { auditChanges } from './audit-changes';

/** How each recorded action reads. */
const ACTION_LABELS: Record<string, string> = {
  'user.activate': 'Activated user',
  'user.deactivate': 'Deactivated user',
  'campaign.activate': 'Activated campaign',
  'campaign.deactivate': 'Deactivated campaign',
  'payment.confirm': 'Confirmed payment',
  'payment.reject': 'Rejected payment',
  'withdrawal.approve': 'Approved withdrawal',
  'withdrawal.reject': 'Rejected withdrawal',
};

const OBJECT_LABELS: Record<AuditLogEntry['object_type'], string> = {
  user: 'User',
  campaign: 'Campaign',
  payment: 'Payment',
  withdrawal: 'Withdrawal',
};

/** The object a decision is about: a user by their username, anything else by its number. */
function objectOf(entry: AuditLogEntry): string {
  const label = OBJECT_LABELS[entry.object_type];
  return entry.object_name === null
    ? `${label} #${entry.object_id}`
    : `${label} ${entry.object_name}`;
}

/** The Audit log tab: who did what to which object, before and after, when; newest first. */
export function AuditLogTab() {
  const entries = useAuditLog({ refetchOnMount: 'always' });

  if (entries.isLoading) return <LoadingSkeleton label="Loading audit log..." rows={5} />;
  if (entries.isError) {
    return <LoadFailure message="Error loading audit log" onRetry={entries.refetch} />;
  }
  if (entries.items.length === 0) return <EmptyState message="No admin actions recorded yet." />;
  return (
    <>
      <DataTable
        caption="Audit log"
        rows={entries.items}
        rowKey={(entry) => entry.id}
        columns={[
          { header: 'When', cell: (entry) => formatDateTime(entry.created_at) },
          { header: 'Admin', cell: (entry) => entry.actor_name ?? 'Unknown' },
          { header: 'Action', cell: (entry) => ACTION_LABELS[entry.action] ?? entry.action },
          { header: 'Object', cell: objectOf },
          {
            header: 'Before',
            cell: (entry) => <AuditState fields={auditChanges(entry).before} />,
          },
          {
            header: 'After',
            cell: (entry) => <AuditState fields={auditChanges(entry).after} />,
          },
        ]}
      />
      <LoadMore list={entries} />
    </>
  );
}
