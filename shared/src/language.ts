import { bengaliDigits } from './contract/digits';

/** The languages of the portal (design §9): English and Bangla (বাংলা). */
export type Language = 'en' | 'bn';

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
