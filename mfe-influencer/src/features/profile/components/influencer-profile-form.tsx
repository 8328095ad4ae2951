import type { Category } from '@portal/shared/contract/common';
import {
  influencerProfileUpdateSchema,
  SOCIAL_PLATFORMS,
  type Profile,
  type SocialPlatform,
} from '@portal/shared/contract/profiles';
import { SOCIAL_PLATFORM_LABELS } from '@portal/shared/option-labels';
import { profileBasicsOf, useProfileForm, type ProfileBasics } from '@portal/shared/profile-form';
import { CategoryField } from '@portal/shared/ui/category-field';
import { ProfileDetailsForm } from '@portal/shared/ui/profile-details-form';
import { TextField } from '@portal/shared/ui/text-field';
import profileStyles from '@portal/shared/ui/profile.module.css';
import styles from './profile.module.css';
import ui from '@portal/shared/ui/ui.module.css';
import { useInfluencerTexts } from '../../../texts';

const PLATFORM_EXAMPLES: Record<SocialPlatform, string> = {
  instagram: 'https://instagram.com/yourname',
  youtube: 'https://youtube.com/@yourname',
  tiktok: 'https://tiktok.com/@yourname',
  twitter: 'https://twitter.com/yourname',
  facebook: 'https://facebook.com/yourname',
};

/** An address, the same in every language. */
const PORTFOLIO_EXAMPLE = 'https://yourportfolio.com';

interface InfluencerValues extends ProfileBasics {
  category: Category | '';
  followers_count: string;
  social_links: Record<SocialPlatform, string>;
  portfolio: string;
}

function valuesOf(profile: Profile): InfluencerValues {
  return {
    ...profileBasicsOf(profile),
    category: profile.category ?? '',
    followers_count: String(profile.followers_count),
    social_links: {
      instagram: profile.social_links.instagram ?? '',
      youtube: profile.social_links.youtube ?? '',
      tiktok: profile.social_links.tiktok ?? '',
      twitter: profile.social_links.twitter ?? '',
      facebook: profile.social_links.facebook ?? '',
    },
    portfolio: profile.portfolio ?? '',
  };
}

/**
 * The influencer profile form (see docs/screens.md): required username, email, bio, category and
 * followers count (Latin or Bengali digits); social links and portfolio as URLs.
 */
export function InfluencerProfileForm({ profile }: { profile: Profile }) {
  const { t } = useInfluencerTexts();
  const state = useProfileForm(influencerProfileUpdateSchema, () => valuesOf(profile));
  const { form } = state;
  return (
    <ProfileDetailsForm state={state} bio={{ hint: t('profile.bioHint'), required: true }}>
      <div className={profileStyles.profileFormPair}>
        <CategoryField
          required
          value={form.values.category}
          errors={form.errors.category}
          onChange={(category) => form.setValue('category', category)}
        />
        <TextField
          label={t('profile.followers')}
          type="text"
          inputMode="numeric"
          required
          {...form.field('followers_count')}
        />
      </div>
      <fieldset className={styles.profileFormLinks}>
        <legend className={ui.fieldLabel}>{t('profile.socialLinks')}</legend>
        {SOCIAL_PLATFORMS.map((platform) => (
          <TextField
            key={platform}
            label={SOCIAL_PLATFORM_LABELS[platform]}
            type="url"
            placeholder={PLATFORM_EXAMPLES[platform]}
            value={form.values.social_links[platform]}
            errors={form.errors[`social_links.${platform}`]}
            onChange={(event) =>
              form.setValue(
                'social_links',
                { ...form.values.social_links, [platform]: event.target.value },
                `social_links.${platform}`,
              )
            }
          />
        ))}
      </fieldset>
      <TextField
        label={t('profile.portfolio')}
        type="url"
        placeholder={PORTFOLIO_EXAMPLE}
        {...form.field('portfolio')}
      />
    </ProfileDetailsForm>
  );
}
