import { useInfluencerDashboard } from '@portal/shared/api/dashboards';
import { DashboardIntro, DashboardSection } from '@portal/shared/ui/dashboard-layout';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { MonthlyBarChart } from '@portal/shared/ui/monthly-bar-chart';
import { AvailableCampaignsTable } from './available-campaigns-table';
import { DashboardStats } from './dashboard-stats';
import { RecentApplicationsTable } from './recent-applications-table';
import { useInfluencerTexts } from '../../../texts';
import { useCampaignLinks } from '../../../campaign-links';

/**
 * The docs/screens.md influencer dashboard: four figures, earnings over the last six months, open
 * campaigns and the latest applications. When it cannot be loaded the lists fall back to empty (see
 * docs/screens.md), with a way to try again.
 */
export function InfluencerDashboard({
  username,
  newcomer,
}: {
  username: string;
  newcomer: boolean;
}) {
  const { t } = useInfluencerTexts();
  const { browse } = useCampaignLinks();
  const dashboard = useInfluencerDashboard();
  if (dashboard.isPending) return <LoadingSkeleton label={t('dashboard.loading')} rows={8} />;
  const data = dashboard.data;

  return (
    <>
      <DashboardIntro
        username={username}
        newcomer={newcomer}
        action={browse}
        failed={dashboard.isError}
        onRetry={() => void dashboard.refetch()}
      />
      <DashboardStats stats={data?.stats} />
      {data && (
        <MonthlyBarChart
          title={t('dashboard.chartTitle')}
          data={data.monthly_earnings}
          emptyNote={t('dashboard.chartEmpty')}
        />
      )}
      <DashboardSection title={t('dashboard.availableCampaigns')}>
        <AvailableCampaignsTable campaigns={data?.available_campaigns ?? []} />
      </DashboardSection>
      <DashboardSection title={t('dashboard.recentApplications')}>
        <RecentApplicationsTable applications={data?.recent_applications ?? []} />
      </DashboardSection>
    </>
  );
}
