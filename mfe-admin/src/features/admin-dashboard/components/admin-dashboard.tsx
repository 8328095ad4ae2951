import { useAdminDashboard } from '@portal/shared/api/dashboards';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { formatDate } from '@portal/shared/dates';
import { formatTaka } from '@portal/shared/money';
import { CategoryName } from '@portal/shared/ui/category-name';
import type { Column } from '@portal/shared/ui/data-table';
import { Section } from '@portal/shared/ui/layout';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { RecentCampaignsTable } from '@portal/shared/ui/recent-campaigns-table';
import { AdminStats } from './admin-stats';
import { RecentUsersTable } from './recent-users-table';

/** The 5 most recent campaigns' columns after the title (spec §9). */
const CAMPAIGN_COLUMNS: readonly Column<Campaign>[] = [
  {
    header: 'Brand',
    cell: (campaign) => <ProfileLink username={campaign.brand_name} fallback="Unknown Brand" />,
  },
  { header: 'Budget', cell: (campaign) => formatTaka(campaign.budget) },
  { header: 'Category', cell: (campaign) => <CategoryName category={campaign.category} /> },
  { header: 'Created', cell: (campaign) => formatDate(campaign.created_at) },
];

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
    <>
      <AdminStats stats={stats} />
      <Section title="Recent Users">
        <RecentUsersTable users={users} />
      </Section>
      <Section title="Recent Campaigns">
        <RecentCampaignsTable
          campaigns={campaigns}
          columns={CAMPAIGN_COLUMNS}
          empty={{ message: 'No campaigns yet.' }}
        />
      </Section>
    </>
  );
}
