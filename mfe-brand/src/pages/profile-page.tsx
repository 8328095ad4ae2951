import { Page } from '@portal/shared/ui/layout';
import { BrandProfileEditor } from '../features/profile/components/brand-profile-editor';

/** /profile for a brand (spec §2). */
export default function ProfilePage() {
  return (
    <Page title="Brand Profile">
      <BrandProfileEditor />
    </Page>
  );
}
