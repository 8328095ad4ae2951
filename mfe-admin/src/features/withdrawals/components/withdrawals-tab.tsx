import { useExportWithdrawalsCsv } from '@portal/shared/api/exports';
import { useAdminWithdrawals, useDecideWithdrawal } from '@portal/shared/api/withdrawals';
import {
  withdrawalStatusSchema,
  type DecideWithdrawalRequest,
  type Withdrawal,
} from '@portal/shared/contract/withdrawals';
import { serverErrorSentence } from '@portal/shared/data/api-error';
import { formatDate, formatDateTime } from '@portal/shared/dates';
import { useFlashMessage } from '@portal/shared/flash-message';
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { useConfirm } from '@portal/shared/ui/confirm-dialog';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadMore } from '@portal/shared/ui/load-more';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { WithdrawalDecisionButtons } from './withdrawal-decision-buttons';
import { WithdrawalStatusFilter } from './withdrawal-status-filter';
import ui from '@portal/shared/ui/ui.module.css';
import styles from './withdrawals.module.css';

type Decision = DecideWithdrawalRequest['status'];

/** The wallet a withdrawal is paid to, as the admin's confirmation names it. */
function walletOf(withdrawal: Withdrawal): string {
  return `${PAYMENT_METHOD_LABELS[withdrawal.payment_method]} number ${withdrawal.phone_number || 'N/A'}`;
}

function confirmation(withdrawal: Withdrawal, status: Decision) {
  const amount = formatTaka(withdrawal.amount);
  const who = withdrawal.influencer_name;
  return status === 'approved'
    ? {
        title: 'Approve withdrawal',
        message: `Approve the withdrawal of ${amount} to ${walletOf(withdrawal)} for ${who}? Send exactly ${amount} to that number.`,
        confirmLabel: 'Approve',
      }
    : {
        title: 'Reject withdrawal',
        message: `Reject the withdrawal of ${amount} to ${walletOf(withdrawal)} for ${who}? The amount goes back to their balance.`,
        confirmLabel: 'Reject',
        danger: true,
      };
}

export interface WithdrawalsTabProps {
  /** The address's query: `status` filters the list and the CSV export. */
  query: URLSearchParams;
  onQueryChange: (params: Record<string, string>) => void;
}

/** The Withdrawals tab (spec §2): every request, Approve or Reject pending ones, CSV export. */
export function WithdrawalsTab({ query, onQueryChange }: WithdrawalsTabProps) {
  const parsedStatus = withdrawalStatusSchema.safeParse(query.get('status'));
  const status = parsedStatus.success ? parsedStatus.data : '';
  const withdrawals = useAdminWithdrawals({ status }, { refetchOnMount: 'always' });
  const decide = useDecideWithdrawal();
  const exportCsv = useExportWithdrawalsCsv();
  const flash = useFlashMessage();
  const { confirm, dialog } = useConfirm();

  async function decideOn(withdrawal: Withdrawal, decision: Decision) {
    if (!(await confirm(confirmation(withdrawal, decision)))) return;
    flash.clear();
    decide.mutate(
      { id: withdrawal.id, status: decision },
      {
        onSuccess: () => flash.showSuccess(`Withdrawal ${decision} successfully`),
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
    exportCsv.mutate(
      { status },
      { onError: () => flash.showFailure('Error exporting withdrawals') },
    );
  }

  function list() {
    if (withdrawals.isLoading)
      return <LoadingSkeleton label="Loading withdrawal requests..." rows={5} />;
    if (withdrawals.isError) {
      return (
        <LoadFailure message="Error loading withdrawal requests" onRetry={withdrawals.refetch} />
      );
    }
    if (withdrawals.items.length === 0) {
      return (
        <EmptyState
          message={status ? `No ${status} withdrawal requests.` : 'No withdrawal requests yet.'}
        />
      );
    }
    return (
      <>
        <DataTable
          caption="Withdrawal requests"
          rows={withdrawals.items}
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
            {
              header: 'Actions',
              cell: (withdrawal) =>
                withdrawal.status === 'pending' ? (
                  <WithdrawalDecisionButtons
                    withdrawal={withdrawal}
                    busy={decide.isPending && decide.variables?.id === withdrawal.id}
                    onDecide={(decision) => void decideOn(withdrawal, decision)}
                  />
                ) : (
                  <span className={ui.muted}>
                    {withdrawal.decided_at ? `Decided ${formatDate(withdrawal.decided_at)}` : ''}
                  </span>
                ),
            },
          ]}
        />
        <LoadMore list={withdrawals} />
      </>
    );
  }

  return (
    <>
      <Banner message={flash.message} />
      <div className={styles.adminWithdrawalsToolbar}>
        <WithdrawalStatusFilter
          value={status}
          onChange={(next) => onQueryChange(next ? { status: next } : {})}
        />
        <Button variant="secondary" onClick={exportShown} disabled={exportCsv.isPending}>
          {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>
      {list()}
      {dialog}
    </>
  );
}
