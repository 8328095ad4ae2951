import { useTranslation } from 'react-i18next';
import {
  translateSentence,
  type SentenceCatalog,
} from '@portal/shared/contract/sentences/translate';
import type { Language } from '@portal/shared/language';
import { languageOrEnglish, registerMessages } from '@portal/shared/i18n/i18n';

const NAMESPACE = 'sentences';

// The API's and the schemas' sentences (contract/sentences): English is the sentences themselves,
// so its catalog is empty; another language's catalog loads only when that language is shown.
registerMessages(NAMESPACE, {}, (language) => import(`../contract/sentences/${language}.json`));

/**
 * The shown language and the catalog `translateSentence` reads for it, for a component that
 * shows a schema's or the server's sentence; a language switch re-renders the component.
 */
export function useSentenceCatalog(): { language: Language; catalog: SentenceCatalog | undefined } {
  const { i18n } = useTranslation(NAMESPACE);
  const language = languageOrEnglish(i18n.language);
  if (language === 'en') return { language, catalog: undefined };
  const catalog: SentenceCatalog | undefined = i18n.getResourceBundle(language, NAMESPACE);
  return { language, catalog };
}

/**
 * Writes a sentence the server stored as it was given (e.g. an admin's preset rejection reason) in
 * the shown language when the catalog knows it; anything else, such as a reason typed by an admin,
 * as it is.
 */
export function useTranslateSentence(): (sentence: string) => string {
  const { language, catalog } = useSentenceCatalog();
  return (sentence) => translateSentence(sentence, language, catalog);
}
