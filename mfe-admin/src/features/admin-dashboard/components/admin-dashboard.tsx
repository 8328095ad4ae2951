import { useAdminDashboard } from '@portal/shared/api/dashboards';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { formatDate } from '@portal/shared/dates';
import type { Language } from '@portal/shared/language';
import { formatTaka } from '@portal/shared/money';
import { CategoryName } from '@portal/shared/ui/category-name';
import type { Column } from '@portal/shared/ui/data-table';
import { Section } from '@portal/shared/ui/layout';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { RecentCampaignsTable } from '@portal/shared/ui/recent-campaigns-table';
import { useAdminTexts, type AdminTranslate } from '../../../texts';
import { AdminStats } from './admin-stats';
import { RecentUsersTable } from './recent-users-table';

/** The 5 most recent campaigns' columns after the title (see docs/screens.md). */
function campaignColumns(t: AdminTranslate, language: Language): Column<Campaign>[] {
  return [
    {
      header: t('column.brand'),
      cell: (campaign) => (
        <ProfileLink username={campaign.brand_name} fallback={t('unknown.brand')} />
      ),
    },
    { header: t('column.budget'), cell: (campaign) => formatTaka(campaign.budget, { language }) },
    {
      header: t('column.category'),
      cell: (campaign) => <CategoryName category={campaign.category} />,
    },
    { header: t('column.created'), cell: (campaign) => formatDate(campaign.created_at, language) },
  ];
}

/**
 * The Dashboard tab (see docs/screens.md): the platform's figures, what waits for the admin, the
 * newest.
 */
export function AdminDashboard() {
  const { t, language } = useAdminTexts();
  const dashboard = useAdminDashboard();

  if (dashboard.isPending) return <LoadingSkeleton label={t('dashboard.loading')} rows={6} />;
  if (dashboard.isError) {
    return (
      <LoadFailure message={t('dashboard.loadFailed')} onRetry={() => void dashboard.refetch()} />
    );
  }
  const { stats, recent_users: users, recent_campaigns: campaigns } = dashboard.data;
  return (
    <>
      <AdminStats stats={stats} />
      <Section title={t('dashboard.recentUsers')}>
        <RecentUsersTable users={users} />
      </Section>
      <Section title={t('dashboard.recentCampaigns')}>
        <RecentCampaignsTable
          campaigns={campaigns}
          columns={campaignColumns(t, language)}
          empty={{ message: t('dashboard.noCampaigns') }}
        />
      </Section>
    </>
  );
}
