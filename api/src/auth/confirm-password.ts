import type { UserRow } from '../db/queries/users';
import { badRequest } from '../http/errors';
import type { LoginBudget } from './login-budget';
import { verifyPassword } from './passwords';

export const CURRENT_PASSWORD_NEEDED = 'Enter your current password to change your email.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';

/**
 * The account's password, asked again before a change of its email or password: 400 naming
 * `current_password` when it is missing or wrong (a wrong one counts against the account's
 * sign-in budget, as at login).
 */
export async function confirmPassword(
  loginBudget: LoginBudget,
  user: UserRow,
  password: string | undefined,
): Promise<void> {
  if (password === undefined) {
    throw badRequest({ current_password: [CURRENT_PASSWORD_NEEDED] }, CURRENT_PASSWORD_NEEDED);
  }
  const attempt = await loginBudget.claim(user.email);
  if (!(await verifyPassword(password, user.passwordHash))) {
    await loginBudget.failed();
    throw badRequest({ current_password: [CURRENT_PASSWORD_WRONG] }, CURRENT_PASSWORD_WRONG);
  }
  await loginBudget.succeeded(attempt);
}
