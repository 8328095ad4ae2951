import { useExportPaymentsCsv } from '@portal/shared/api/exports';
import { useAdminPayments, useDecidePayment } from '@portal/shared/api/payments';
import {
  paymentStatusSchema,
  type DecidePaymentRequest,
  type Payment,
} from '@portal/shared/contract/payments';
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
import { PaymentDecisionButtons } from './payment-decision-buttons';
import { PaymentFilters } from './payment-filters';
import styles from './payments.module.css';
import ui from '@portal/shared/ui/ui.module.css';

type Decision = DecidePaymentRequest['status'];

function confirmation(payment: Payment, status: Decision) {
  const amount = formatTaka(payment.amount);
  const method = PAYMENT_METHOD_LABELS[payment.payment_method];
  const transfer = `the ${method} payment of ${amount} from ${payment.brand_name} (transaction ID ${payment.brand_transaction_id})`;
  return status === 'confirmed'
    ? {
        title: 'Approve payment',
        message: `Approve ${transfer}? Approve only if it is on your ${method} statement; ${payment.influencer_name} is credited ${amount}.`,
        confirmLabel: 'Approve',
      }
    : {
        title: 'Reject payment',
        message: `Reject ${transfer}? The brand can then submit the payment again.`,
        confirmLabel: 'Reject',
        danger: true,
      };
}

export interface PaymentsTabProps {
  /** The address's query: `status` and `transaction_id` filter the list and the CSV export. */
  query: URLSearchParams;
  onQueryChange: (params: Record<string, string>) => void;
}

/**
 * The Payments tab (spec §2): every payment a brand submitted, Approve (confirm) or Reject pending
 * ones, filters by status and transaction ID, and a CSV export for the wallet statements.
 */
export function PaymentsTab({ query, onQueryChange }: PaymentsTabProps) {
  const parsedStatus = paymentStatusSchema.safeParse(query.get('status'));
  const filters = {
    status: parsedStatus.success ? parsedStatus.data : '',
    transaction_id: query.get('transaction_id') ?? '',
  } as const;
  const payments = useAdminPayments(filters, { refetchOnMount: 'always' });
  const decide = useDecidePayment();
  const exportCsv = useExportPaymentsCsv();
  const flash = useFlashMessage();
  const { confirm, dialog } = useConfirm();

  async function decideOn(payment: Payment, decision: Decision) {
    if (!(await confirm(confirmation(payment, decision)))) return;
    flash.clear();
    decide.mutate(
      { id: payment.id, status: decision },
      {
        onSuccess: () => flash.showSuccess(`Payment ${decision} successfully`),
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

  function list() {
    if (payments.isLoading) return <LoadingSkeleton label="Loading payments..." rows={5} />;
    if (payments.isError) {
      return <LoadFailure message="Error loading payments" onRetry={payments.refetch} />;
    }
    if (payments.items.length === 0) {
      return (
        <EmptyState
          message={
            filters.status || filters.transaction_id
              ? 'No payments match these filters.'
              : 'No payments yet.'
          }
        />
      );
    }
    return (
      <>
        <DataTable
          caption="Payments"
          rows={payments.items}
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
            {
              header: 'Actions',
              cell: (payment) =>
                payment.status === 'pending' ? (
                  <PaymentDecisionButtons
                    payment={payment}
                    busy={decide.isPending && decide.variables?.id === payment.id}
                    onDecide={(decision) => void decideOn(payment, decision)}
                  />
                ) : (
                  <span className={ui.muted}>
                    {payment.decided_at ? `Decided ${formatDate(payment.decided_at)}` : ''}
                  </span>
                ),
            },
          ]}
        />
        <LoadMore list={payments} />
      </>
    );
  }

  return (
    <>
      <Banner message={flash.message} />
      <div className={styles.adminPaymentsToolbar}>
        <PaymentFilters
          key={`${filters.status}|${filters.transaction_id}`}
          value={filters}
          onChange={(next) =>
            onQueryChange(
              Object.fromEntries(Object.entries(next).filter(([, text]) => text !== '')),
            )
          }
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
