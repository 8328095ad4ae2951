import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@portal/shared/i18n/i18n';

/**
 * Every workspace's messages (`src/**\/locales/<language>.json`) hold the same keys in every
 * language, none of them empty, with the same `{{placeholders}}`: a key missing in Bangla would
 * show English in the middle of a Bangla page.
 */
const ROOT = path.resolve(__dirname, '../../..');

function localeFolders(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .flatMap((entry) => {
      const child = path.join(folder, entry.name);
      return entry.name === 'locales' ? [child] : localeFolders(child);
    });
}

const workspaces: string[] = JSON.parse(
  readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
).workspaces;
const folders = workspaces
  .map((workspace) => path.join(ROOT, workspace, 'src'))
  .filter((source) => existsSync(source))
  .flatMap(localeFolders);

function readMessages(folder: string, language: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8'));
}

const placeholders = (text: unknown) =>
  String(text)
    .match(/\{\{\s*[\w.]+\s*\}\}/g)
    ?.sort() ?? [];

test('the shell and the UI kit have messages', () => {
  const found = folders.map((folder) => path.relative(ROOT, folder));
  expect(found).toEqual(expect.arrayContaining(['shell/src/locales', 'shared/src/ui/locales']));
});

describe.each(folders.map((folder) => [path.relative(ROOT, folder), folder]))('%s', (_, folder) => {
  const english = readMessages(folder, 'en');

  test.each(LANGUAGES)('%s.json has every key of en.json and no other', (language) => {
    expect(Object.keys(readMessages(folder, language)).sort()).toEqual(Object.keys(english).sort());
  });

  test.each(LANGUAGES)('every message of %s.json is a text, none empty', (language) => {
    const empty = Object.entries(readMessages(folder, language))
      .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  test.each(LANGUAGES)('every message of %s.json has the placeholders of English', (language) => {
    const messages = readMessages(folder, language);
    const differing = Object.keys(english).filter(
      (key) => placeholders(messages[key]).join() !== placeholders(english[key]).join(),
    );
    expect(differing).toEqual([]);
  });
});
