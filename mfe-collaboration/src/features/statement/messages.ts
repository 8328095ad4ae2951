import { defineMessages, type MessageKey } from '@portal/shared/i18n/define-messages';
import english from './locales/en.json';

/**
 * The Statement page's texts (namespace `statement`, docs/money.md); imported only by the page's
 * own modules, so other pages never load them.
 */
export const useStatementMessages = defineMessages(
  'statement',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type StatementMessageKey = MessageKey<typeof english>;
