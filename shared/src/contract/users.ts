import * as z from '@portal/shared/contract/zod';
import { idSchema, pageQuerySchema, roleSchema } from './common';
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
  reason: rejectionReasonSchema.optional(),
});
export type UserActionRequest = z.infer<typeof userActionRequestSchema>;

/** `role`, and `search`: a case-insensitive substring of the username or the email. */
export const userListQuerySchema = pageQuerySchema.extend({
  role: roleSchema.optional(),
  search: searchTextSchema,
});
