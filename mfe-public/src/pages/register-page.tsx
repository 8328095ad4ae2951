import { Page } from '@portal/shared/ui/layout';
import { RegisterForm } from '../features/account/components/register-form';
import { useAccountMessages } from '../features/account/messages';

export default function RegisterPage() {
  const { t } = useAccountMessages();
  return (
    <Page title={t('register.title')}>
      <RegisterForm />
    </Page>
  );
}
