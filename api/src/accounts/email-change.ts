import { lockConfirmedUser } from '../auth/confirm-password';
import type { Queryable } from '../db/client';
import { setEmail, type UserRow } from '../db/queries/users';
import type { AccountMail, Delivery } from './account-mail';

/** Whether two spellings name one address (addresses compare case-insensitively). */
export const sameAddress = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * A change of the user's address, the one rule of PUT /account/email/ and PUT /profile/ (design
 * §10): with EMAIL_VERIFICATION=none the address is replaced at once; otherwise the new address
 * gets a verification link and replaces the old one only when it is opened, and the old address
 * is told. Either way the links outstanding stop working, a change asked for before included.
 * `user` is the one whose password was confirmed. Call inside the transaction, after refusing an
 * address another user has; run the deliveries after it commits.
 */
export async function changeEmail(
  tx: Queryable,
  mail: AccountMail,
  user: UserRow,
  email: string,
): Promise<Delivery[]> {
  if (sameAddress(email, user.email)) return [];
  await lockConfirmedUser(tx, user);
  await mail.voidLinks(tx, user.id);
  if (mail.emailVerification === 'none') {
    await setEmail(tx, user.id, email, null);
    return [];
  }
  // Each change e-mails an address the user typed: the hourly budget of links keeps it from
  // becoming a way to mail strangers.
  await mail.refuseTooManyLinks(tx, user.id, { oneAMinute: false });
  return [await mail.verification(tx, user, email), mail.emailChangeNotice(user, email)];
}

/**
 * PUT /account/email/ with the address the account has: it stays, and a change waiting for its
 * link is withdrawn; that link stops working, as does every other one outstanding. `user` is the
 * one whose password was confirmed; call inside the transaction.
 */
export async function keepEmail(tx: Queryable, mail: AccountMail, user: UserRow): Promise<void> {
  await lockConfirmedUser(tx, user);
  await mail.voidLinks(tx, user.id);
}

/** Runs deliveries one after the other (each one logs its own failure). */
export async function deliverAll(deliveries: readonly Delivery[]): Promise<void> {
  for (const delivery of deliveries) await delivery();
}
