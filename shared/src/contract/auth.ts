import * as z from '@portal/shared/contract/zod';
import { LANGUAGES } from '../language';
import { idSchema, roleSchema } from './common';
import { hasHiddenCharacters } from './hidden-characters';

/** The language a user reads the portal in (see docs/i18n.md): kept on the account. */
export const languageSchema = z.enum(LANGUAGES, { error: 'Language must be en or bn.' });

export const USERNAME_HIDDEN_CHARACTERS =
  'Username may not contain invisible or text-direction characters.';

export const usernameSchema = z.string().check(
  z.trim(),
  z.refine((username) => !hasHiddenCharacters(username), {
    message: USERNAME_HIDDEN_CHARACTERS,
    abort: true,
  }),
  z.minLength(3, 'Username must be 3-30 characters.'),
  z.maxLength(30, 'Username must be 3-30 characters.'),
  z.regex(/^[A-Za-z0-9_.]+$/, 'Username may contain only letters, digits, _ and .'),
);

export const emailSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(254, 'Enter a valid email address.')),
    z.email('Enter a valid email address.'),
  ),
  z.transform((email) => email.toLowerCase()),
);

export const passwordSchema = z
  .string()
  .check(
    z.minLength(8, 'Password must be at least 8 characters.'),
    z.maxLength(128, 'Password must be at most 128 characters.'),
  );

/** Only brands and influencers register; admins are made by the CLI. */
export const registerRoleSchema = z.enum(['brand', 'influencer'], {
  error: 'Role must be brand or influencer.',
});

export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: registerRoleSchema,
  /** The language chosen on the landing page; English when not given. */
  language: z.optional(languageSchema),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/**
 * Proof that this device signed in to an account before (OWASP's "device cookies"): signed by the
 * server, bound to the account, valid a year. A login with a valid one for that account spends the
 * device's own failure budget, so strangers locking the account never lock its owner out. It is
 * not a session: the portal keeps it per account after logout.
 */
export const deviceTokenSchema = z.string().check(z.maxLength(1024, 'Device token is too long.'));

export const loginRequestSchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'Email is required.'), z.maxLength(254), z.toLowerCase()),
  password: z.string().check(z.minLength(1, 'Password is required.'), z.maxLength(128)),
  /** The device token the last sign-in to this account from this device answered, if any. */
  device_token: z.optional(deviceTokenSchema),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  id: idSchema,
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  /**
   * The account's language: the browser shows it after sign-in, unless a language was chosen in
   * that browser (then that one is saved on the account). The API always sends it; a
   * session stored in the browser before accounts had a language has none (read as English).
   */
  language: z.optional(languageSchema),
  /**
   * True while the user is signed in with the account's first session (just registered, or the
   * first sign-in of an account made otherwise): the dashboard greets a newcomer with "Welcome",
   * not "Welcome back". The API always sends it; a session stored in the browser before it did
   * has none (read as a returning user).
   */
  first_session: z.optional(z.boolean()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The session a sign-in (login or register) starts, with this device's (new or renewed) token. */
export const authResponseSchema = z.object({
  user: sessionUserSchema,
  access: z.string(),
  refresh: z.string(),
  device_token: deviceTokenSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshRequestSchema = z.object({
  refresh: z.string().check(z.minLength(1), z.maxLength(512)),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** Refresh tokens rotate: the answer carries the new refresh token beside the access token. */
export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const logoutRequestSchema = refreshRequestSchema;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
