import type { FastifyBaseLogger } from 'fastify';
import {
  RESET_PASSWORD_PATH,
  VERIFY_EMAIL_PATH,
  type EmailTokenPurpose,
  type EmailVerificationMode,
} from '@portal/shared/contract/accounts';
import type { Language } from '@portal/shared/language';
import { newOpaqueToken } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Queryable } from '../db/client';
import {
  countEmailTokensSince,
  insertEmailToken,
  useEmailTokensOf,
} from '../db/queries/email-tokens';
import { tooManyRequests } from '../http/errors';
import { sendOrWarn, type Mailer, type MailMessage } from '../mail/mailer';
import {
  emailChangeNoticeMail,
  passwordChangedMail,
  resetPasswordMail,
  verifyEmailMail,
} from './mail-texts';

/** How long the links work (see docs/accounts.md). */
export const VERIFY_LINK_MS = 72 * 60 * 60 * 1000;
export const RESET_LINK_MS = 30 * 60 * 1000;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
/**
 * Verification links one account may ask for (see docs/accounts.md): one a minute, five an hour.
 */
const VERIFY_LINKS_PER_HOUR = 5;

export const WAIT_FOR_LINK = 'Please wait a minute before asking for another link.';
export const TOO_MANY_LINKS =
  'You have asked for too many links this hour. Please try again later.';

/** The account an e-mail is about: where it goes by default, and in which language. */
export interface MailUser {
  id: number;
  email: string;
  language: Language;
}

/** A message ready to go once the transaction that made its link has committed; never rejects. */
export type Delivery = () => Promise<void>;

export interface AccountMail {
  emailVerification: EmailVerificationMode;
  /** A verification link for `email` (the user's own, or the new one of a change). */
  verification(tx: Queryable, user: MailUser, email: string): Promise<Delivery>;
  /**
   * 429 (with Retry-After) when the account was sent 5 verification links in the last hour, or,
   * with `oneAMinute` (a resend), one in the last minute.
   */
  refuseTooManyLinks(tx: Queryable, userId: number, limits: { oneAMinute: boolean }): Promise<void>;
  /** A password-reset link to the user's address. */
  passwordReset(tx: Queryable, user: MailUser): Promise<Delivery>;
  /**
   * Every link of the user still outstanding stops working (it answers like an expired one). Call
   * on each change of the account's credentials: a password set (reset or changed), an address
   * set, a change of address asked for or withdrawn; inside the change's transaction, with the
   * user locked (as every transaction that issues or opens a link locks them), before the
   * change's own link is issued.
   */
  voidLinks(tx: Queryable, userId: number): Promise<void>;
  /** Tells the current address that a move to `newEmail` was asked for. */
  emailChangeNotice(user: MailUser, newEmail: string): Delivery;
  /** Tells the user their password was changed. */
  passwordChanged(user: MailUser): Delivery;
}

/**
 * The account e-mails and their single-use links: a token of 32 random bytes goes in the link,
 * its SHA-256 into `email_tokens` (in the caller's transaction). A link works only for the
 * credentials and the address it was sent under: every change of them voids the links then
 * outstanding (`voidLinks`), so a change of address someone else asked for never outlives the
 * owner's recovery, nor a reset link the address it went to. Sending waits for the caller to
 * commit and never fails the request: a message that cannot be sent is a warning in the log,
 * without its link.
 */
export function createAccountMail(
  mailer: Mailer,
  config: { publicUrl: string; emailVerification: EmailVerificationMode },
  clock: Clock,
  log: FastifyBaseLogger,
): AccountMail {
  async function issue(
    tx: Queryable,
    user: MailUser,
    purpose: EmailTokenPurpose,
    email: string,
    path: string,
    lifetimeMs: number,
  ): Promise<string> {
    const { token, hash } = newOpaqueToken();
    const now = clock();
    await insertEmailToken(tx, {
      userId: user.id,
      purpose,
      email,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + lifetimeMs),
      createdAt: now,
    });
    return `${config.publicUrl}${path}?token=${token}`;
  }

  const deliver =
    (message: MailMessage): Delivery =>
    () =>
      sendOrWarn(mailer, message, log);

  return {
    emailVerification: config.emailVerification,
    async verification(tx, user, email) {
      const url = await issue(tx, user, 'verify_email', email, VERIFY_EMAIL_PATH, VERIFY_LINK_MS);
      return deliver(verifyEmailMail(email, user.language, url));
    },
    async refuseTooManyLinks(tx, userId, { oneAMinute }) {
      const now = clock().getTime();
      const sent = await countEmailTokensSince(tx, userId, 'verify_email', new Date(now - HOUR_MS));
      if (oneAMinute && sent.newest !== null && sent.newest.getTime() > now - MINUTE_MS) {
        throw tooManyRequests(WAIT_FOR_LINK, (sent.newest.getTime() + MINUTE_MS - now) / 1000);
      }
      if (sent.count >= VERIFY_LINKS_PER_HOUR && sent.oldest !== null) {
        throw tooManyRequests(TOO_MANY_LINKS, (sent.oldest.getTime() + HOUR_MS - now) / 1000);
      }
    },
    async passwordReset(tx, user) {
      const url = await issue(
        tx,
        user,
        'reset_password',
        user.email,
        RESET_PASSWORD_PATH,
        RESET_LINK_MS,
      );
      return deliver(resetPasswordMail(user.email, user.language, url));
    },
    voidLinks: (tx, userId) => useEmailTokensOf(tx, userId, clock()),
    emailChangeNotice: (user, newEmail) =>
      deliver(emailChangeNoticeMail(user.email, user.language, newEmail)),
    passwordChanged: (user) => deliver(passwordChangedMail(user.email, user.language)),
  };
}
