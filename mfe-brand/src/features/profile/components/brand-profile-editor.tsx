import type { Profile } from '@portal/shared/contract/profiles';
import { ProfileEditor } from '@portal/shared/ui/profile-editor';
import { BrandProfileForm } from './brand-profile-form';

const LOGO_TEXTS = {
  title: 'Logo',
  uploadLabel: 'Upload a new logo',
  hint: 'Recommended logo: square, 400x400 px or larger. PNG, JPEG, WebP or GIF, at most 5 MB.',
  removeLabel: 'Remove Logo',
};

/** Spec §2: logo, bio and industry, all optional. */
function strengthItems(profile: Profile) {
  return [
    { label: 'Logo', done: Boolean(profile.profile_picture) },
    { label: 'Bio', done: Boolean(profile.bio?.trim()) },
    { label: 'Industry', done: Boolean(profile.industry?.trim()) },
  ];
}

/** The brand profile editor (spec §2): logo, profile strength and the form. */
export function BrandProfileEditor() {
  return (
    <ProfileEditor
      pictureTexts={LOGO_TEXTS}
      strength={strengthItems}
      marker="optional"
      form={(profile) => <BrandProfileForm key={profile.id} profile={profile} />}
    />
  );
}
