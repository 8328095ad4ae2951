import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/auth-store';
import { deferredReply, serveApiWith } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import RegisterPage from './register-page';

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText('Username'), 'nadia');
  await userEvent.type(screen.getByLabelText('Email'), 'nadia@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'long-enough');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

test('influencer is the default role, brand the other choice, and there is a link to /login', () => {
  renderPage(<RegisterPage />, {
    url: '/register',
    routes: { '/dashboard': <p>dashboard reached</p> },
  });
  const role = screen.getByRole('combobox', { name: 'Role' });
  expect(role).toHaveValue('influencer');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Influencer',
    'Brand',
  ]);
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});

test.each([
  ['/register?role=brand', 'brand'],
  ['/register?role=influencer', 'influencer'],
  ['/register?role=admin', 'influencer'],
])('%s preselects %s', (path, expected) => {
  renderPage(<RegisterPage />, {
    url: path,
    path: '/register',
    routes: { '/dashboard': <p>dashboard reached</p> },
  });
  expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue(expected);
});

test("reads 'Creating Account...' while busy, then goes to /dashboard signed in", async () => {
  const reply = deferredReply();
  const requests = serveApiWith(() => reply.promise);
  renderPage(<RegisterPage />, {
    url: '/register?role=brand',
    path: '/register',
    routes: { '/dashboard': <p>dashboard reached</p> },
  });

  await fillAndSubmit();

  expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  const user = { id: 9, username: 'nadia', email: 'nadia@example.com', role: 'brand' };
  reply.resolve({ status: 201, data: { user, access: 'a', refresh: 'r', device_token: 'd' } });
  expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
  expect(requests[0]?.body).toEqual({
    username: 'nadia',
    email: 'nadia@example.com',
    password: 'long-enough',
    role: 'brand',
  });
  expect(useAuthStore.getState().user).toEqual(user);
});

test("shows field errors as 'field: messages' joined by ' | '", async () => {
  serveApiWith(() => ({
    status: 400,
    data: {
      error: 'Check the highlighted fields.',
      fields: { username: ['Username is taken.'], password: ['Too short.', 'Too common.'] },
    },
  }));
  renderPage(<RegisterPage />, {
    url: '/register',
    routes: { '/dashboard': <p>dashboard reached</p> },
  });

  await fillAndSubmit();

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'username: Username is taken. | password: Too short. Too common.',
  );
  expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
});

test("falls back to 'Registration failed'", async () => {
  serveApiWith(() => ({ status: 500, data: null }));
  renderPage(<RegisterPage />, {
    url: '/register',
    routes: { '/dashboard': <p>dashboard reached</p> },
  });

  await fillAndSubmit();

  expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
});

test("refuses an answer without a role: 'Role missing in API response'", async () => {
  serveApiWith(() => ({ status: 201, data: { user: { id: 9 }, access: 'a', refresh: 'r' } }));
  renderPage(<RegisterPage />, {
    url: '/register',
    routes: { '/dashboard': <p>dashboard reached</p> },
  });

  await fillAndSubmit();

  expect(await screen.findByRole('alert')).toHaveTextContent('Role missing in API response');
});

test('a password under 8 characters is told beside it and nothing is sent', async () => {
  const requests = serveApiWith(() => ({ status: 500 }));
  renderPage(<RegisterPage />, {
    url: '/register',
    routes: { '/dashboard': <p>dashboard reached</p> },
  });

  await userEvent.type(screen.getByLabelText('Username'), 'nadia');
  await userEvent.type(screen.getByLabelText('Email'), 'nadia@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'short');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
    'Password must be at least 8 characters.',
  );
  expect(screen.getByLabelText('Password')).toHaveFocus();
  expect(requests).toEqual([]);
});
