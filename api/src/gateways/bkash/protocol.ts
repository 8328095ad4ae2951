import { z } from 'zod';

/**
 * bKash Tokenized Checkout as its documentation and sandbox show it (sources in
 * docs/payment-gateways.md): the paths under BKASH_BASE_URL, the status codes the platform acts
 * on, and the answers' shapes. The client and the simulator both speak it from here.
 */
export const BKASH_PATHS = {
  grant: '/tokenized/checkout/token/grant',
  refresh: '/tokenized/checkout/token/refresh',
  create: '/tokenized/checkout/create',
  execute: '/tokenized/checkout/execute',
  query: '/tokenized/checkout/payment/status',
  /** Refund, and the refund's status: the same path, told apart by the body (no `amount`). */
  refund: '/tokenized/checkout/payment/refund',
  refundStatus: '/tokenized/checkout/payment/refund',
} as const;

export type BkashCall = keyof typeof BKASH_PATHS;

/** bKash's `statusCode` values (and their `statusMessage`) that the platform tells apart. */
export const BKASH_STATUS = {
  successful: { statusCode: '0000', statusMessage: 'Successful' },
  invalidAppKey: { statusCode: '2001', statusMessage: 'Invalid App Key' },
  invalidPaymentId: { statusCode: '2002', statusMessage: 'Invalid Payment ID' },
  invalidAmount: { statusCode: '2006', statusMessage: 'Invalid amount' },
  invalidCurrency: { statusCode: '2007', statusMessage: 'Invalid currency' },
  invalidIntent: { statusCode: '2008', statusMessage: 'Invalid intent' },
  insufficientBalance: { statusCode: '2023', statusMessage: 'Insufficient Balance' },
  invalidCallbackUrl: { statusCode: '2049', statusMessage: 'Invalid Merchant Callback URL' },
  invalidPaymentState: { statusCode: '2056', statusMessage: 'Invalid Payment State' },
  executePrerequisite: {
    statusCode: '2060',
    statusMessage: "Payment execution pre-requisite hasn't been met",
  },
  alreadyCompleted: {
    statusCode: '2062',
    statusMessage: 'The payment has already been completed',
  },
  mandatoryFieldMissing: { statusCode: '2065', statusMessage: 'Mendatory field missing' },
  refundTooLarge: {
    statusCode: '2026',
    statusMessage: 'The reversal amount cannot be greater than the original transaction amount',
  },
  transactionNotFound: { statusCode: '2033', statusMessage: 'Transaction not found' },
  alreadyRefunded: {
    statusCode: '2034',
    statusMessage:
      'The transaction cannot be reversed because the original transaction has been reversed',
  },
  refundNotPermitted: {
    statusCode: '2035',
    statusMessage:
      'Reverse failed because the initiator has no permission to reverse the transaction',
  },
} as const;

/** `transactionStatus` of a payment. */
export const BKASH_TRANSACTION_STATUSES = [
  'Initiated',
  'Completed',
  'Failed',
  'Cancelled',
  'Expired',
] as const;
export type BkashTransactionStatus = (typeof BKASH_TRANSACTION_STATUSES)[number];

/** The `status` bKash appends to the callbackURL with the `paymentID`. */
export const BKASH_CALLBACK_STATUSES = ['success', 'failure', 'cancel'] as const;
export type BkashCallbackStatus = (typeof BKASH_CALLBACK_STATUSES)[number];

/** An amount as bKash takes it: taka with at most two decimals, as a string. */
export const BKASH_AMOUNT = /^(0|[1-9]\d{0,7})(\.\d{1,2})?$/;

/** A refusal: bKash answers `statusCode`/`statusMessage` (older calls `errorCode`/`errorMessage`). */
export const bkashRefusalSchema = z.union([
  z.object({ statusCode: z.string().refine((code) => code !== '0000'), statusMessage: z.string() }),
  z
    .object({ errorCode: z.string(), errorMessage: z.string() })
    .transform(({ errorCode, errorMessage }) => ({
      statusCode: errorCode,
      statusMessage: errorMessage,
    })),
]);

export const bkashTokenSchema = z.object({
  id_token: z.string().min(1),
  refresh_token: z.string().min(1),
  /** Seconds; the sandbox sends a number, some answers a string. */
  expires_in: z.coerce.number().int().positive(),
  token_type: z.string().optional(),
});
export type BkashToken = z.output<typeof bkashTokenSchema>;

const paymentFields = {
  paymentID: z.string().min(1),
  amount: z.string().regex(BKASH_AMOUNT),
  currency: z.string(),
  intent: z.string(),
  merchantInvoiceNumber: z.string(),
  transactionStatus: z.enum(BKASH_TRANSACTION_STATUSES),
};

export const bkashCreatedSchema = z.object({
  ...paymentFields,
  bkashURL: z.url(),
  callbackURL: z.string(),
  paymentCreateTime: z.string().optional(),
});
export type BkashCreated = z.output<typeof bkashCreatedSchema>;

export const bkashExecutedSchema = z.object({
  ...paymentFields,
  trxID: z.string().min(1),
  paymentExecuteTime: z.string().optional(),
  customerMsisdn: z.string().optional(),
});
export type BkashExecuted = z.output<typeof bkashExecutedSchema>;

export const bkashQueriedSchema = z.object({
  ...paymentFields,
  trxID: z.string().min(1).optional(),
  paymentExecuteTime: z.string().optional(),
});
export type BkashQueried = z.output<typeof bkashQueriedSchema>;

/** A refund as bKash answers it, and as the refund status tells it afterwards. */
export const bkashRefundedSchema = z.object({
  originalTrxID: z.string().min(1),
  refundTrxID: z.string().min(1),
  transactionStatus: z.literal('Completed'),
  amount: z.string().regex(BKASH_AMOUNT),
  currency: z.string().optional(),
  /** What bKash charged for the refund, taka as a string. */
  charge: z.string().optional(),
  completedTime: z.string().optional(),
});
export type BkashRefunded = z.output<typeof bkashRefundedSchema>;
