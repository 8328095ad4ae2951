import { defineTexts, type TextKey } from '@portal/shared/i18n/define-texts';
import english from './locales/en.json';

/**
 * The Statement page's texts (namespace `statement`, docs/money.md); imported only by the page's
 * own modules, so other pages never load them.
 */
export const useStatementTexts = defineTexts(
  'statement',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type StatementTextKey = TextKey<typeof english>;
