import { Page } from '@portal/shared/ui/layout';
import { EmailVerification } from '../features/account/components/email-verification';
import { useAccountTexts } from '../features/account/texts';

export default function VerifyEmailPage() {
  const { t } = useAccountTexts();
  return (
    <Page title={t('verify.title')}>
      <EmailVerification />
    </Page>
  );
}
