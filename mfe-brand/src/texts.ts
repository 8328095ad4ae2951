import { defineTexts, type TextKey } from '@portal/shared/i18n/define-texts';
import english from './locales/en.json';

/**
 * The brand remote's texts (namespace `brand`): its pages' headings, the dashboard, My Campaigns
 * and the Create Campaign form, applications, Find Influencers, payments and the brand profile.
 */
export const useBrandTexts = defineTexts(
  'brand',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type BrandTextKey = TextKey<typeof english>;

/** What `useBrandTexts()` gives: `t` and the shown language, for code that formats. */
export type BrandTexts = ReturnType<typeof useBrandTexts>;
