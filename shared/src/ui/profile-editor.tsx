import type { ReactNode } from 'react';
import type { Profile } from '../contract/profiles';
import type { Loaded } from './loaded';
import { LoadFailure } from './load-failure';
import { LoadingSkeleton } from './loading-skeleton';
import { ProfileEditorLayout } from './profile-panel';
import {
  ProfilePicturePanel,
  type PictureChange,
  type PicturePanelTexts,
} from './profile-picture-panel';
import { ProfileStrength, type StrengthItem } from './profile-strength';
import { useUiTexts } from './ui-messages';

/**
 * A profile editor (see docs/screens.md) for either role: the own `profile` the feature loaded
 * (`useOwnProfile`), or a retry; its picture panel and profile strength beside the role's form.
 */
export function ProfileEditor({
  profile,
  picture,
  pictureTexts,
  strength,
  marker,
  form,
}: {
  profile: Loaded<Profile>;
  picture: PictureChange;
  pictureTexts: PicturePanelTexts;
  /** The profile-strength list of the role. */
  strength: (profile: Profile) => StrengthItem[];
  marker: 'required' | 'optional';
  form: (profile: Profile) => ReactNode;
}) {
  const { t } = useUiTexts();
  if (profile.isError) {
    return <LoadFailure message={t('profile.loadFailed')} onRetry={() => void profile.refetch()} />;
  }
  if (profile.data === undefined) {
    return <LoadingSkeleton label={t('profile.loading')} rows={8} />;
  }
  return (
    <ProfileEditorLayout
      side={
        <>
          <ProfilePicturePanel profile={profile.data} texts={pictureTexts} picture={picture} />
          <ProfileStrength items={strength(profile.data)} marker={marker} />
        </>
      }
    >
      {form(profile.data)}
    </ProfileEditorLayout>
  );
}
