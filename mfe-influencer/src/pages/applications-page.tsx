import { Page } from '@portal/shared/ui/layout';
import { useInfluencerMessages } from '../messages';
import { MyApplications } from '../features/applications/components/my-applications';

/** /applications for an influencer (spec §2). */
export default function ApplicationsPage() {
  const { t } = useInfluencerMessages();
  return (
    <Page title={t('page.myApplications')}>
      <MyApplications />
    </Page>
  );
}
