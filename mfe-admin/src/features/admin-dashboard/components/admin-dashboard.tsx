import { useAdminDashboard } from '@portal/shared/api/dashboards';
import { Section } from '@portal/shared/ui/layout';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { AdminStats } from './admin-stats';
import { RecentCampaignsTable } from './recent-campaigns-table';
import { RecentUsersTable } from './recent-users-table';
import styles from './admin-dashboard.module.css';

/** The Dashboard tab (spec §2): the platform's figures, what waits for the admin, the newest. */
export function AdminDashboard() {
  const dashboard = useAdminDashboard();

  if (dashboard.isPending) return <LoadingSkeleton label="Loading admin data..." rows={6} />;
  if (dashboard.isError) {
    return (
      <LoadFailure message="Error loading admin data" onRetry={() => void dashboard.refetch()} />
    );
  }
  const { stats, recent_users: users, recent_campaigns: campaigns } = dashboard.data;
  return (
    <div className={styles.adminDashboard}>
      <AdminStats stats={stats} />
      <Section title="Recent Users">
        <RecentUsersTable users={users} />
      </Section>
      <Section title="Recent Campaigns">
        <RecentCampaignsTable campaigns={campaigns} />
      </Section>
    </div>
  );
}
