/**
 * The portal's pages for the account e-mails' links and the security settings (see
 * docs/accounts.md), as contract/accounts.ts names them, in a module without zod: the shell's route
 * table and navigation bar are on every visitor's page, which never downloads zod.
 */
export const VERIFY_EMAIL_PATH = '/verify-email';
export const RESET_PASSWORD_PATH = '/reset-password';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const SECURITY_SETTINGS_PATH = '/settings/security';
