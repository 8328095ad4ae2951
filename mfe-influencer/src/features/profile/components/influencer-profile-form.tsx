import {
  SOCIAL_PLATFORMS,
  type Profile,
  type SocialPlatform,
} from '@portal/shared/contract/profiles';
import type { Category } from '@portal/shared/contract/common';
import { CATEGORY_CHOICES, categoryOrNone } from '@portal/shared/option-labels';
import { useProfileForm } from '@portal/shared/profile-form';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { CurrentPasswordField } from '@portal/shared/ui/current-password-field';
import { ProfilePanel } from '@portal/shared/ui/profile-panel';
import { SelectField } from '@portal/shared/ui/select-field';
import { TextAreaField } from '@portal/shared/ui/text-area-field';
import { TextField } from '@portal/shared/ui/text-field';
import profileStyles from '@portal/shared/ui/profile.module.css';
import styles from './profile.module.css';
import ui from '@portal/shared/ui/ui.module.css';

const PLATFORM_LABELS: Record<SocialPlatform, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  twitter: 'Twitter',
};

const PLATFORM_EXAMPLES: Record<SocialPlatform, string> = {
  instagram: 'https://instagram.com/yourname',
  youtube: 'https://youtube.com/@yourname',
  tiktok: 'https://tiktok.com/@yourname',
  twitter: 'https://twitter.com/yourname',
};

interface ProfileDraft {
  username: string;
  email: string;
  bio: string;
  category: Category | '';
  followers: string;
  links: Record<SocialPlatform, string>;
  portfolio: string;
}

function draftOf(profile: Profile): ProfileDraft {
  return {
    username: profile.username,
    email: profile.email,
    bio: profile.bio ?? '',
    category: profile.category ?? '',
    followers: String(profile.followers_count),
    links: {
      instagram: profile.social_links.instagram ?? '',
      youtube: profile.social_links.youtube ?? '',
      tiktok: profile.social_links.tiktok ?? '',
      twitter: profile.social_links.twitter ?? '',
    },
    portfolio: profile.portfolio ?? '',
  };
}

/**
 * The influencer profile form (spec §2): required username, email, bio, category and followers
 * count; social links and portfolio as URLs. The browser checks the input types; the server's
 * field errors appear beside the fields.
 */
export function InfluencerProfileForm({ profile }: { profile: Profile }) {
  const { draft, errors, set, currentPassword, handleSubmit, message, saving } = useProfileForm(
    () => draftOf(profile),
    (influencer) => ({
      username: influencer.username,
      email: influencer.email,
      bio: influencer.bio,
      category: influencer.category,
      followers_count: influencer.followers.trim(),
      social_links: influencer.links,
      portfolio: influencer.portfolio,
    }),
  );

  return (
    <ProfilePanel title="Profile Details">
      <form onSubmit={handleSubmit}>
        <TextField
          label="Username"
          required
          autoComplete="username"
          value={draft.username}
          errors={errors.username}
          onChange={(event) => set('username', event.target.value)}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={draft.email}
          errors={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
        {currentPassword && <CurrentPasswordField {...currentPassword} />}
        <TextAreaField
          label="Bio"
          required
          value={draft.bio}
          errors={errors.bio}
          hint="Who you are and what your audience loves."
          onChange={(event) => set('bio', event.target.value)}
        />
        <div className={profileStyles.profileFormPair}>
          <SelectField
            label="Category"
            required
            options={CATEGORY_CHOICES}
            value={draft.category}
            errors={errors.category}
            onChange={(event) => set('category', categoryOrNone(event.target.value))}
          />
          <TextField
            label="Followers Count"
            type="text"
            inputMode="numeric"
            required
            value={draft.followers}
            errors={errors.followers_count}
            onChange={(event) => set('followers', event.target.value, 'followers_count')}
          />
        </div>
        <fieldset className={styles.profileFormLinks}>
          <legend className={ui.fieldLabel}>Social Links</legend>
          {SOCIAL_PLATFORMS.map((platform) => (
            <TextField
              key={platform}
              label={PLATFORM_LABELS[platform]}
              type="url"
              placeholder={PLATFORM_EXAMPLES[platform]}
              value={draft.links[platform]}
              errors={errors[`social_links.${platform}`]}
              onChange={(event) =>
                set(
                  'links',
                  { ...draft.links, [platform]: event.target.value },
                  `social_links.${platform}`,
                )
              }
            />
          ))}
        </fieldset>
        <TextField
          label="Portfolio URL"
          type="url"
          placeholder="https://yourportfolio.com"
          value={draft.portfolio}
          errors={errors.portfolio}
          onChange={(event) => set('portfolio', event.target.value)}
        />
        <Banner message={message} />
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Update Profile'}
        </Button>
      </form>
    </ProfilePanel>
  );
}
