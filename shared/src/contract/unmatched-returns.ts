import * as z from '@portal/shared/contract/zod';
import { transactionIdSchema } from './payments';

/** The admin's own transfer back to the brand, by the wallet transaction ID it was sent with. */
export const returnByTransferSchema = z.object({
  through: z.literal('transfer'),
  transaction_id: transactionIdSchema,
});
export type ReturnByTransfer = z.input<typeof returnByTransferSchema>;

/**
 * The admin returns an unmatched receipt (money a gateway moved for an intent the platform refused
 * to credit) to the brand: through the refund call of the wallet it came through (bKash's or
 * Nagad's), or by recording the transfer they sent it back with (docs/payment-gateways.md).
 */
export const returnUnmatchedRequestSchema = z.discriminatedUnion('through', [
  z.object({ through: z.literal('bkash') }),
  z.object({ through: z.literal('nagad') }),
  returnByTransferSchema,
]);
export type ReturnUnmatchedRequest = z.input<typeof returnUnmatchedRequestSchema>;
