import { Page } from '@portal/shared/ui/layout';
import { WithdrawalsScreen } from '../features/withdrawals/components/withdrawals-screen';

/** /withdrawals, influencers only (spec §2). */
export default function WithdrawalsPage() {
  return (
    <Page title="Withdrawals">
      <WithdrawalsScreen />
    </Page>
  );
}
