import { StatementLink } from '@portal/shared/ui/statement-link';
import { Page } from '@portal/shared/ui/layout';
import { useInfluencerTexts } from '../texts';
import { EarningsTotals } from '../features/earnings/components/earnings-totals';
import { MyEarnings } from '../features/earnings/components/my-earnings';

/** /payments for an influencer: My Earnings (see docs/screens.md). */
export default function PaymentsPage() {
  const { t } = useInfluencerTexts();
  return (
    <Page title={t('page.myEarnings')}>
      <StatementLink />
      <EarningsTotals />
      <MyEarnings />
    </Page>
  );
}
