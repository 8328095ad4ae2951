import { defineTexts, type TextKey } from '@portal/shared/i18n/define-texts';
import english from './locales/en.json';

/**
 * The receipt page's texts (namespace `receipts`, docs/money.md); imported only by the page's own
 * modules, so other pages never load them.
 */
export const useReceiptTexts = defineTexts(
  'receipts',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type ReceiptTextKey = TextKey<typeof english>;

/** The receipt page's `t`. */
export type ReceiptTranslate = ReturnType<typeof useReceiptTexts>['t'];
