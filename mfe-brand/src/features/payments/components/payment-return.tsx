import { usePaymentIntent, useStartCheckout } from '@portal/shared/api/checkout';
import { formatTaka } from '@portal/shared/money';
import { Link } from '@portal/shared/router';
import { failureSentence } from '@portal/shared/submit-failure';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { collaborationPath } from '@portal/shared/ui/collaboration-link';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useBrandTexts } from '../../../texts';
import { leaveForGateway, WALLET_NAMES } from './gateway-checkout';
import styles from './payments.module.css';

/**
 * Where the wallet (bKash or Nagad) sends the brand back (see docs/payment-gateways.md): paid and held in escrow, with
 * the collaboration; failed, with the reason in the brand's words; cancelled or expired, with Try
 * again; or still being processed, asked again a few times before saying to look later.
 */
export function PaymentReturn({ intentId }: { intentId: number }) {
  const { t, language } = useBrandTexts();
  const { query: intent, gaveUp } = usePaymentIntent(intentId);
  const again = useStartCheckout();

  if (intent.isPending) return <LoadingSkeleton label={t('return.loading')} />;
  if (intent.isError) {
    return <LoadFailure message={t('return.loadFailed')} onRetry={intent.refetch} />;
  }
  const { data } = intent;
  const wallet = WALLET_NAMES[data.gateway];
  const payments = (
    <Link to="/payments" className={styles.returnLink}>
      {t('return.viewPayments')}
    </Link>
  );

  function tryAgain() {
    again.mutate(
      { application_id: data.application_id, gateway: data.gateway },
      { onSuccess: (answer) => leaveForGateway.go(answer.redirect_url) },
    );
  }

  if (data.state === 'completed') {
    return (
      <div className={styles.paymentReturn}>
        <Banner
          tone="success"
          message={t('return.completed', { amount: formatTaka(data.amount, { language }) })}
        />
        {data.trx_id !== null && <p>{t('return.transaction', { wallet, trxId: data.trx_id })}</p>}
        <p className={styles.paymentActions}>
          <Link to={collaborationPath({ id: data.application_id })} className={styles.returnLink}>
            {t('return.viewCollaboration')}
          </Link>
          {payments}
        </p>
      </div>
    );
  }
  if (data.state === 'failed') {
    return (
      <div className={styles.paymentReturn}>
        <Banner
          tone="error"
          message={[t('return.failed'), data.failure_reason].filter(Boolean).join(' ')}
        />
        <p className={styles.paymentActions}>{payments}</p>
      </div>
    );
  }
  if (data.state === 'cancelled' || data.state === 'expired') {
    return (
      <div className={styles.paymentReturn}>
        <p>
          {data.state === 'cancelled' ? t('return.cancelled', { wallet }) : t('return.expired')}
        </p>
        <Banner
          tone="error"
          message={
            again.isError
              ? failureSentence(again.error, { fallback: t('checkout.failed', { wallet }) })
              : ''
          }
        />
        <p className={styles.paymentActions}>
          <Button onClick={tryAgain} disabled={again.isPending || again.isSuccess}>
            {again.isPending || again.isSuccess
              ? t('checkout.redirecting', { wallet })
              : t('return.tryAgain')}
          </Button>
          {payments}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.paymentReturn} role="status">
      <p>{t(gaveUp ? 'return.stillProcessing' : 'return.processing', { wallet })}</p>
      <p className={styles.paymentActions}>{payments}</p>
    </div>
  );
}
