import type { BrandDashboard } from '@portal/shared/contract/dashboards';
import { formatTaka } from '@portal/shared/money';
import { StatCard, StatGrid } from '@portal/shared/ui/stat-card';

/** The three figures of spec §2; '—' while they could not be loaded. */
export function DashboardStats({ stats }: { stats: BrandDashboard['stats'] | undefined }) {
  return (
    <StatGrid label="Your figures">
      <StatCard label="Total Campaigns" value={stats?.total_campaigns ?? '—'} />
      <StatCard label="Applications Received" value={stats?.total_applications ?? '—'} />
      <StatCard
        label="Money Spent"
        value={stats ? formatTaka(stats.money_spent) : '—'}
        note="confirmed payments"
      />
    </StatGrid>
  );
}
