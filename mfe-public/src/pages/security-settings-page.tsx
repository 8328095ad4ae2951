import { Page } from '@portal/shared/ui/layout';
import { EmailSettings } from '../features/account/components/email-settings';
import { PasswordSettings } from '../features/account/components/password-settings';
import { SessionList } from '../features/account/components/session-list';
import { WalletSettings } from '../features/account/components/wallet-settings';
import { useAccountMessages } from '../features/account/messages';

/**
 * Security settings (every signed-in role): the address, the password, the sessions, and a brand's
 * or an influencer's wallets.
 */
export default function SecuritySettingsPage() {
  const { t } = useAccountMessages();
  return (
    <Page title={t('security.title')}>
      <EmailSettings />
      <PasswordSettings />
      <SessionList />
      <WalletSettings />
    </Page>
  );
}
