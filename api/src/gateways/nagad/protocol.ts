import { isIPv4 } from 'node:net';
import { z } from 'zod';

/**
 * Nagad's merchant checkout as its sample code and merchants' integrations show it (sources in
 * docs/payment-gateways.md): the paths under NAGAD_BASE_URL (up to `/api/dfs`), the headers,
 * the statuses, and the answers' shapes. The client and the simulator both speak it from here.
 */
export const NAGAD_PATHS = {
  initialize: (merchantId: string, orderId: string) =>
    `/check-out/initialize/${encodeURIComponent(merchantId)}/${encodeURIComponent(orderId)}`,
  complete: (paymentReferenceId: string) =>
    `/check-out/complete/${encodeURIComponent(paymentReferenceId)}`,
  verify: (paymentReferenceId: string) =>
    `/verify/payment/${encodeURIComponent(paymentReferenceId)}`,
  /** Nagad's refund, which it calls a cancel of the payment (whole or in part). */
  cancel: (paymentRefId: string, orderId: string) =>
    `/purchase/cancel?${new URLSearchParams({ paymentRefId, orderId }).toString()}`,
} as const;

export type NagadCall = keyof typeof NAGAD_PATHS;

/** The headers every call carries. */
export const NAGAD_HEADERS = {
  'X-KM-Api-Version': 'v-0.2.0',
  'X-KM-Client-Type': 'PC_WEB',
} as const;

/** The header of initialize and complete that names the payer's IPv4 address. */
export const NAGAD_PAYER_IP_HEADER = 'X-KM-IP-V4';

/**
 * What X-KM-IP-V4 names when the payer has no IPv4 address to give (an IPv6 client, or no
 * address known): the loopback, which names no one (docs/payment-gateways.md).
 */
export const NAGAD_FALLBACK_IP_V4 = '127.0.0.1';

/**
 * The payer's address as X-KM-IP-V4: an IPv4 address as it is, an IPv6-mapped one
 * (`::ffff:203.0.113.7`) as its IPv4 address, anything else NAGAD_FALLBACK_IP_V4.
 */
export function nagadPayerIpV4(address: string | undefined): string {
  const mapped = /^::ffff:(.+)$/i.exec(address ?? '');
  const ipv4 = mapped?.[1] ?? address ?? '';
  return isIPv4(ipv4) ? ipv4 : NAGAD_FALLBACK_IP_V4;
}

/** Bangladeshi taka, ISO 4217 numeric, as complete's `currencyCode`. */
export const NAGAD_CURRENCY_CODE = '050';

/** Nagad's `datetime`: Dhaka time as yyyyMMddHHmmss. */
export function nagadDateTime(at: number): string {
  return new Date(at + 6 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** Nagad's date of a day: Dhaka time as yyyyMMdd (a refund's `originalRequestDate`). */
export function nagadDate(at: number): string {
  return nagadDateTime(at).slice(0, 8);
}

/** An amount as the platform sends it: taka with at most two decimals, as a string. */
export const NAGAD_AMOUNT = /^(0|[1-9]\d{0,7})(\.\d{1,2})?$/;

/** An order ID: letters and digits only, at most 20 (the platform's references fit). */
export const NAGAD_ORDER_ID = /^[A-Za-z0-9]{1,20}$/;

/** A payment's `status` as verify answers it. */
export const NAGAD_PAYMENT_STATUSES = [
  'Success',
  'OrderInitiated',
  'Ready',
  'InProgress',
  'Cancelled',
  'Aborted',
  'Failed',
] as const;
export type NagadPaymentStatus = (typeof NAGAD_PAYMENT_STATUSES)[number];

/** The `status` Nagad adds to the merchant's callback with `payment_ref_id` and `order_id`. */
export const NAGAD_CALLBACK_STATUSES = ['Success', 'Aborted', 'Cancelled', 'Failed'] as const;
export type NagadCallbackStatus = (typeof NAGAD_CALLBACK_STATUSES)[number];

/**
 * The `statusCode` (verify) and `status_code` (callback) values the platform tells apart:
 * success, and a wallet without the balance (the simulator's code; see docs/payment-gateways.md).
 */
export const NAGAD_STATUS_CODES = {
  success: '00_0000_000',
  insufficientBalance: '00_1050_001',
  failed: '00_1000_001',
} as const;

/** A refusal: HTTP 4xx or 5xx with `reason` and `message`. */
export const nagadRefusalSchema = z.object({ reason: z.string(), message: z.string() });

/** Initialize's and complete's signed part: encrypted for the receiver, signed by the sender. */
export const nagadSealedSchema = z.object({
  sensitiveData: z.string().min(1),
  signature: z.string().min(1),
});

/**
 * The body of a refund: the sealed request under Nagad's own name for it, and its signature.
 */
export const nagadCancelRequestSchema = z.object({
  sensitiveDataCancelRequest: z.string().min(1),
  signature: z.string().min(1),
});

/**
 * A refund's sealed request, once opened: the original payment's day (`originalRequestDate`) and
 * amount, the amount refunded (`cancelAmount`), the merchant's reference and message.
 */
export const nagadCancelDataSchema = z.object({
  merchantId: z.string(),
  originalRequestDate: z.string().regex(/^\d{8}$/),
  originalAmount: z.string(),
  cancelAmount: z.string(),
  referenceNo: z.string().min(1),
  referenceMessage: z.string(),
});
export type NagadCancelData = z.output<typeof nagadCancelDataSchema>;

/**
 * The `status` of a refund's answer that says the money went back: `Success` (the simulator's and
 * merchants' checks), or Nagad's names of a whole or partial refund as integrations read them
 * (sources in docs/payment-gateways.md). Any other status is not taken as a refund.
 */
export const NAGAD_REFUNDED_STATUSES = [
  'Success',
  'Refunded',
  'PartialRefunded',
  'Cancelled',
  'PartialCancelled',
] as const;

/** A refund's answer once decrypted: the money went back, how much, and Nagad's transaction ID. */
export const nagadCancelledSchema = z.object({
  status: z.enum(NAGAD_REFUNDED_STATUSES),
  cancelAmount: z.string().regex(NAGAD_AMOUNT),
  cancelTrxId: z.string().min(1),
  originalAmount: z.string().optional(),
});
export type NagadCancelled = z.output<typeof nagadCancelledSchema>;

/** Initialize's answer once decrypted. */
export const nagadInitializedSchema = z.object({
  paymentReferenceId: z.string().min(1),
  challenge: z.string().min(1),
  acceptDateTime: z.string().optional(),
});
export type NagadInitialized = z.output<typeof nagadInitializedSchema>;

/** Complete's answer: the page to send the payer to. */
export const nagadCompletedSchema = z.object({
  status: z.literal('Success'),
  callBackUrl: z.url(),
});

/** Verify's answer: the payment as Nagad has it. */
export const nagadVerifiedSchema = z.object({
  merchantId: z.string(),
  orderId: z.string(),
  paymentRefId: z.string().min(1),
  amount: z.string().regex(NAGAD_AMOUNT),
  status: z.enum(NAGAD_PAYMENT_STATUSES),
  statusCode: z.string(),
  issuerPaymentRefNo: z.string().nullable().optional(),
  issuerPaymentDateTime: z.string().nullable().optional(),
  orderDateTime: z.string().nullable().optional(),
  clientMobileNo: z.string().nullable().optional(),
  merchantMobileNo: z.string().nullable().optional(),
});
export type NagadVerified = z.output<typeof nagadVerifiedSchema>;
