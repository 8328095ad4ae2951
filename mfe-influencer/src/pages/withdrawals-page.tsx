import { StatementLink } from '@portal/shared/ui/statement-link';
import { Page } from '@portal/shared/ui/layout';
import { useInfluencerTexts } from '../texts';
import { WithdrawalsScreen } from '../features/withdrawals/components/withdrawals-screen';

/** /withdrawals, influencers only (see docs/screens.md). */
export default function WithdrawalsPage() {
  const { t } = useInfluencerTexts();
  return (
    <Page title={t('page.withdrawals')}>
      <StatementLink />
      <WithdrawalsScreen />
    </Page>
  );
}
