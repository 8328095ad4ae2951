import { defineMessages, type MessageKey } from '@portal/shared/i18n/define-messages';
import english from './locales/en.json';

/**
 * The receipt page's texts (namespace `receipts`, docs/money.md); imported only by the page's own
 * modules, so other pages never load them.
 */
export const useReceiptMessages = defineMessages(
  'receipts',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type ReceiptMessageKey = MessageKey<typeof english>;

/** The receipt page's `t`. */
export type ReceiptTranslate = ReturnType<typeof useReceiptMessages>['t'];
