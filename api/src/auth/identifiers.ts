import type { Queryable } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { takenIdentifiers } from '../db/queries/users';
import { badRequest } from '../http/errors';

export const USERNAME_TAKEN = 'A user with that username already exists.';
export const EMAIL_TAKEN = 'A user with that email already exists.';

/**
 * Usernames and emails are unique case-insensitively (design §2): a 400 naming each field another
 * user (other than `exceptUserId`) already has. Call it inside the transaction that writes them.
 */
export async function refuseTakenIdentifiers(
  db: Queryable,
  identifiers: { username: string; email: string; exceptUserId?: number },
): Promise<void> {
  const taken = await takenIdentifiers(db, identifiers);
  if (taken.username || taken.email) {
    throw badRequest({
      ...(taken.username ? { username: [USERNAME_TAKEN] } : {}),
      ...(taken.email ? { email: [EMAIL_TAKEN] } : {}),
    });
  }
}

/**
 * Two writers racing for one name pass the check together; the unique index decides. Turns its
 * violation into the same 400 as `refuseTakenIdentifiers` and rethrows anything else.
 */
export function rethrowIdentifierViolation(error: unknown): never {
  if (isUniqueViolation(error, 'users_username_lower_key')) {
    throw badRequest({ username: [USERNAME_TAKEN] });
  }
  if (isUniqueViolation(error, 'users_email_lower_key')) {
    throw badRequest({ email: [EMAIL_TAKEN] });
  }
  throw error;
}
