import { Link } from '@portal/shared/router';
import { useInfluencerDashboard } from '@portal/shared/api/dashboards';
import { Section } from '@portal/shared/ui/layout';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { AvailableCampaignsTable } from './available-campaigns-table';
import { DashboardStats } from './dashboard-stats';
import { EarningsChart } from './earnings-chart';
import { RecentApplicationsTable } from './recent-applications-table';
import styles from './influencer-dashboard.module.css';
import ui from '@portal/shared/ui/ui.module.css';

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
      <div className={styles.influencerDashboardIntro}>
        <p>
          Welcome back, <strong>{username}</strong>!
        </p>
        <Link className={`${ui.button} ${ui.buttonSecondary}`} to="/campaigns">
          Browse campaigns
        </Link>
      </div>
      {dashboard.isError && (
        <div className={styles.influencerDashboardFailure}>
          <LoadFailure
            message="Your dashboard could not be loaded."
            onRetry={() => void dashboard.refetch()}
          />
        </div>
      )}
      <DashboardStats stats={data?.stats} />
      {data && <EarningsChart months={data.monthly_earnings} />}
      <Section title="Available Campaigns">
        <AvailableCampaignsTable campaigns={data?.available_campaigns ?? []} />
      </Section>
      <Section title="Recent Applications">
        <RecentApplicationsTable applications={data?.recent_applications ?? []} />
      </Section>
    </>
  );
}
