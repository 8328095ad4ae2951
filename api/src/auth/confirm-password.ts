import type { Queryable } from '../db/client';
import { lockUser, type UserRow } from '../db/queries/users';
import { badRequest, notFound } from '../http/errors';
import type { LoginBudget } from './login-budget';
import { verifyPassword } from './passwords';

export const CURRENT_PASSWORD_NEEDED = 'Enter your current password to change your email.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';

const wrongPassword = () =>
  badRequest({ current_password: [CURRENT_PASSWORD_WRONG] }, CURRENT_PASSWORD_WRONG);

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
    throw wrongPassword();
  }
  await loginBudget.succeeded(attempt);
}

/**
 * The user whose password `confirmPassword` accepted, locked until the transaction ends; refused
 * like a wrong password when the password changed since (a reset that committed in between), so
 * that no change rides on a password that no longer works.
 */
export async function lockConfirmedUser(tx: Queryable, confirmed: UserRow): Promise<UserRow> {
  const user = await lockUser(tx, confirmed.id);
  // Authentication found the user a moment ago: only a deletion in between gets here.
  if (user === undefined) throw notFound();
  if (user.passwordHash !== confirmed.passwordHash) throw wrongPassword();
  return user;
}
