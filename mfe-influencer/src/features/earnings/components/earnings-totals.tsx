import { Link } from '@portal/shared/router';
import { useBalance } from '@portal/shared/api/withdrawals';
import { StatCard, StatGrid } from '@portal/shared/ui/stat-card';
import { useInfluencerTexts } from '../../../texts';

/**
 * The totals over the earnings table, from the server's ledger (docs/money.md: earned once
 * released, pending until then, held in escrow between the brand's payment and its approval): a
 * placeholder while loading and '—' when they could not be loaded (docs/screens.md: a balance
 * failure has no message of its own).
 */
export function EarningsTotals() {
  const { t } = useInfluencerTexts();
  const { data: totals, isPending: pending } = useBalance();
  return (
    <StatGrid label={t('earnings.totals')}>
      <StatCard
        label={t('stat.totalEarnings')}
        pending={pending}
        taka={totals?.total_earnings}
        note={t('stat.released')}
      />
      <StatCard
        label={t('stat.pendingEarnings')}
        pending={pending}
        taka={totals?.pending_earnings}
        note={t('stat.notYetReleased')}
      />
      <StatCard
        label={t('stat.inEscrow')}
        pending={pending}
        taka={totals?.in_escrow}
        note={t('earnings.escrowNote')}
      />
      <StatCard
        label={t('stat.currentBalance')}
        pending={pending}
        taka={totals?.balance}
        note={<Link to="/withdrawals">{t('earnings.requestWithdrawal')}</Link>}
      />
      <StatCard
        label={t('stat.withdrawn')}
        pending={pending}
        taka={totals?.withdrawn}
        note={t('earnings.approved')}
      />
    </StatGrid>
  );
}
