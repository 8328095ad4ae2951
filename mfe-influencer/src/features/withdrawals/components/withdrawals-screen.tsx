import { useBalance } from '@portal/shared/api/withdrawals';
import { Section } from '@portal/shared/ui/layout';
import { BalanceSummary } from './balance-summary';
import { RecentWithdrawals } from './recent-withdrawals';
import { WithdrawalForm } from './withdrawal-form';
import { WithdrawalRules } from './withdrawal-rules';
import { useInfluencerTexts } from '../../../texts';
import styles from './withdrawals.module.css';

/**
 * Withdrawals (see docs/screens.md): the balance, the request form and the influencer's
 * withdrawals.
 */
export function WithdrawalsScreen() {
  const { t } = useInfluencerTexts();
  const balance = useBalance();
  return (
    <>
      <BalanceSummary balance={balance.data} />
      <div className={styles.withdrawalsRequest}>
        <WithdrawalForm balance={balance.data} />
        <WithdrawalRules minimum={balance.data?.min_withdrawal} />
      </div>
      <Section title={t('withdrawals.recent')}>
        <RecentWithdrawals />
      </Section>
    </>
  );
}
