import * as z from '@portal/shared/contract/zod';
import { transactionIdSchema } from './payments';

/**
 * The admin returns an unmatched receipt (money a gateway moved for an intent the platform refused
 * to credit) to the brand: through bKash's refund call, or by recording the transfer they sent it
 * back with (docs/payment-gateways.md).
 */
export const returnUnmatchedRequestSchema = z.discriminatedUnion('through', [
  z.object({ through: z.literal('bkash') }),
  z.object({ through: z.literal('transfer'), transaction_id: transactionIdSchema }),
]);
export type ReturnUnmatchedRequest = z.input<typeof returnUnmatchedRequestSchema>;
