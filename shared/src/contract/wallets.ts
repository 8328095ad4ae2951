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
export const walletNumberSchema = z.pipe(
  z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.minLength(1, 'Please enter your phone number.')),
      z.transform((text) => latinDigits(text).replace(/[\s-]/g, '')),
    ),
    z
      .string()
      .check(
        z.regex(
          /^(?:\+?88)?01[3-9]\d{8}$/,
          'Enter a Bangladeshi mobile number such as 01712345678.',
        ),
      ),
  ),
  z.transform((digits) => digits.slice(-11)),
);

/**
 * GET/PUT /account/wallets/ (see docs/accounts.md): the bKash and Nagad numbers a brand's refunds
 * are sent to and an influencer's withdrawals offer; null when not saved.
 */
export const walletsSchema = z.object({
  bkash_number: z.nullable(z.string()),
  nagad_number: z.nullable(z.string()),
});
export type Wallets = z.infer<typeof walletsSchema>;
