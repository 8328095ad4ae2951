import { defineTexts, type TextKey } from '@portal/shared/i18n/define-texts';
import english from './locales/en.json';

/**
 * The collaboration page's texts (namespace `collaborations`, docs/money.md); imported only by the
 * page's own modules, so other pages never load them.
 */
export const useCollaborationTexts = defineTexts(
  'collaborations',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type CollaborationTextKey = TextKey<typeof english>;

/** What `useCollaborationTexts()` gives: `t` and the shown language, for code that formats. */
export type CollaborationTexts = ReturnType<typeof useCollaborationTexts>;
