import { toPaisa } from '@portal/shared/money';
import { parseTaka } from '@portal/shared/ui/money-input';

export interface WithdrawalDraft {
  amount: string;
  phoneNumber: string;
}

export type WithdrawalCheck = { ok: true; amount: string } | { ok: false; message: string };

/**
 * Spec §5's checks before sending, in its order: a valid amount, a wallet number, and an amount
 * not above the balance (skipped while the balance is unknown: the server checks it too).
 */
export function checkWithdrawal(
  draft: WithdrawalDraft,
  balance: string | undefined,
): WithdrawalCheck {
  const amount = parseTaka(draft.amount);
  if (amount === null) return { ok: false, message: '⚠️ Please enter a valid amount.' };
  if (draft.phoneNumber.trim() === '') {
    return { ok: false, message: '⚠️ Please enter your phone number.' };
  }
  if (balance !== undefined && toPaisa(amount) > toPaisa(balance)) {
    return { ok: false, message: '⚠️ Insufficient balance.' };
  }
  return { ok: true, amount };
}
