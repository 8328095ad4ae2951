import { useOwnProfile } from '@portal/shared/api/profiles';
import type { Profile } from '@portal/shared/contract/profiles';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ProfileEditorLayout } from '@portal/shared/ui/profile-panel';
import { ProfilePicturePanel } from '@portal/shared/ui/profile-picture-panel';
import { ProfileStrength } from '@portal/shared/ui/profile-strength';
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
  const profile = useOwnProfile();
  if (profile.isPending) return <LoadingSkeleton label="Loading profile..." rows={8} />;
  if (profile.isError) {
    return (
      <LoadFailure
        message="Your profile could not be loaded."
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return (
    <ProfileEditorLayout
      side={
        <>
          <ProfilePicturePanel profile={profile.data} texts={PICTURE_TEXTS} />
          <ProfileStrength items={strengthItems(profile.data)} marker="required" />
        </>
      }
    >
      <InfluencerProfileForm key={profile.data.id} profile={profile.data} />
    </ProfileEditorLayout>
  );
}
