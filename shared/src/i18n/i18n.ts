import { createInstance, type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, languageOrEnglish, LANGUAGES, type Language } from '../language';
import { pageState } from '../page-state';
import { MESSAGE_OPTIONS, numbersInLanguage, type Texts } from './texts';

export { isLanguage, languageOrEnglish, LANGUAGES, type Language } from '../language';
/** The languages whose messages load when chosen; English is bundled with each namespace. */
export type LoadedLanguage = Exclude<Language, 'en'>;

/** Each language's name in itself, as the language switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

/** Where the browser remembers the reader's choice. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

/** A namespace's messages in one language: a dynamic `import()` of its `locales/<language>.json`. */
export type TextLoader = (language: LoadedLanguage) => Promise<{ default: Texts }>;

/** The shell's and each remote's loaders, by namespace (see define-texts.ts). */
const loaders = new Map<string, TextLoader>();
/** The English messages each namespace was registered with. */
const englishOf = new Map<string, Texts>();

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

/**
 * The cookie that tells the server the reader's language, so a page rendered on the server is in
 * it (the server never sets it; a year, for every path).
 */
export const LANGUAGE_COOKIE = 'portal_language';
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language the page starts in: the one the server rendered it in, else the reader's stored
 * choice; English on the server, where each render uses a copy of this instance in its own
 * language (`i18n.cloneInstance`).
 */
function firstLanguage(): Language {
  const rendered = pageState();
  if (rendered !== null) return rendered.language;
  if (typeof localStorage === 'undefined') return 'en';
  return languageOrEnglish(localStorage.getItem(LANGUAGE_STORAGE_KEY));
}

/**
 * The page's one i18n instance, a federation singleton (webpack/federation.cjs): the shell
 * provides it to the React tree, and every remote's `useTranslation` re-renders on a language
 * change. A component never suspends on a language switch: `changeLanguage` loads every namespace
 * in use before it announces the new language.
 */
export const i18n: I18n = createInstance();

// <html lang> names the shown language, for screen readers, fonts and the number formatters.
i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18n
  .use(messageBackend)
  .use(numbersInLanguage)
  .use(initReactI18next)
  .init({
    ...MESSAGE_OPTIONS,
    lng: firstLanguage(),
    // Namespaces are registered by the workspaces that own them; none loads at start.
    ns: [],
    // Nothing to load at start, so the instance is ready as soon as this module has run.
    initAsync: false,
  });

/**
 * Registers a namespace: its English messages, bundled with its code so English shows without a
 * request, and the loader of its other languages. The messages of the current language start
 * loading at once.
 */
export function registerTexts(namespace: string, english: Texts, load: TextLoader): void {
  const known = englishOf.get(namespace);
  if (known !== undefined) {
    if (JSON.stringify(known) === JSON.stringify(english)) return;
    // On the server only: a remote's new version with changed texts replaces the namespace of the
    // version before it (its other languages load again, from the new version).
    for (const language of LANGUAGES) i18n.removeResourceBundle(language, namespace);
  }
  englishOf.set(namespace, english);
  loaders.set(namespace, load);
  i18n.addResourceBundle('en', namespace, english);
  void i18n.loadNamespaces(namespace);
}

/** Every namespace registered so far: a render loads them in its language before it runs. */
export function registeredNamespaces(): string[] {
  return [...loaders.keys()];
}

/** Shows the portal in `language` and remembers the choice in this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_SECONDS}; SameSite=Lax`;
  await i18n.changeLanguage(language);
}
