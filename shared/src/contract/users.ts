import * as z from '@portal/shared/contract/zod';
import { idSchema, moneySchema, pageQuerySchema, roleSchema } from './common';
import { searchTextSchema } from './filters';
import { rejectionReasonSchema } from './payments';

/** A user as the admin screens list them ("Recent user", see docs/screens.md). */
export const userSummarySchema = z.object({
  id: idSchema,
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  is_active: z.boolean(),
  created_at: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const userActionRequestSchema = z.object({
  action: z.enum(['activate', 'deactivate'], { error: 'Action must be activate or deactivate.' }),
  /** Why the user is deactivated (3-500 characters), shown to them when they try to log in. */
  reason: z.optional(rejectionReasonSchema),
});
export type UserActionRequest = z.infer<typeof userActionRequestSchema>;

/**
 * The money a user holds on the platform, for the admin about to deactivate them: an influencer's
 * balance, escrow (what they will receive) and withdrawals waiting; a brand's payments held in
 * escrow and refunds the platform still owes them. Deactivating moves none of it.
 */
export const userMoneySchema = z.object({
  balance: moneySchema,
  in_escrow: moneySchema,
  pending_withdrawals: moneySchema,
  refunds_owed: moneySchema,
});
export type UserMoney = z.infer<typeof userMoneySchema>;

/** `role`, and `search`: a case-insensitive substring of the username or the email. */
export const userListQuerySchema = z.extend(pageQuerySchema, {
  role: z.optional(roleSchema),
  search: searchTextSchema,
});
