import { Page } from '@portal/shared/ui/layout';
import { BrandProfileEditor } from '../features/profile/components/brand-profile-editor';
import { useBrandTexts } from '../texts';

/** /profile for a brand (see docs/screens.md). */
export default function ProfilePage() {
  const { t } = useBrandTexts();
  return (
    <Page title={t('title.profile')}>
      <BrandProfileEditor />
    </Page>
  );
}
