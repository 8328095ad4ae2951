import { Page } from '@portal/shared/ui/layout';
import { InfluencerProfileEditor } from '../features/profile/components/influencer-profile-editor';

/** /profile for an influencer (spec §2). */
export default function ProfilePage() {
  return (
    <Page title="Influencer Profile">
      <InfluencerProfileEditor />
    </Page>
  );
}
