import { defineTexts, type TextKey, type Translate } from '@portal/shared/i18n/define-texts';
import english from './locales/en.json';

/**
 * The influencer remote's texts (namespace `influencer`): the dashboard, available campaigns and
 * the application modal, my applications, earnings, withdrawals and the profile.
 */
export const useInfluencerTexts = defineTexts(
  'influencer',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type InfluencerTextKey = TextKey<typeof english>;

/** The remote's `t`, for the helpers that build a sentence outside a component. */
export type InfluencerTranslate = Translate<typeof english>;
