import { formatMonth } from '@portal/shared/dates';
import type { Language } from '@portal/shared/language';
import { formatTaka } from '@portal/shared/money';

/**
 * The business facts (see docs/screens.md and docs/api-conventions.md) that the policy pages state.
 */

/** The month the policies took effect. */
const POLICY_EFFECTIVE_MONTH = '2025-10';
const englishMonth = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The month the policies took effect, in the reader's language: 'October 2025', 'অক্টোবর ২০২৫'. */
export function policyEffective(language: Language): string {
  if (language === 'bn') return formatMonth(POLICY_EFFECTIVE_MONTH, 'bn');
  return englishMonth.format(new Date(`${POLICY_EFFECTIVE_MONTH}-01T00:00:00Z`));
}

export const MINIMUM_AGE = 18;

/** How many working days a withdrawal (or the refund of a rejected payment) takes. */
export const WITHDRAWAL_DAYS = { from: 2, to: 5 } as const;

/**
 * The server's default MIN_WITHDRAWAL (see docs/money.md), in the reader's language: '৳100',
 * '৳১০০'.
 */
export function minimumWithdrawal(language: Language): string {
  return formatTaka(100, { wholeTaka: true, language });
}
