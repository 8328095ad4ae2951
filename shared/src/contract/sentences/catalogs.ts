import type { Language } from '../../language';
import bangla from './bn.json';
import type { SentenceCatalog } from './translate';

/**
 * Every language's catalog, bundled: for the API, which answers in each. The browser loads only the
 * catalog of the language shown (i18n/sentences.ts), so these never weigh on a page.
 */
const CATALOGS: Record<Language, SentenceCatalog | undefined> = { en: undefined, bn: bangla };

/** The catalog `translateSentence` reads for `language` (none for English, the sentences' own). */
export function sentenceCatalog(language: Language): SentenceCatalog | undefined {
  return CATALOGS[language];
}
