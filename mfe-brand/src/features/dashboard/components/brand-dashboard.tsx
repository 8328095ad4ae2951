import { useApplicationReview } from '@portal/shared/applications/use-application-review';
import { useBrandDashboard } from '@portal/shared/api/dashboards';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { formatDate } from '@portal/shared/dates';
import { formatTaka } from '@portal/shared/money';
import { Banner } from '@portal/shared/ui/banner';
import type { Column } from '@portal/shared/ui/data-table';
import { DashboardIntro, DashboardSection } from '@portal/shared/ui/dashboard-layout';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { MonthlyBarChart } from '@portal/shared/ui/monthly-bar-chart';
import { RecentCampaignsTable } from '@portal/shared/ui/recent-campaigns-table';
import { DashboardStats } from './dashboard-stats';
import { RecentApplicationsTable } from './recent-applications-table';

/** Spec §2's Recent Campaigns columns after the title. */
const CAMPAIGN_COLUMNS: readonly Column<Campaign>[] = [
  { header: 'Budget', cell: (campaign) => formatTaka(campaign.budget) },
  { header: 'Applications', cell: (campaign) => campaign.applications_count },
  { header: 'Created', cell: (campaign) => formatDate(campaign.created_at) },
];

/**
 * Spec §2's brand dashboard: three figures, money spent over the last six months, the latest
 * campaigns and applications, and the application modal to accept or reject. When it cannot be
 * loaded the lists fall back to empty, with a way to try again. While it loads, the greeting, the
 * figures' labels and the chart's title are already shown in their places, so the page paints
 * before its data arrives and nothing above the lists moves when it does.
 */
export function BrandDashboard({ username }: { username: string }) {
  const dashboard = useBrandDashboard();
  const pending = dashboard.isPending;
  const data = dashboard.data;
  const review = useApplicationReview({
    rows: data?.recent_applications ?? [],
    failure: 'Failed to update application',
    onFailed: () => void dashboard.refetch(),
  });

  return (
    <>
      <DashboardIntro
        username={username}
        action={{ to: '/create-campaign', label: 'Create Campaign' }}
        failed={dashboard.isError}
        onRetry={() => void dashboard.refetch()}
      />
      <Banner message={review.message} />
      <DashboardStats stats={data?.stats} pending={pending} />
      {(pending || data) && (
        <MonthlyBarChart
          title="Money spent per month (last 6 months)"
          data={data?.monthly_spending}
          emptyNote="No confirmed payments in these six months yet."
        />
      )}
      {pending ? (
        <LoadingSkeleton label="Loading dashboard..." rows={6} />
      ) : (
        <>
          <DashboardSection title="Recent Campaigns" viewAll="/campaigns">
            <RecentCampaignsTable
              campaigns={data?.recent_campaigns ?? []}
              columns={CAMPAIGN_COLUMNS}
              empty={{
                message: 'No campaigns yet.',
                action: { to: '/create-campaign', label: 'Create your first campaign' },
              }}
            />
          </DashboardSection>
          <DashboardSection title="Recent Applications" viewAll="/applications">
            <RecentApplicationsTable
              applications={data?.recent_applications ?? []}
              onView={review.open}
            />
          </DashboardSection>
        </>
      )}
      {review.dialog}
    </>
  );
}
