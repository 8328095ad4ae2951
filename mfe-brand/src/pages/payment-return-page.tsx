import { idInputSchema } from '@portal/shared/contract/common';
import { Page } from '@portal/shared/ui/layout';
import { Navigate, useParams } from '@portal/shared/router';
import { PaymentReturn } from '../features/payments/components/payment-return';
import { useBrandTexts } from '../texts';

/**
 * /payments/return/:intentId for a brand: what became of a bKash checkout (see
 * docs/payment-gateways.md); an address that is not an intent id goes to Payments.
 */
export default function PaymentReturnPage() {
  const { t } = useBrandTexts();
  const id = idInputSchema.safeParse(useParams().intentId ?? '');
  if (!id.success) return <Navigate to="/payments" replace />;
  return (
    <Page title={t('return.title')}>
      <PaymentReturn key={id.data} intentId={id.data} />
    </Page>
  );
}
