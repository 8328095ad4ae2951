import { Page } from '@portal/shared/ui/layout';
import { RegisterForm } from '../features/account/components/register-form';
import { useAccountTexts } from '../features/account/texts';

export default function RegisterPage() {
  const { t } = useAccountTexts();
  return (
    <Page title={t('register.title')}>
      <RegisterForm />
    </Page>
  );
}
