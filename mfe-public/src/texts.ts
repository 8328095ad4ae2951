import { defineTexts, type TextKey } from '@portal/shared/i18n/define-texts';
import english from './locales/en.json';

/**
 * The landing page's texts (namespace `public`): the hero, the claims, the steps, the plan cards
 * (also on /pricing) and the site footer. Only what the landing page shows: the English file is
 * bundled with it, on its weight budget. The information pages have their own namespaces.
 */
export const usePublicTexts = defineTexts(
  'public',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type PublicTextKey = TextKey<typeof english>;
