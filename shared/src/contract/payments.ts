import * as z from '@portal/shared/contract/zod';
import { checkoutGatewaySchema } from './checkout';
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
import { freeTextSchema } from './free-text';

export const PAYMENT_RECORD_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_RECORD_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Spaces and dashes (hyphen, the Unicode dashes, minus) people put in an ID they copy. */
const ID_SEPARATORS = /[\s\-\u2010-\u2015\u2212]/gu;

/**
 * A transaction ID as a wallet's statement has it, however it was pasted: Bengali digits as Latin
 * ones, spaces and dashes left out, upper-cased (' 9ab 3cd-4ef5 ' -> '9AB3CD4EF5').
 */
export function normaliseTransactionId(text: string): string {
  return latinDigits(text).replace(ID_SEPARATORS, '').toUpperCase();
}

/** Wallet transaction IDs: 8-20 letters and digits once normalised (`normaliseTransactionId`). */
export const transactionIdSchema = z.pipe(
  z.pipe(z.string(), z.transform(normaliseTransactionId)),
  z
    .string()
    .check(
      z.minLength(1, { message: 'Please enter a transaction ID.', abort: true }),
      z.regex(/^[A-Z0-9]{8,20}$/, 'A transaction ID is 8-20 letters and digits.'),
    ),
);

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
   * What the brand writes as the transfer's reference (see docs/money.md): `C-<application id>`, so
   * the admin matches the wallet statement's line to the collaboration.
   */
  reference: z.string(),
  status: paymentStatusSchema,
  /** Why the admin rejected it (see docs/money.md), shown to the brand; null unless rejected. */
  rejection_reason: z.nullable(z.string()),
  /**
   * The gateway that confirmed it, with no admin, when the brand paid on the gateway's page
   * (docs/payment-gateways.md); null for a transfer the admin decides.
   */
  confirmed_by_gateway: z.nullable(checkoutGatewaySchema),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * The reference a brand writes in the bKash/Nagad transfer for an application (see docs/money.md).
 */
export function paymentReference(applicationId: number): string {
  return `C-${applicationId}`;
}

export const REJECTION_REASON_MIN_LENGTH = 3;
export const REJECTION_REASON_MAX_LENGTH = 500;

/**
 * Why the admin rejects a payment or a withdrawal (see docs/money.md): 3-500 characters (the
 * free-text rule).
 */
export const rejectionReasonSchema = freeTextSchema({
  required: 'Please give a reason.',
  min: {
    length: REJECTION_REASON_MIN_LENGTH,
    message: `Write at least ${REJECTION_REASON_MIN_LENGTH} characters.`,
  },
  max: {
    length: REJECTION_REASON_MAX_LENGTH,
    message: `Write at most ${REJECTION_REASON_MAX_LENGTH} characters.`,
  },
});

/**
 * Parses `value` with `schema` for a decision's field: its errors are reported under `field`, and
 * a missing value reads as empty so the field's own "please enter" sentence explains it.
 */
export function decisionField<Output>(
  schema: z.ZodType<Output, string>,
  field: string,
  value: string | undefined,
  ctx: z.TransformContext,
): Output | typeof z.NEVER {
  const parsed = schema.safeParse(value ?? '');
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    z.addIssue(ctx, { path: [field], message: issue.message });
  }
  return z.NEVER;
}

/**
 * The reasons the admin picks from when rejecting a payment (see docs/money.md), stored as these
 * English words; a page in another language shows them through the sentence catalog
 * (sentences/bn.json). Any other reason is the admin's own text.
 */
export const PAYMENT_REJECTION_REASONS = [
  'Transaction ID not found on our statement',
  'Amount does not match',
  'Wrong wallet',
] as const;

/** Confirming a payment, or rejecting it with a reason shown to the brand. */
export const decidePaymentRequestSchema = z.pipe(
  z.object({
    status: z.enum(['confirmed', 'rejected'], { error: 'Status must be confirmed or rejected.' }),
    reason: z.optional(z.string()),
  }),
  z.transform((body, ctx) => {
    if (body.status === 'confirmed') return { status: 'confirmed' as const };
    const reason = decisionField(rejectionReasonSchema, 'reason', body.reason, ctx);
    return { status: 'rejected' as const, reason };
  }),
);
export type DecidePaymentRequest = z.input<typeof decidePaymentRequestSchema>;
export type PaymentDecision = z.output<typeof decidePaymentRequestSchema>;

/** Filters of the admin's payment list and its CSV export. */
export const paymentFilterSchema = z.object({
  status: z.optional(paymentStatusSchema),
  /**
   * A case-insensitive substring of the transaction ID: part of an ID copied from a wallet
   * statement finds the payment, typed in Latin or Bengali digits, with spaces or dashes, as the
   * ID itself may be.
   */
  transaction_id: z.pipe(
    searchTextSchema,
    z.transform((text) => text && normaliseTransactionId(text)),
  ),
});

export const paymentListQuerySchema = z.extend(pageQuerySchema, paymentFilterSchema.shape);
