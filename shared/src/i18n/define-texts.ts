import { useTranslation } from 'react-i18next';
import {
  languageOrEnglish,
  registerTexts,
  type Language,
  type TextLoader,
} from '@portal/shared/i18n/i18n';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * A message's key as code names it; a plural's keys (`applicants_one`, `applicants_other`) by
 * their common base, which i18next completes from the `count` passed.
 */
export type TextKey<Texts> = keyof Texts extends infer Key
  ? Key extends `${infer Base}_${PluralSuffix}`
    ? Base
    : Extract<Key, string>
  : never;

/** A namespace's message in the shown language, its `{{placeholders}}` filled from `values`. */
export type Translate<Texts> = (
  key: TextKey<Texts>,
  values?: Record<string, string | number>,
) => string;

export interface TextsInUse<Texts> {
  t: Translate<Texts>;
  language: Language;
}

/**
 * A workspace's namespace of messages, and the hook its components read them with. The English
 * file is imported beside it (bundled with the code that shows it); the other languages come from
 * `load`, a dynamic import, so they load with the workspace's own build when chosen:
 *
 *   export const useShellTexts = defineTexts('shell', english, (language) =>
 *     import(`./locales/${language}.json`),
 *   );
 *
 * A component reading a namespace that is still loading suspends (the shell and every remote
 * page render inside a Suspense boundary); switching the language never does, see i18n.ts.
 */
export function defineTexts<Texts extends Record<string, string>>(
  namespace: string,
  english: Texts,
  load: TextLoader,
): () => TextsInUse<Texts> {
  registerTexts(namespace, english, load);
  return function useMessages() {
    const { t, i18n } = useTranslation(namespace);
    const shown = i18n.language;
    return {
      t: (key, values) => t(key, values ?? {}),
      language: languageOrEnglish(shown),
    };
  };
}
