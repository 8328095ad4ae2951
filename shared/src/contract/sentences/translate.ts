import { digitsFor, type Language } from '../../language';

/**
 * The sentences the API and the contract's schemas say to a user, in the reader's language, as
 * gettext does it: the English sentence is the identifier (the spec's words, which tests and
 * clients match), and each other language maps it to its own. A sentence with values in it ("Title
 * is at most 200 characters.") is in the catalog as a template with `{{name}}` placeholders; a
 * number filling one is written in the language's digits.
 */
export type SentenceCatalog = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const NUMBER = /^[-+]?[\d,]*\d(\.\d+)?$/;

interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
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
    .map(([english, translation]) => {
      const names: string[] = [];
      const parts = english.split(PLACEHOLDER);
      const source = parts
        .map((part, index) => {
          if (index % 2 === 0) return escaped(part);
          names.push(part);
          return '(.+?)';
        })
        .join('');
      return { pattern: new RegExp(`^${source}$`, 's'), names, translation };
    });
}

const TEMPLATES = new Map<SentenceCatalog, Template[]>();

/**
 * A value in a sentence as the language writes it: a number in its digits, a phrase the catalog
 * knows ('5 minutes') translated, anything else (a name, an amount's text) as it is.
 */
function valueIn(language: Language, value: string, catalog: SentenceCatalog): string {
  if (NUMBER.test(value)) return digitsFor(language, value);
  return translateSentence(value, language, catalog);
}

/**
 * `sentence` (an English sentence of the API or a schema) in `language` by its `catalog` (the API
 * bundles them, see catalogs.ts; the browser loads the one shown, see i18n/sentences.ts); the
 * English sentence itself without a catalog (English) or without an entry (English beats none).
 */
export function translateSentence(
  sentence: string,
  language: Language,
  catalog: SentenceCatalog | undefined,
): string {
  if (catalog === undefined) return sentence;
  const exact = catalog[sentence];
  if (exact !== undefined) return exact;
  let templates = TEMPLATES.get(catalog);
  if (templates === undefined) {
    templates = templatesOf(catalog);
    TEMPLATES.set(catalog, templates);
  }
  for (const { pattern, names, translation } of templates) {
    const match = pattern.exec(sentence);
    if (match === null) continue;
    const values = new Map(names.map((name, index) => [name, match[index + 1] ?? '']));
    return translation.replace(PLACEHOLDER, (_, name: string) =>
      valueIn(language, values.get(name) ?? '', catalog),
    );
  }
  return sentence;
}

/** Every message of a 400's `fields`, in `language` by its `catalog`. */
export function translateFields(
  fields: Record<string, string[]>,
  language: Language,
  catalog: SentenceCatalog | undefined,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [
      field,
      messages.map((message) => translateSentence(message, language, catalog)),
    ]),
  );
}
