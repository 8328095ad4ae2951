import { defineMessages, type MessageKey } from '@portal/shared/i18n/define-messages';
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

export type AccountMessageKey = MessageKey<typeof english>;
