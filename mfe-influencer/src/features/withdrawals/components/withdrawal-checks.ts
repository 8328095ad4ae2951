import { errorStatus, type FieldErrors } from '@portal/shared/data/api-error';
import { toPaisa } from '@portal/shared/money';
import { failureSentence } from '@portal/shared/submit-failure';
import type { InfluencerTranslate } from '../../../texts';

/**
 * The message line for a refused request, in its order: a valid amount first, then the
 * wallet number ('Please enter your phone number.' when blank, else the contract's rule).
 */
export function refusalMessage(errors: FieldErrors, t: InfluencerTranslate): string {
  if (errors.amount) return t('withdrawal.invalidAmount');
  const reason = errors.phone_number?.[0] ?? t('withdrawal.insufficientBalance');
  return t('withdrawal.refused', { reason });
}

/**
 * The server's refusal of what was asked (minimum, wallet number, balance, a withdrawal no longer
 * pending) as '⚠️ {{reason}}', else `fallback`; a server error's sentence is not the
 * influencer's to act on.
 */
export function withdrawalFailure(
  error: unknown,
  t: InfluencerTranslate,
  fallback: string,
): string {
  const wording = { fallback, because: (reason: string) => t('withdrawal.refused', { reason }) };
  return (errorStatus(error) ?? 500) < 500 ? failureSentence(error, wording) : fallback;
}

/** More than the balance (unknown while it loads: the server checks it too). */
export function exceedsBalance(amount: string, balance: string | undefined): boolean {
  return balance !== undefined && toPaisa(amount) > toPaisa(balance);
}
