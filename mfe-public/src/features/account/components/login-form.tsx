import { useEffect, useState } from 'react';
import * as z from '@portal/shared/contract/zod';
import { FORGOT_PASSWORD_PATH } from '@portal/shared/account-paths';
import { emailSchema, loginRequestSchema } from '@portal/shared/contract/auth';
import { SUCCESS_MESSAGE_MS } from '@portal/shared/flash-message';
import { Link, useLocation } from '@portal/shared/router';
import { login } from '@portal/shared/session';
import { loginErrorMessage } from '@portal/shared/session-errors';
import { Banner } from '@portal/shared/ui/banner';
import { useAccountTexts } from '../texts';
import { AccountForm, useAccountForm } from './account-form';
import { isLoginNotice } from './login-notice';

/** What the login form checks: an email address and a password (see docs/api-conventions.md). */
const loginFormSchema = z.extend(z.pick(loginRequestSchema, { password: true }), {
  email: emailSchema,
});

/**
 * docs/screens.md: email and password; success goes to /dashboard. 'Forgot password?' leads to the
 * reset request; a user sent here by a password reset reads that it worked.
 */
export function LoginForm() {
  const { t } = useAccountTexts();
  const { state } = useLocation();
  const [passwordReset, setPasswordReset] = useState(() => isLoginNotice(state));
  // A success message clears itself like every other (see docs/screens.md).
  useEffect(() => {
    if (!passwordReset) return undefined;
    const timer = setTimeout(() => setPasswordReset(false), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [passwordReset]);
  const { form, failure } = useAccountForm({
    schema: loginFormSchema,
    initialValues: { email: '', password: '' },
    send: login,
    failureMessage: loginErrorMessage,
  });

  return (
    <>
      <Banner message={passwordReset ? t('login.passwordReset') : ''} tone="success" />
      <AccountForm
        form={form}
        failure={failure}
        passwordAutoComplete="current-password"
        after={
          <p>
            <Link to={FORGOT_PASSWORD_PATH}>{t('login.forgotPassword')}</Link>
          </p>
        }
        submitLabel={t('login.submit')}
        busyLabel={t('login.busy')}
        footer={<Link to="/register">{t('login.needAccount')}</Link>}
      />
    </>
  );
}
