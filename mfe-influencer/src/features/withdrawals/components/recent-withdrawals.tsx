import { useCancelWithdrawal, useWithdrawals } from '@portal/shared/api/withdrawals';
import type { Withdrawal } from '@portal/shared/contract/withdrawals';
import { formatDateTime } from '@portal/shared/dates';
import { useFlashMessage } from '@portal/shared/flash-message';
import { useTranslateSentence } from '@portal/shared/i18n/sentences';
import { digitsFor } from '@portal/shared/language';
import { formatTaka } from '@portal/shared/money';
import { ReceiptLink } from '@portal/shared/ui/receipt-link';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { useConfirm } from '@portal/shared/ui/confirm-dialog';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { ListTable } from '@portal/shared/ui/list-view';
import { useInfluencerTexts } from '../../../texts';
import { withdrawalFailure } from './withdrawal-checks';
import styles from './withdrawals.module.css';

/**
 * What the admin's decision left to know (see docs/money.md): the payout reference of an approved
 * withdrawal, the reason of a rejected one; and that a cancelled one is back in the balance.
 */
function Decision({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useInfluencerTexts();
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
  if (withdrawal.status === 'cancelled') {
    return <span className={styles.withdrawalsDecision}>{t('withdrawals.backInBalance')}</span>;
  }
  return null;
}

/**
 * Cancel on a pending withdrawal: asked once more, then the amount returns to the balance and
 * the admins are told; the server's reason when it is too late (the admin decided first).
 */
function useCancelling() {
  const { t, language } = useInfluencerTexts();
  const cancel = useCancelWithdrawal();
  const { confirm, dialog } = useConfirm();
  const message = useFlashMessage();

  const describe = (withdrawal: Withdrawal) => ({
    amount: formatTaka(withdrawal.amount, { language }),
    wallet: PAYMENT_METHOD_LABELS[withdrawal.payment_method],
    number: digitsFor(language, withdrawal.phone_number),
  });

  async function cancelOne(withdrawal: Withdrawal) {
    message.clear();
    const described = describe(withdrawal);
    const sure = await confirm({
      title: t('withdrawals.cancelTitle'),
      message: t('withdrawals.cancelQuestion', described),
      confirmLabel: t('withdrawals.cancelConfirm'),
      cancelLabel: t('withdrawals.keep'),
      danger: true,
    });
    if (!sure) return;
    cancel.mutate(withdrawal, {
      onSuccess: () => message.showSuccess(t('withdrawals.cancelled', described)),
      onError: (error) =>
        message.showFailure(withdrawalFailure(error, t, t('withdrawals.cancelFailed'))),
    });
  }

  function button(withdrawal: Withdrawal) {
    if (withdrawal.status !== 'pending') return null;
    return (
      <Button
        variant="secondary"
        small
        className={styles.withdrawalsCancel}
        aria-label={t('withdrawals.cancelOf', describe(withdrawal))}
        disabled={cancel.isPending && cancel.variables?.id === withdrawal.id}
        onClick={() => void cancelOne(withdrawal)}
      >
        {t('withdrawals.cancel')}
      </Button>
    );
  }

  return { button, dialog, message };
}

/**
 * 'Recent Withdrawals' (see docs/screens.md): Amount, Payment Method, Phone Number, Status (with
 * Cancel while pending), Date; and the payout's receipt once approved (see docs/money.md).
 */
export function RecentWithdrawals() {
  const { t, language } = useInfluencerTexts();
  const withdrawals = useWithdrawals();
  const cancelling = useCancelling();

  return (
    <>
      <Banner message={cancelling.message.message} tone={cancelling.message.tone} />
      <ListTable
        list={withdrawals}
        loading={t('withdrawals.loading')}
        loadFailed={t('withdrawals.failed')}
        empty={t('withdrawals.empty')}
        skeletonRows={4}
        caption={t('withdrawals.recent')}
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
                {cancelling.button(withdrawal)}
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
      {cancelling.dialog}
    </>
  );
}
