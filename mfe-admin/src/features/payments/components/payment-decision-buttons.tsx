import type { DecidePaymentRequest, Payment } from '@portal/shared/contract/payments';
import { Button } from '@portal/shared/ui/button';
import paymentsStyles from './payments.module.css';

/** Approve (confirm) and Reject on a pending payment (spec §2); each asks before it acts. */
export function PaymentDecisionButtons({
  payment,
  busy,
  onDecide,
}: {
  payment: Payment;
  busy: boolean;
  onDecide: (status: DecidePaymentRequest['status']) => void;
}) {
  const what = `payment ${payment.brand_transaction_id}`;
  return (
    <span className={paymentsStyles.adminPaymentsDecision}>
      <Button
        small
        aria-label={`Approve ${what}`}
        disabled={busy}
        onClick={() => onDecide('confirmed')}
      >
        Approve
      </Button>
      <Button
        small
        variant="danger"
        aria-label={`Reject ${what}`}
        disabled={busy}
        onClick={() => onDecide('rejected')}
      >
        Reject
      </Button>
    </span>
  );
}
