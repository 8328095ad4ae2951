import { useInfluencerDashboard } from '@portal/shared/api/dashboards';
import { DashboardIntro, DashboardSection } from '@portal/shared/ui/dashboard-layout';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { MonthlyBarChart } from '@portal/shared/ui/monthly-bar-chart';
import { AvailableCampaignsTable } from './available-campaigns-table';
import { DashboardStats } from './dashboard-stats';
import { RecentApplicationsTable } from './recent-applications-table';

/**
 * Spec §2's influencer dashboard: four figures, earnings over the last six months, open campaigns
 * and the latest applications. When it cannot be loaded the lists fall back to empty (spec §8),
 * with a way to try again.
 */
export function InfluencerDashboard({ username }: { username: string }) {
  const dashboard = useInfluencerDashboard();
  if (dashboard.isPending) return <LoadingSkeleton label="Loading dashboard..." rows={8} />;
  const data = dashboard.data;

  return (
    <>
      <DashboardIntro
        username={username}
        action={{ to: '/campaigns', label: 'Browse campaigns' }}
        failed={dashboard.isError}
        onRetry={() => void dashboard.refetch()}
      />
      <DashboardStats stats={data?.stats} />
      {data && (
        <MonthlyBarChart
          title="Earnings per month (last 6 months)"
          data={data.monthly_earnings}
          emptyNote="No confirmed earnings in these six months yet."
        />
      )}
      <DashboardSection title="Available Campaigns">
        <AvailableCampaignsTable campaigns={data?.available_campaigns ?? []} />
      </DashboardSection>
      <DashboardSection title="Recent Applications">
        <RecentApplicationsTable applications={data?.recent_applications ?? []} />
      </DashboardSection>
    </>
  );
}
