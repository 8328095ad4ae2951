import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@portal/shared/router';
import { login } from '@portal/shared/session';
import { loginErrorMessage } from '@portal/shared/session-errors';
import { Button } from '@portal/shared/ui/button';
import { Card } from '@portal/shared/ui/card';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { Page } from '@portal/shared/ui/layout';
import { TextField } from '@portal/shared/ui/text-field';

export default function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      await login({ email, password });
      navigate('/dashboard');
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <Page title="Login">
      <Card narrow>
        {error && <ErrorBox>{error}</ErrorBox>}
        <form onSubmit={handleSubmit}>
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
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" block disabled={busy}>
            {busy ? 'Logging in...' : 'Login'}
          </Button>
        </form>
        <p>
          <Link to="/register">Need an account?</Link>
        </p>
      </Card>
    </Page>
  );
}
