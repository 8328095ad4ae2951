import { registerRequestSchema, type RegisterRequest } from '@portal/shared/contract/auth';
import { Link, useSearchParams } from '@portal/shared/router';
import { register } from '@portal/shared/session';
import { registerErrorMessage } from '@portal/shared/session-errors';
import { SelectField } from '@portal/shared/ui/select-field';
import { TextField } from '@portal/shared/ui/text-field';
import { useAccountTexts } from '../texts';
import { AccountForm, useAccountForm } from './account-form';

type RegisterRole = RegisterRequest['role'];

const ROLES = ['influencer', 'brand'] as const;

/** `/register?role=brand` preselects Brand (see docs/screens.md); influencer is the default. */
function roleFromQuery(value: string | null): RegisterRole {
  return value === 'brand' ? 'brand' : 'influencer';
}

/** docs/screens.md: username, email, password and role; success goes to /dashboard. */
export function RegisterForm() {
  const { t } = useAccountTexts();
  const [searchParams] = useSearchParams();
  const { form, failure } = useAccountForm({
    schema: registerRequestSchema,
    initialValues: () => ({
      username: '',
      email: '',
      password: '',
      role: roleFromQuery(searchParams.get('role')),
    }),
    send: register,
    failureMessage: registerErrorMessage,
  });

  return (
    <AccountForm
      form={form}
      failure={failure}
      passwordAutoComplete="new-password"
      before={
        <TextField
          label={t('field.username')}
          autoComplete="username"
          required
          {...form.field('username')}
        />
      }
      after={
        <SelectField
          label={t('field.role')}
          options={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
          value={form.values.role}
          onChange={(event) => form.setValue('role', roleFromQuery(event.target.value))}
        />
      }
      submitLabel={t('register.submit')}
      busyLabel={t('register.busy')}
      footer={
        <>
          {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
        </>
      }
    />
  );
}
