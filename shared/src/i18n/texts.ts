import { createInstance, type FormatterModule, type i18n as I18n, type InitOptions } from 'i18next';
import { languageOrEnglish, LANGUAGES, type Language } from '../language';
import { formatCount } from '../money';

/**
 * The one way the portal words a text (see docs/i18n.md): i18next, reading message files of flat
 * keys (`locales/<language>.json`) with `{{placeholders}}` and `<key>_one` / `<key>_other`
 * plurals. The page has one instance (i18n.ts); the API makes its own (api/src/texts.ts) with
 * `createTexts`, never the page's.
 */

/** One message file: flat keys to texts. */
export type Texts = Record<string, string>;

/** Each language's namespaces of messages. */
export type MessageResources = Partial<Record<Language, Record<string, Texts>>>;

/**
 * Fills a message's placeholders: a number as the message's language writes it (`{{count}}`
 * applicants: '1,250' in English, '১,২৫০' in Bangla, grouped the Bangladeshi way); any other
 * value (an amount already written by formatTaka, a name) as given. Texts name no formats, so
 * every placeholder passes through here.
 */
export const numbersInLanguage: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format(value: string | number, _format, language) {
    if (typeof value !== 'number') return value;
    return formatCount(value, { language: languageOrEnglish(language) });
  },
};

/** What every instance shares: the languages, English as the fallback, flat keys. */
export const MESSAGE_OPTIONS = {
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  defaultNS: false,
  // Keys are flat ('nav.login', or an English sentence): a key's dots and colons are part of it.
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders; an e-mail's HTML escapes its paragraphs itself.
  interpolation: { escapeValue: false, alwaysFormat: true },
} satisfies InitOptions;

/**
 * An instance of its own holding `resources`, ready when this returns (nothing to load): for the
 * server, which words texts in each reader's language and so passes `lng` with every `t`.
 */
export function createTexts(resources: MessageResources): I18n {
  const instance = createInstance();
  const namespaces = [
    ...new Set(Object.values(resources).flatMap((bundles) => Object.keys(bundles))),
  ];
  void instance.use(numbersInLanguage).init({
    ...MESSAGE_OPTIONS,
    lng: 'en',
    ns: namespaces,
    resources,
    initAsync: false,
  });
  return instance;
}
