import { Page } from '@portal/shared/ui/layout';
import { BrandProfileEditor } from '../features/profile/components/brand-profile-editor';
import { useBrandMessages } from '../messages';

/** /profile for a brand (see docs/screens.md). */
export default function ProfilePage() {
  const { t } = useBrandMessages();
  return (
    <Page title={t('title.profile')}>
      <BrandProfileEditor />
    </Page>
  );
}
