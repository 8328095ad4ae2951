import { useChangePicture, useOwnProfile } from '@portal/shared/api/profiles';
import type { Profile } from '@portal/shared/contract/profiles';
import { ProfileEditor } from '@portal/shared/ui/profile-editor';
import { useInfluencerTexts, type InfluencerTranslate } from '../../../texts';
import { InfluencerProfileForm } from './influencer-profile-form';

/** docs/screens.md: photo, bio and category, each required. */
function strengthItems(profile: Profile, t: InfluencerTranslate) {
  return [
    { label: t('profile.strengthPhoto'), done: Boolean(profile.profile_picture) },
    { label: t('profile.strengthBio'), done: Boolean(profile.bio?.trim()) },
    { label: t('profile.strengthCategory'), done: Boolean(profile.category) },
  ];
}

/** The influencer profile editor (see docs/screens.md): picture, profile strength and the form. */
export function InfluencerProfileEditor() {
  const { t } = useInfluencerTexts();
  const ownProfile = useOwnProfile();
  const picture = useChangePicture();
  const pictureTexts = {
    title: t('profile.picture'),
    uploadLabel: t('profile.uploadPicture'),
    hint: t('profile.pictureHint'),
    removeLabel: t('profile.removePicture'),
  };
  return (
    <ProfileEditor
      profile={ownProfile}
      picture={{ change: picture.mutateAsync, saving: picture.isPending }}
      pictureTexts={pictureTexts}
      strength={(profile) => strengthItems(profile, t)}
      marker="required"
      form={(profile) => <InfluencerProfileForm key={profile.id} profile={profile} />}
    />
  );
}
