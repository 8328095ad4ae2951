import { useOwnProfile } from '@portal/shared/api/profiles';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { InfluencerProfileForm } from './influencer-profile-form';
import { ProfilePicturePanel } from './profile-picture-panel';
import { ProfileStrength } from './profile-strength';
import './profile-styles';

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
    <div className="profile-editor">
      <div className="profile-editor__side">
        <ProfilePicturePanel profile={profile.data} />
        <ProfileStrength profile={profile.data} />
      </div>
      <InfluencerProfileForm key={profile.data.id} profile={profile.data} />
    </div>
  );
}
