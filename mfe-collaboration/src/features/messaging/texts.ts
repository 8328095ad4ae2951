import { defineTexts, type TextKey } from '@portal/shared/i18n/define-texts';
import english from './locales/en.json';

/**
 * The Messages screen's texts (namespace `messaging`), word for word from the texts of
 * docs/screens.md in English; imported only by the screen's own modules, so other pages never load
 * them.
 */
export const useMessagingTexts = defineTexts(
  'messaging',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type MessagingTextKey = TextKey<typeof english>;
