import { useState } from 'react';
import { useAdminRefunds, useRefundThroughBkash } from '@portal/shared/api/refunds';
import {
  refundListQuerySchema,
  type AdminRefund,
  type GatewayRefundState,
  type Refund,
} from '@portal/shared/contract/collaborations';
import { formatDateTime } from '@portal/shared/dates';
import { useFlashMessage } from '@portal/shared/flash-message';
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { ListTable } from '@portal/shared/ui/list-view';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { useConfirm } from '@portal/shared/ui/confirm-dialog';
import { failureSentence, type FailureWording } from '@portal/shared/submit-failure';
import { useUrlFilters } from '@portal/shared/url-filters';
import { useHighlightedId } from '../../../components/highlighted-id';
import { StatusFilter } from '../../../components/status-filter';
import { useAdminTexts, type AdminTextKey } from '../../../texts';
import { RefundTransferModal } from './refund-transfer-modal';
import styles from './refunds.module.css';

const refundFilterSchema = refundListQuerySchema.pick({ status: true });

/** What the list says when no refund has the chosen status. */
const NONE_WITH_STATUS: Record<Refund['status'], AdminTextKey> = {
  pending: 'refunds.nonePending',
  sent: 'refunds.noneSent',
};

/**
 * Why the money goes back, in the admin's words. The API calls an influencer stepping back from a
 * collaboration 'withdrawn'; here that word is kept for cashing out.
 */
const CAUSE_LABELS: Record<Refund['cause'], AdminTextKey> = {
  withdrawn: 'refunds.cause.steppedBack',
  cancelled: 'refunds.cause.cancelled',
  dispute: 'refunds.cause.dispute',
};

/**
 * What a pending refund's row says of bKash's refund call (docs/payment-gateways.md): why the
 * manual transfer is the way, or that bKash can send it; nothing for a payment made by transfer.
 */
const GATEWAY_NOTES: Partial<Record<GatewayRefundState, AdminTextKey>> = {
  available: 'refunds.bkashAvailable',
  sending: 'refunds.bkashSending',
  refused: 'refunds.bkashRefused',
  window_passed: 'refunds.bkashWindowPassed',
  gateway_off: 'refunds.bkashOff',
};

/**
 * The Refunds tab (see docs/money.md): money the platform owes brands, pending or sent (a filter
 * kept in the address); a pending one is paid back the way the brand paid and its transfer
 * recorded, or, paid through bKash within its window, sent back through bKash's refund call.
 */
