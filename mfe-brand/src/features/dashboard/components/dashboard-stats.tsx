import type { BrandDashboard } from '@portal/shared/contract/dashboards';
import { formatCount } from '@portal/shared/money';
import { StatCard, StatGrid } from '@portal/shared/ui/stat-card';
import { useBrandTexts } from '../../../texts';

/** The three figures (see docs/screens.md); '—' while they could not be loaded. */
export function DashboardStats({
  stats,
  pending,
}: {
  stats: BrandDashboard['stats'] | undefined;
  /** While the dashboard loads: the labels with a placeholder for each figure. */
  pending: boolean;
}) {
  const { t, language } = useBrandTexts();
  const count = (value: number | undefined) =>
    value === undefined ? undefined : formatCount(value, { language });
  return (
    <StatGrid label={t('dashboard.figures')}>
      <StatCard
        label={t('dashboard.totalCampaigns')}
        pending={pending}
        value={count(stats?.total_campaigns)}
      />
      <StatCard
        label={t('dashboard.applicationsReceived')}
        pending={pending}
        value={count(stats?.total_applications)}
      />
      <StatCard
        label={t('dashboard.moneySpent')}
        pending={pending}
        taka={stats?.money_spent}
        note={t('dashboard.confirmedPayments')}
      />
    </StatGrid>
  );
}
