import { useForgotPassword } from '@portal/shared/api/accounts';
import { forgotPasswordRequestSchema } from '@portal/shared/contract/accounts';
import { Link } from '@portal/shared/router';
import { Button } from '@portal/shared/ui/button';
import { Card } from '@portal/shared/ui/card';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { Form, useForm } from '@portal/shared/ui/form';
import { useAccountTexts } from '../texts';
import { EmailField } from './email-field';
import { useSubmitFailure } from '@portal/shared/submit-failure';

/**
 * 'Forgot password?': the address of the account, then the server's sentence, the same whether
 * or not an account has that address (no one learns who is registered).
 */
export function ForgotPasswordForm() {
  const { t } = useAccountTexts();
  const forgot = useForgotPassword();
  const submitFailure = useSubmitFailure({ fallback: t('forgot.failed') });
  const form = useForm({
    schema: forgotPasswordRequestSchema,
    initialValues: { email: '' },
    onSubmit: async (request) => {
      submitFailure.clear();
      await forgot
        .mutateAsync(request)
        .catch((error: unknown) => submitFailure.fail(error, form.showErrors));
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
      {submitFailure.failure && <ErrorBox>{submitFailure.failure}</ErrorBox>}
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
