import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AcceptedResponse } from '@portal/shared/contract/accounts';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { deferredReply, serveApi, serveApiWith } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import ForgotPasswordPage from './forgot-password-page';
import LoginPage from './login-page';

afterEach(() => chooseLanguage('en'));

const accepted: AcceptedResponse = {
  detail: 'If an account has this address, we sent it a link to set a new password.',
};

test("sends the address, reads 'Sending...' while busy, then shows the server's sentence and the way back", async () => {
  const reply = deferredReply();
  const requests = serveApiWith(() => reply.promise);
  renderPage(<ForgotPasswordPage />, { url: '/forgot-password' });

  expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email'), ' Rahim@Example.com ');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  reply.resolve({ status: 202, data: accepted });
  expect(await screen.findByRole('status')).toHaveTextContent(accepted.detail);
  expect(requests).toEqual([
    expect.objectContaining({
      method: 'POST',
      url: '/password/forgot/',
      body: { email: 'rahim@example.com' },
    }),
  ]);
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
});

test('an address that is not one is told beside the field and nothing is sent', async () => {
  const requests = serveApi({});
  renderPage(<ForgotPasswordPage />, { url: '/forgot-password' });

  await userEvent.type(screen.getByLabelText('Email'), 'rahim.example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
    'Enter a valid email address.',
  );
  expect(requests).toEqual([]);
});

test("a refusal (asked too often) shows the server's sentence and keeps the form", async () => {
  serveApi({
    'POST /password/forgot/': {
      status: 429,
      data: { error: 'Too many requests. Please try again later.' },
    },
  });
  renderPage(<ForgotPasswordPage />, { url: '/forgot-password' });

  await userEvent.type(screen.getByLabelText('Email'), 'rahim@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many requests. Please try again later.',
  );
  expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
});

test("the login page links to it with 'Forgot password?'", () => {
  renderPage(<LoginPage />, { url: '/login' });

  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('in Bangla the page, its button and its failure are Bangla', async () => {
  serveApi({ 'POST /password/forgot/': { status: 502, data: 'Bad gateway' } });
  await chooseLanguage('bn');
  renderPage(<ForgotPasswordPage />, { url: '/forgot-password' });

  expect(screen.getByRole('heading', { level: 1, name: 'পাসওয়ার্ড ভুলে গেছেন' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('ইমেইল'), 'rahim@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'রিসেট লিংক পাঠান' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'রিসেট লিংক পাঠানো যায়নি। আবার চেষ্টা করুন।',
  );
  expect(screen.getByRole('link', { name: 'লগইনে ফিরে যান' })).toHaveAttribute('href', '/login');
});
