import {
  createInstance,
  type BackendModule,
  type FormatterModule,
  type i18n as I18n,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, languageOrEnglish, LANGUAGES, type Language } from '../language';
import { formatCount } from '../money';

export { isLanguage, languageOrEnglish, LANGUAGES, type Language } from '../language';
/** The languages whose messages load when chosen; English is bundled with each namespace. */
export type LoadedLanguage = Exclude<Language, 'en'>;

/** Each language's name in itself, as the language switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

/** Where the browser remembers the reader's choice. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

type Messages = Record<string, string>;
/** A namespace's messages in one language: a dynamic `import()` of its `locales/<language>.json`. */
export type MessageLoader = (language: LoadedLanguage) => Promise<{ default: Messages }>;

/** The shell's and each remote's loaders, by namespace (see define-messages.ts). */
const loaders = new Map<string, MessageLoader>();

/** Reads a namespace's messages through the loader its workspace registered. */
const messageBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  read(language: string, namespace: string) {
    const load = loaders.get(namespace);
    if (!load || !isLanguage(language) || language === 'en') {
      return Promise.reject(new Error(`No ${language} messages for the namespace ${namespace}`));
    }
    return load(language).then((module) => module.default);
  },
};

const storedLanguage = localStorage.getItem(LANGUAGE_STORAGE_KEY);

/**
 * Fills a message's placeholders: a number as the message's language writes it (`{{count}}`
 * applicants: '1,250' in English, '১,২৫০' in Bangla, grouped the Bangladeshi way); any other
 * value as given. Messages name no formats, so every placeholder passes through here.
 */
const numbersInLanguage: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format(value: string | number, _format, language) {
    if (typeof value !== 'number') return value;
    return formatCount(value, { language: languageOrEnglish(language) });
  },
};

/**
 * The page's one i18n instance, a federation singleton (webpack/federation.cjs): the shell
 * provides it to the React tree, and every remote's `useTranslation` re-renders on a language
 * change. A component never suspends on a language switch: `changeLanguage` loads every namespace
 * in use before it announces the new language.
 */
export const i18n: I18n = createInstance();

// <html lang> names the shown language, for screen readers, fonts and the number formatters.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18n
  .use(messageBackend)
  .use(numbersInLanguage)
  .use(initReactI18next)
  .init({
    lng: languageOrEnglish(storedLanguage),
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    // Namespaces are registered by the workspaces that own them; none loads at start.
    ns: [],
    defaultNS: false,
    // Keys are flat ('nav.login'): a key's dots are part of it.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false, alwaysFormat: true },
    // Nothing to load at start, so the instance is ready as soon as this module has run.
    initAsync: false,
  });

/**
 * Registers a namespace: its English messages, bundled with its code so English shows without a
 * request, and the loader of its other languages. The messages of the current language start
 * loading at once.
 */
export function registerMessages(namespace: string, english: Messages, load: MessageLoader): void {
  if (loaders.has(namespace)) return;
  loaders.set(namespace, load);
  i18n.addResourceBundle('en', namespace, english);
  void i18n.loadNamespaces(namespace);
}

/** Shows the portal in `language` and remembers the choice in this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}
