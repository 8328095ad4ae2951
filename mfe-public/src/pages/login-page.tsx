import { Page } from '@portal/shared/ui/layout';
import { LoginForm } from '../features/account/components/login-form';
import { useAccountTexts } from '../features/account/texts';

export default function LoginPage() {
  const { t } = useAccountTexts();
  return (
    <Page title={t('login.title')}>
      <LoginForm />
    </Page>
  );
}
