import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SENTENCES,
  translateFields,
  translateSentence,
} from '@portal/shared/contract/sentences/translate';
import { languageOrEnglish, registerTexts } from '@portal/shared/i18n/i18n';

// The API's and the schemas' sentences (contract/sentences): English is the sentences themselves,
// so its file is empty; another language's file loads only when that language is shown.
registerTexts(SENTENCES, {}, (language) => import(`../contract/sentences/${language}.json`));

/**
 * Writes a sentence the server stored as it was given (e.g. an admin's preset rejection reason) in
 * the shown language when the catalog knows it; anything else, such as a reason typed by an admin,
 * as it is. A language switch re-renders the component.
 */
export function useTranslateSentence(): (sentence: string) => string {
  const { i18n } = useTranslation(SENTENCES);
  const language = languageOrEnglish(i18n.language);
  // A new function once the language's file is in, so what was worded before it is worded again.
  const loaded = i18n.hasResourceBundle(language, SENTENCES);
  return useCallback(
    (sentence) => translateSentence(sentence, language, i18n),
    [language, i18n, loaded],
  );
}

/** The messages of a schema's or the server's 400 `fields`, in the shown language. */
export function useTranslateFields(): (
  fields: Record<string, string[]>,
) => Record<string, string[]> {
  const { i18n } = useTranslation(SENTENCES);
  const language = languageOrEnglish(i18n.language);
  const loaded = i18n.hasResourceBundle(language, SENTENCES);
  return useCallback((fields) => translateFields(fields, language, i18n), [language, i18n, loaded]);
}
