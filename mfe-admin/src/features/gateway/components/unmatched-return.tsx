import type { ComponentProps } from 'react';
import type {
  AdminPaymentIntent,
  UnmatchedReceipt,
  UnmatchedReturnState,
} from '@portal/shared/contract/checkout';
import { formatDateTime } from '@portal/shared/dates';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { Button } from '@portal/shared/ui/button';
import { NagadAnswerLost } from '../../../components/nagad-answer-lost';
import { useAdminTexts, type AdminTextKey } from '../../../texts';
import styles from './gateway.module.css';

/**
 * Why the money goes back the way it does, for each state of a receipt still held, in the words of
 * the wallet it came through; while a call's answer is awaited each wallet says its own.
 */
const RETURN_NOTES: Record<Exclude<UnmatchedReturnState, 'returned' | 'sending'>, AdminTextKey> = {
  available: 'gateway.return.available',
  refused: 'gateway.return.refused',
  window_passed: 'gateway.return.window_passed',
  gateway_off: 'gateway.return.gateway_off',
};
const SENDING_NOTES: Record<AdminPaymentIntent['gateway'], AdminTextKey> = {
  bkash: 'gateway.return.sending',
  nagad: 'gateway.return.nagadSending',
};

/**
 * The money a gateway received for a refused intent (docs/payment-gateways.md): how it can go back
 * and Return to the brand (Check bKash again while bKash's answer is awaited; Confirm refund sent
 * and Nagad did not refund when Nagad's was lost), or how it went back.
 */
export function UnmatchedReturn({
  intent,
  unmatched,
  busy,
  onReturn,
  nagadLost,
}: {
  intent: AdminPaymentIntent;
  unmatched: UnmatchedReceipt;
  /** A return of this intent is under way: the buttons wait. */
  busy: boolean;
  onReturn: () => void;
  /** Settles by hand a return through Nagad whose answer was lost. */
  nagadLost: Pick<ComponentProps<typeof NagadAnswerLost>, 'confirm' | 'release'>;
}) {
  const { t, language } = useAdminTexts();
  const state = unmatched.return_state;
  const wallet = PAYMENT_METHOD_LABELS[intent.gateway];
  if (state === 'returned') {
    const transactionId = unmatched.return_transaction_id ?? t('notAvailable');
    const through = unmatched.returned_through;
    return (
      <>
        <span className={styles.adminGatewayCode}>
          {through === null || through === 'transfer'
            ? t('gateway.returnedByTransfer', { transactionId })
            : t('gateway.returnedByGateway', {
                wallet: PAYMENT_METHOD_LABELS[through],
                transactionId,
              })}
        </span>
        {unmatched.returned_at && (
          <span className={styles.adminGatewayNote}>
            {t('gateway.returnedAt', { date: formatDateTime(unmatched.returned_at, language) })}
          </span>
        )}
      </>
    );
  }
  const sending = state === 'sending';
  const note = sending ? SENDING_NOTES[intent.gateway] : RETURN_NOTES[state];
  if (sending && intent.gateway === 'nagad') {
    return (
      <>
        <span className={styles.adminGatewayNote}>{t(note)}</span>
        <NagadAnswerLost
          amount={unmatched.amount}
          brand={intent.brand_name}
          reference={intent.reference}
          busy={busy}
          confirm={nagadLost.confirm}
          release={nagadLost.release}
        />
      </>
    );
  }
  return (
    <>
      <span className={styles.adminGatewayNote}>{t(note, { wallet })}</span>
      <Button
        small
        disabled={busy}
        aria-label={
          busy
            ? undefined
            : t(sending ? 'gateway.checkBkashOf' : 'gateway.returnToBrandOf', {
                reference: intent.reference,
              })
        }
        onClick={onReturn}
      >
        {busy
          ? t('gateway.returning')
          : t(sending ? 'gateway.checkBkash' : 'gateway.returnToBrand')}
      </Button>
    </>
  );
}
