import type { Queryable } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { isReservedUsername, usernameSkeleton } from '@portal/shared/contract/look-alikes';
import { lockUsernameSkeleton, takenIdentifiers } from '../db/queries/users';
import { badRequest } from '../http/errors';

export const USERNAME_TAKEN = 'A user with that username already exists.';
export const EMAIL_TAKEN = 'A user with that email already exists.';
export const USERNAME_RESERVED = 'This username is reserved. Please choose another.';
export const USERNAME_LOOK_ALIKE =
  'This username looks too much like an existing one. Please choose another.';

/**
 * Usernames and emails are unique case-insensitively (see docs/accounts.md): a 400 naming each
 * field another user (other than `exceptUserId`) already has. A username being `chosen` (at
 * registration, or changed to one that reads differently) must also not read as a reserved name or
 * as another user's (the same skeleton: 'aarong_sty1e' beside 'aarong_style'). Call it inside the
 * transaction that writes them: it holds the skeleton's lock until the write commits.
 */
export async function refuseTakenIdentifiers(
  db: Queryable,
  identifiers: { username: string; email: string; chosen: boolean; exceptUserId?: number },
): Promise<void> {
  const { username, chosen } = identifiers;
  const skeleton = chosen ? usernameSkeleton(username) : undefined;
  if (skeleton !== undefined) await lockUsernameSkeleton(db, skeleton);
  const taken = await takenIdentifiers(db, { ...identifiers, skeleton });
  let usernameProblem: string | undefined;
  if (taken.username) usernameProblem = USERNAME_TAKEN;
  else if (chosen && isReservedUsername(username)) usernameProblem = USERNAME_RESERVED;
  else if (taken.lookAlike) usernameProblem = USERNAME_LOOK_ALIKE;
  if (usernameProblem !== undefined || taken.email) {
    throw badRequest({
      ...(usernameProblem !== undefined ? { username: [usernameProblem] } : {}),
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
