import { useState } from 'react';
import {
  useAdminRefunds,
  useConfirmRefundSent,
  useRefundThroughGateway,
  useReleaseRefundClaim,
} from '@portal/shared/api/refunds';
import {
  refundListQuerySchema,
  type AdminRefund,
  type GatewayRefundState,
  type Refund,
} from '@portal/shared/contract/collaborations';
import * as z from '@portal/shared/contract/zod';
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
import { NagadAnswerLost, useNagadAnswerLost } from '../../../components/nagad-answer-lost';
import { StatusFilter } from '../../../components/status-filter';
import { useAdminTexts, type AdminTextKey } from '../../../texts';
import { RefundTransferModal } from './refund-transfer-modal';
import styles from './refunds.module.css';

const refundFilterSchema = z.pick(refundListQuerySchema, { status: true });

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
 * What a pending refund's row says of the refund call of the wallet the brand paid through
 * (docs/payment-gateways.md): why the manual transfer is the way, or that the wallet can send it;
 * nothing for a payment made by transfer. While a call's answer is awaited, each wallet says its
 * own: bKash is asked again, Nagad's merchant panel is looked at.
 */
const GATEWAY_NOTES: Partial<Record<GatewayRefundState, AdminTextKey>> = {
  available: 'refunds.gatewayAvailable',
  refused: 'refunds.gatewayRefused',
  window_passed: 'refunds.gatewayWindowPassed',
  gateway_off: 'refunds.gatewayOff',
};
const SENDING_NOTES: Record<AdminRefund['paid_with'], AdminTextKey> = {
  bkash: 'refunds.bkashSending',
  nagad: 'refunds.nagadSending',
};

/**
 * The Refunds tab (see docs/money.md): money the platform owes brands, pending or sent (a filter
 * kept in the address); a pending one is paid back the way the brand paid and its transfer
 * recorded, or, paid through bKash or Nagad within the wallet's window, sent back through its
 * refund call. A refund through Nagad whose answer was lost is confirmed or released by hand.
 */
export function RefundsTab() {
  const { t, language } = useAdminTexts();
  const [filters, setFilters] = useUrlFilters(refundFilterSchema);
  const refunds = useAdminRefunds(filters, { refetchOnMount: 'always' });
  const flash = useFlashMessage();
  const highlightedId = useHighlightedId();
  const [recording, setRecording] = useState<AdminRefund | null>(null);
  const throughGateway = useRefundThroughGateway();
  const nagadLost = useNagadAnswerLost(
    { confirm: useConfirmRefundSent(), release: useReleaseRefundClaim() },
    flash,
  );
  const { confirm, dialog } = useConfirm();
  const gatewayFailure = (wallet: string): FailureWording => ({
    fallback: t('refunds.gatewayFailed', { wallet }),
    because: (reason) => t('refunds.gatewayFailedBecause', { wallet, reason }),
  });

  /** Refund through the wallet, after a question: the wallet moves the money at once. */
  async function sendThroughGateway(refund: AdminRefund) {
    flash.clear();
    const wallet = PAYMENT_METHOD_LABELS[refund.paid_with];
    if (refund.gateway_refund === 'available') {
      const confirmed = await confirm({
        title: t('refunds.gatewayConfirmTitle', { wallet }),
        message: t('refunds.gatewayQuestion', {
          wallet,
          amount: formatTaka(refund.amount, { language }),
          brand: refund.brand_name,
          transactionId: refund.paid_transaction_id,
        }),
        confirmLabel: t('refunds.throughGateway', { wallet }),
      });
      if (!confirmed) return;
    }
    throughGateway.mutate(
      { id: refund.id },
      {
        onSuccess: () => flash.showSuccess(t('refunds.sentThroughGateway', { wallet })),
        onError: (error) => flash.showFailure(failureSentence(error, gatewayFailure(wallet))),
      },
    );
  }

  function transfer(refund: AdminRefund) {
    if (refund.status === 'pending') {
      const state = refund.gateway_refund;
      const wallet = PAYMENT_METHOD_LABELS[refund.paid_with];
      const note = state === 'sending' ? SENDING_NOTES[refund.paid_with] : GATEWAY_NOTES[state];
      const busy = throughGateway.isPending && throughGateway.variables.id === refund.id;
      const answerLost = state === 'sending' && refund.paid_with === 'nagad';
      return (
        <>
          {note && <span className={styles.adminRefundsNote}>{t(note, { wallet })}</span>}
          {answerLost && (
            <NagadAnswerLost
              amount={refund.amount}
              brand={refund.brand_name}
              {...nagadLost(refund.id)}
            />
          )}
          {(state === 'available' || state === 'sending') && !answerLost && (
            <Button small disabled={busy} onClick={() => void sendThroughGateway(refund)}>
              {busy
                ? t('refunds.sendingThroughGateway')
                : state === 'sending'
                  ? t('refunds.checkBkash')
                  : t('refunds.throughGateway', { wallet })}
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
            ? t('refunds.sentByGateway', {
                wallet: refund.payment_method ? PAYMENT_METHOD_LABELS[refund.payment_method] : '',
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
