import * as z from '@portal/shared/contract/zod';
import {
  idInputSchema,
  idSchema,
  isoDateTimeSchema,
  moneySchema,
  paymentMethodSchema,
} from './common';

/**
 * Receipts (see docs/money.md): one numbered receipt for every confirmed payment, release, refund
 * sent and payout (approved withdrawal), numbered in one sequence in the order they were issued.
 */
export const RECEIPT_KINDS = ['payment', 'release', 'refund', 'payout'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** A party named on a receipt. */
export const receiptPartySchema = z.object({ id: idSchema, username: z.string() });
export type ReceiptParty = z.infer<typeof receiptPartySchema>;

/** GET /receipts/{number}/: a receipt, as its two parties and admins see it. */
export const receiptSchema = z.object({
  number: idSchema,
  kind: z.enum(RECEIPT_KINDS),
  issued_at: isoDateTimeSchema,
  /** Null on a payout: it is the influencer's alone. */
  brand: z.nullable(receiptPartySchema),
  influencer: receiptPartySchema,
  campaign_title: z.nullable(z.string()),
  application_id: z.nullable(idSchema),
  /** The payment reference of the collaboration (`C-<application id>`); null on a payout. */
  reference: z.nullable(z.string()),
  /** The wallet the money moved through; null on a release (it stays on the platform). */
  payment_method: z.nullable(paymentMethodSchema),
  /**
   * Payment: what the brand paid. Release: the influencer's part before the fee. Refund: the
   * amount returned to the brand. Payout: the amount sent to the influencer.
   */
  amount: moneySchema,
  /** The platform's fee: included in a payment, taken from a release; null otherwise. */
  platform_fee: z.nullable(moneySchema),
  /** What the influencer receives of a release, after the fee; null otherwise. */
  net_amount: z.nullable(moneySchema),
  /**
   * The wallet transfer's ID: the brand's for a payment, the admin's for a refund or a payout
   * (null until the admin's payout ID is recorded); null on a release.
   */
  transaction_id: z.nullable(z.string()),
  /** The influencer's wallet number a payout was sent to; null otherwise. */
  wallet_number: z.nullable(z.string()),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** GET /receipts/{number}/'s path parameter. */
export const receiptNumberParamSchema = z.object({
  number: idInputSchema,
});
