import { bengaliDigits } from './contract/digits';

/**
 * The languages of the portal (see docs/i18n.md): English (the spec's words, and the fallback) and
 * Bangla (বাংলা). One list for the browser, the contract and the server (users.language).
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: string | null | undefined): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** `value` when it names one of the portal's languages, else English (the fallback). */
export function languageOrEnglish(value: string | null | undefined): Language {
  return isLanguage(value) ? value : 'en';
}

/**
 * The language the page is shown in, as `<html lang>` says: Bangla when it starts with 'bn'
 * ('bn', 'bn-BD'), otherwise English, and English outside a browser (the API, a script).
 */
export function pageLanguage(): Language {
  if (typeof document === 'undefined') return 'en';
  return document.documentElement.lang.toLowerCase().startsWith('bn') ? 'bn' : 'en';
}

/** A number written in Latin digits as the language writes it: in Bengali digits for Bangla. */
export function digitsFor(language: Language, text: string): string {
  return language === 'bn' ? bengaliDigits(text) : text;
}
