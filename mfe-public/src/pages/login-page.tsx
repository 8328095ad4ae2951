import { Page } from '@portal/shared/ui/layout';
import { LoginForm } from '../features/account/components/login-form';

export default function LoginPage() {
  return (
    <Page title="Login">
      <LoginForm />
    </Page>
  );
}
