import * as z from '@portal/shared/contract/zod';
import {
  idInputSchema,
  idSchema,
  moneyInputSchema,
  moneySchema,
  pageQuerySchema,
  paymentMethodSchema,
} from './common';
import { latinDigits } from './digits';
import { searchTextSchema } from './filters';

export const PAYMENT_RECORD_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_RECORD_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Wallet transaction IDs: trimmed, 8-20 letters and digits, stored upper-cased. */
export const transactionIdSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a transaction ID.')
  .transform(latinDigits)
  .pipe(z.string().regex(/^[A-Za-z0-9]{8,20}$/, 'A transaction ID is 8-20 letters and digits.'))
  .transform((id) => id.toUpperCase());

export const submitPaymentRequestSchema = z.object({
  application_id: idInputSchema,
  amount: moneyInputSchema,
  payment_method: paymentMethodSchema,
  transaction_id: transactionIdSchema,
});
export type SubmitPaymentRequest = z.input<typeof submitPaymentRequestSchema>;

export const paymentSchema = z.object({
  id: idSchema,
  application_id: idSchema,
  campaign_title: z.string(),
  brand_name: z.string(),
  influencer_name: z.string(),
  amount: moneySchema,
  platform_fee: moneySchema,
  payment_method: paymentMethodSchema,
  transaction_id: z.string(),
  /** The same ID under the name the admin screen reads. */
  brand_transaction_id: z.string(),
  /**
   * What the brand writes as the transfer's reference (design §7): `C-<application id>`, so the
   * admin matches the wallet statement's line to the collaboration.
   */
  reference: z.string(),
  status: paymentStatusSchema,
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The reference a brand writes in the bKash/Nagad transfer for an application (design §7). */
export function paymentReference(applicationId: number): string {
  return `C-${applicationId}`;
}

export const decidePaymentRequestSchema = z.object({
  status: z.enum(['confirmed', 'rejected'], { error: 'Status must be confirmed or rejected.' }),
});
export type DecidePaymentRequest = z.infer<typeof decidePaymentRequestSchema>;

/** Filters of the admin's payment list and its CSV export. */
export const paymentFilterSchema = z.object({
  status: paymentStatusSchema.optional(),
  /**
   * A case-insensitive substring of the transaction ID: part of an ID copied from a wallet
   * statement finds the payment, typed in Latin or Bengali digits as the ID itself may be.
   */
  transaction_id: searchTextSchema.transform((text) => text && latinDigits(text)),
});

export const paymentListQuerySchema = pageQuerySchema.extend(paymentFilterSchema.shape);
