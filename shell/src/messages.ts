import { defineMessages, type MessageKey } from '@portal/shared/i18n/define-messages';
import english from './locales/en.json';

/** The shell's texts (namespace `shell`): the navigation bar, the bell, page titles, load failures. */
export const useShellMessages = defineMessages(
  'shell',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type ShellMessageKey = MessageKey<typeof english>;
