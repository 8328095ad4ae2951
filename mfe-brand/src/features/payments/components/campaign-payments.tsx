import { useState } from 'react';
import { usePaymentApplications } from '@portal/shared/api/applications';
import type { Application } from '@portal/shared/contract/applications';
import { useFlashMessage } from '@portal/shared/flash-message';
import { MessageButton } from '@portal/shared/messages/message-button';
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadMore } from '@portal/shared/ui/load-more';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { PaymentModal } from './payment-modal';
import { canPay, transactionIdOf } from './payment-state';
import styles from './payments.module.css';

/**
 * Campaign Payments (spec §2): the brand's accepted applications with the payment of each, and
 * Pay Now where nothing is paid yet or the admin rejected the last payment. A submitted payment
 * turns its row pending with its wallet and transaction ID as soon as it is recorded.
 */
export function CampaignPayments() {
  const payments = usePaymentApplications('brand');
  const message = useFlashMessage();
  const [paying, setPaying] = useState<Application | null>(null);

  function list() {
    if (payments.isLoading) return <LoadingSkeleton label="Loading payments..." rows={5} />;
    if (payments.isError) {
      return (
        <LoadFailure message="Your payments could not be loaded." onRetry={payments.refetch} />
      );
    }
    if (payments.items.length === 0) return <EmptyState message="No applications found." />;
    return (
      <>
        <DataTable
          caption="Campaign Payments"
          rows={payments.items}
          rowKey={(application) => application.id}
          columns={[
            { header: 'Campaign', cell: (application) => application.campaign_title },
            {
              header: 'Influencer',
              cell: (application) => (
                <ProfileLink username={application.influencer_name} fallback="Unknown Influencer" />
              ),
            },
            { header: 'Amount', cell: (application) => formatTaka(application.amount) },
            {
              header: 'Payment Method',
              cell: (application) =>
                application.payment_method
                  ? PAYMENT_METHOD_LABELS[application.payment_method]
                  : '—',
            },
            {
              header: 'Transaction ID',
              cell: (application) => {
                const id = transactionIdOf(application);
                return id ? <span className={styles.brandPaymentsTransaction}>{id}</span> : '—';
              },
            },
            {
              header: 'Payment Status',
              cell: (application) => <StatusBadge status={application.payment_status} />,
            },
            {
              header: 'Action',
              cell: (application) => (
                <span className={styles.paymentActions}>
                  {canPay(application) && (
                    <Button
                      small
                      aria-description={`${formatTaka(application.amount)} to ${application.influencer_name} for ${application.campaign_title}`}
                      onClick={() => {
                        message.clear();
                        setPaying(application);
                      }}
                    >
                      Pay Now
                    </Button>
                  )}
                  <MessageButton
                    userId={application.influencer}
                    username={application.influencer_name}
                  />
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
      <Banner message={message.message} />
      {list()}
      {paying && (
        <PaymentModal
          application={paying}
          onClose={() => setPaying(null)}
          onPaid={() => {
            setPaying(null);
            message.showSuccess('✅ Payment submitted successfully! Awaiting admin confirmation.');
          }}
        />
      )}
    </>
  );
}
