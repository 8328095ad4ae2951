import { defineTexts, type TextKey } from '@portal/shared/i18n/define-texts';
import english from './locales/en.json';

/**
 * The Offers page's texts (namespace `offers`, docs/collaboration.md); imported only by the page's
 * own modules, so other pages never load them.
 */
export const useOffersTexts = defineTexts(
  'offers',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type OffersTextKey = TextKey<typeof english>;
