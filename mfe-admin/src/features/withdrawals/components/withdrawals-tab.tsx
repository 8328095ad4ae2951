import { useState } from 'react';
import { useExportWithdrawalsCsv } from '@portal/shared/api/exports';
import { useAdminWithdrawals, useDecideWithdrawal } from '@portal/shared/api/withdrawals';
import {
  WITHDRAWAL_REJECTION_REASONS,
  withdrawalFilterSchema,
  type AdminWithdrawal,
  type WithdrawalStatus,
} from '@portal/shared/contract/withdrawals';
import { formatDateTime } from '@portal/shared/dates';
import { useFlashMessage } from '@portal/shared/flash-message';
import type { Language } from '@portal/shared/language';
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { Banner } from '@portal/shared/ui/banner';
import { DecisionList, type Decision } from '../../../components/decision-list';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import ui from '@portal/shared/ui/ui.module.css';
import { useUrlFilters } from '@portal/shared/url-filters';
import { PayoutModal, RejectionModal } from '../../../components/decision-modals';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { useHighlightedId } from '../../../components/highlighted-id';
import { StatusFilter } from '../../../components/status-filter';
import { useAdminTexts, type AdminTextKey, type AdminTranslate } from '../../../texts';
import { type FailureWording } from '@portal/shared/submit-failure';
import styles from './withdrawals.module.css';

/** The texts of the reasons the admin picks from (stored as their English words). */
const REASON_LABELS: Record<(typeof WITHDRAWAL_REJECTION_REASONS)[number], AdminTextKey> = {
  'The wallet number does not receive payments': 'reason.walletCannotReceive',
  'Wrong wallet': 'reason.wrongWallet',
};

/** What the list says when no request has the chosen status. */
const NONE_WITH_STATUS: Record<WithdrawalStatus, AdminTextKey> = {
  pending: 'withdrawals.nonePending',
  approved: 'withdrawals.noneApproved',
  rejected: 'withdrawals.noneRejected',
  cancelled: 'withdrawals.noneCancelled',
};

/**
 * The question names the wallet the money goes to: its method and number; and warns when the
 * request may be one sent twice.
 */
function question(
  withdrawal: AdminWithdrawal,
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
  const asked = t(
    decision === 'approve' ? 'withdrawals.approveQuestion' : 'withdrawals.rejectQuestion',
    request,
  );
  return withdrawal.possible_duplicate ? `${asked} ${t('withdrawals.duplicateWarning')}` : asked;
}

/**
 * The mark of a request that may have been sent twice (the server's `possible_duplicate`): a
 * badge whose words say why, in full for screen readers and on hover.
 */
function DuplicateMark() {
  const { t } = useAdminTexts();
  const why = t('withdrawals.possibleDuplicateWhy');
  return (
    <span className={`${ui.status} ${ui.statusPending}`} title={why}>
      {t('withdrawals.possibleDuplicate')}
      <span className={ui.visuallyHidden}>: {why}</span>
    </span>
  );
}

/**
 * The Withdrawals tab (see docs/screens.md): every request, Approve or Reject pending ones, a
 * status filter kept in the address, CSV export; a request that may have been sent twice is marked.
 * It reads the list again when an influencer asks or cancels (the notification's real-time event).
 */
export function WithdrawalsTab() {
  const { t, language } = useAdminTexts();
  const [filters, setFilters] = useUrlFilters(withdrawalFilterSchema);
  const withdrawals = useAdminWithdrawals(filters, { refetchOnMount: 'always' });
  const decide = useDecideWithdrawal();
  const exportCsv = useExportWithdrawalsCsv();
  const flash = useFlashMessage();
  const highlightedId = useHighlightedId();
  const [deciding, setDeciding] = useState<{
    withdrawal: AdminWithdrawal;
    decision: Decision;
  } | null>(null);

  const failure: FailureWording = {
    fallback: t('withdrawals.decideFailed'),
    because: (reason) => t('withdrawals.decideFailedBecause', { reason }),
  };

  /** Both decisions ask in a dialog: Approve for the payout's transaction ID, Reject for a reason. */
  function decideOn(withdrawal: AdminWithdrawal, decision: Decision) {
    flash.clear();
    setDeciding({ withdrawal, decision });
  }

  async function approve(withdrawal: AdminWithdrawal, transactionId: string) {
    await decide.mutateAsync({
      id: withdrawal.id,
      status: 'approved',
      transaction_id: transactionId,
    });
    setDeciding(null);
    flash.showSuccess(t('withdrawals.approved'));
  }

  async function reject(withdrawal: AdminWithdrawal, reason: string) {
    await decide.mutateAsync({ id: withdrawal.id, status: 'rejected', reason });
    setDeciding(null);
    flash.showSuccess(t('withdrawals.rejected'));
  }

  function dialog() {
    if (deciding === null) return null;
    const { withdrawal, decision } = deciding;
    const shared = {
      summary: question(withdrawal, decision, t, language),
      failure,
      onClose: () => setDeciding(null),
    };
    return decision === 'approve' ? (
      <PayoutModal
        {...shared}
        title={t('withdrawals.approveTitle')}
        onSubmit={(transactionId) => approve(withdrawal, transactionId)}
      />
    ) : (
      <RejectionModal
        {...shared}
        title={t('withdrawals.rejectTitle')}
        presets={WITHDRAWAL_REJECTION_REASONS}
        presetLabels={REASON_LABELS}
        onSubmit={(reason) => reject(withdrawal, reason)}
      />
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
              statuses={['pending', 'approved', 'rejected', 'cancelled']}
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
        highlightedKey={highlightedId}
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
            cell: (withdrawal) => (
              <span className={styles.adminWithdrawalsStatus}>
                <StatusBadge status={withdrawal.status} />
                {withdrawal.possible_duplicate && <DuplicateMark />}
              </span>
            ),
          },
          {
            header: t('column.requested'),
            cell: (withdrawal) => formatDateTime(withdrawal.requested_at, language),
          },
        ]}
        isPending={(withdrawal) => withdrawal.status === 'pending'}
        // A cancelled request was taken back by the influencer, not decided by an admin.
        decidedAt={(withdrawal) =>
          withdrawal.status === 'cancelled' ? null : withdrawal.decided_at
        }
        nameOf={(withdrawal) =>
          t('withdrawals.name', {
            amount: formatTaka(withdrawal.amount, { language }),
            influencer: withdrawal.influencer_name,
          })
        }
        question={(withdrawal, decision) => question(withdrawal, decision, t, language)}
        onDecide={decideOn}
        ownDialogs={['approve', 'reject']}
        isDeciding={(withdrawal) => decide.isPending && decide.variables?.id === withdrawal.id}
      />
      {dialog()}
    </>
  );
}
