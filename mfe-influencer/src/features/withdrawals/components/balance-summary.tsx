import type { Balance } from '@portal/shared/contract/withdrawals';
import { StatCard, StatGrid } from '@portal/shared/ui/stat-card';
import { useInfluencerTexts } from '../../../texts';

/**
 * The current balance, the money held in escrow beside it (not withdrawable until the brands
 * approve the work) and what is on its way out; '—' when the balance could not be loaded.
 */
export function BalanceSummary({ balance }: { balance: Balance | undefined }) {
  const { t } = useInfluencerTexts();
  return (
    <StatGrid label={t('balance.label')}>
      <StatCard
        label={t('stat.currentBalance')}
        taka={balance?.balance}
        note={t('balance.available')}
      />
      <StatCard
        label={t('stat.inEscrow')}
        taka={balance?.in_escrow}
        note={t('balance.escrowNote')}
      />
      <StatCard
        label={t('balance.pendingWithdrawals')}
        taka={balance?.pending_withdrawals}
        note={t('balance.awaitingAdmin')}
      />
      <StatCard label={t('stat.withdrawn')} taka={balance?.withdrawn} note={t('balance.sent')} />
    </StatGrid>
  );
}
