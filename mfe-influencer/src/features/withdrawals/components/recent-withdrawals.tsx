import { useWithdrawals } from '@portal/shared/api/withdrawals';
import type { Withdrawal } from '@portal/shared/contract/withdrawals';
import { formatDateTime } from '@portal/shared/dates';
import { useTranslateSentence } from '@portal/shared/i18n/sentences';
import { digitsFor } from '@portal/shared/language';
import { formatTaka } from '@portal/shared/money';
import { ReceiptLink } from '@portal/shared/ui/receipt-link';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadMore } from '@portal/shared/ui/load-more';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { useInfluencerMessages } from '../../../messages';
import styles from './withdrawals.module.css';

/**
 * What the admin's decision left to know (design §7): the payout reference of an approved
 * withdrawal, the reason of a rejected one.
 */
function Decision({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useInfluencerMessages();
  const translate = useTranslateSentence();
  if (withdrawal.status === 'approved' && withdrawal.payout_transaction_id !== null) {
    return (
      <span className={styles.withdrawalsDecision}>
        {t('withdrawals.payoutReference', { reference: withdrawal.payout_transaction_id })}
      </span>
    );
  }
  if (withdrawal.status === 'rejected' && withdrawal.rejection_reason !== null) {
    return (
      <>
        <span className={styles.withdrawalsDecision}>
          {t('withdrawals.rejectedBecause', { reason: translate(withdrawal.rejection_reason) })}
        </span>
        <span className={styles.withdrawalsDecision}>{t('withdrawals.backInBalance')}</span>
      </>
    );
  }
  return null;
}

/**
 * 'Recent Withdrawals' (spec §2): Amount, Payment Method, Phone Number, Status, Date; and the
 * payout's receipt once approved (design §7).
 */
export function RecentWithdrawals() {
  const { t, language } = useInfluencerMessages();
  const withdrawals = useWithdrawals();

  if (withdrawals.isLoading) return <LoadingSkeleton label={t('withdrawals.loading')} rows={4} />;
  if (withdrawals.isError) {
    return <LoadFailure message={t('withdrawals.failed')} onRetry={withdrawals.refetch} />;
  }
  if (withdrawals.items.length === 0) return <EmptyState message={t('withdrawals.empty')} />;
  return (
    <>
      <DataTable
        caption={t('withdrawals.recent')}
        rows={withdrawals.items}
        rowKey={(withdrawal) => withdrawal.id}
        columns={[
          {
            header: t('column.amount'),
            cell: (withdrawal) => formatTaka(withdrawal.amount, { language }),
          },
          {
            header: t('column.paymentMethod'),
            cell: (withdrawal) => PAYMENT_METHOD_LABELS[withdrawal.payment_method],
          },
          {
            header: t('withdrawals.phoneNumber'),
            cell: (withdrawal) => digitsFor(language, withdrawal.phone_number),
          },
          {
            header: t('column.status'),
            cell: (withdrawal) => (
              <>
                <StatusBadge status={withdrawal.status} />
                <Decision withdrawal={withdrawal} />
              </>
            ),
          },
          {
            header: t('withdrawals.date'),
            cell: (withdrawal) => formatDateTime(withdrawal.created_at, language),
          },
          {
            header: t('withdrawals.receipt'),
            cell: (withdrawal) => <ReceiptLink number={withdrawal.receipt_number} />,
          },
        ]}
      />
      <LoadMore list={withdrawals} />
    </>
  );
}
