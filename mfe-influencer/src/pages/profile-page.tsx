import { useOwnProfile } from '@portal/shared/api/profiles';
import { Page } from '@portal/shared/ui/layout';
import { useInfluencerTexts } from '../texts';
import { InfluencerProfileEditor } from '../features/profile/components/influencer-profile-editor';
import { PackagesEditor } from '../features/packages/components/packages-editor';

/** /profile for an influencer (see docs/screens.md): her profile, then her packages. */
export default function ProfilePage() {
  const { t } = useInfluencerTexts();
  const profile = useOwnProfile();
  return (
    <Page title={t('page.profile')}>
      <InfluencerProfileEditor />
      {profile.data && <PackagesEditor username={profile.data.username} />}
    </Page>
  );
}