export function RefundsTab() {
  const { t, language } = useAdminTexts();
  const [filters, setFilters] = useUrlFilters(refundFilterSchema);
  const refunds = useAdminRefunds(filters, { refetchOnMount: 'always' });
  const flash = useFlashMessage();
  const highlightedId = useHighlightedId();
  const [recording, setRecording] = useState<AdminRefund | null>(null);
  const throughBkash = useRefundThroughBkash();
  const { confirm, dialog } = useConfirm();
  const bkashFailure: FailureWording = {
    fallback: t('refunds.bkashFailed'),
    because: (reason) => t('refunds.bkashFailedBecause', { reason }),
  };

  /** Refund through bKash, after a question: bKash moves the money at once. */
  async function sendThroughBkash(refund: AdminRefund) {
    flash.clear();
    if (refund.gateway_refund === 'available') {
      const confirmed = await confirm({
        title: t('refunds.bkashConfirmTitle'),
        message: t('refunds.bkashQuestion', {
          amount: formatTaka(refund.amount, { language }),
          brand: refund.brand_name,
          transactionId: refund.paid_transaction_id,
        }),
        confirmLabel: t('refunds.throughBkash'),
      });
      if (!confirmed) return;
    }
    throughBkash.mutate(
      { id: refund.id },
      {
        onSuccess: () => flash.showSuccess(t('refunds.sentThroughBkash')),
        onError: (error) => flash.showFailure(failureSentence(error, bkashFailure)),
      },
    );
  }

  function transfer(refund: AdminRefund) {
    if (refund.status === 'pending') {
      const state = refund.gateway_refund;
      const note = GATEWAY_NOTES[state];
      const busy = throughBkash.isPending && throughBkash.variables.id === refund.id;
      return (
        <>
          {note && <span className={styles.adminRefundsNote}>{t(note)}</span>}
          {(state === 'available' || state === 'sending') && (
            <Button small disabled={busy} onClick={() => void sendThroughBkash(refund)}>
              {busy
                ? t('refunds.sendingThroughBkash')
                : t(state === 'sending' ? 'refunds.checkBkash' : 'refunds.throughBkash')}
            </Button>
          )}
          {state !== 'sending' && (
            <Button
              small
              onClick={() => {
                flash.clear();
                setRecording(refund);
              }}
            >
              {t('refunds.record')}
            </Button>
          )}
        </>
      );
    }
    return (
      <>
        <span className={styles.adminRefundsCode}>
          {refund.gateway_refund === 'sent'
            ? t('refunds.sentByBkash', {
                transactionId: refund.transaction_id ?? t('notAvailable'),
              })
            : t('refunds.sentTo', {
                method: refund.payment_method ? PAYMENT_METHOD_LABELS[refund.payment_method] : '',
                phone: refund.phone_number ?? t('notAvailable'),
                transactionId: refund.transaction_id ?? t('notAvailable'),
              })}
        </span>
        {refund.sent_at && (
          <span className={styles.adminRefundsNote}>
            {t('refunds.sentAt', { date: formatDateTime(refund.sent_at, language) })}
          </span>
        )}
      </>
    );
  }

  return (
    <>
      <Banner message={flash.message} tone={flash.tone} />
      <div className={styles.adminRefundsToolbar}>
        <StatusFilter
          label={t('refunds.filter')}
          statuses={['pending', 'sent']}
          value={filters.status}
          onChange={(status) => setFilters({ status })}
        />
      </div>
      <ListTable
        list={refunds}
        loading={t('refunds.loading')}
        loadFailed={t('refunds.loadFailed')}
        empty={t(filters.status ? NONE_WITH_STATUS[filters.status] : 'refunds.none')}
        caption={t('refunds.caption')}
        rowKey={(refund) => refund.id}
        highlightedKey={highlightedId}
        columns={[
          {
            header: t('column.campaign'),
            cell: (refund) => (
              <>
                {refund.campaign_title}
                <span className={styles.adminRefundsNote}>
                  {t('refunds.withInfluencer', { influencer: refund.influencer_name })}
                </span>
              </>
            ),
          },
          {
            header: t('column.brand'),
            cell: (refund) => (
              <ProfileLink username={refund.brand_name} fallback={t('unknown.brand')} />
            ),
          },
          {
            header: t('column.amount'),
            cell: (refund) => (
              <span className={styles.adminRefundsWhole}>
                {formatTaka(refund.amount, { language })}
              </span>
            ),
          },
          {
            header: t('column.cause'),
            cell: (refund) => (
              <span className={styles.adminRefundsWhole}>{t(CAUSE_LABELS[refund.cause])}</span>
            ),
          },
          {
            header: t('column.brandPayment'),
            cell: (refund) => (
              <span className={styles.adminRefundsCode}>
                {t('refunds.paidWith', {
                  method: PAYMENT_METHOD_LABELS[refund.paid_with],
                  transactionId: refund.paid_transaction_id,
                })}
              </span>
            ),
          },
          {
            header: t('column.status'),
            cell: (refund) => (
              <StatusBadge status={refund.status} label={t(`status.${refund.status}`)} />
            ),
          },
          {
            header: t('column.created'),
            cell: (refund) => formatDateTime(refund.created_at, language),
          },
          { header: t('column.transfer'), cell: transfer },
        ]}
      />
      {recording && (
        <RefundTransferModal
          refund={recording}
          onClose={() => setRecording(null)}
          onRecorded={() => {
            setRecording(null);
            flash.showSuccess(t('refunds.recorded'));
          }}
        />
      )}
      {dialog}
    </>
  );
}
