import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import type { Account, VerifyEmailResponse } from '@portal/shared/contract/accounts';
import { queryKeys } from '@portal/shared/data/query-keys';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { deferredReply, serveApi, serveApiWith } from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import VerifyEmailPage from './verify-email-page';

afterEach(() => chooseLanguage('en'));

const url = '/verify-email?token=tok-1';
const verified: VerifyEmailResponse = { email: 'nusrat@example.com', already_verified: false };

test('verifies once as it opens, even under StrictMode, and says which address', async () => {
  const reply = deferredReply();
  const requests = serveApiWith(() => reply.promise);
  renderPage(
    <StrictMode>
      <VerifyEmailPage />
    </StrictMode>,
    { url },
  );

  expect(screen.getByRole('status')).toHaveTextContent('Verifying your email address...');
  expect(currentLocation()).toBe('/verify-email');
  reply.resolve({ status: 200, data: verified });

  expect(
    await screen.findByText('Your email address nusrat@example.com is verified.'),
  ).toBeInTheDocument();
  expect(requests).toEqual([
    expect.objectContaining({ method: 'POST', url: '/email/verify/', body: { token: 'tok-1' } }),
  ]);
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

test('a signed-in user is led to the dashboard and the account refetches', async () => {
  serveApi({ 'POST /email/verify/': { status: 200, data: verified } });
  const { queryClient } = renderPage(<VerifyEmailPage />, { url, user: 'influencer' });
  const before: Account = {
    email: 'nusrat@example.com',
    email_verified: false,
    pending_email: null,
    email_verification: 'mandatory',
  };
  queryClient.setQueryData(queryKeys.account, before);

  expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect(queryClient.getQueryState(queryKeys.account)?.isInvalidated).toBe(true);
});

test("a used or expired link shows the server's sentence", async () => {
  serveApi({
    'POST /email/verify/': { status: 400, data: { error: 'This link is invalid or has expired.' } },
  });
  renderPage(<VerifyEmailPage />, { url });

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This link is invalid or has expired.',
  );
  expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
});

test('a link opened again says the address is already verified, in English and in Bangla', async () => {
  serveApi({
    'POST /email/verify/': {
      status: 200,
      data: { email: 'nusrat@example.com', already_verified: true },
    },
  });
  renderPage(<VerifyEmailPage />, { url });

  expect(await screen.findByText('Your email address is already verified.')).toHaveRole('status');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/invalid or has expired/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

  await act(() => chooseLanguage('bn'));
  expect(screen.getByRole('status')).toHaveTextContent('আপনার ইমেইল ঠিকানা আগেই যাচাই করা হয়েছে।');
  expect(screen.getByRole('link', { name: 'লগইন করুন' })).toBeInTheDocument();
});

test('a page opened without a token asks nothing of the server', () => {
  const requests = serveApi({});
  renderPage(<VerifyEmailPage />, { url: '/verify-email' });

  expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
  expect(requests).toEqual([]);
});

test('in Bangla the outcome is Bangla, the address as it is', async () => {
  await chooseLanguage('bn');
  serveApi({ 'POST /email/verify/': { status: 200, data: verified } });
  renderPage(<VerifyEmailPage />, { url });

  expect(screen.getByRole('heading', { level: 1, name: 'ইমেইল যাচাই' })).toBeInTheDocument();
  expect(
    await screen.findByText('আপনার ইমেইল ঠিকানা nusrat@example.com যাচাই করা হয়েছে।'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'লগইন করুন' })).toHaveAttribute('href', '/login');
});
