import type { ReactNode } from 'react';
import { Button } from '@portal/shared/ui/button';
import { Card } from '@portal/shared/ui/card';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { Form, type FieldBinding, type FormBinding } from '@portal/shared/ui/form';
import { TextField } from '@portal/shared/ui/text-field';

export interface AccountFormState extends FormBinding {
  field: (name: 'email' | 'password') => FieldBinding;
  submitting: boolean;
}

/**
 * The login and register card (spec §2): the server's refusal in a red box above the form, the
 * email and password with the page's own fields `before` and `after` them, the submit button
 * (its busy label while the request runs) and the link to the other page.
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
  return (
    <Card narrow>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <Form form={form}>
        {before}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <TextField
          label="Password"
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
