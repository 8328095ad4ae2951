import { Page } from '@portal/shared/ui/layout';
import { EarningsTotals } from '../features/earnings/components/earnings-totals';
import { MyEarnings } from '../features/earnings/components/my-earnings';

/** /payments for an influencer: My Earnings (spec §2). */
export default function PaymentsPage() {
  return (
    <Page title="My Earnings">
      <EarningsTotals />
      <MyEarnings />
    </Page>
  );
}
