import type { BrandDashboard } from '@portal/shared/contract/dashboards';
import { formatTaka } from '@portal/shared/money';
import { StatCard, StatGrid } from '@portal/shared/ui/stat-card';
import styles from './brand-dashboard.module.css';

/** Holds a figure's place while the dashboard loads, as tall as the figure to come. */
const PLACEHOLDER = <span className={styles.brandDashboardPlaceholder} aria-hidden="true" />;

/** The three figures of spec §2; '—' while they could not be loaded. */
export function DashboardStats({
  stats,
  pending = false,
}: {
  stats: BrandDashboard['stats'] | undefined;
  /** While the dashboard loads: the labels with a placeholder for each figure. */
  pending?: boolean;
}) {
  const shown = (value: string | number | undefined) => (pending ? PLACEHOLDER : (value ?? '—'));
  return (
    <StatGrid label="Your figures">
      <StatCard label="Total Campaigns" value={shown(stats?.total_campaigns)} />
      <StatCard label="Applications Received" value={shown(stats?.total_applications)} />
      <StatCard
        label="Money Spent"
        value={shown(stats && formatTaka(stats.money_spent))}
        note="confirmed payments"
      />
    </StatGrid>
  );
}
