import { useState } from 'react';
import { useExportPaymentsCsv } from '@portal/shared/api/exports';
import { useAdminPayments, useDecidePayment } from '@portal/shared/api/payments';
import {
  PAYMENT_REJECTION_REASONS,
  paymentFilterSchema,
  type Payment,
} from '@portal/shared/contract/payments';
import { formatDateTime } from '@portal/shared/dates';
import { useFlashMessage } from '@portal/shared/flash-message';
import type { Language } from '@portal/shared/language';
import { afterFee, formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { Banner } from '@portal/shared/ui/banner';
import { DecisionList, type Decision } from '../../../components/decision-list';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { useUrlFilters } from '@portal/shared/url-filters';
import { RejectionModal } from '../../../components/decision-modals';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { useHighlightedId } from '../../../components/highlighted-id';
import { useAdminTexts, type AdminTextKey, type AdminTranslate } from '../../../texts';
import { PaymentFilters } from './payment-filters';
import styles from './payments.module.css';
import { failureSentence, type FailureWording } from '@portal/shared/submit-failure';

/** The texts of the reasons the admin picks from (stored as their English words). */
const REASON_LABELS: Record<(typeof PAYMENT_REJECTION_REASONS)[number], AdminTextKey> = {
  'Transaction ID not found on our statement': 'reason.transactionNotFound',
  'Amount does not match': 'reason.amountMismatch',
  'Wrong wallet': 'reason.wrongWallet',
};

/** How long a pending payment has waited since the brand submitted it, in hours and minutes. */
function waited(createdAt: string, now: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

function question(
  payment: Payment,
  decision: Decision,
  t: AdminTranslate,
  language: Language,
): string {
  const transfer = {
    method: PAYMENT_METHOD_LABELS[payment.payment_method],
    amount: formatTaka(payment.amount, { language }),
    brand: payment.brand_name,
    transactionId: payment.brand_transaction_id,
    influencer: payment.influencer_name,
    received: formatTaka(afterFee(payment.amount, payment.platform_fee), { language }),
    fee: formatTaka(payment.platform_fee, { language }),
  };
  return t(
    decision === 'approve' ? 'payments.approveQuestion' : 'payments.rejectQuestion',
    transfer,
  );
}

/**
 * The Payments tab (see docs/screens.md): every payment a brand submitted, Approve (confirm) or
 * Reject pending ones, filters by status and transaction ID kept in the address, and a CSV export
 * for the wallet statements.
 */
export function PaymentsTab() {
  const { t, language } = useAdminTexts();
  const [filters, setFilters] = useUrlFilters(paymentFilterSchema);
  const payments = useAdminPayments(filters, { refetchOnMount: 'always' });
  const decide = useDecidePayment();
  const exportCsv = useExportPaymentsCsv();
  const flash = useFlashMessage();
  const highlightedId = useHighlightedId();
  const [rejecting, setRejecting] = useState<Payment | null>(null);

  const failure: FailureWording = {
    fallback: t('payments.updateFailed'),
    because: (reason) => t('payments.updateFailedBecause', { reason }),
  };

  /** Approve confirms after the list's question; Reject asks for the reason in its dialog. */
  function decideOn(payment: Payment, decision: Decision) {
    flash.clear();
    if (decision === 'reject') {
      setRejecting(payment);
      return;
    }
    decide.mutate(
      { id: payment.id, status: 'confirmed' },
      {
        onSuccess: () => flash.showSuccess(t('payments.confirmed')),
        onError: (error) => flash.showFailure(failureSentence(error, failure)),
      },
    );
  }

  async function reject(payment: Payment, reason: string) {
    await decide.mutateAsync({ id: payment.id, status: 'rejected', reason });
    setRejecting(null);
    flash.showSuccess(t('payments.rejected'));
  }

  function exportShown() {
    flash.clear();
    exportCsv.mutate(filters, { onError: () => flash.showFailure(t('payments.exportFailed')) });
  }

  return (
    <>
      <Banner message={flash.message} tone={flash.tone} />
      <DecisionList
        list={payments}
        toolbar={
          <>
            <PaymentFilters
              key={`${filters.status}|${filters.transaction_id}`}
              value={filters}
              onChange={setFilters}
            />
            <ExportCsvButton exporting={exportCsv.isPending} onExport={exportShown} />
          </>
        }
        texts={{
          caption: t('tab.payments'),
          noun: t('payments.noun'),
          loading: t('payments.loading'),
          loadFailure: t('payments.loadFailed'),
          empty:
            filters.status || filters.transaction_id ? t('payments.noMatch') : t('payments.none'),
        }}
        rowKey={(payment) => payment.id}
        highlightedKey={highlightedId}
        columns={[
          {
            header: t('column.campaign'),
            cell: (payment) => (
              <>
                {payment.campaign_title}
                <span className={styles.adminPaymentsBrand}>
                  {t('payments.fromBrand', { brand: payment.brand_name })}
                </span>
              </>
            ),
          },
          {
            header: t('column.influencer'),
            cell: (payment) => (
              <ProfileLink username={payment.influencer_name} fallback={t('unknown.influencer')} />
            ),
          },
          {
            header: t('column.amount'),
            cell: (payment) => formatTaka(payment.amount, { language }),
          },
          {
            header: t('column.method'),
            cell: (payment) => PAYMENT_METHOD_LABELS[payment.payment_method],
          },
          {
            header: t('column.transactionId'),
            cell: (payment) => (
              <>
                <span className={styles.adminPaymentsTransaction}>
                  {payment.brand_transaction_id}
                </span>
                <span className={styles.adminPaymentsReference}>
                  {t('payments.reference', { reference: payment.reference })}
                </span>
              </>
            ),
          },
          {
            header: t('column.status'),
            cell: (payment) => {
              if (payment.confirmed_by_gateway !== null) {
                return (
                  <>
                    <StatusBadge status={payment.status} />
                    <span className={styles.adminPaymentsWaiting}>
                      {t('payments.confirmedByGateway', {
                        gateway: PAYMENT_METHOD_LABELS[payment.confirmed_by_gateway],
                        transactionId: payment.transaction_id,
                      })}
                    </span>
                  </>
                );
              }
              if (payment.status !== 'pending') return <StatusBadge status={payment.status} />;
              const { hours, minutes } = waited(payment.created_at, Date.now());
              return (
                <>
                  <StatusBadge status={payment.status} />
                  <span className={styles.adminPaymentsWaiting}>
                    {hours > 0
                      ? t('payments.waitingHours', { hours, minutes })
                      : t('payments.waitingMinutes', { minutes })}
                  </span>
                </>
              );
            },
          },
          {
            header: t('column.created'),
            cell: (payment) => formatDateTime(payment.created_at, language),
          },
        ]}
        isPending={(payment) => payment.status === 'pending'}
        decidedAt={(payment) => payment.decided_at}
        nameOf={(payment) => t('payments.name', { transactionId: payment.brand_transaction_id })}
        question={(payment, decision) => question(payment, decision, t, language)}
        onDecide={decideOn}
        ownDialogs={['reject']}
        isDeciding={(payment) => decide.isPending && decide.variables?.id === payment.id}
      />
      {rejecting && (
        <RejectionModal
          title={t('payments.rejectTitle')}
          summary={question(rejecting, 'reject', t, language)}
          presets={PAYMENT_REJECTION_REASONS}
          presetLabels={REASON_LABELS}
          onSubmit={(reason) => reject(rejecting, reason)}
          failure={failure}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}
