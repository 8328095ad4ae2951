import { useId } from 'react';
import { usePlatformConfig } from '@portal/shared/api/platform-config';
import type { Application } from '@portal/shared/contract/applications';
import type { PaymentMethod } from '@portal/shared/contract/common';
import { paymentReference } from '@portal/shared/contract/payments';
import { digitsFor } from '@portal/shared/language';
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useBrandTexts } from '../../../texts';
import { CopyableValue } from './copyable-value';
import styles from './payments.module.css';

/**
 * How to pay (see docs/money.md): the platform's receiving number for the chosen wallet, the exact
 * amount and the reference `C-<application id>` to write in the transfer, each to copy, and the
 * steps in the wallet's app in plain words, ending with the TrxID to paste below.
 */
export function PayInstructions({
  application,
  wallet,
}: {
  application: Application;
  wallet: PaymentMethod;
}) {
  const { t, language } = useBrandTexts();
  const config = usePlatformConfig();
  const headingId = useId();
  const walletName = PAYMENT_METHOD_LABELS[wallet];

  function body() {
    if (config.isPending) return <LoadingSkeleton label={t('payment.instructionsLoading')} />;
    if (config.isError) {
      return <LoadFailure message={t('payment.instructionsFailed')} onRetry={config.refetch} />;
    }
    const number = config.data.pay_to[wallet];
    const shownNumber = digitsFor(language, number);
    const amount = formatTaka(application.amount, { language });
    const reference = paymentReference(application.id);
    const steps = [
      t('payment.stepOpen', { wallet: walletName }),
      t('payment.stepChoose'),
      t('payment.stepNumber', { number: shownNumber }),
      t('payment.stepAmount', { amount }),
      t('payment.stepReference', { reference }),
      t('payment.stepPin'),
      t('payment.stepTrxId'),
    ];
    return (
      <>
        <dl className={styles.payInstructionsValues}>
          <div>
            <dt>{t('payment.payTo', { wallet: walletName })}</dt>
            <dd>
              <CopyableValue
                key={number}
                value={number}
                shown={shownNumber}
                label={t('payment.copyNumber')}
              />
            </dd>
          </div>
          <div>
            <dt>{t('label.amount')}</dt>
            <dd>
              <CopyableValue
                value={application.amount}
                shown={amount}
                label={t('payment.copyAmount')}
              />
            </dd>
          </div>
          <div>
            <dt>{t('payment.reference')}</dt>
            <dd>
              <CopyableValue
                value={reference}
                shown={reference}
                label={t('payment.copyReference')}
              />
            </dd>
          </div>
        </dl>
        <ol className={styles.payInstructionsSteps}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className={styles.payInstructions}>
      <h3 id={headingId} className={styles.payInstructionsTitle}>
        {t('payment.howToPay', { wallet: walletName })}
      </h3>
      {body()}
    </section>
  );
}
