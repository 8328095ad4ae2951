import { usePaymentGateways, useStartCheckout } from '@portal/shared/api/checkout';
import type { Application } from '@portal/shared/contract/applications';
import type { CheckoutGateway } from '@portal/shared/contract/checkout';
import { failureSentence } from '@portal/shared/submit-failure';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { useBrandTexts, type BrandTextKey } from '../../../texts';
import styles from './payments.module.css';

/** Sends the browser to the gateway's page (a test replaces it: jsdom does not navigate). */
export const leaveForGateway = { go: (url: string) => window.location.assign(url) };

/** The wallet's name as its users know it, in every language. */
export const WALLET_NAMES: Record<CheckoutGateway, string> = { bkash: 'bKash', nagad: 'Nagad' };

const PAY_WITH: Record<CheckoutGateway, BrandTextKey> = {
  bkash: 'checkout.payWithBkash',
  nagad: 'checkout.payWithNagad',
};

/**
 * "Pay with bKash" and "Pay with Nagad" (see docs/payment-gateways.md): for each wallet the
 * server offers, a button above the manual steps that starts the checkout and sends the brand to
 * the wallet's page; in test mode (the gateway simulator) it says no money moves. Nothing while
 * the offer is unknown or when there is none: the manual transfer stays as it is.
 */
export function GatewayCheckout({ application }: { application: Application }) {
  const { t } = useBrandTexts();
  const gateways = usePaymentGateways();
  const start = useStartCheckout();
  const offered = gateways.data?.gateways ?? [];
  if (gateways.data === undefined || offered.length === 0) return null;
  const chosen = start.variables?.gateway;
  const wallet = WALLET_NAMES[chosen ?? offered[0] ?? 'bkash'];

  function pay(gateway: CheckoutGateway) {
    start.mutate(
      { application_id: application.id, gateway },
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
          start.isError
            ? failureSentence(start.error, { fallback: t('checkout.failed', { wallet }) })
            : ''
        }
        tone="error"
      />
      <p className={styles.gatewayButtons}>
        {offered.map((gateway) => (
          <Button
            key={gateway}
            onClick={() => pay(gateway)}
            disabled={start.isPending || start.isSuccess}
          >
            {(start.isPending || start.isSuccess) && chosen === gateway
              ? t('checkout.redirecting', { wallet: WALLET_NAMES[gateway] })
              : t(PAY_WITH[gateway])}
          </Button>
        ))}
      </p>
      <p className={styles.gatewayOr}>{t('checkout.orManually')}</p>
    </section>
  );
}
