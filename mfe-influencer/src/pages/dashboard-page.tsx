import { useAuthStore } from '@portal/shared/auth-store';
import { Page } from '@portal/shared/ui/layout';
import { useInfluencerTexts } from '../texts';
import { InfluencerDashboard } from '../features/dashboard/components/influencer-dashboard';

/** /dashboard for an influencer (see docs/screens.md). */
export default function DashboardPage() {
  const { t } = useInfluencerTexts();
  const username = useAuthStore((state) => state.user?.username ?? '');
  const newcomer = useAuthStore((state) => state.user?.first_session === true);
  return (
    <Page title={t('page.dashboard')}>
      <InfluencerDashboard username={username} newcomer={newcomer} />
    </Page>
  );
}
