import type { Application } from '@portal/shared/contract/applications';
import { usePaymentApplications } from '@portal/shared/api/applications';
import { usePlatformConfig } from '@portal/shared/api/platform-config';
import { collaborationColumn } from '@portal/shared/ui/campaign-column';
import { CollaborationStatus } from '@portal/shared/ui/collaboration-link';
import { afterFee, afterFeeAtPercent, formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { ListTable } from '@portal/shared/ui/list-view';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { useInfluencerTexts } from '../../../texts';
import { brandColumn } from '../../../brand-column';

/**
 * docs/screens.md: the influencer sees Confirmed, Pending or Unpaid. A payment the admin rejected
 * is no payment: the brand pays again (see docs/money.md), so until then it reads Unpaid.
 */
function paymentState(application: Application): { status: string; counts: boolean } {
  switch (application.payment_status) {
    case 'confirmed':
      return { status: 'confirmed', counts: true };
    case 'pending':
      return { status: 'pending', counts: true };
    default:
      return { status: 'unpaid', counts: false };
  }
}

function method(application: Application): string {
  const { payment_method: wallet } = application;
  return wallet && paymentState(application).counts ? PAYMENT_METHOD_LABELS[wallet] : '—';
}

function transactionId(application: Application): string {
  const id = application.payment_transaction_id ?? application.transaction_id;
  return id && paymentState(application).counts ? id : '—';
}

/**
 * What the influencer receives of an earning: the amount less the fee recorded with its payment,
 * or, before there is one, less the platform's fee today (by the server's rule); undefined while
 * neither is known.
 */
function youReceive(application: Application, feePercent: number | undefined): string | undefined {
  if (application.payment_platform_fee !== null) {
    return afterFee(application.amount, application.payment_platform_fee);
  }
  return feePercent === undefined ? undefined : afterFeeAtPercent(application.amount, feePercent);
}

/**
 * My Earnings (see docs/screens.md): the accepted applications with the payment of each, what the
 * influencer receives of it after the platform fee (docs/money.md, by the server's rule; '—' until
 * the fee is known; a refunded collaboration says so, a split one points to its page) and where each collaboration stands (see docs/money.md), its campaign's title
 * leading to it.
 */
export function MyEarnings() {
  const { t, language } = useInfluencerTexts();
  const earnings = usePaymentApplications('influencer');
  const feePercent = usePlatformConfig().data?.platform_fee_percent;

  return (
    <ListTable
      list={earnings}
      loading={t('earnings.loading')}
      loadFailed={t('earnings.failed')}
      empty={t('earnings.empty')}
      caption={t('page.myEarnings')}
      rowKey={(application) => application.id}
      columns={[
        collaborationColumn,
        brandColumn,
        {
          header: t('column.amount'),
          cell: (application) => formatTaka(application.amount, { language }),
        },
        {
          header: t('earnings.youReceive'),
          cell: (application) => {
            if (application.collaboration_status === 'refunded') return t('earnings.refunded');
            if (application.collaboration_status === 'split') return t('earnings.split');
            const received = youReceive(application, feePercent);
            return received === undefined ? '—' : formatTaka(received, { language });
          },
        },
        { header: t('column.paymentMethod'), cell: method },
        { header: t('earnings.transactionId'), cell: transactionId },
        {
          header: t('earnings.paymentStatus'),
          cell: (application) => {
            return <StatusBadge status={paymentState(application).status} />;
          },
        },
        {
          header: t('column.status'),
          cell: (application) => <CollaborationStatus application={application} />,
        },
      ]}
    />
  );
}
