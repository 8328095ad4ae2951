import { defineMessages } from '@portal/shared/i18n/define-messages';
import english from './locales/en.json';

/**
 * The texts of the login and register pages and the generic dashboard (namespace
 * `public-account`).
 */
export const useAccountMessages = defineMessages(
  'public-account',
  english,
  (language) => import(`./locales/${language}.json`),
);

type AccountMessages = typeof english;
type FailureKey = Extract<keyof AccountMessages, `failure.${string}`>;

/** The sentences the client itself writes when a sign-in fails (shared/session-errors). */
const FAILURE_KEYS = Object.keys(english).filter((key): key is FailureKey =>
  key.startsWith('failure.'),
);

/**
 * A sign-in failure as the reader's language says it: the client's own sentences ('Login failed'),
 * recognised by their English words, in the language shown; a server's sentence as it came.
 */
export function failureInLanguage(message: string, t: (key: FailureKey) => string): string {
  const key = FAILURE_KEYS.find((failure) => english[failure] === message);
  return key ? t(key) : message;
}
