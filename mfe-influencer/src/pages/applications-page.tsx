import { Page } from '@portal/shared/ui/layout';
import { MyApplications } from '../features/applications/components/my-applications';

/** /applications for an influencer (spec §2). */
export default function ApplicationsPage() {
  return (
    <Page title="My Applications">
      <MyApplications />
    </Page>
  );
}
