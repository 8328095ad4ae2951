import { useState, type ReactNode } from 'react';
import type { output, ZodType } from '@portal/shared/contract/zod';
import { serverFieldErrors } from '@portal/shared/data/api-error';
import { useNavigate } from '@portal/shared/router';
import { Button } from '@portal/shared/ui/button';
import { Card } from '@portal/shared/ui/card';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { Form, useForm, type FieldBinding, type FormBinding } from '@portal/shared/ui/form';
import { TextField } from '@portal/shared/ui/text-field';
import { useAccountTexts } from '../texts';
import { EmailField } from './email-field';

/**
 * A sign-in form's state (login or register): `send` signs in with the checked values, then the
 * user goes to /dashboard; a refusal reads `failureMessage` in the red box (the client's own
 * sentences in the reader's language), its field errors beside the fields.
 */
export function useAccountForm<Values extends object, Schema extends ZodType>({
  schema,
  initialValues,
  send,
  failureMessage,
}: {
  schema: Schema;
  initialValues: Values | (() => Values);
  send: (details: output<Schema>) => Promise<unknown>;
  failureMessage: (error: unknown) => string;
}) {
  const navigate = useNavigate();
  // The refusal is worded when shown (session-errors.ts words it in the shown language), so the
  // red box follows a switch of language.
  const [refusal, setRefusal] = useState<{ error: unknown } | null>(null);
  const form = useForm({
    schema,
    initialValues,
    onSubmit: async (details) => {
      setRefusal(null);
      try {
        await send(details);
        navigate('/dashboard');
      } catch (error) {
        form.showErrors(serverFieldErrors(error));
        setRefusal({ error });
      }
    },
  });
  return { form, failure: refusal ? failureMessage(refusal.error) : '' };
}

export interface AccountFormState extends FormBinding {
  field: (name: 'email' | 'password') => FieldBinding;
  submitting: boolean;
}

/**
 * The login and register card (see docs/screens.md): the server's refusal in a red box above the
 * form, the email and password with the page's own fields `before` and `after` them, the submit
 * button (its busy label while the request runs) and the link to the other page.
 */
export function AccountForm({
  form,
  failure,
  passwordAutoComplete,
  before,
  after,
  submitLabel,
  busyLabel,
  footer,
}: {
  form: AccountFormState;
  failure: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  before?: ReactNode;
  after?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  footer: ReactNode;
}) {
  const { t } = useAccountTexts();
  return (
    <Card narrow>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <Form form={form}>
        {before}
        <EmailField {...form.field('email')} />
        <TextField
          label={t('field.password')}
          type="password"
          autoComplete={passwordAutoComplete}
          required
          {...form.field('password')}
        />
        {after}
        <Button type="submit" block disabled={form.submitting}>
          {form.submitting ? busyLabel : submitLabel}
        </Button>
      </Form>
      <p>{footer}</p>
    </Card>
  );
}
