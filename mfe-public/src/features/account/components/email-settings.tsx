import { useAccount, useChangeEmail, useResendVerification } from '@portal/shared/api/accounts';
import { useAuthStore } from '@portal/shared/auth-store';
import { changeEmailRequestSchema, type Account } from '@portal/shared/contract/accounts';
import { serverFieldErrors } from '@portal/shared/data/api-error';
import { useFlashMessage } from '@portal/shared/flash-message';
import { Banner } from '@portal/shared/ui/banner';
import { Form, FormSubmit, useForm } from '@portal/shared/ui/form';
import { Section } from '@portal/shared/ui/layout';
import { ResendVerification } from '@portal/shared/ui/resend-verification';
import { CurrentPasswordField } from '@portal/shared/ui/current-password-field';
import { useAccountTexts } from '../texts';
import { EmailField } from './email-field';
import { failureSentence } from '@portal/shared/submit-failure';
import { LoadedView } from '@portal/shared/ui/loaded-view';

/** The address, whether it is verified (unless verification is off) and the one waiting to replace it. */
function EmailFacts({ account }: { account: Account }) {
  const { t } = useAccountTexts();
  const resend = useResendVerification();
  const verifying = account.email_verification !== 'none';
  const needsLink = verifying && (account.pending_email !== null || !account.email_verified);
  return (
    <>
      <dl>
        <dt>{t('email.current')}</dt>
        <dd>{account.email}</dd>
        {verifying && (
          <>
            <dt>{t('email.status')}</dt>
            <dd>{account.email_verified ? t('email.verified') : t('email.unverified')}</dd>
          </>
        )}
        {account.pending_email !== null && (
          <>
            <dt>{t('email.pending')}</dt>
            <dd>
              {account.pending_email}
              <br />
              {t('email.pendingHint', { email: account.pending_email })}
            </dd>
          </>
        )}
      </dl>
      {needsLink && (
        <p>
          <ResendVerification resend={resend} />
        </p>
      )}
    </>
  );
}

/** Changing the address needs the current password; the new one is verified before it counts. */
function ChangeEmailForm() {
  const { t } = useAccountTexts();
  const change = useChangeEmail();
  const updateUser = useAuthStore((state) => state.updateUser);
  const message = useFlashMessage();
  const form = useForm({
    schema: changeEmailRequestSchema,
    initialValues: { email: '', current_password: '' },
    onInvalid: () => message.clear(),
    onSubmit: async (request) => {
      message.clear();
      try {
        const account = await change.mutateAsync(request);
        form.reset();
        if (account.pending_email !== null) {
          message.showSuccess(t('email.sent', { email: account.pending_email }));
        } else {
          updateUser({ email: account.email });
          message.showSuccess(t('email.changed'));
        }
      } catch (error) {
        form.showErrors(serverFieldErrors(error));
        message.showFailure(failureSentence(error, { fallback: t('email.changeFailed') }));
      }
    },
  });

  return (
    <>
      <Banner message={message.message} tone={message.tone} />
      <Form form={form}>
        <EmailField label={t('field.newEmail')} {...form.field('email')} />
        <CurrentPasswordField {...form.field('current_password')} />
        <FormSubmit busy={form.submitting}>
          {form.submitting ? t('email.changing') : t('email.change')}
        </FormSubmit>
      </Form>
    </>
  );
}

export function EmailSettings() {
  const { t } = useAccountTexts();
  const account = useAccount();
  return (
    <Section title={t('email.title')}>
      <LoadedView query={account} loadFailed={t('email.loadFailed')} skeletonRows={2}>
        {(data) => <EmailFacts account={data} />}
      </LoadedView>
      <ChangeEmailForm />
    </Section>
  );
}
