import { passwordSchema } from '@portal/shared/contract/auth';
import * as z from '@portal/shared/contract/zod';

/**
 * A new password typed twice: the register form's rule, and the copy must match (a typo in a
 * password nobody sees would lock its owner out).
 */
export const newPasswordSchema = z
  .object({ new_password: passwordSchema, confirm_password: z.string() })
  .refine((values) => values.new_password === values.confirm_password, {
    message: 'Passwords do not match.',
    path: ['confirm_password'],
  });

export const EMPTY_NEW_PASSWORD = { new_password: '', confirm_password: '' };
