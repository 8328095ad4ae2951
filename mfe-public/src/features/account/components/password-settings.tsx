import { useChangePassword } from '@portal/shared/api/accounts';
import { serverFieldErrors } from '@portal/shared/data/api-error';
import { useFlashMessage } from '@portal/shared/flash-message';
import { Banner } from '@portal/shared/ui/banner';
import { CurrentPasswordField } from '@portal/shared/ui/current-password-field';
import { Form, FormSubmit, useForm } from '@portal/shared/ui/form';
import { Section } from '@portal/shared/ui/layout';
import { useAccountTexts } from '../texts';
import { changePasswordFormSchema, EMPTY_NEW_PASSWORD } from './new-password';
import { NewPasswordFields } from './new-password-fields';
import { failureSentence } from '@portal/shared/submit-failure';

/** Changing the password: the current one first; the other sessions are signed out. */
export function PasswordSettings() {
  const { t } = useAccountTexts();
  const change = useChangePassword();
  const message = useFlashMessage();
  const form = useForm({
    schema: changePasswordFormSchema,
    initialValues: { current_password: '', ...EMPTY_NEW_PASSWORD },
    onInvalid: () => message.clear(),
    onSubmit: async ({ current_password, new_password }) => {
      message.clear();
      try {
        await change.mutateAsync({ current_password, new_password });
        form.reset();
        message.showSuccess(t('password.changed'));
      } catch (error) {
        form.showErrors(serverFieldErrors(error));
        message.showFailure(failureSentence(error, { fallback: t('password.failed') }));
      }
    },
  });

  return (
    <Section title={t('password.title')}>
      <Banner message={message.message} tone={message.tone} />
      <Form form={form}>
        <CurrentPasswordField
          hint={t('password.currentHint')}
          {...form.field('current_password')}
        />
        <NewPasswordFields field={form.field} />
        <FormSubmit busy={form.submitting}>
          {form.submitting ? t('password.busy') : t('password.submit')}
        </FormSubmit>
      </Form>
    </Section>
  );
}
