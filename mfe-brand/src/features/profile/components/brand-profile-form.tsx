import type { Category } from '@portal/shared/contract/common';
import type { Profile } from '@portal/shared/contract/profiles';
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

interface BrandDraft {
  username: string;
  email: string;
  bio: string;
  industry: string;
  website: string;
  category: Category | '';
}

function draftOf(profile: Profile): BrandDraft {
  return {
    username: profile.username,
    email: profile.email,
    bio: profile.bio ?? '',
    industry: profile.industry ?? '',
    website: profile.website ?? '',
    category: profile.category ?? '',
  };
}

/**
 * The brand profile form (spec §2): required username and email; bio, industry, website (a URL)
 * and category optional. The browser checks the input types; the server's field errors appear
 * beside the fields.
 */
export function BrandProfileForm({ profile }: { profile: Profile }) {
  const { draft, errors, set, currentPassword, handleSubmit, message, saving } = useProfileForm(
    () => draftOf(profile),
    (brand) => brand,
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
          value={draft.bio}
          errors={errors.bio}
          hint="What your brand makes and who it is for."
          onChange={(event) => set('bio', event.target.value)}
        />
        <div className={profileStyles.profileFormPair}>
          <TextField
            label="Industry"
            placeholder="e.g. Clothing retail"
            value={draft.industry}
            errors={errors.industry}
            onChange={(event) => set('industry', event.target.value)}
          />
          <SelectField
            label="Category"
            options={CATEGORY_CHOICES}
            value={draft.category}
            errors={errors.category}
            onChange={(event) => set('category', categoryOrNone(event.target.value))}
          />
        </div>
        <TextField
          label="Website"
          type="url"
          autoComplete="url"
          placeholder="https://yourbrand.com"
          value={draft.website}
          errors={errors.website}
          onChange={(event) => set('website', event.target.value)}
        />
        <Banner message={message} />
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Update Profile'}
        </Button>
      </form>
    </ProfilePanel>
  );
}
