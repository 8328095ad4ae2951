import { Page } from '@portal/shared/ui/layout';
import { ResetPasswordForm } from '../features/account/components/reset-password-form';
import { useAccountMessages } from '../features/account/messages';

export default function ResetPasswordPage() {
  const { t } = useAccountMessages();
  return (
    <Page title={t('reset.title')}>
      <ResetPasswordForm />
    </Page>
  );
}
