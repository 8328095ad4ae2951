import { defineMessages, type MessageKey } from '@portal/shared/i18n/define-messages';
import english from './locales/en.json';

/**
 * The collaboration page's texts (namespace `collaborations`, docs/money.md); imported only by the
 * page's own modules, so other pages never load them.
 */
export const useCollaborationMessages = defineMessages(
  'collaborations',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type CollaborationMessageKey = MessageKey<typeof english>;

/** What `useCollaborationMessages()` gives: `t` and the shown language, for code that formats. */
export type CollaborationMessages = ReturnType<typeof useCollaborationMessages>;
