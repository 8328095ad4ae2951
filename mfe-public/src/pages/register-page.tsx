import { Page } from '@portal/shared/ui/layout';
import { RegisterForm } from '../features/account/components/register-form';

export default function RegisterPage() {
  return (
    <Page title="Create Account">
      <RegisterForm />
    </Page>
  );
}
