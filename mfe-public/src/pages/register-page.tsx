import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@portal/shared/router';
import type { RegisterRequest } from '@portal/shared/contract/auth';
import { register } from '@portal/shared/session';
import { registerErrorMessage } from '@portal/shared/session-errors';
import { Button } from '@portal/shared/ui/button';
import { Card } from '@portal/shared/ui/card';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { Page } from '@portal/shared/ui/layout';
import { SelectField } from '@portal/shared/ui/select-field';
import { TextField } from '@portal/shared/ui/text-field';

type RegisterRole = RegisterRequest['role'];

const ROLE_OPTIONS = [
  { value: 'influencer', label: 'Influencer' },
  { value: 'brand', label: 'Brand' },
] as const;

/** `/register?role=brand` preselects Brand (design §3); influencer is the default. */
function roleFromQuery(value: string | null): RegisterRole {
  return value === 'brand' ? 'brand' : 'influencer';
}

export default function RegisterPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<RegisterRole>(() => roleFromQuery(searchParams.get('role')));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      await register({ username, email, password, role });
      navigate('/dashboard');
    } catch (failure) {
      setError(registerErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <Page title="Create Account">
      <Card narrow>
        {error && <ErrorBox>{error}</ErrorBox>}
        <form onSubmit={handleSubmit}>
          <TextField
            label="Username"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <SelectField
            label="Role"
            options={ROLE_OPTIONS}
            value={role}
            onChange={(event) => setRole(roleFromQuery(event.target.value))}
          />
          <Button type="submit" block disabled={busy}>
            {busy ? 'Creating Account...' : 'Create Account'}
          </Button>
        </form>
        <p>
          Already have an account? <Link to="/login">Login</Link>
        </p>
      </Card>
    </Page>
  );
}
