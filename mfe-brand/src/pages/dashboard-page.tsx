import { useAuthStore } from '@portal/shared/auth-store';
import { Page } from '@portal/shared/ui/layout';
import { BrandDashboard } from '../features/dashboard/components/brand-dashboard';
import { ShortlistLink } from '../features/shortlist/components/shortlist-link';
import { useBrandTexts } from '../texts';

/** /dashboard for a brand (see docs/screens.md), with the way to its shortlist. */
export default function DashboardPage() {
  const { t } = useBrandTexts();
  const username = useAuthStore((state) => state.user?.username ?? '');
  const newcomer = useAuthStore((state) => state.user?.first_session === true);
  return (
    <Page title={t('title.dashboard')}>
      <BrandDashboard username={username} newcomer={newcomer} />
      <ShortlistLink />
    </Page>
  );
}
