import { registerRequestSchema, type RegisterRequest } from '@portal/shared/contract/auth';
import { Link, useSearchParams } from '@portal/shared/router';
import { register } from '@portal/shared/session';
import { registerErrorMessage } from '@portal/shared/session-errors';
import { SelectField } from '@portal/shared/ui/select-field';
import { TextField } from '@portal/shared/ui/text-field';
import { AccountForm, useAccountForm } from './account-form';

type RegisterRole = RegisterRequest['role'];

const ROLE_OPTIONS = [
  { value: 'influencer', label: 'Influencer' },
  { value: 'brand', label: 'Brand' },
] as const;

/** `/register?role=brand` preselects Brand (design §3); influencer is the default. */
function roleFromQuery(value: string | null): RegisterRole {
  return value === 'brand' ? 'brand' : 'influencer';
}

/** Spec §2: username, email, password and role; success goes to /dashboard. */
export function RegisterForm() {
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
        <TextField label="Username" autoComplete="username" required {...form.field('username')} />
      }
      after={
        <SelectField
          label="Role"
          options={ROLE_OPTIONS}
          value={form.values.role}
          onChange={(event) => form.setValue('role', roleFromQuery(event.target.value))}
        />
      }
      submitLabel="Create Account"
      busyLabel="Creating Account..."
      footer={
        <>
          Already have an account? <Link to="/login">Login</Link>
        </>
      }
    />
  );
}
