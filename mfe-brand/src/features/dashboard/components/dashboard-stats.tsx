import type { BrandDashboard } from '@portal/shared/contract/dashboards';
import { StatCard, StatGrid } from '@portal/shared/ui/stat-card';

/** The three figures of spec §2; '—' while they could not be loaded. */
export function DashboardStats({
  stats,
  pending,
}: {
  stats: BrandDashboard['stats'] | undefined;
  /** While the dashboard loads: the labels with a placeholder for each figure. */
  pending: boolean;
}) {
  return (
    <StatGrid label="Your figures">
      <StatCard label="Total Campaigns" pending={pending} value={stats?.total_campaigns} />
      <StatCard label="Applications Received" pending={pending} value={stats?.total_applications} />
      <StatCard
        label="Money Spent"
        pending={pending}
        taka={stats?.money_spent}
        note="confirmed payments"
      />
    </StatGrid>
  );
}
