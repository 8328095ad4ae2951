import type { InfluencerDashboard } from '@portal/shared/contract/dashboards';
import { StatCard, StatGrid } from '@portal/shared/ui/stat-card';

/** The four figures of spec §2; '—' while they could not be loaded. */
export function DashboardStats({ stats }: { stats: InfluencerDashboard['stats'] | undefined }) {
  return (
    <StatGrid label="Your figures">
      <StatCard label="Total Applications" value={stats?.total_applications} />
      <StatCard label="Accepted" value={stats?.accepted_applications} />
      <StatCard label="Total Earnings" taka={stats?.total_earnings} note="confirmed payments" />
      <StatCard
        label="Pending Earnings"
        taka={stats?.pending_earnings}
        note="accepted, not yet confirmed"
      />
    </StatGrid>
  );
}
