import { Link } from '@portal/shared/router';
import type { AdminDashboard } from '@portal/shared/contract/dashboards';
import { formatTaka } from '@portal/shared/money';
import { StatCard, StatGrid } from '@portal/shared/ui/stat-card';

/** '1 brand', '3 brands'. */
function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The figures of the Dashboard tab: first what waits for a decision, then the platform's totals. */
export function AdminStats({ stats }: { stats: AdminDashboard['stats'] }) {
  return (
    <>
      <StatGrid label="Waiting for your decision">
        <StatCard
          label="Pending Payments"
          value={stats.pending_payments}
          note={<Link to="/admin-panel?tab=payments&status=pending">Review payments</Link>}
        />
        <StatCard
          label="Pending Withdrawals"
          value={stats.pending_withdrawals}
          note={<Link to="/admin-panel?tab=withdrawals&status=pending">Review withdrawals</Link>}
        />
      </StatGrid>
      <StatGrid label="Platform totals">
        <StatCard
          label="Total Users"
          value={stats.total_users}
          note={`${counted(stats.total_brands, 'brand')}, ${counted(stats.total_influencers, 'influencer')}`}
        />
        <StatCard
          label="Total Campaigns"
          value={stats.total_campaigns}
          note={counted(stats.total_applications, 'application')}
        />
        <StatCard
          label="Total Payments"
          value={stats.total_payments}
          note={`${formatTaka(stats.confirmed_payments_amount)} confirmed`}
        />
      </StatGrid>
    </>
  );
}
