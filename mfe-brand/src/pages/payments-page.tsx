import { StatementLink } from '@portal/shared/ui/statement-link';
import { Page } from '@portal/shared/ui/layout';
import { CampaignPayments } from '../features/payments/components/campaign-payments';
import { useBrandTexts } from '../texts';

/** /payments for a brand: Campaign Payments (see docs/screens.md). */
export default function PaymentsPage() {
  const { t } = useBrandTexts();
  return (
    <Page title={t('title.payments')}>
      <StatementLink />
      <CampaignPayments />
    </Page>
  );
}
