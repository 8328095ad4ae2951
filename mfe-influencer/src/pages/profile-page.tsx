import { Page } from '@portal/shared/ui/layout';
import { useInfluencerTexts } from '../texts';
import { OwnPackagesEditor } from '../features/packages/components/packages-editor';
import { InfluencerProfileEditor } from '../features/profile/components/influencer-profile-editor';

/** /profile for an influencer (see docs/screens.md): her profile, then her packages. */
export default function ProfilePage() {
  const { t } = useInfluencerTexts();
  return (
    <Page title={t('page.profile')}>
      <InfluencerProfileEditor />
      <OwnPackagesEditor />
    </Page>
  );
}
