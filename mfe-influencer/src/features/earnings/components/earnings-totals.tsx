import { Link } from '@portal/shared/router';
import { useBalance } from '@portal/shared/api/withdrawals';
import { formatTaka } from '@portal/shared/money';
import { StatCard, StatGrid } from '@portal/shared/ui/stat-card';

/**
 * The totals over the earnings table, from the server's ledger: '…' while loading and '—' when
 * they could not be loaded (spec §8: a balance failure has no message of its own).
 */
export function EarningsTotals() {
  const balance = useBalance();
  const money = (pick: (totals: NonNullable<typeof balance.data>) => string) => {
    if (balance.isPending) return '…';
    return balance.data ? formatTaka(pick(balance.data)) : '—';
  };
  return (
    <StatGrid label="Earnings totals">
      <StatCard
        label="Total Earnings"
        value={money((totals) => totals.total_earnings)}
        note="confirmed payments"
      />
      <StatCard
        label="Pending Earnings"
        value={money((totals) => totals.pending_earnings)}
        note="accepted, not yet confirmed"
      />
      <StatCard
        label="Current Balance"
        value={money((totals) => totals.balance)}
        note={<Link to="/withdrawals">Request a withdrawal</Link>}
      />
      <StatCard label="Withdrawn" value={money((totals) => totals.withdrawn)} note="approved" />
    </StatGrid>
  );
}
