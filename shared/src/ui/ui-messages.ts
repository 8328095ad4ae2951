import { defineTexts, type TextKey } from '@portal/shared/i18n/define-texts';
import { i18n } from '@portal/shared/i18n/i18n';
import english from './locales/en.json';

/**
 * The UI kit's own texts (namespace `ui`): the kit's components, the option labels (categories,
 * statuses), the roles and the sentences of shared modules (session errors, picture checks).
 */
export const useUiTexts = defineTexts(
  'ui',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type UiTextKey = TextKey<typeof english>;

/**
 * A namespace's message in the language shown now, for code that is not a component (a sentence
 * a shared function answers, a table cell): read at the time it is called, never at module load.
 * A component reads its texts through its namespace's hook, so a language switch re-renders it.
 */
export function textsOf<Key extends string>(namespace: string) {
  return (key: Key, values: Record<string, string | number> = {}): string =>
    i18n.getFixedT(null, namespace)(key, values);
}

/** A `ui` message in the language shown now (see `textsOf`). */
export const uiText = textsOf<UiTextKey>('ui');
