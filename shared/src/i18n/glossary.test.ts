import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messageFolders, readMessages, ROOT, SENTENCE_FILE } from '../testing/message-files';
import glossary from './glossary.json';

/**
 * One Bangla term per concept (glossary.json, docs/i18n.md): no Bangla message uses a variant the
 * glossary refused, a label the glossary names is rendered by its term, and a word the glossary
 * follows ("reject", "cancel") is rendered by its own Bangla word and by no other.
 */
interface Entry {
  concept: string;
  en: string[];
  bn: string;
  variants?: string[];
  word?: { en: string; bn: string };
}

const entries: Entry[] = glossary;

/** A message in both languages, and where it is written. */
interface Message {
  where: string;
  english: string;
  bangla: string;
}

function messages(): Message[] {
  const inFolders = messageFolders().flatMap((folder) => {
    const english = readMessages(folder, 'en');
    const bangla = readMessages(folder, 'bn');
    return Object.keys(english).map((key) => ({
      where: `${path.relative(ROOT, folder)}: ${key}`,
      english: String(english[key]),
      bangla: String(bangla[key]),
    }));
  });
  const sentences: Record<string, string> = JSON.parse(readFileSync(SENTENCE_FILE, 'utf8'));
  const inSentences = Object.entries(sentences).map(([english, bangla]) => ({
    where: `${path.relative(ROOT, SENTENCE_FILE)}: ${english}`,
    english,
    bangla,
  }));
  return [...inFolders, ...inSentences];
}

const all = messages();

/** A label as compared: no surrounding space, no closing full stop, colon or ellipsis, any case. */
const label = (text: string) =>
  text
    .trim()
    .replace(/[.।:…]+$/u, '')
    .toLowerCase();

test('reads every message file, the API’s and the sentences too', () => {
  const places = new Set(all.map(({ where }) => where.split(':')[0]));
  expect([...places]).toEqual(
    expect.arrayContaining([
      'shared/src/ui/locales',
      'api/src/locales',
      'shared/src/contract/sentences/bn.json',
    ]),
  );
});

test('the glossary holds one term per concept, its variants none of its terms', () => {
  const terms = entries.map(({ bn }) => bn);
  const labels = entries.flatMap(({ en }) => en.map(label));
  expect(new Set(labels).size).toBe(labels.length);
  for (const { variants = [] } of entries) {
    for (const variant of variants)
      expect(terms.filter((term) => term.includes(variant))).toEqual([]);
  }
});

test.each(entries.filter(({ variants }) => variants !== undefined))(
  'no Bangla message writes "$concept" otherwise than $bn',
  ({ variants = [] }) => {
    const found = all.flatMap(({ where, bangla }) =>
      variants
        .filter((variant) => bangla.includes(variant))
        .map((variant) => `${where}: ${variant}`),
    );
    expect(found).toEqual([]);
  },
);

test.each(entries)('the label $en is $bn in Bangla', ({ en, bn }) => {
  const labels = en.map(label);
  const differing = all
    .filter(({ english, bangla }) => labels.includes(label(english)) && label(bangla) !== label(bn))
    .map(({ where, bangla }) => `${where}: ${bangla}`);
  expect(differing).toEqual([]);
});

test.each(entries.filter(({ word }) => word !== undefined))(
  '"$word.en" is written $word.bn in Bangla, and $word.bn means nothing else',
  ({ word }) => {
    if (word === undefined) return;
    const english = new RegExp(word.en, 'i');
    const otherwise = all
      .filter((message) => english.test(message.english) !== message.bangla.includes(word.bn))
      .map(({ where, bangla }) => `${where}: ${bangla}`);
    expect(otherwise).toEqual([]);
  },
);
