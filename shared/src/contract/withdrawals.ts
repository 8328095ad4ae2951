import * as z from '@portal/shared/contract/zod';
import {
  idSchema,
  moneyInputSchema,
  moneySchema,
  pageQuerySchema,
  paymentMethodSchema,
} from './common';
import { decisionField, rejectionReasonSchema, transactionIdSchema } from './payments';
import { walletNumberSchema } from './wallets';

/**
 * `cancelled`: the influencer took back a pending request; like a rejected one, its amount is back
 * in the balance.
 */
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const withdrawalRequestSchema = z.object({
  amount: moneyInputSchema,
  payment_method: paymentMethodSchema,
  phone_number: walletNumberSchema,
});
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;

export const withdrawalSchema = z.object({
  id: idSchema,
  amount: moneySchema,
  payment_method: paymentMethodSchema,
  phone_number: z.string(),
  status: withdrawalStatusSchema,
  created_at: z.string(),
  influencer_name: z.string(),
  requested_at: z.string(),
  decided_at: z.nullable(z.string()),
  /**
   * Why the admin rejected it (see docs/money.md), shown to the influencer; null unless rejected.
   */
  rejection_reason: z.nullable(z.string()),
  /** The transaction ID of the admin's transfer, the influencer's payout reference; null unless approved. */
  payout_transaction_id: z.nullable(z.string()),
  /** The payout's receipt (see docs/money.md), once the withdrawal is approved. */
  receipt_number: z.nullable(z.int().check(z.positive())),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** How close in time two like requests must be for the admin to be warned of a double request. */
export const DUPLICATE_WINDOW_SECONDS = 60;

/** A withdrawal as the admin's list shows it. */
export const adminWithdrawalSchema = z.extend(withdrawalSchema, {
  /**
   * Another request of the same influencer for the same amount to the same wallet (method and
   * number) was made within DUPLICATE_WINDOW_SECONDS before or after this one, and neither was
   * cancelled: perhaps one request sent twice.
   */
  possible_duplicate: z.boolean(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

/** The reasons the admin picks from when rejecting a withdrawal (as PAYMENT_REJECTION_REASONS). */
export const WITHDRAWAL_REJECTION_REASONS = [
  'The wallet number does not receive payments',
  'Wrong wallet',
] as const;

/**
 * Approving a withdrawal with the transaction ID of the admin's transfer (the payout reference), or
 * rejecting it with a reason shown to the influencer.
 */
export const decideWithdrawalRequestSchema = z.pipe(
  z.object({
    status: z.enum(['approved', 'rejected'], { error: 'Status must be approved or rejected.' }),
    transaction_id: z.optional(z.string()),
    reason: z.optional(z.string()),
  }),
  z.transform((body, ctx) => {
    if (body.status === 'approved') {
      const transactionId = decisionField(
        transactionIdSchema,
        'transaction_id',
        body.transaction_id,
        ctx,
      );
      return { status: 'approved' as const, transaction_id: transactionId };
    }
    const reason = decisionField(rejectionReasonSchema, 'reason', body.reason, ctx);
    return { status: 'rejected' as const, reason };
  }),
);
export type DecideWithdrawalRequest = z.input<typeof decideWithdrawalRequestSchema>;
export type WithdrawalDecision = z.output<typeof decideWithdrawalRequestSchema>;

/** An influencer's money, derived from the ledger (see docs/money.md). */
export const balanceSchema = z.object({
  balance: moneySchema,
  total_earnings: moneySchema,
  pending_earnings: moneySchema,
  withdrawn: moneySchema,
  pending_withdrawals: moneySchema,
  min_withdrawal: moneySchema,
  /**
   * Paid by brands and held until they approve the work (see docs/money.md): not yet withdrawable.
   */
  in_escrow: moneySchema,
});
export type Balance = z.infer<typeof balanceSchema>;

/** Filters of the withdrawal lists and the admin's CSV export. */
export const withdrawalFilterSchema = z.object({ status: z.optional(withdrawalStatusSchema) });

export const withdrawalListQuerySchema = z.extend(pageQuerySchema, withdrawalFilterSchema.shape);
