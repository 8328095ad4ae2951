import { defineMessages, textsOf, type MessageKey } from '@portal/shared/i18n/define-messages';
import english from './locales/en.json';

/**
 * The UI kit's own texts (namespace `ui`): the kit's components, the option labels (categories,
 * statuses), the roles and the sentences of shared modules (session errors, picture checks).
 */
export const useUiMessages = defineMessages(
  'ui',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type UiMessageKey = MessageKey<typeof english>;

/** A `ui` message in the language shown now (see `textsOf`). */
export const uiText = textsOf<UiMessageKey>('ui');
