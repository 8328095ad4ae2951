import { useState } from 'react';
import { useForgotPassword } from '@portal/shared/api/accounts';
import { forgotPasswordRequestSchema } from '@portal/shared/contract/accounts';
import { serverErrorSentence, serverFieldErrors } from '@portal/shared/data/api-error';
import { Link } from '@portal/shared/router';
import { Button } from '@portal/shared/ui/button';
import { Card } from '@portal/shared/ui/card';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { Form, useForm } from '@portal/shared/ui/form';
import { useAccountMessages } from '../messages';
import { EmailField } from './email-field';

/**
 * 'Forgot password?': the address of the account, then the server's sentence, the same whether
 * or not an account has that address (no one learns who is registered).
 */
export function ForgotPasswordForm() {
  const { t } = useAccountMessages();
  const forgot = useForgotPassword();
  const [failure, setFailure] = useState('');
  const form = useForm({
    schema: forgotPasswordRequestSchema,
    initialValues: { email: '' },
    onSubmit: async (request) => {
      setFailure('');
      try {
        await forgot.mutateAsync(request);
      } catch (error) {
        form.showErrors(serverFieldErrors(error));
        setFailure(serverErrorSentence(error) ?? t('forgot.failed'));
      }
    },
  });

  const backToLogin = <Link to="/login">{t('forgot.backToLogin')}</Link>;
  if (forgot.data) {
    return (
      <Card narrow>
        <p role="status">{forgot.data.detail}</p>
        <p>{backToLogin}</p>
      </Card>
    );
  }
  return (
    <Card narrow>
      <p>{t('forgot.intro')}</p>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <Form form={form}>
        <EmailField {...form.field('email')} />
        <Button type="submit" block disabled={form.submitting}>
          {form.submitting ? t('forgot.busy') : t('forgot.submit')}
        </Button>
      </Form>
      <p>{backToLogin}</p>
    </Card>
  );
}
