import { defineMessages } from '@portal/shared/i18n/define-messages';
import english from './locales/en.json';

/** The texts of the public profile page, /user/:username (namespace `public-profile`). */
const NAMESPACE = 'public-profile';

export const useProfileMessages = defineMessages(
  NAMESPACE,
  english,
  (language) => import(`./locales/${language}.json`),
);
