import { changePasswordRequestSchema } from '@portal/shared/contract/accounts';
import * as z from '@portal/shared/contract/zod';

interface NewPasswordValues {
  new_password: string;
  confirm_password: string;
}

/** A new password typed twice must match: a typo in a password nobody sees locks its owner out. */
const copyMatches = (values: NewPasswordValues) => values.new_password === values.confirm_password;
const mismatch = { message: 'Passwords do not match.', path: ['confirm_password'] };

/** Security settings' password form: the current password, and the new one (the register form's rule) twice. */
export const changePasswordFormSchema = z
  .extend(changePasswordRequestSchema, { confirm_password: z.string() })
  .check(z.refine(copyMatches, mismatch));

/** The reset page's form: the new password twice. */
export const newPasswordSchema = z
  .extend(z.pick(changePasswordRequestSchema, { new_password: true }), {
    confirm_password: z.string(),
  })
  .check(z.refine(copyMatches, mismatch));

export const EMPTY_NEW_PASSWORD: NewPasswordValues = { new_password: '', confirm_password: '' };
