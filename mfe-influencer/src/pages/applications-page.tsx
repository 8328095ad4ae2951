import { Page } from '@portal/shared/ui/layout';
import { useInfluencerTexts } from '../texts';
import { MyApplications } from '../features/applications/components/my-applications';

/** /applications for an influencer (see docs/screens.md). */
export default function ApplicationsPage() {
  const { t } = useInfluencerTexts();
  return (
    <Page title={t('page.myApplications')}>
      <MyApplications />
    </Page>
  );
}
