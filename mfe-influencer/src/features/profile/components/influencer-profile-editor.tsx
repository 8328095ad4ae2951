import type { Profile } from '@portal/shared/contract/profiles';
import { ProfileEditor } from '@portal/shared/ui/profile-editor';
import { InfluencerProfileForm } from './influencer-profile-form';

const PICTURE_TEXTS = {
  title: 'Profile Picture',
  uploadLabel: 'Upload a new picture',
  hint: 'PNG, JPEG, WebP or GIF, at most 5 MB; a square picture looks best.',
  removeLabel: 'Remove Picture',
};

/** Spec §2: photo, bio and category, each required. */
function strengthItems(profile: Profile) {
  return [
    { label: 'Profile photo', done: Boolean(profile.profile_picture) },
    { label: 'Bio', done: Boolean(profile.bio?.trim()) },
    { label: 'Category', done: Boolean(profile.category) },
  ];
}

/** The influencer profile editor (spec §2): picture, profile strength and the form. */
export function InfluencerProfileEditor() {
  return (
    <ProfileEditor
      pictureTexts={PICTURE_TEXTS}
      strength={strengthItems}
      marker="required"
      form={(profile) => <InfluencerProfileForm key={profile.id} profile={profile} />}
    />
  );
}
