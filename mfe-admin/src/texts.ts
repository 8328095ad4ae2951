import { defineTexts, type TextKey } from '@portal/shared/i18n/define-texts';
import english from './locales/en.json';

/**
 * The admin remote's texts (namespace `admin`): the panel's tabs, the dashboard's figures, the
 * users, campaigns, payments and withdrawals lists with their questions and messages, the audit
 * log, the disputes and refunds.
 */
export const useAdminTexts = defineTexts(
  'admin',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type AdminTextKey = TextKey<typeof english>;
export type AdminTranslate = ReturnType<typeof useAdminTexts>['t'];
