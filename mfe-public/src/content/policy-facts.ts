import { formatTaka } from '@portal/shared/money';

/** The business facts of spec §9 and design §2 that the policy pages state. */
export const POLICY_EFFECTIVE = 'October 2025';
export const MINIMUM_AGE = 18;
export const WITHDRAWAL_DAYS = '2–5 working days';
/** The server's default MIN_WITHDRAWAL (design §2). */
export const MINIMUM_WITHDRAWAL = formatTaka(100, { wholeTaka: true });
