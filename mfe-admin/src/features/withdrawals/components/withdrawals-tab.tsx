import { useExportWithdrawalsCsv } from '@portal/shared/api/exports';
import { useAdminWithdrawals, useDecideWithdrawal } from '@portal/shared/api/withdrawals';
import {
  withdrawalFilterSchema,
  type DecideWithdrawalRequest,
  type Withdrawal,
} from '@portal/shared/contract/withdrawals';
import { serverErrorSentence } from '@portal/shared/data/api-error';
import { formatDateTime } from '@portal/shared/dates';
import { useFlashMessage } from '@portal/shared/flash-message';
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { Banner } from '@portal/shared/ui/banner';
import { DecisionList, type Decision } from '@portal/shared/ui/decision-list';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { useUrlFilters } from '@portal/shared/url-filters';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { WithdrawalStatusFilter } from './withdrawal-status-filter';

const STATUS_OF: Record<Decision, DecideWithdrawalRequest['status']> = {
  approve: 'approved',
  reject: 'rejected',
};

/** The wallet a withdrawal is paid to, as the admin's confirmation names it. */
function walletOf(withdrawal: Withdrawal): string {
  return `${PAYMENT_METHOD_LABELS[withdrawal.payment_method]} number ${withdrawal.phone_number || 'N/A'}`;
}

function question(withdrawal: Withdrawal, decision: Decision): string {
  const amount = formatTaka(withdrawal.amount);
  const what = `the withdrawal of ${amount} to ${walletOf(withdrawal)} for ${withdrawal.influencer_name}`;
  return decision === 'approve'
    ? `Approve ${what}? Send exactly ${amount} to that number.`
    : `Reject ${what}? The amount goes back to their balance.`;
}

/**
 * The Withdrawals tab (spec §2): every request, Approve or Reject pending ones, a status filter
 * kept in the address, CSV export.
 */
export function WithdrawalsTab() {
  const [filters, setFilters] = useUrlFilters(withdrawalFilterSchema);
  const withdrawals = useAdminWithdrawals(filters, { refetchOnMount: 'always' });
  const decide = useDecideWithdrawal();
  const exportCsv = useExportWithdrawalsCsv();
  const flash = useFlashMessage();

  function decideOn(withdrawal: Withdrawal, decision: Decision) {
    const status = STATUS_OF[decision];
    flash.clear();
    decide.mutate(
      { id: withdrawal.id, status },
      {
        onSuccess: () => flash.showSuccess(`Withdrawal ${status} successfully`),
        onError: (error) => {
          const reason = serverErrorSentence(error);
          flash.showFailure(
            reason ? `Error processing withdrawal: ${reason}` : 'Error processing withdrawal',
          );
        },
      },
    );
  }

  function exportShown() {
    flash.clear();
    exportCsv.mutate(filters, { onError: () => flash.showFailure('Error exporting withdrawals') });
  }

  return (
    <>
      <Banner message={flash.message} />
      <DecisionList
        list={withdrawals}
        toolbar={
          <>
            <WithdrawalStatusFilter
              value={filters.status}
              onChange={(status) => setFilters({ status })}
            />
            <ExportCsvButton exporting={exportCsv.isPending} onExport={exportShown} />
          </>
        }
        texts={{
          caption: 'Withdrawal requests',
          noun: 'withdrawal',
          loading: 'Loading withdrawal requests...',
          loadFailure: 'Error loading withdrawal requests',
          empty: filters.status
            ? `No ${filters.status} withdrawal requests.`
            : 'No withdrawal requests yet.',
        }}
        rowKey={(withdrawal) => withdrawal.id}
        columns={[
          {
            header: 'Influencer',
            cell: (withdrawal) => (
              <ProfileLink username={withdrawal.influencer_name} fallback="Unknown influencer" />
            ),
          },
          { header: 'Amount', cell: (withdrawal) => formatTaka(withdrawal.amount) },
          {
            header: 'Method',
            cell: (withdrawal) => PAYMENT_METHOD_LABELS[withdrawal.payment_method],
          },
          { header: 'Phone', cell: (withdrawal) => withdrawal.phone_number || 'N/A' },
          { header: 'Status', cell: (withdrawal) => <StatusBadge status={withdrawal.status} /> },
          { header: 'Requested', cell: (withdrawal) => formatDateTime(withdrawal.requested_at) },
        ]}
        isPending={(withdrawal) => withdrawal.status === 'pending'}
        decidedAt={(withdrawal) => withdrawal.decided_at}
        nameOf={(withdrawal) =>
          `withdrawal of ${formatTaka(withdrawal.amount)} for ${withdrawal.influencer_name}`
        }
        question={question}
        onDecide={decideOn}
        isDeciding={(withdrawal) => decide.isPending && decide.variables?.id === withdrawal.id}
      />
    </>
  );
}
