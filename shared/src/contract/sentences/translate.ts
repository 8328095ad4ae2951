import type { i18n as I18n } from 'i18next';
import { digitsFor, type Language } from '../../language';
import { formatTaka } from '../../money';

/**
 * The sentences the API and the contract's schemas say to a user, in the reader's language: an
 * i18next namespace (docs/i18n.md) whose key is the English sentence (the spec's words, which
 * tests and clients match), so English needs no file of its own. A sentence with values in it
 * ("Title is at most 200 characters.") is in `<language>.json` as a template with `{{name}}`
 * placeholders; a number filling one is written in the language's digits.
 */
export const SENTENCES = 'sentences';

type SentenceCatalog = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const NUMBER = /^[-+]?[\d,]*\d(\.\d+)?$/;

interface Template {
  pattern: RegExp;
  /** Each placeholder's name, and whether it is an amount (after '৳' in English). */
  names: { name: string; amount: boolean }[];
  /** The English template: the key its translation is asked by. */
  key: string;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How much of a template is its own words, not placeholders. */
const fixedLength = (template: string) => template.replace(PLACEHOLDER, '').length;

/**
 * The catalog's templates (the entries with placeholders), most words of their own first: the
 * most specific wins ('… received undefined' before '… received {{received}}').
 */
function templatesOf(catalog: SentenceCatalog): Template[] {
  return Object.entries(catalog)
    .filter(([english]) => english.includes('{{'))
    .sort(([a], [b]) => fixedLength(b) - fixedLength(a))
    .map(([english]) => {
      const names: Template['names'] = [];
      const parts = english.split(PLACEHOLDER);
      const source = parts
        .map((part, index) => {
          if (index % 2 === 0) return escaped(part);
          names.push({ name: part, amount: parts[index - 1]?.endsWith('৳') ?? false });
          return '(.+?)';
        })
        .join('');
      return { pattern: new RegExp(`^${source}$`, 's'), names, key: english };
    });
}

/** Each language's templates, read once from the namespace as loaded. */
const TEMPLATES = new WeakMap<SentenceCatalog, Template[]>();

/**
 * A value in a sentence as the language writes it: an amount as every page shows it (formatTaka,
 * '৳৪,২০০.০০': the translation has no '৳' of its own before it), another number in its digits, a
 * phrase the catalog knows ('5 minutes') translated, anything else (a name) as it is.
 */
function valueIn(value: string, amount: boolean, language: Language, i18n: I18n): string {
  if (amount && NUMBER.test(value)) return formatTaka(value.replaceAll(',', ''), { language });
  if (NUMBER.test(value)) return digitsFor(language, value);
  return translateSentence(value, language, i18n);
}

/**
 * `sentence` (an English sentence of the API or a schema) in `language`, by the `sentences`
 * namespace of `i18n` (the API's instance, or the page's once the language's file loaded); the
 * English sentence itself in English or without an entry (English beats none).
 */
export function translateSentence(sentence: string, language: Language, i18n: I18n): string {
  if (language === 'en') return sentence;
  // The store's own object (getResourceBundle answers a copy), so its templates are read once.
  const catalog: SentenceCatalog | undefined = i18n.store.data[language]?.[SENTENCES] as
    SentenceCatalog | undefined;
  if (catalog === undefined) return sentence;
  const say = (key: string, values: Record<string, string>) =>
    i18n.t(key, { ...values, lng: language, ns: SENTENCES });
  if (Object.hasOwn(catalog, sentence)) return say(sentence, {});
  let templates = TEMPLATES.get(catalog);
  if (templates === undefined) {
    templates = templatesOf(catalog);
    TEMPLATES.set(catalog, templates);
  }
  for (const { pattern, names, key } of templates) {
    const match = pattern.exec(sentence);
    if (match === null) continue;
    const values = names.map(({ name, amount }, index) => [
      name,
      valueIn(match[index + 1] ?? '', amount, language, i18n),
    ]);
    return say(key, Object.fromEntries(values));
  }
  return sentence;
}

/** Every message of a 400's `fields`, in `language` (translateSentence). */
export function translateFields(
  fields: Record<string, string[]>,
  language: Language,
  i18n: I18n,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [
      field,
      messages.map((message) => translateSentence(message, language, i18n)),
    ]),
  );
}
