import { defineTexts, type TextKey } from '@portal/shared/i18n/define-texts';
import english from './locales/en.json';

/** The texts of a brand's application review (namespace `applications`): the details dialog, the marks. */
export const useApplicationsTexts = defineTexts(
  'applications',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type ApplicationsTextKey = TextKey<typeof english>;
