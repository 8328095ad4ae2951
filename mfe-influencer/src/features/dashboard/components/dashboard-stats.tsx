import type { InfluencerDashboard } from '@portal/shared/contract/dashboards';
import { formatCount } from '@portal/shared/money';
import { StatCard, StatGrid } from '@portal/shared/ui/stat-card';
import { useInfluencerTexts } from '../../../texts';

/** The four figures (see docs/screens.md); '—' while they could not be loaded. */
export function DashboardStats({ stats }: { stats: InfluencerDashboard['stats'] | undefined }) {
  const { t, language } = useInfluencerTexts();
  const count = (value: number | undefined) =>
    value === undefined ? undefined : formatCount(value, { language });
  return (
    <StatGrid label={t('dashboard.figures')}>
      <StatCard label={t('dashboard.totalApplications')} value={count(stats?.total_applications)} />
      <StatCard label={t('dashboard.accepted')} value={count(stats?.accepted_applications)} />
      <StatCard
        label={t('stat.totalEarnings')}
        taka={stats?.total_earnings}
        note={t('stat.released')}
      />
      <StatCard
        label={t('stat.pendingEarnings')}
        taka={stats?.pending_earnings}
        note={t('stat.notYetReleased')}
      />
    </StatGrid>
  );
}
