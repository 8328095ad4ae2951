import { Page } from '@portal/shared/ui/layout';
import { CampaignPayments } from '../features/payments/components/campaign-payments';

/** /payments for a brand: Campaign Payments (spec §2). */
export default function PaymentsPage() {
  return (
    <Page title="Campaign Payments">
      <CampaignPayments />
    </Page>
  );
}
