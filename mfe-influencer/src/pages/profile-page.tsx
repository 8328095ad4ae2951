import { Page } from '@portal/shared/ui/layout';
import { useInfluencerTexts } from '../texts';
import { InfluencerProfileEditor } from '../features/profile/components/influencer-profile-editor';

/** /profile for an influencer (see docs/screens.md). */
export default function ProfilePage() {
  const { t } = useInfluencerTexts();
  return (
    <Page title={t('page.profile')}>
      <InfluencerProfileEditor />
    </Page>
  );
}
