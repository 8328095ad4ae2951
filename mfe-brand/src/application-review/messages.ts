import { defineMessages, type MessageKey } from '@portal/shared/i18n/define-messages';
import english from './locales/en.json';

/** The texts of a brand's application review (namespace `applications`): the details dialog, the marks. */
export const useApplicationsMessages = defineMessages(
  'applications',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type ApplicationsMessageKey = MessageKey<typeof english>;
