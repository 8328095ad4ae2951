import * as z from '@portal/shared/contract/zod';
import { idInputSchema, idSchema, moneySchema, pageQuerySchema } from './common';

/** The gateways a brand can pay through on the gateway's own page (docs/payment-gateways.md). */
export const CHECKOUT_GATEWAYS = ['bkash', 'nagad'] as const;
export const checkoutGatewaySchema = z.enum(CHECKOUT_GATEWAYS);
export type CheckoutGateway = z.infer<typeof checkoutGatewaySchema>;

/**
 * A payment intent's states: `created` until the gateway gives its page, `awaiting_approval` while
 * the brand is on it, `executing` from the moment the server asks the gateway to move the money,
 * then one of the four ends.
 */
export const PAYMENT_INTENT_STATES = [
  'created',
  'awaiting_approval',
  'executing',
  'completed',
  'failed',
  'cancelled',
  'expired',
] as const;
export const paymentIntentStateSchema = z.enum(PAYMENT_INTENT_STATES);
export type PaymentIntentState = z.infer<typeof paymentIntentStateSchema>;

/** Why an intent failed, as stored; the API words each for the brand. */
export const INTENT_FAILURES = [
  'declined',
  'insufficient_balance',
  'gateway_error',
  'mismatch',
  'already_credited',
  'already_paid',
] as const;
export type IntentFailure = (typeof INTENT_FAILURES)[number];

export const checkoutRequestSchema = z.object({
  application_id: idInputSchema,
  gateway: checkoutGatewaySchema,
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutAnswerSchema = z.object({
  intent_id: idSchema,
  /** The gateway's page where the brand approves the payment. */
  redirect_url: z.string(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

export const paymentIntentSchema = z.object({
  id: idSchema,
  application_id: idSchema,
  gateway: checkoutGatewaySchema,
  state: paymentIntentStateSchema,
  amount: moneySchema,
  reference: z.string(),
  /** The gateway's transaction ID once the money is credited. */
  trx_id: z.nullable(z.string()),
  /** Why it failed, in the request's language; null unless failed. */
  failure_reason: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/** Which gateways Pay Now offers; `test_mode` when they are the simulator, where no money moves. */
export const paymentGatewaysSchema = z.object({
  gateways: z.array(checkoutGatewaySchema),
  test_mode: z.boolean(),
});
export type PaymentGateways = z.infer<typeof paymentGatewaysSchema>;

/**
 * The gateway's last answer about an intent's payment, as stored and shown to the admin: the call,
 * and either bKash's `transactionStatus` (with its trxID and amount) or why the call failed. No
 * token or credential is ever in it.
 */
export const gatewayAnswerSchema = z.object({
  call: z.enum(['execute', 'query']),
  /** bKash's `transactionStatus`, or the failure's kind (`refused`, `timeout`, ...). */
  outcome: z.string(),
  status_code: z.nullable(z.string()),
  status_message: z.nullable(z.string()),
  trx_id: z.nullable(z.string()),
  amount: z.nullable(z.string()),
  at: z.string(),
});
export type GatewayAnswer = z.infer<typeof gatewayAnswerSchema>;

/** The failures after which a gateway had moved the money: it is held as an unmatched receipt. */
export const UNMATCHED_FAILURES = [
  'mismatch',
  'already_paid',
] as const satisfies readonly IntentFailure[];

/** An unmatched receipt is held until an admin returns it to the brand. */
export const UNMATCHED_STATUSES = ['held', 'returned'] as const;

/**
 * How an unmatched receipt can go back to the brand (docs/payment-gateways.md): `available`
 * through the refund call of the wallet it came through (bKash's or Nagad's), within its window;
 * `sending` a refund call's answer is not known yet (for Nagad, until the admin confirms it or
 * releases it); `refused` the wallet refused it; `window_passed` too late for the wallet;
 * `gateway_off` PAYMENT_GATEWAY offers that wallet no more; `returned` it went back. `refused`,
 * `window_passed` and `gateway_off` leave the admin's transfer.
 */
export const UNMATCHED_RETURN_STATES = [
  'available',
  'sending',
  'refused',
  'window_passed',
  'gateway_off',
  'returned',
] as const;
export type UnmatchedReturnState = (typeof UNMATCHED_RETURN_STATES)[number];

/** How the money went back: the wallet's refund call (bKash's, Nagad's), or the admin's transfer. */
export const RETURN_WAYS = ['bkash', 'nagad', 'transfer'] as const;

/**
 * Money a gateway moved for an intent the platform refused to credit: what the gateway says it
 * received, and whether and how it went back to the brand.
 */
export const unmatchedReceiptSchema = z.object({
  /** The gateway's amount, which may differ from the intent's. */
  amount: moneySchema,
  /** The gateway's transaction ID of the money received. */
  trx_id: z.string(),
  received_at: z.string(),
  return_state: z.enum(UNMATCHED_RETURN_STATES),
  returned_through: z.nullable(z.enum(RETURN_WAYS)),
  /** bKash's refundTrxID, Nagad's cancelTrxId, or the transaction ID of the admin's transfer. */
  return_transaction_id: z.nullable(z.string()),
  returned_at: z.nullable(z.string()),
});
export type UnmatchedReceipt = z.infer<typeof unmatchedReceiptSchema>;

/** An intent in the admin's Gateway tab. */
export const adminPaymentIntentSchema = z.object({
  id: idSchema,
  application_id: idSchema,
  brand_id: idSchema,
  brand_name: z.string(),
  gateway: checkoutGatewaySchema,
  state: paymentIntentStateSchema,
  amount: moneySchema,
  reference: z.string(),
  /** The gateway's payment ID once it created the payment. */
  gateway_payment_id: z.nullable(z.string()),
  trx_id: z.nullable(z.string()),
  /** The payment recorded when the intent completed. */
  payment_id: z.nullable(idSchema),
  failure_reason: z.nullable(z.enum(INTENT_FAILURES)),
  gateway_answer: z.nullable(gatewayAnswerSchema),
  /** The money the gateway moved though the intent was refused; null when it moved none. */
  unmatched: z.nullable(unmatchedReceiptSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPaymentIntent = z.infer<typeof adminPaymentIntentSchema>;

export const adminPaymentIntentListQuerySchema = z.extend(pageQuerySchema, {
  state: z.optional(paymentIntentStateSchema),
});
export type AdminPaymentIntentListQuery = z.input<typeof adminPaymentIntentListQuerySchema>;
