import path from 'node:path';
import { LANGUAGES } from '@portal/shared/i18n/i18n';
import { messageFolders, readMessages, ROOT } from '../testing/message-files';

/**
 * Every workspace's messages (`src/**\/locales/<language>.json`, the API's too) hold the same keys
 * in every language, none of them empty, with the same `{{placeholders}}`: a key missing in Bangla
 * would show English in the middle of a Bangla page, a notification or an e-mail.
 */
const folders = messageFolders();

const placeholders = (text: unknown) =>
  String(text)
    .match(/\{\{\s*[\w.]+\s*\}\}/g)
    ?.sort() ?? [];

test('the shell, the UI kit and the API have messages', () => {
  const found = folders.map((folder) => path.relative(ROOT, folder));
  expect(found).toEqual(
    expect.arrayContaining(['shell/src/locales', 'shared/src/ui/locales', 'api/src/locales']),
  );
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
