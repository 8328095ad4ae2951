import { useOwnProfile } from '@portal/shared/api/profiles';
import type { Profile } from '@portal/shared/contract/profiles';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ProfileEditorLayout } from '@portal/shared/ui/profile-panel';
import { ProfilePicturePanel } from '@portal/shared/ui/profile-picture-panel';
import { ProfileStrength } from '@portal/shared/ui/profile-strength';
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
          <ProfilePicturePanel profile={profile.data} texts={LOGO_TEXTS} />
          <ProfileStrength items={strengthItems(profile.data)} marker="optional" />
        </>
      }
    >
      <BrandProfileForm key={profile.data.id} profile={profile.data} />
    </ProfileEditorLayout>
  );
}
