import { emailSchema, loginRequestSchema } from '@portal/shared/contract/auth';
import { Link } from '@portal/shared/router';
import { login } from '@portal/shared/session';
import { loginErrorMessage } from '@portal/shared/session-errors';
import { useAccountMessages } from '../messages';
import { AccountForm, useAccountForm } from './account-form';

/** What the login form checks: an email address and a password (spec §5). */
const loginFormSchema = loginRequestSchema.pick({ password: true }).extend({ email: emailSchema });

/** Spec §2: email and password; success goes to /dashboard. */
export function LoginForm() {
  const { t } = useAccountMessages();
  const { form, failure } = useAccountForm({
    schema: loginFormSchema,
    initialValues: { email: '', password: '' },
    send: login,
    failureMessage: loginErrorMessage,
  });

  return (
    <AccountForm
      form={form}
      failure={failure}
      passwordAutoComplete="current-password"
      submitLabel={t('login.submit')}
      busyLabel={t('login.busy')}
      footer={<Link to="/register">{t('login.needAccount')}</Link>}
    />
  );
}
