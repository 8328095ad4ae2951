/**
 * The wallets money is sent to: a number's rule, shared by a withdrawal's request and the saved
 * wallets of an account (docs/accounts.md). A module of its own so the account pages, which save
 * wallets, load none of the money schemas.
 */

import * as z from '@portal/shared/contract/zod';
import { latinDigits } from './digits';

/**
 * A Bangladeshi mobile wallet number: 01[3-9] and 8 digits (Latin or Bengali), optionally behind
 * +88 or 88, with spaces or dashes allowed. Normalised to the 11 local Latin digits.
 */
export const walletNumberSchema = z
  .string()
  .trim()
  .min(1, 'Please enter your phone number.')
  .transform((text) => latinDigits(text).replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^(?:\+?88)?01[3-9]\d{8}$/, 'Enter a Bangladeshi mobile number such as 01712345678.'),
  )
  .transform((digits) => digits.slice(-11));

/**
 * GET/PUT /account/wallets/ (see docs/accounts.md): the bKash and Nagad numbers a brand's refunds
 * are sent to and an influencer's withdrawals offer; null when not saved.
 */
export const walletsSchema = z.object({
  bkash_number: z.string().nullable(),
  nagad_number: z.string().nullable(),
});
export type Wallets = z.infer<typeof walletsSchema>;
