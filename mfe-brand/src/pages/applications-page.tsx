import { Page } from '@portal/shared/ui/layout';
import { ApplicationsScreen } from '../features/applications/components/applications-screen';
import { useBrandTexts } from '../texts';

/** /applications for a brand (see docs/screens.md); the filters live in the address's query. */
export default function ApplicationsPage() {
  const { t } = useBrandTexts();
  return (
    <Page title={t('title.applications')}>
      <ApplicationsScreen />
    </Page>
  );
}
