import { Page } from '@portal/shared/ui/layout';
import { ApplicationsScreen } from '../features/applications/components/applications-screen';

/** /applications for a brand (spec §2); the filters live in the address's query. */
export default function ApplicationsPage() {
  return (
    <Page title="Campaign Applications">
      <ApplicationsScreen />
    </Page>
  );
}
