import { Page } from '@portal/shared/ui/layout';
import { ForgotPasswordForm } from '../features/account/components/forgot-password-form';
import { useAccountTexts } from '../features/account/texts';

export default function ForgotPasswordPage() {
  const { t } = useAccountTexts();
  return (
    <Page title={t('forgot.title')}>
      <ForgotPasswordForm />
    </Page>
  );
}
