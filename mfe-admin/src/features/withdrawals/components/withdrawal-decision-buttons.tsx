import type { DecideWithdrawalRequest, Withdrawal } from '@portal/shared/contract/withdrawals';
import { formatTaka } from '@portal/shared/money';
import { Button } from '@portal/shared/ui/button';
import withdrawalsStyles from './withdrawals.module.css';

/** Approve and Reject on a pending withdrawal (spec §2); each asks before it acts. */
export function WithdrawalDecisionButtons({
  withdrawal,
  busy,
  onDecide,
}: {
  withdrawal: Withdrawal;
  busy: boolean;
  onDecide: (status: DecideWithdrawalRequest['status']) => void;
}) {
  const what = `withdrawal of ${formatTaka(withdrawal.amount)} for ${withdrawal.influencer_name}`;
  return (
    <span className={withdrawalsStyles.adminWithdrawalsDecision}>
      <Button
        small
        aria-label={`Approve ${what}`}
        disabled={busy}
        onClick={() => onDecide('approved')}
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
