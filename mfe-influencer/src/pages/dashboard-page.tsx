import { useAuthStore } from '@portal/shared/auth-store';
import { Page } from '@portal/shared/ui/layout';
import { InfluencerDashboard } from '../features/dashboard/components/influencer-dashboard';

/** /dashboard for an influencer (spec §2). */
export default function DashboardPage() {
  const username = useAuthStore((state) => state.user?.username ?? '');
  return (
    <Page title="Influencer Dashboard">
      <InfluencerDashboard username={username} />
    </Page>
  );
}
