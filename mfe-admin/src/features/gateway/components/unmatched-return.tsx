import type {
  AdminPaymentIntent,
  UnmatchedReceipt,
  UnmatchedReturnState,
} from '@portal/shared/contract/checkout';
import { formatDateTime } from '@portal/shared/dates';
import { Button } from '@portal/shared/ui/button';
import { useAdminTexts, type AdminTextKey } from '../../../texts';
import styles from './gateway.module.css';

/** Why the money goes back the way it does, for each state of a receipt still held. */
const RETURN_NOTES: Record<Exclude<UnmatchedReturnState, 'returned'>, AdminTextKey> = {
  available: 'gateway.return.available',
  sending: 'gateway.return.sending',
  refused: 'gateway.return.refused',
  window_passed: 'gateway.return.window_passed',
  gateway_off: 'gateway.return.gateway_off',
  no_refund_call: 'gateway.return.no_refund_call',
};

/**
 * The money a gateway received for a refused intent (docs/payment-gateways.md): how it can go back
 * and Return to the brand (Check bKash again while bKash's answer is awaited), or how it went back.
 */
export function UnmatchedReturn({
  intent,
  unmatched,
  busy,
  onReturn,
}: {
  intent: AdminPaymentIntent;
  unmatched: UnmatchedReceipt;
  /** A return of this intent is under way: the button waits. */
  busy: boolean;
  onReturn: () => void;
}) {
  const { t, language } = useAdminTexts();
  const state = unmatched.return_state;
  if (state === 'returned') {
    const transactionId = unmatched.return_transaction_id ?? t('notAvailable');
    return (
      <>
        <span className={styles.adminGatewayCode}>
          {t(
            unmatched.returned_through === 'bkash'
              ? 'gateway.returnedByBkash'
              : 'gateway.returnedByTransfer',
            { transactionId },
          )}
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
  return (
    <>
      <span className={styles.adminGatewayNote}>{t(RETURN_NOTES[state])}</span>
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
