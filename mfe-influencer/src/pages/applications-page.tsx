import { Page } from '@portal/shared/ui/layout';
import { useInfluencerMessages } from '../messages';
import { MyApplications } from '../features/applications/components/my-applications';

/** /applications for an influencer (see docs/screens.md). */
export default function ApplicationsPage() {
  const { t } = useInfluencerMessages();
  return (
    <Page title={t('page.myApplications')}>
      <MyApplications />
    </Page>
  );
}
