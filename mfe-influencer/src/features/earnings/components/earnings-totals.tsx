import { Link } from '@portal/shared/router';
import { useBalance } from '@portal/shared/api/withdrawals';
import { StatCard, StatGrid } from '@portal/shared/ui/stat-card';

/**
 * The totals over the earnings table, from the server's ledger: a placeholder while loading and
 * '—' when they could not be loaded (spec §8: a balance failure has no message of its own).
 */
export function EarningsTotals() {
  const { data: totals, isPending: pending } = useBalance();
  return (
    <StatGrid label="Earnings totals">
      <StatCard
        label="Total Earnings"
        pending={pending}
        taka={totals?.total_earnings}
        note="confirmed payments"
      />
      <StatCard
        label="Pending Earnings"
        pending={pending}
        taka={totals?.pending_earnings}
        note="accepted, not yet confirmed"
      />
      <StatCard
        label="Current Balance"
        pending={pending}
        taka={totals?.balance}
        note={<Link to="/withdrawals">Request a withdrawal</Link>}
      />
      <StatCard label="Withdrawn" pending={pending} taka={totals?.withdrawn} note="approved" />
    </StatGrid>
  );
}
