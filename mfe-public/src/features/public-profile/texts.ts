import { defineTexts } from '@portal/shared/i18n/define-texts';
import english from './locales/en.json';

/** The texts of the public profile page, /user/:username (namespace `public-profile`). */
const NAMESPACE = 'public-profile';

export const useProfileTexts = defineTexts(
  NAMESPACE,
  english,
  (language) => import(`./locales/${language}.json`),
);
