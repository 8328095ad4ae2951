import { defineMessages, type MessageKey } from '@portal/shared/i18n/define-messages';
import english from './locales/en.json';

/**
 * The brand remote's texts (namespace `brand`): its pages' headings, the dashboard, My Campaigns
 * and the Create Campaign form, applications, Find Influencers, payments and the brand profile.
 */
export const useBrandMessages = defineMessages(
  'brand',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type BrandMessageKey = MessageKey<typeof english>;

/** What `useBrandMessages()` gives: `t` and the shown language, for code that formats. */
export type BrandMessages = ReturnType<typeof useBrandMessages>;
