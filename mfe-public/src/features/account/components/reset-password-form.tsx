import { useState } from 'react';
import { useResetPassword } from '@portal/shared/api/accounts';
import { useAuthStore } from '@portal/shared/auth-store';
import { FORGOT_PASSWORD_PATH } from '@portal/shared/account-paths';
import { linkTokenSchema } from '@portal/shared/contract/accounts';
import { errorStatus, serverErrorSentence, serverFieldErrors } from '@portal/shared/data/api-error';
import { useTranslateSentence } from '@portal/shared/i18n/sentences';
import { Link, useNavigate } from '@portal/shared/router';
import { Button } from '@portal/shared/ui/button';
import { Card } from '@portal/shared/ui/card';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { Form, useForm } from '@portal/shared/ui/form';
import { useAccountTexts } from '../texts';
import { useLinkToken } from './link-token';
import type { LoginNotice } from './login-notice';
import { EMPTY_NEW_PASSWORD, newPasswordSchema } from './new-password';
import { NewPasswordFields } from './new-password-fields';
import { useSubmitFailure } from '@portal/shared/submit-failure';

/** The sentence of a link that is no good, and the way to ask for a new one. */
function BadLink({ sentence }: { sentence: string }) {
  const { t } = useAccountTexts();
  return (
    <>
      <ErrorBox>{sentence}</ErrorBox>
      <p>
        <Link to={FORGOT_PASSWORD_PATH}>{t('reset.askAgain')}</Link>
      </p>
    </>
  );
}

/**
 * The page a reset e-mail links to: a new password typed twice; success signs every session out
 * and leads to /login, which says so. A link used, expired or mangled tells it and offers a new
 * one.
 */
export function ResetPasswordForm() {
  const { t } = useAccountTexts();
  const translate = useTranslateSentence();
  const navigate = useNavigate();
  const token = useLinkToken();
  const reset = useResetPassword();
  const clearSession = useAuthStore((state) => state.clearSession);
  const submitFailure = useSubmitFailure({ fallback: t('reset.failed') });
  const [linkRefusal, setLinkRefusal] = useState('');
  const form = useForm({
    schema: newPasswordSchema,
    initialValues: EMPTY_NEW_PASSWORD,
    onSubmit: async ({ new_password }) => {
      submitFailure.clear();
      try {
        await reset.mutateAsync({ token, password: new_password });
        // Every session of the account has ended, this browser's too if it was signed in.
        clearSession();
        const notice: LoginNotice = { notice: 'passwordReset' };
        navigate('/login', { state: notice });
      } catch (error) {
        const { password } = serverFieldErrors(error);
        const sentence = serverErrorSentence(error);
        // A refused link is answered 400 without a field to correct.
        if (errorStatus(error) === 400 && !password && sentence) setLinkRefusal(sentence);
        else
          submitFailure.fail(error, ({ password: newPassword, ...others }) => {
            if (newPassword) form.showErrors({ ...others, new_password: newPassword });
          });
      }
    },
  });

  const checkedToken = linkTokenSchema.safeParse(token);
  if (!checkedToken.success) {
    return (
      <Card narrow>
        <BadLink sentence={translate(checkedToken.error.issues[0]?.message ?? '')} />
      </Card>
    );
  }
  if (linkRefusal) {
    return (
      <Card narrow>
        <BadLink sentence={linkRefusal} />
      </Card>
    );
  }
  return (
    <Card narrow>
      {submitFailure.failure && <ErrorBox>{submitFailure.failure}</ErrorBox>}
      <Form form={form}>
        <NewPasswordFields field={form.field} />
        <Button type="submit" block disabled={form.submitting}>
          {form.submitting ? t('reset.busy') : t('reset.submit')}
        </Button>
      </Form>
    </Card>
  );
}
