import { Page } from '@portal/shared/ui/layout';
import { ResetPasswordForm } from '../features/account/components/reset-password-form';
import { useAccountTexts } from '../features/account/texts';

export default function ResetPasswordPage() {
  const { t } = useAccountTexts();
  return (
    <Page title={t('reset.title')}>
      <ResetPasswordForm />
    </Page>
  );
}
