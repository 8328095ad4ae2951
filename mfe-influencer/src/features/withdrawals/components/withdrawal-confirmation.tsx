import type { withdrawalRequestSchema } from '@portal/shared/contract/withdrawals';
import type * as z from '@portal/shared/contract/zod';
import { digitsFor } from '@portal/shared/language';
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { Button } from '@portal/shared/ui/button';
import { FactList } from '@portal/shared/ui/fact-list';
import { Modal } from '@portal/shared/ui/modal';
import { useInfluencerTexts } from '../../../texts';
import styles from './withdrawals.module.css';

/** A checked request, as it will be sent: the amount with two decimals, the number's 11 digits. */
export type CheckedWithdrawal = z.output<typeof withdrawalRequestSchema>;

/**
 * The last look before a withdrawal is asked for: the amount, the wallet and its number, with
 * Back and Confirm. Confirm sends once: both buttons wait while the request is on its way, and
 * the dialog cannot be closed meanwhile.
 */
export function WithdrawalConfirmation({
  withdrawal,
  sending,
  onBack,
  onConfirm,
}: {
  withdrawal: CheckedWithdrawal;
  sending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t, language } = useInfluencerTexts();
  const wallet = PAYMENT_METHOD_LABELS[withdrawal.payment_method];
  return (
    <Modal
      title={t('withdrawal.confirmTitle')}
      onClose={() => {
        if (!sending) onBack();
      }}
      footer={
        <>
          <Button variant="secondary" disabled={sending} onClick={onBack}>
            {t('withdrawal.back')}
          </Button>
          <Button disabled={sending} onClick={onConfirm}>
            {sending ? t('withdrawal.submitting') : t('withdrawal.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('withdrawal.confirmCheck')}</p>
      <FactList
        className={styles.withdrawalConfirmation}
        facts={[
          { term: t('column.amount'), value: formatTaka(withdrawal.amount, { language }) },
          { term: t('column.paymentMethod'), value: wallet },
          {
            term: t('withdrawal.walletNumber', { wallet }),
            value: digitsFor(language, withdrawal.phone_number),
          },
        ]}
      />
    </Modal>
  );
}
