import { Page } from '@portal/shared/ui/layout';
import { EmailSettings } from '../features/account/components/email-settings';
import { NotificationEmailSettings } from '../features/account/components/notification-email-settings';
import { PasswordSettings } from '../features/account/components/password-settings';
import { SessionList } from '../features/account/components/session-list';
import { WalletSettings } from '../features/account/components/wallet-settings';
import { useAccountTexts } from '../features/account/texts';

/**
 * Security settings (every signed-in role): the address, the password, the sessions, a brand's or
 * an influencer's wallets, and which notifications come by e-mail.
 */
export default function SecuritySettingsPage() {
  const { t } = useAccountTexts();
  return (
    <Page title={t('security.title')}>
      <EmailSettings />
      <PasswordSettings />
      <SessionList />
      <WalletSettings />
      <NotificationEmailSettings />
    </Page>
  );
}
