import type {
  Account,
  AcceptedResponse,
  AccountSession,
  EmailTokenPurpose,
  VerifyEmailResponse,
  Wallets,
} from '@portal/shared/contract/accounts';
import { EMAIL_KINDS, type EmailPreferences } from '@portal/shared/contract/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { CurrentUser } from '../auth/authenticate';
import { confirmPassword, lockConfirmedUser } from '../auth/confirm-password';
import {
  EMAIL_TAKEN,
  refuseTakenIdentifiers,
  rethrowIdentifierViolation,
} from '../auth/identifiers';
import type { LoginBudget } from '../auth/login-budget';
import { hashPassword, type ScryptCost } from '../auth/passwords';
import { endSessionsOf, revokeAllSessions } from '../auth/service';
import { REFRESH_TOKEN_MS, hashOpaqueToken } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Database, Queryable, Transaction } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { emailOffOf, setEmailOff } from '../db/queries/notifications';
import {
  countEmailTokensSince,
  findEmailToken,
  lockUsableEmailToken,
  lockUserOfEmailToken,
  pendingEmailOf,
  useEmailTokensOf,
  type EmailTokenRow,
} from '../db/queries/email-tokens';
import { liveSessionsOf } from '../db/queries/sessions';
import {
  findUserByEmail,
  findUserById,
  lockUser,
  markEmailVerified,
  setEmail,
  setPasswordHash,
  setWallets,
  takenIdentifiers,
  type UserRow,
} from '../db/queries/users';
import { badRequest, conflict, notFound } from '../http/errors';
import type { TransactionWithEvents } from '../realtime/after-commit';
import type { AccountMail } from './account-mail';
import { changeEmail, deliverAll, keepEmail, sameAddress } from './email-change';
import { deviceOf } from './user-agent';

export const LINK_INVALID = 'This link is invalid or has expired.';
export const VERIFICATION_OFF = 'Email verification is turned off on this server.';
export const ALREADY_VERIFIED = 'Your email address is already verified.';
export const LINK_SENT = 'We have sent you a new link. Open it to verify your email address.';
export const RESET_LINK_SENT =
  'If an account uses that address, we have sent a link to reset its password.';
export const SESSION_NOT_FOUND = 'Session not found.';

const HOUR_MS = 60 * 60 * 1000;
/** Reset e-mails one account is sent an hour; past that, the same 202 and nothing sent. */
const RESET_LINKS_PER_HOUR = 3;

export interface AccountService {
  account(userId: number): Promise<Account>;
  verifyEmail(token: string): Promise<VerifyEmailResponse>;
  resendVerification(userId: number): Promise<AcceptedResponse>;
  forgotPassword(email: string): Promise<AcceptedResponse>;
  resetPassword(token: string, password: string): Promise<void>;
  changePassword(user: CurrentUser, currentPassword: string, newPassword: string): Promise<void>;
  changeEmail(userId: number, currentPassword: string, email: string): Promise<Account>;
  sessions(user: CurrentUser): Promise<AccountSession[]>;
  endSession(user: CurrentUser, sessionId: string): Promise<void>;
  endOtherSessions(user: CurrentUser): Promise<void>;
  /** The kinds of notification whose e-mails the user switched off (docs/accounts.md). */
  emailPreferences(userId: number): Promise<EmailPreferences>;
  setEmailPreferences(userId: number, preferences: EmailPreferences): Promise<EmailPreferences>;
  wallets(userId: number): Promise<Wallets>;
  /** Saves both numbers (already checked and normalised; null removes one). */
  saveWallets(userId: number, wallets: Wallets): Promise<Wallets>;
  /** Waits for the reset requests still under way: the app's close, before the database's. */
  settle(): Promise<void>;
}

/**
 * The account (see docs/accounts.md): its address and the verification of it, the password
 * (forgotten, reset, changed) and the signed-in sessions.
 */
