import * as z from '@portal/shared/contract/zod';
import { emailSchema, passwordSchema } from './auth';
import { isoDateTimeSchema } from './common';
import { walletNumberSchema } from './wallets';

/**
 * EMAIL_VERIFICATION (docs/accounts.md, django-allauth's names): `mandatory` (a brand must be
 * verified to pay, an influencer to withdraw), `optional` (verification offered, nothing gated),
 * `none` (no verification e-mail is sent).
 */
export const EMAIL_VERIFICATION_MODES = ['mandatory', 'optional', 'none'] as const;
export const emailVerificationModeSchema = z.enum(EMAIL_VERIFICATION_MODES);
export type EmailVerificationMode = z.infer<typeof emailVerificationModeSchema>;

/** What a single-use link in an account e-mail does. */
export const EMAIL_TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** Where the portal's pages for the links and the settings live; the e-mails link to them. */
export {
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  SECURITY_SETTINGS_PATH,
  VERIFY_EMAIL_PATH,
} from '../account-paths';

/** GET /account/: the signed-in user's address and whether it is verified. */
export const accountSchema = z.object({
  email: z.string(),
  email_verified: z.boolean(),
  /** A new address waiting for its verification link to replace `email`; null when none. */
  pending_email: z.nullable(z.string()),
  email_verification: emailVerificationModeSchema,
});
export type Account = z.infer<typeof accountSchema>;

/** The token of a link, as the page read it from its `?token=`. */
export const linkTokenSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'This link is invalid or has expired.'),
    z.maxLength(200, 'This link is invalid or has expired.'),
  );

/**
 * POST /email/verify/ (public): the address is verified (and, on a change, replaces the old one).
 * `already_verified`: the link had been used already, and its address is the account's, verified
 * then (a second click of the same link, or of an older one sent to the same address).
 */
export const verifyEmailRequestSchema = z.object({ token: linkTokenSchema });
export const verifyEmailResponseSchema = z.object({
  email: z.string(),
  already_verified: z.boolean(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** POST /password/forgot/ (public): the same 202 whether or not an account has the address. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** A request taken, with the sentence to show (the same whatever happened behind it). */
export const acceptedResponseSchema = z.object({ detail: z.string() });
export type AcceptedResponse = z.infer<typeof acceptedResponseSchema>;

/** POST /password/reset/ (public) -> 204: every session of the account is signed out. */
export const resetPasswordRequestSchema = z.object({
  token: linkTokenSchema,
  password: passwordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

const currentPasswordSchema = z
  .string()
  .check(
    z.minLength(1, 'Enter your current password.'),
    z.maxLength(128, 'Password must be at most 128 characters.'),
  );

/** PUT /account/password/ -> 204: the other sessions are signed out, this one stays. */
export const changePasswordRequestSchema = z.object({
  current_password: currentPasswordSchema,
  new_password: passwordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/**
 * PUT /account/email/ -> 200 with the account: the new address gets a verification link and
 * replaces the old one when it is opened (at once with EMAIL_VERIFICATION=none).
 */
export const changeEmailRequestSchema = z.object({
  current_password: currentPasswordSchema,
  email: emailSchema,
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/** GET /account/sessions/: the account's signed-in devices, the last used first. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** Read from the device's User-Agent ("Chrome", "Firefox", ...); null when unknown. */
  browser: z.nullable(z.string()),
  /** Read from the device's User-Agent ("Android", "Windows", ...); null when unknown. */
  os: z.nullable(z.string()),
  ip_address: z.nullable(z.string()),
  created_at: isoDateTimeSchema,
  last_used_at: isoDateTimeSchema,
  /** The session this request was made from. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.array(accountSessionSchema);

export const sessionIdParamSchema = z.object({
  id: z
    .string()
    .check(
      z.regex(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
        'Session not found.',
      ),
    ),
});

/** GET/PUT /account/wallets/ (see docs/accounts.md): the saved wallets' numbers. */
export { walletsSchema, type Wallets } from './wallets';

/**
 * A saved wallet number as typed: checked as a withdrawal's and stored as 11 Latin digits (Bengali
 * digits accepted); null or an empty text removes it.
 */
const savedWalletNumberSchema = z.nullable(
  z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((text) => (text === '' ? null : text)),
    ),
    z.nullable(walletNumberSchema),
  ),
);

export const walletsUpdateSchema = z.object({
  bkash_number: savedWalletNumberSchema,
  nagad_number: savedWalletNumberSchema,
});
export type WalletsUpdate = z.input<typeof walletsUpdateSchema>;
