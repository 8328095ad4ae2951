import type { ReactNode } from 'react';
import { useOwnProfile } from '../api/profiles';
import type { Profile } from '../contract/profiles';
import { LoadFailure } from './load-failure';
import { LoadingSkeleton } from './loading-skeleton';
import { ProfileEditorLayout } from './profile-panel';
import { ProfilePicturePanel, type PicturePanelTexts } from './profile-picture-panel';
import { ProfileStrength, type StrengthItem } from './profile-strength';
import { useUiMessages } from './ui-messages';

/**
 * A profile editor (spec §2) for either role: the own profile loaded (or a retry), its picture
 * panel and profile strength beside the role's form.
 */
export function ProfileEditor({
  pictureTexts,
  strength,
  marker,
  form,
}: {
  pictureTexts: PicturePanelTexts;
  /** The profile-strength list of the role. */
  strength: (profile: Profile) => StrengthItem[];
  marker: 'required' | 'optional';
  form: (profile: Profile) => ReactNode;
}) {
  const { t } = useUiMessages();
  const profile = useOwnProfile();
  if (profile.isPending) return <LoadingSkeleton label={t('profile.loading')} rows={8} />;
  if (profile.isError) {
    return <LoadFailure message={t('profile.loadFailed')} onRetry={() => void profile.refetch()} />;
  }
  return (
    <ProfileEditorLayout
      side={
        <>
          <ProfilePicturePanel profile={profile.data} texts={pictureTexts} />
          <ProfileStrength items={strength(profile.data)} marker={marker} />
        </>
      }
    >
      {form(profile.data)}
    </ProfileEditorLayout>
  );
}
