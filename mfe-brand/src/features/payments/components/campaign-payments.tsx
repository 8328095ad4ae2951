import { usePaymentApplications } from '@portal/shared/api/applications';
import { collaborationColumn } from '@portal/shared/ui/campaign-column';
import { CollaborationStatus } from '@portal/shared/ui/collaboration-link';
import { useFlashMessage } from '@portal/shared/flash-message';
import { useTranslateSentence } from '@portal/shared/i18n/sentences';
import { ConversationLink } from '@portal/shared/ui/conversation-link';
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { useSearchParams } from '@portal/shared/router';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { ListTable } from '@portal/shared/ui/list-view';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { ReceiptLink } from '@portal/shared/ui/receipt-link';
import { influencerColumn } from '../../../influencer-column';
import { useBrandTexts } from '../../../texts';
import { PaymentModal } from './payment-modal';
import { canPay, transactionIdOf } from './payment-state';
import styles from './payments.module.css';

/**
 * Campaign Payments (see docs/screens.md): the brand's accepted applications with the payment of
 * each, where each collaboration stands (docs/money.md, its campaign's title leading to it), and
 * Pay Now where nothing is paid yet or the admin rejected the last payment. An open Pay Now is in
 * the address (`?pay=<application id>`, where Pay now after an accept leads), so a reload or Back
 * opens it again. A submitted payment turns its row pending with its wallet and transaction ID as
 * soon as it is recorded.
 */
export function CampaignPayments() {
  const { t, language } = useBrandTexts();
  const payments = usePaymentApplications('brand');
  const message = useFlashMessage();
  const translate = useTranslateSentence();
  const [query, setQuery] = useSearchParams();
  const payingNow = payments.items.find(
    (application) => String(application.id) === query.get('pay') && canPay(application),
  );

  function stopPaying() {
    if (query.has('pay')) setQuery({}, { replace: true });
  }

  return (
    <>
      <Banner message={message.message} tone={message.tone} />
      <ListTable
        list={payments}
        loading={t('payments.loading')}
        loadFailed={t('payments.loadFailed')}
        empty={t('applications.none')}
        caption={t('title.payments')}
        rowKey={(application) => application.id}
        columns={[
          collaborationColumn,
          influencerColumn,
          {
            header: t('label.amount'),
            cell: (application) => formatTaka(application.amount, { language }),
          },
          {
            header: t('label.paymentMethod'),
            cell: (application) =>
              application.payment_method ? PAYMENT_METHOD_LABELS[application.payment_method] : '—',
          },
          {
            header: t('label.transactionId'),
            cell: (application) => {
              const id = transactionIdOf(application);
              return id ? <span className={styles.brandPaymentsTransaction}>{id}</span> : '—';
            },
          },
          {
            header: t('label.paymentStatus'),
            cell: (application) => (
              <>
                <StatusBadge status={application.payment_status} />
                {application.payment_status === 'rejected' &&
                  application.payment_rejection_reason !== null && (
                    <>
                      <span className={styles.brandPaymentsRejection}>
                        {t('payments.rejectedBecause', {
                          reason: translate(application.payment_rejection_reason),
                        })}
                      </span>
                      <span className={styles.brandPaymentsRejection}>
                        {t('payments.payAgain')}
                      </span>
                    </>
                  )}
              </>
            ),
          },
          {
            header: t('label.status'),
            cell: (application) => <CollaborationStatus application={application} />,
          },
          {
            header: t('payments.receipt'),
            cell: (application) => <ReceiptLink number={application.payment_receipt_number} />,
          },
          {
            header: t('label.action'),
            cell: (application) => (
              <span className={styles.paymentActions}>
                {canPay(application) && (
                  <Button
                    small
                    aria-description={t('payments.payWhat', {
                      amount: formatTaka(application.amount, { language }),
                      influencer: application.influencer_name,
                      campaign: application.campaign_title,
                    })}
                    onClick={() => {
                      message.clear();
                      setQuery({ pay: String(application.id) });
                    }}
                  >
                    {t('payments.payNow')}
                  </Button>
                )}
                <ConversationLink
                  userId={application.influencer}
                  username={application.influencer_name}
                />
              </span>
            ),
          },
        ]}
      />
      {payingNow && (
        <PaymentModal
          application={payingNow}
          onClose={stopPaying}
          onPaid={() => {
            stopPaying();
            message.showSuccess(t('payments.submitted'));
          }}
        />
      )}
    </>
  );
}
