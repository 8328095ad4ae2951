import { useChangePicture, useOwnProfile } from '@portal/shared/api/profiles';
import type { Profile } from '@portal/shared/contract/profiles';
import { ProfileEditor } from '@portal/shared/ui/profile-editor';
import { useBrandTexts, type BrandTexts } from '../../../texts';
import { BrandProfileForm } from './brand-profile-form';

/** The logo panel's texts, in the shown language. */
function logoTexts({ t }: BrandTexts) {
  return {
    title: t('profile.logo'),
    uploadLabel: t('profile.uploadLogo'),
    hint: t('profile.logoHint'),
    removeLabel: t('profile.removeLogo'),
  };
}

/** docs/screens.md: logo, bio and industry, all optional. */
function strengthItems({ t }: BrandTexts, profile: Profile) {
  return [
    { label: t('profile.logo'), done: Boolean(profile.profile_picture) },
    { label: t('label.bio'), done: Boolean(profile.bio?.trim()) },
    { label: t('profile.industry'), done: Boolean(profile.industry?.trim()) },
  ];
}

/** The brand profile editor (see docs/screens.md): logo, profile strength and the form. */
export function BrandProfileEditor() {
  const messages = useBrandTexts();
  const ownProfile = useOwnProfile();
  const picture = useChangePicture();
  return (
    <ProfileEditor
      profile={ownProfile}
      picture={{ change: picture.mutateAsync, saving: picture.isPending }}
      pictureTexts={logoTexts(messages)}
      strength={(profile) => strengthItems(messages, profile)}
      marker="optional"
      form={(profile) => <BrandProfileForm key={profile.id} profile={profile} />}
    />
  );
}
