import { useId } from 'react';
import { SECURITY_SETTINGS_PATH } from '../account-paths';
import { Link } from '@portal/shared/router';
import { ResendVerification, type ResendRequest } from './resend-verification';
import { useUiTexts } from './ui-messages';
import styles from './ui.module.css';

/** What the unverified user was about to do: the brand's payment or the influencer's payout. */
export type VerifiedOnlyAction = 'pay' | 'withdraw';

/**
 * Shown instead of a payment's or a withdrawal's steps while the user's address is not verified
 * (see docs/accounts.md): why the money cannot move yet, before anything is sent, with 'Resend' of
 * the link and the way to the security settings.
 */
export function VerifyFirst({
  action,
  email,
  resend,
}: {
  action: VerifiedOnlyAction;
  email: string;
  resend: ResendRequest;
}) {
  const { t } = useUiTexts();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.verifyFirst}>
      <h3 id={titleId} className={styles.verifyFirstTitle}>
        {t('verifyFirst.title')}
      </h3>
      <p>{t(action === 'pay' ? 'verifyFirst.pay' : 'verifyFirst.withdraw', { email })}</p>
      <p>
        <ResendVerification resend={resend} />
      </p>
      <Link to={SECURITY_SETTINGS_PATH}>{t('errorLink.securitySettings')}</Link>
    </section>
  );
}
