import { useState } from 'react';
import { emailSchema, loginRequestSchema } from '@portal/shared/contract/auth';
import { Link, useNavigate } from '@portal/shared/router';
import { login } from '@portal/shared/session';
import { loginErrorMessage } from '@portal/shared/session-errors';
import { useForm } from '@portal/shared/ui/form';
import { AccountForm } from './account-form';

/** What the login form checks: an email address and a password (spec §5). */
const loginFormSchema = loginRequestSchema.pick({ password: true }).extend({ email: emailSchema });

/** Spec §2: email and password; success goes to /dashboard. */
export function LoginForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState('');
  const form = useForm({
    schema: loginFormSchema,
    initialValues: { email: '', password: '' },
    onSubmit: async (credentials) => {
      setFailure('');
      try {
        await login(credentials);
        navigate('/dashboard');
      } catch (error) {
        setFailure(loginErrorMessage(error));
      }
    },
  });

  return (
    <AccountForm
      form={form}
      failure={failure}
      passwordAutoComplete="current-password"
      submitLabel="Login"
      busyLabel="Logging in..."
      footer={<Link to="/register">Need an account?</Link>}
    />
  );
}
