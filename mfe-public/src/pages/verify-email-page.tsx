import { Page } from '@portal/shared/ui/layout';
import { EmailVerification } from '../features/account/components/email-verification';
import { useAccountMessages } from '../features/account/messages';

export default function VerifyEmailPage() {
  const { t } = useAccountMessages();
  return (
    <Page title={t('verify.title')}>
      <EmailVerification />
    </Page>
  );
}
