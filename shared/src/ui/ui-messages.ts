import { defineMessages } from '@portal/shared/i18n/define-messages';
import english from './locales/en.json';

/** The UI kit's own texts (namespace `ui`). */
export const useUiMessages = defineMessages(
  'ui',
  english,
  (language) => import(`./locales/${language}.json`),
);