export function createAccountService(
  db: Database,
  transaction: TransactionWithEvents,
  accountMail: AccountMail,
  loginBudget: LoginBudget,
  clock: Clock,
  log: FastifyBaseLogger,
  passwordCost: ScryptCost,
): AccountService {
  /** Reset requests being handled after their answer (see forgotPassword). */
  const underWay = new Set<Promise<void>>();

  async function existingUser(tx: Queryable, userId: number): Promise<UserRow> {
    const user = await findUserById(tx, userId);
    // Authentication found the user a moment ago: only a deletion in between gets here.
    if (user === undefined) throw notFound();
    return user;
  }

  async function accountOf(tx: Queryable, user: UserRow): Promise<Account> {
    return {
      email: user.email,
      email_verified: user.emailVerifiedAt !== null,
      pending_email: await pendingEmailOf(tx, user.id, clock()),
      email_verification: accountMail.emailVerification,
    };
  }

  /**
   * The user of the link with this token, locked, and the link itself when it is unused and
   * unexpired, locked too (the user first, as everything that voids links locks them); a token of
   * no link: 400 "invalid or expired".
   */
  async function lockLink(
    tx: Transaction,
    purpose: EmailTokenPurpose,
    tokenHash: string,
    now: Date,
  ): Promise<{ link: EmailTokenRow | undefined; user: UserRow }> {
    const user = await lockUserOfEmailToken(tx, tokenHash);
    if (user === undefined) throw badRequest(LINK_INVALID);
    return { link: await lockUsableEmailToken(tx, purpose, tokenHash, now), user };
  }

  /**
   * The unused, unexpired link of `purpose` with this token and its user, both locked; otherwise
   * 400 "invalid or expired".
   */
  async function openLink(
    tx: Transaction,
    purpose: EmailTokenPurpose,
    token: string,
    now: Date,
  ): Promise<{ link: EmailTokenRow; user: UserRow }> {
    const { link, user } = await lockLink(tx, purpose, hashOpaqueToken(token), now);
    if (link === undefined) throw badRequest(LINK_INVALID);
    return { link, user };
  }

  /**
   * The address of a verification link already used up by verifying the address the account has
   * now: the link's address is the user's, verified at the very moment the link was used
   * (verifying an address uses up every link sent to it). A link voided by a change of password
   * or address was used up at another moment, or names another address: undefined, and it stays
   * "invalid or expired".
   */
  async function addressVerifiedBy(
    tx: Transaction,
    user: UserRow,
    tokenHash: string,
  ): Promise<string | undefined> {
    const link = await findEmailToken(tx, 'verify_email', tokenHash);
    if (link === undefined) return undefined;
    const { usedAt } = link;
    const verifiedAt = user.emailVerifiedAt;
    if (usedAt === null || verifiedAt === null || usedAt.getTime() !== verifiedAt.getTime()) {
      return undefined;
    }
    return sameAddress(link.email, user.email) ? user.email : undefined;
  }

  /** The verification link's address becomes the user's, verified; 409 if taken since. */
  async function verify(tx: Queryable, user: UserRow, email: string, now: Date): Promise<void> {
    if (sameAddress(email, user.email)) {
      await markEmailVerified(tx, user.id, now);
      return;
    }
    const taken = await takenIdentifiers(tx, {
      username: user.username,
      email,
      exceptUserId: user.id,
    });
    if (taken.email) throw conflict(EMAIL_TAKEN);
    await setEmail(tx, user.id, email, now);
    // The address changed: the links sent under the old one stop working.
    await accountMail.voidLinks(tx, user.id);
  }

  /**
   * Sends a reset link to the account with this address, if it is active and within its hourly
   * budget; never rejects (a failure is logged).
   */
  async function sendResetLink(email: string): Promise<void> {
    try {
      const found = await findUserByEmail(db, email);
      if (found === undefined) return;
      const delivery = await db.transaction(async (tx) => {
        const user = await lockUser(tx, found.id);
        // Only an active account, whose address is still the one asked about.
        if (user?.isActive !== true || user.email !== found.email) return undefined;
        const now = clock();
        const sent = await countEmailTokensSince(
          tx,
          user.id,
          'reset_password',
          new Date(now.getTime() - HOUR_MS),
        );
        // Past the account's budget nothing is sent, and the answer was the same.
        if (sent.count >= RESET_LINKS_PER_HOUR) return undefined;
        return accountMail.passwordReset(tx, user);
      });
      await delivery?.();
    } catch (error) {
      log.error({ err: error }, 'could not handle a password-reset request');
    }
  }

  return {
    async account(userId) {
      return accountOf(db, await existingUser(db, userId));
    },

    async wallets(userId) {
      const user = await existingUser(db, userId);
      return { bkash_number: user.bkashNumber, nagad_number: user.nagadNumber };
    },

    async saveWallets(userId, wallets) {
      await existingUser(db, userId);
      await setWallets(db, userId, {
        bkashNumber: wallets.bkash_number,
        nagadNumber: wallets.nagad_number,
      });
      return wallets;
    },

    async verifyEmail(token) {
      const now = clock();
      try {
        return await db.transaction(async (tx) => {
          const tokenHash = hashOpaqueToken(token);
          const { link, user } = await lockLink(tx, 'verify_email', tokenHash, now);
          if (link === undefined) {
            // Used up or voided: say so only of a link whose use verified the current address.
            const verified = await addressVerifiedBy(tx, user, tokenHash);
            if (verified === undefined) throw badRequest(LINK_INVALID);
            return { email: verified, already_verified: true };
          }
          await verify(tx, user, link.email, now);
          await useEmailTokensOf(tx, user.id, now, { purpose: 'verify_email', email: link.email });
          return { email: link.email, already_verified: false };
        });
      } catch (error) {
        // Two accounts raced for the address: the unique index decided against this one.
        if (isUniqueViolation(error, 'users_email_lower_key')) throw conflict(EMAIL_TAKEN);
        throw error;
      }
    },

    async resendVerification(userId) {
      if (accountMail.emailVerification === 'none') throw conflict(VERIFICATION_OFF);
      const now = clock();
      const delivery = await db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        if (user === undefined) throw notFound();
        const pending = await pendingEmailOf(tx, userId, now);
        if (pending === null && user.emailVerifiedAt !== null) throw conflict(ALREADY_VERIFIED);
        await accountMail.refuseTooManyLinks(tx, userId, { oneAMinute: true });
        return accountMail.verification(tx, user, pending ?? user.email);
      });
      await delivery();
      return { detail: LINK_SENT };
    },

    forgotPassword(email) {
      // Everything but the answer happens after it, so that it does the same work, and takes as
      // long, whether or not the address has an account.
      const work = sendResetLink(email);
      underWay.add(work);
      void work.finally(() => underWay.delete(work));
      return Promise.resolve({ detail: RESET_LINK_SENT });
    },

    async resetPassword(token, password) {
      const passwordHash = await hashPassword(password, passwordCost);
      const now = clock();
      await transaction(async (tx, events) => {
        const { link, user } = await openLink(tx, 'reset_password', token, now);
        // A link sent to an address the account no longer has is void.
        if (!user.isActive || !sameAddress(link.email, user.email)) {
          throw badRequest(LINK_INVALID);
        }
        await setPasswordHash(tx, user.id, passwordHash, { retireAccessTokens: true });
        await revokeAllSessions(tx, events, user.id, now);
        await accountMail.voidLinks(tx, user.id);
        // Opening a link sent to the address proves it is the user's.
        await markEmailVerified(tx, user.id, now);
      });
    },

    async changePassword(current, currentPassword, newPassword) {
      const user = await existingUser(db, current.id);
      await confirmPassword(loginBudget, user, currentPassword);
      const passwordHash = await hashPassword(newPassword, passwordCost);
      await transaction(async (tx, events) => {
        await lockConfirmedUser(tx, user);
        await setPasswordHash(tx, user.id, passwordHash, { retireAccessTokens: false });
        // This session stays; a token from before sessions names none, so every one ends.
        await endSessionsOf(
          tx,
          events,
          user.id,
          current.sessionId === null ? {} : { except: current.sessionId },
          clock(),
        );
        await accountMail.voidLinks(tx, user.id);
      });
      await accountMail.passwordChanged(user)();
    },

    async changeEmail(userId, currentPassword, email) {
      const user = await existingUser(db, userId);
      await confirmPassword(loginBudget, user, currentPassword);
      let changed: { account: Account; deliveries: Awaited<ReturnType<typeof changeEmail>> };
      try {
        changed = await db.transaction(async (tx) => {
          await refuseTakenIdentifiers(tx, {
            username: user.username,
            email,
            chosen: false,
            exceptUserId: user.id,
          });
          // The address it has: a change waiting is withdrawn.
          if (sameAddress(email, user.email)) await keepEmail(tx, accountMail, user);
          const deliveries = await changeEmail(tx, accountMail, user, email);
          return { account: await accountOf(tx, await existingUser(tx, userId)), deliveries };
        });
      } catch (error) {
        return rethrowIdentifierViolation(error);
      }
      await deliverAll(changed.deliveries);
      return changed.account;
    },

    async sessions(user) {
      const now = clock();
      const rows = await liveSessionsOf(db, user.id, new Date(now.getTime() - REFRESH_TOKEN_MS));
      return rows.map((row) => ({
        id: row.id,
        ...deviceOf(row.userAgent),
        ip_address: row.ipAddress,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt.toISOString(),
        current: row.id === user.sessionId,
      }));
    },

    async endSession(user, sessionId) {
      const ended = await transaction((tx, events) =>
        endSessionsOf(tx, events, user.id, { only: sessionId }, clock()),
      );
      if (ended.length === 0) throw notFound(SESSION_NOT_FOUND);
    },

    async endOtherSessions(user) {
      await transaction((tx, events) =>
        endSessionsOf(
          tx,
          events,
          user.id,
          user.sessionId === null ? {} : { except: user.sessionId },
          clock(),
        ),
      );
    },

    async emailPreferences(userId) {
      return { off: await emailOffOf(db, userId) };
    },

    async setEmailPreferences(userId, { off }) {
      const kinds = EMAIL_KINDS.filter((kind) => off.includes(kind));
      await setEmailOff(db, userId, kinds);
      return { off: kinds };
    },

    async settle() {
      await Promise.all(underWay);
    },
  };
}
