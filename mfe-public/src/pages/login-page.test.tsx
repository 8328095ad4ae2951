import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/auth-store';
import { deferredReply, serveApiWith } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import LoginPage from './login-page';

const user = { id: 1, username: 'rahim', email: 'rahim@example.com', role: 'brand' };

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText('Email'), 'rahim@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

test('both fields are required and the email field validates as email', () => {
  renderPage(<LoginPage />, { url: '/login', routes: { '/dashboard': <p>dashboard reached</p> } });
  expect(screen.getByLabelText('Email')).toBeRequired();
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Password')).toBeRequired();
  expect(screen.getByRole('link', { name: 'Need an account?' })).toHaveAttribute(
    'href',
    '/register',
  );
});

test("reads 'Logging in...' while busy, then stores the session and goes to /dashboard", async () => {
  const reply = deferredReply();
  const requests = serveApiWith(() => reply.promise);
  renderPage(<LoginPage />, { url: '/login', routes: { '/dashboard': <p>dashboard reached</p> } });

  await fillAndSubmit();

  expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  reply.resolve({ status: 200, data: { user, access: 'a', refresh: 'r', device_token: 'd' } });
  expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
  expect(requests[0]).toMatchObject({
    method: 'POST',
    url: '/login/',
    body: { email: 'rahim@example.com', password: 'secret-pass' },
  });
  expect(useAuthStore.getState().user).toEqual(user);
});

test("shows the server's error in a red box above the form", async () => {
  serveApiWith(() => ({ status: 401, data: { error: 'Invalid email or password.' } }));
  renderPage(<LoginPage />, { url: '/login', routes: { '/dashboard': <p>dashboard reached</p> } });

  await fillAndSubmit();

  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  expect(useAuthStore.getState().user).toBeNull();
});

test("falls back to 'Login failed' when the server gives no sentence", async () => {
  serveApiWith(() => ({ status: 502, data: 'Bad gateway' }));
  renderPage(<LoginPage />, { url: '/login', routes: { '/dashboard': <p>dashboard reached</p> } });

  await fillAndSubmit();

  expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
});

test("refuses an answer without a role: 'Role missing in API response'", async () => {
  serveApiWith(() => ({
    status: 200,
    data: {
      user: { id: 1, username: 'rahim', email: 'rahim@example.com' },
      access: 'a',
      refresh: 'r',
    },
  }));
  renderPage(<LoginPage />, { url: '/login', routes: { '/dashboard': <p>dashboard reached</p> } });

  await fillAndSubmit();

  expect(await screen.findByRole('alert')).toHaveTextContent('Role missing in API response');
  expect(useAuthStore.getState().user).toBeNull();
  expect(localStorage.getItem('accessToken')).toBeNull();
});

test('a blank password and an email that is not one are told beside the fields, not in browser pop-ups', async () => {
  const requests = serveApiWith(() => ({ status: 500 }));
  renderPage(<LoginPage />, { url: '/login', routes: { '/dashboard': <p>dashboard reached</p> } });

  await userEvent.type(screen.getByLabelText('Email'), 'rahim.example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));

  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
    'Enter a valid email address.',
  );
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
  expect(requests).toEqual([]);
});
