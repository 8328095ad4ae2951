import { Page } from '@portal/shared/ui/layout';
import { ForgotPasswordForm } from '../features/account/components/forgot-password-form';
import { useAccountMessages } from '../features/account/messages';

export default function ForgotPasswordPage() {
  const { t } = useAccountMessages();
  return (
    <Page title={t('forgot.title')}>
      <ForgotPasswordForm />
    </Page>
  );
}
