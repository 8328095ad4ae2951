import { useAccount, useResendVerification } from '@portal/shared/api/accounts';
import { SECURITY_SETTINGS_PATH } from '@portal/shared/account-paths';
import { Link, useLocation } from '@portal/shared/router';
import { ResendVerification } from '@portal/shared/ui/resend-verification';
import { useShellTexts } from '../texts';
import styles from './verification-banner.module.css';

/**
 * 'Please verify your email address' under the bar while the signed-in user's address is not
 * verified (and verification is on), with 'Resend' and the way to the security settings. It
 * hides once the account says verified: the account refetches when the window regains focus,
 * e.g. back from the mail's link. Not on the security settings, which offer the same.
 */
export default function VerificationBanner() {
  const { t } = useShellTexts();
  const { pathname } = useLocation();
  const account = useAccount();
  const resend = useResendVerification();
  if (!account.data || pathname === SECURITY_SETTINGS_PATH) return null;
  const { email, email_verified: verified, email_verification: mode } = account.data;
  if (mode === 'none' || verified) return null;
  return (
    <section className={styles.verificationBanner} aria-label={t('verification.label')}>
      <p className={styles.verificationBannerText}>{t('verification.prompt', { email })}</p>
      <span>
        <ResendVerification resend={resend} />
      </span>
      <Link to={SECURITY_SETTINGS_PATH}>{t('verification.settings')}</Link>
    </section>
  );
}
