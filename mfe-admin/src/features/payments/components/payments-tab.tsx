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
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { Banner } from '@portal/shared/ui/banner';
import { DecisionList, type Decision } from '@portal/shared/ui/decision-list';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { useUrlFilters } from '@portal/shared/url-filters';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PaymentFilters } from './payment-filters';
import styles from './payments.module.css';

const STATUS_OF: Record<Decision, DecidePaymentRequest['status']> = {
  approve: 'confirmed',
  reject: 'rejected',
};

function question(payment: Payment, decision: Decision): string {
  const amount = formatTaka(payment.amount);
  const method = PAYMENT_METHOD_LABELS[payment.payment_method];
  const transfer = `the ${method} payment of ${amount} from ${payment.brand_name} (transaction ID ${payment.brand_transaction_id})`;
  return decision === 'approve'
    ? `Approve ${transfer}? Approve only if it is on your ${method} statement; ${payment.influencer_name} is credited ${amount}.`
    : `Reject ${transfer}? The brand can then submit the payment again.`;
}

/**
 * The Payments tab (spec §2): every payment a brand submitted, Approve (confirm) or Reject pending
 * ones, filters by status and transaction ID kept in the address, and a CSV export for the wallet
 * statements.
 */
export function PaymentsTab() {
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
        onSuccess: () => flash.showSuccess(`Payment ${status} successfully`),
        onError: (error) => {
          const reason = serverErrorSentence(error);
          flash.showFailure(
            reason ? `Error updating payment: ${reason}` : 'Error updating payment',
          );
        },
      },
    );
  }

  function exportShown() {
    flash.clear();
    exportCsv.mutate(filters, { onError: () => flash.showFailure('Error exporting payments') });
  }

  return (
    <>
      <Banner message={flash.message} />
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
          caption: 'Payments',
          noun: 'payment',
          loading: 'Loading payments...',
          loadFailure: 'Error loading payments',
          empty:
            filters.status || filters.transaction_id
              ? 'No payments match these filters.'
              : 'No payments yet.',
        }}
        rowKey={(payment) => payment.id}
        columns={[
          {
            header: 'Campaign',
            cell: (payment) => (
              <>
                {payment.campaign_title}
                <span className={styles.adminPaymentsBrand}>from {payment.brand_name}</span>
              </>
            ),
          },
          {
            header: 'Influencer',
            cell: (payment) => (
              <ProfileLink username={payment.influencer_name} fallback="Unknown influencer" />
            ),
          },
          { header: 'Amount', cell: (payment) => formatTaka(payment.amount) },
          { header: 'Method', cell: (payment) => PAYMENT_METHOD_LABELS[payment.payment_method] },
          {
            header: 'Transaction ID',
            cell: (payment) => (
              <span className={styles.adminPaymentsTransaction}>
                {payment.brand_transaction_id}
              </span>
            ),
          },
          { header: 'Status', cell: (payment) => <StatusBadge status={payment.status} /> },
          { header: 'Created', cell: (payment) => formatDateTime(payment.created_at) },
        ]}
        isPending={(payment) => payment.status === 'pending'}
        decidedAt={(payment) => payment.decided_at}
        nameOf={(payment) => `payment ${payment.brand_transaction_id}`}
        question={question}
        onDecide={decideOn}
        isDeciding={(payment) => decide.isPending && decide.variables?.id === payment.id}
      />
    </>
  );
}
