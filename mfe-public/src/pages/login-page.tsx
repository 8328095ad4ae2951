import { Page } from '@portal/shared/ui/layout';
import { LoginForm } from '../features/account/components/login-form';
import { useAccountMessages } from '../features/account/messages';

export default function LoginPage() {
  const { t } = useAccountMessages();
  return (
    <Page title={t('login.title')}>
      <LoginForm />
    </Page>
  );
}
