import { defineTexts, type TextKey } from '@portal/shared/i18n/define-texts';
import english from './locales/en.json';

/** The shell's texts (namespace `shell`): the navigation bar, the bell, page titles, load failures. */
export const useShellTexts = defineTexts(
  'shell',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type ShellTextKey = TextKey<typeof english>;
