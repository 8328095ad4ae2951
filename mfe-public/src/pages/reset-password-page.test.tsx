import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/auth-store';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { serveApi } from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import LoginPage from './login-page';
import ResetPasswordPage from './reset-password-page';

afterEach(() => {
  jest.useRealTimers();
  return chooseLanguage('en');
});

const url = '/reset-password?token=abc123';
const routes = { '/login': <LoginPage /> };

async function setPassword(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

test('the token leaves the address bar at once and is sent with the new password', async () => {
  const requests = serveApi({ 'POST /password/reset/': { status: 204 } });
  renderPage(<ResetPasswordPage />, { url, routes });

  expect(screen.getByRole('heading', { level: 1, name: 'Set a New Password' })).toBeInTheDocument();
  expect(currentLocation()).toBe('/reset-password');

  await setPassword('new-secret-1');

  expect(
    await screen.findByText('Your password has been changed. Log in with your new password.'),
  ).toBeInTheDocument();
  expect(currentLocation()).toBe('/login');
  expect(requests).toEqual([
    expect.objectContaining({
      method: 'POST',
      url: '/password/reset/',
      body: { token: 'abc123', password: 'new-secret-1' },
    }),
  ]);
});

test('a browser signed in to the account is signed out too: every session ended', async () => {
  serveApi({ 'POST /password/reset/': { status: 204 } });
  renderPage(<ResetPasswordPage />, { url, routes, user: 'brand' });

  await setPassword('new-secret-1');

  expect(await screen.findByRole('status')).toBeInTheDocument();
  expect(useAuthStore.getState().user).toBeNull();
});

test("the login page's message clears itself after 3 seconds", async () => {
  jest.useFakeTimers();
  serveApi({ 'POST /password/reset/': { status: 204 } });
  renderPage(<ResetPasswordPage />, { url, routes });
  const typist = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  await typist.type(screen.getByLabelText('New password'), 'new-secret-1');
  await typist.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
  await typist.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByRole('status')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(3000));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test("the register form's rule and a copy that differs are told beside the fields", async () => {
  const requests = serveApi({});
  renderPage(<ResetPasswordPage />, { url, routes });

  await setPassword('short', 'shorter');

  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
    'Password must be at least 8 characters.',
  );
  expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
    'Passwords do not match.',
  );
  expect(requests).toEqual([]);
});

test('a used or expired link shows the sentence and a link to ask for a new one', async () => {
  serveApi({
    'POST /password/reset/': {
      status: 400,
      data: { error: 'This link is invalid or has expired.' },
    },
  });
  renderPage(<ResetPasswordPage />, { url, routes });

  await setPassword('new-secret-1');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This link is invalid or has expired.',
  );
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
});

test('a page opened without a token says so before anything is typed', () => {
  const requests = serveApi({});
  renderPage(<ResetPasswordPage />, { url: '/reset-password', routes });

  expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  expect(requests).toEqual([]);
});

test("the server's rule on the password is told beside the new password", async () => {
  serveApi({
    'POST /password/reset/': {
      status: 400,
      data: {
        error: 'Invalid request.',
        fields: { password: ['Password must be at most 128 characters.'] },
      },
    },
  });
  renderPage(<ResetPasswordPage />, { url, routes });

  await setPassword('new-secret-1');

  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid request.');
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
    'Password must be at most 128 characters.',
  );
});

test('in Bangla the fields, the mismatch and a bad link are Bangla', async () => {
  await chooseLanguage('bn');
  serveApi({});
  renderPage(<ResetPasswordPage />, { url, routes });

  expect(screen.getByRole('heading', { level: 1, name: 'নতুন পাসওয়ার্ড দিন' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('নতুন পাসওয়ার্ড'), 'new-secret-1');
  await userEvent.type(screen.getByLabelText('নতুন পাসওয়ার্ড আবার লিখুন'), 'new-secret-2');
  await userEvent.click(screen.getByRole('button', { name: 'নতুন পাসওয়ার্ড সেট করুন' }));

  expect(screen.getByLabelText('নতুন পাসওয়ার্ড আবার লিখুন')).toHaveAccessibleDescription(
    'পাসওয়ার্ড দুটি মেলেনি।',
  );
});

test('in Bangla a page without a token says so in Bangla', async () => {
  await chooseLanguage('bn');
  renderPage(<ResetPasswordPage />, { url: '/reset-password', routes });

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'এই লিংকটি সঠিক নয় বা এর মেয়াদ শেষ হয়ে গেছে।',
  );
  expect(screen.getByRole('link', { name: 'নতুন লিংক চান' })).toBeInTheDocument();
});
