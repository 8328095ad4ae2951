import { useAuthStore } from '@portal/shared/auth-store';
import { Page } from '@portal/shared/ui/layout';
import { BrandDashboard } from '../features/dashboard/components/brand-dashboard';

/** /dashboard for a brand (spec §2). */
export default function DashboardPage() {
  const username = useAuthStore((state) => state.user?.username ?? '');
  return (
    <Page title="Brand Dashboard">
      <BrandDashboard username={username} />
    </Page>
  );
}
