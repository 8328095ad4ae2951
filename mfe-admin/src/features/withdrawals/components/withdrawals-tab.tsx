import { useExportWithdrawalsCsv } from '@portal/shared/api/exports';
import { useAdminWithdrawals, useDecideWithdrawal } from '@portal/shared/api/withdrawals';
import {
  withdrawalFilterSchema,
  type DecideWithdrawalRequest,
  type Withdrawal,
  type WithdrawalStatus,
} from '@portal/shared/contract/withdrawals';
import { serverErrorSentence } from '@portal/shared/data/api-error';
import { formatDateTime } from '@portal/shared/dates';
import { useFlashMessage } from '@portal/shared/flash-message';
import type { Language } from '@portal/shared/language';
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { Banner } from '@portal/shared/ui/banner';
import { DecisionList, type Decision } from '@portal/shared/ui/decision-list';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { useUrlFilters } from '@portal/shared/url-filters';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { StatusFilter } from '../../../components/status-filter';
import { useAdminMessages, type AdminMessageKey, type AdminTranslate } from '../../../messages';

const STATUS_OF: Record<Decision, DecideWithdrawalRequest['status']> = {
  approve: 'approved',
  reject: 'rejected',
};

/** What the list says when no request has the chosen status. */
const NONE_WITH_STATUS: Record<WithdrawalStatus, AdminMessageKey> = {
  pending: 'withdrawals.nonePending',
  approved: 'withdrawals.noneApproved',
  rejected: 'withdrawals.noneRejected',
};

/** The question names the wallet the money goes to: its method and number. */
function question(
  withdrawal: Withdrawal,
  decision: Decision,
  t: AdminTranslate,
  language: Language,
): string {
  const request = {
    amount: formatTaka(withdrawal.amount, { language }),
    method: PAYMENT_METHOD_LABELS[withdrawal.payment_method],
    phone: withdrawal.phone_number || t('notAvailable'),
    influencer: withdrawal.influencer_name,
  };
  return t(
    decision === 'approve' ? 'withdrawals.approveQuestion' : 'withdrawals.rejectQuestion',
    request,
  );
}

/**
 * The Withdrawals tab (spec §2): every request, Approve or Reject pending ones, a status filter
 * kept in the address, CSV export.
 */
export function WithdrawalsTab() {
  const { t, language } = useAdminMessages();
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
        onSuccess: () =>
          flash.showSuccess(
            t(status === 'approved' ? 'withdrawals.approved' : 'withdrawals.rejected'),
          ),
        onError: (error) => {
          const reason = serverErrorSentence(error);
          flash.showFailure(
            reason
              ? t('withdrawals.decideFailedBecause', { reason })
              : t('withdrawals.decideFailed'),
          );
        },
      },
    );
  }

  function exportShown() {
    flash.clear();
    exportCsv.mutate(filters, {
      onError: () => flash.showFailure(t('withdrawals.exportFailed')),
    });
  }

  return (
    <>
      <Banner message={flash.message} tone={flash.tone} />
      <DecisionList
        list={withdrawals}
        toolbar={
          <>
            <StatusFilter
              label={t('withdrawals.filter')}
              statuses={['pending', 'approved', 'rejected']}
              value={filters.status}
              onChange={(status) => setFilters({ status })}
            />
            <ExportCsvButton exporting={exportCsv.isPending} onExport={exportShown} />
          </>
        }
        texts={{
          caption: t('withdrawals.caption'),
          noun: t('withdrawals.noun'),
          loading: t('withdrawals.loading'),
          loadFailure: t('withdrawals.loadFailed'),
          empty: t(filters.status ? NONE_WITH_STATUS[filters.status] : 'withdrawals.none'),
        }}
        rowKey={(withdrawal) => withdrawal.id}
        columns={[
          {
            header: t('column.influencer'),
            cell: (withdrawal) => (
              <ProfileLink
                username={withdrawal.influencer_name}
                fallback={t('unknown.influencer')}
              />
            ),
          },
          {
            header: t('column.amount'),
            cell: (withdrawal) => formatTaka(withdrawal.amount, { language }),
          },
          {
            header: t('column.method'),
            cell: (withdrawal) => PAYMENT_METHOD_LABELS[withdrawal.payment_method],
          },
          {
            header: t('column.phone'),
            cell: (withdrawal) => withdrawal.phone_number || t('notAvailable'),
          },
          {
            header: t('column.status'),
            cell: (withdrawal) => <StatusBadge status={withdrawal.status} />,
          },
          {
            header: t('column.requested'),
            cell: (withdrawal) => formatDateTime(withdrawal.requested_at, language),
          },
        ]}
        isPending={(withdrawal) => withdrawal.status === 'pending'}
        decidedAt={(withdrawal) => withdrawal.decided_at}
        nameOf={(withdrawal) =>
          t('withdrawals.name', {
            amount: formatTaka(withdrawal.amount, { language }),
            influencer: withdrawal.influencer_name,
          })
        }
        question={(withdrawal, decision) => question(withdrawal, decision, t, language)}
        onDecide={decideOn}
        isDeciding={(withdrawal) => decide.isPending && decide.variables?.id === withdrawal.id}
      />
    </>
  );
}
