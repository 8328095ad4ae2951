import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, whose package.json names the workspaces. */
export const ROOT = path.resolve(__dirname, '../../..');

function localeFolders(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .flatMap((entry) => {
      const child = path.join(folder, entry.name);
      return entry.name === 'locales' ? [child] : localeFolders(child);
    });
}

/**
 * Every folder of message files (`<workspace>/src/**\/locales/<language>.json`): the shell's, the
 * UI kit's, each remote's and the API's (docs/i18n.md).
 */
export function messageFolders(): string[] {
  const workspaces: string[] = JSON.parse(
    readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
  ).workspaces;
  return workspaces
    .map((workspace) => path.join(ROOT, workspace, 'src'))
    .filter((source) => existsSync(source))
    .flatMap(localeFolders);
}

/** A message file as it is written: flat keys to texts (a value that is not one is kept, to report). */
export function readMessages(folder: string, language: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8'));
}

/** The sentences of the API and the schemas in `language`, keyed by the English sentence. */
export const SENTENCE_FILE = path.join(ROOT, 'shared/src/contract/sentences/bn.json');
