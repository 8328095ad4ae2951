import { defineTexts, type TextKey } from '@portal/shared/i18n/define-texts';
import english from './locales/en.json';

/**
 * The texts of the login and register pages and the generic dashboard (namespace
 * `public-account`).
 */
export const useAccountTexts = defineTexts(
  'public-account',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type AccountTextKey = TextKey<typeof english>;
