import type { Application } from '@portal/shared/contract/applications';
import { formatTaka } from '@portal/shared/money';
import { Link } from '@portal/shared/router';
import ui from '@portal/shared/ui/ui.module.css';
import styles from './application.module.css';
import { useApplicationsTexts } from './texts';

/**
 * After the brand accepts an application (see docs/money.md): who waits for how much, and 'Pay
 * now', which opens Pay Now for it on Campaign Payments. Nothing while no application was just
 * accepted.
 */
export function PayOffer({ application }: { application: Application | null }) {
  const { t, language } = useApplicationsTexts();
  if (application === null) return null;
  return (
    <p className={styles.payOffer}>
      {t('payOffer.sentence', {
        influencer: application.influencer_name,
        amount: formatTaka(application.amount, { language }),
        campaign: application.campaign_title,
      })}{' '}
      <Link className={`${ui.button} ${ui.buttonSmall}`} to={`/payments?pay=${application.id}`}>
        {t('payOffer.payNow')}
      </Link>
    </p>
  );
}
