import { usePaymentGateways, useStartCheckout } from '@portal/shared/api/checkout';
import type { Application } from '@portal/shared/contract/applications';
import { failureSentence } from '@portal/shared/submit-failure';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { useBrandTexts } from '../../../texts';
import styles from './payments.module.css';

/** Sends the browser to the gateway's page (a test replaces it: jsdom does not navigate). */
export const leaveForGateway = { go: (url: string) => window.location.assign(url) };

/**
 * "Pay with bKash" (see docs/payment-gateways.md): when the server offers bKash checkout, a
 * button above the manual steps that starts the checkout and sends the brand to bKash's page; in
 * test mode (the gateway simulator) it says no money moves. Nothing while the offer is unknown or
 * when there is none: the manual transfer stays as it is.
 */
export function GatewayCheckout({ application }: { application: Application }) {
  const { t } = useBrandTexts();
  const gateways = usePaymentGateways();
  const start = useStartCheckout();
  if (gateways.data?.gateways.includes('bkash') !== true) return null;

  function pay() {
    start.mutate(
      { application_id: application.id, gateway: 'bkash' },
      { onSuccess: (answer) => leaveForGateway.go(answer.redirect_url) },
    );
  }

  return (
    <section className={styles.gatewayCheckout} aria-label={t('checkout.heading')}>
      {gateways.data.test_mode && (
        <p className={styles.gatewayTestMode}>{t('checkout.testMode')}</p>
      )}
      <Banner
        message={
          start.isError ? failureSentence(start.error, { fallback: t('checkout.failed') }) : ''
        }
        tone="error"
      />
      <Button onClick={pay} disabled={start.isPending || start.isSuccess}>
        {start.isPending || start.isSuccess
          ? t('checkout.redirecting')
          : t('checkout.payWithBkash')}
      </Button>
      <p className={styles.gatewayOr}>{t('checkout.orManually')}</p>
    </section>
  );
}
