import { defineMessages, type MessageKey } from '@portal/shared/i18n/define-messages';
import english from './locales/en.json';

/**
 * The admin remote's texts (namespace `admin`): the panel's tabs, the dashboard's figures, the
 * users, campaigns, payments and withdrawals lists with their questions and messages, the audit
 * log, the disputes and refunds.
 */
export const useAdminMessages = defineMessages(
  'admin',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type AdminMessageKey = MessageKey<typeof english>;
export type AdminTranslate = ReturnType<typeof useAdminMessages>['t'];
