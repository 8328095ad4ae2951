import { Link } from '@portal/shared/router';
import type { AdminDashboard } from '@portal/shared/contract/dashboards';
import { formatCount, formatTaka } from '@portal/shared/money';
import { StatCard, StatGrid } from '@portal/shared/ui/stat-card';
import { useAdminTexts } from '../../../texts';

/** The figures of the Dashboard tab: first what waits for a decision, then the platform's totals. */
export function AdminStats({ stats }: { stats: AdminDashboard['stats'] }) {
  const { t, language } = useAdminTexts();
  const count = (value: number) => formatCount(value, { language });
  return (
    <>
      <StatGrid label={t('stats.waiting')}>
        <StatCard
          label={t('stats.pendingPayments')}
          value={count(stats.pending_payments)}
          note={
            <Link to="/admin-panel?tab=payments&status=pending">{t('stats.reviewPayments')}</Link>
          }
        />
        <StatCard
          label={t('stats.pendingWithdrawals')}
          value={count(stats.pending_withdrawals)}
          note={
            <Link to="/admin-panel?tab=withdrawals&status=pending">
              {t('stats.reviewWithdrawals')}
            </Link>
          }
        />
        <StatCard
          label={t('stats.openDisputes')}
          value={count(stats.open_disputes)}
          note={<Link to="/admin-panel?tab=disputes&status=open">{t('stats.reviewDisputes')}</Link>}
        />
        <StatCard
          label={t('stats.pendingRefunds')}
          value={count(stats.pending_refunds)}
          note={
            <Link to="/admin-panel?tab=refunds&status=pending">{t('stats.reviewRefunds')}</Link>
          }
        />
      </StatGrid>
      <StatGrid label={t('stats.totals')}>
        <StatCard
          label={t('stats.totalUsers')}
          value={count(stats.total_users)}
          note={`${t('stats.brands', { count: stats.total_brands })}, ${t('stats.influencers', { count: stats.total_influencers })}`}
        />
        <StatCard
          label={t('stats.totalCampaigns')}
          value={count(stats.total_campaigns)}
          note={t('stats.applications', { count: stats.total_applications })}
        />
        <StatCard
          label={t('stats.totalPayments')}
          value={count(stats.total_payments)}
          note={t('stats.confirmedAmount', {
            amount: formatTaka(stats.confirmed_payments_amount, { language }),
          })}
        />
      </StatGrid>
    </>
  );
}
