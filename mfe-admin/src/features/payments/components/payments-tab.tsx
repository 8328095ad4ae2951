import { useExportPaymentsCsv } from '@portal/shared/api/exports';
import { useAdminPayments, useDecidePayment } from '@portal/shared/api/payments';
import {
  paymentFilterSchema,
  type DecidePaymentRequest,
  type Payment,
} from '@portal/shared/contract/payments';
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
import { useAdminMessages, type AdminTranslate } from '../../../messages';
import { PaymentFilters } from './payment-filters';
import styles from './payments.module.css';

const STATUS_OF: Record<Decision, DecidePaymentRequest['status']> = {
  approve: 'confirmed',
  reject: 'rejected',
};

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
  };
  return t(
    decision === 'approve' ? 'payments.approveQuestion' : 'payments.rejectQuestion',
    transfer,
  );
}

/**
 * The Payments tab (spec §2): every payment a brand submitted, Approve (confirm) or Reject pending
 * ones, filters by status and transaction ID kept in the address, and a CSV export for the wallet
 * statements.
 */
export function PaymentsTab() {
  const { t, language } = useAdminMessages();
  const [filters, setFilters] = useUrlFilters(paymentFilterSchema);
  const payments = useAdminPayments(filters, { refetchOnMount: 'always' });
  const decide = useDecidePayment();
  const exportCsv = useExportPaymentsCsv();
  const flash = useFlashMessage();

  function decideOn(payment: Payment, decision: Decision) {
    const status = STATUS_OF[decision];
    flash.clear();
    decide.mutate(
      { id: payment.id, status },
      {
        onSuccess: () =>
          flash.showSuccess(t(status === 'confirmed' ? 'payments.confirmed' : 'payments.rejected')),
        onError: (error) => {
          const reason = serverErrorSentence(error);
          flash.showFailure(
            reason ? t('payments.updateFailedBecause', { reason }) : t('payments.updateFailed'),
          );
        },
      },
    );
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
              <span className={styles.adminPaymentsTransaction}>
                {payment.brand_transaction_id}
              </span>
            ),
          },
          {
            header: t('column.status'),
            cell: (payment) => <StatusBadge status={payment.status} />,
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
        isDeciding={(payment) => decide.isPending && decide.variables?.id === payment.id}
      />
    </>
  );
}
