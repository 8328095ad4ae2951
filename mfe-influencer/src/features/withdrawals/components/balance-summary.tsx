import type { Balance } from '@portal/shared/contract/withdrawals';
import { StatCard, StatGrid } from '@portal/shared/ui/stat-card';

/** The current balance and what is on its way out, '—' when the balance could not be loaded. */
export function BalanceSummary({ balance }: { balance: Balance | undefined }) {
  return (
    <StatGrid label="Your balance">
      <StatCard label="Current Balance" taka={balance?.balance} note="available to withdraw" />
      <StatCard
        label="Pending Withdrawals"
        taka={balance?.pending_withdrawals}
        note="requested, awaiting the admin"
      />
      <StatCard label="Withdrawn" taka={balance?.withdrawn} note="approved and sent" />
    </StatGrid>
  );
}
