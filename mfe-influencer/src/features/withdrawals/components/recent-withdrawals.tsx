import { useWithdrawals } from '@portal/shared/api/withdrawals';
import { formatDateTime } from '@portal/shared/dates';
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadMore } from '@portal/shared/ui/load-more';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { StatusBadge } from '@portal/shared/ui/status-badge';

/** 'Recent Withdrawals' (spec §2): Amount, Payment Method, Phone Number, Status, Date. */
export function RecentWithdrawals() {
  const withdrawals = useWithdrawals();

  if (withdrawals.isLoading) return <LoadingSkeleton label="Loading withdrawals..." rows={4} />;
  if (withdrawals.isError) {
    return (
      <LoadFailure message="Your withdrawals could not be loaded." onRetry={withdrawals.refetch} />
    );
  }
  if (withdrawals.items.length === 0) return <EmptyState message="No withdrawals yet." />;
  return (
    <>
      <DataTable
        caption="Recent Withdrawals"
        rows={withdrawals.items}
        rowKey={(withdrawal) => withdrawal.id}
        columns={[
          { header: 'Amount', cell: (withdrawal) => formatTaka(withdrawal.amount) },
          {
            header: 'Payment Method',
            cell: (withdrawal) => PAYMENT_METHOD_LABELS[withdrawal.payment_method],
          },
          { header: 'Phone Number', cell: (withdrawal) => withdrawal.phone_number },
          { header: 'Status', cell: (withdrawal) => <StatusBadge status={withdrawal.status} /> },
          { header: 'Date', cell: (withdrawal) => formatDateTime(withdrawal.created_at) },
        ]}
      />
      <LoadMore list={withdrawals} />
    </>
  );
}
