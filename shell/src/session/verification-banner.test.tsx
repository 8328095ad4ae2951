import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { anAccount } from '@portal/shared/testing/contract-fixtures';
import { serveApi, type FakeRoutes } from '@portal/shared/testing/fake-api';
import { renderShell, storeSession } from '../testing/render-shell';

afterEach(() => chooseLanguage('en'));

const unverified = anAccount();

function serve(routes: FakeRoutes) {
  return serveApi({ 'GET /notifications/': { status: 200, data: [] }, ...routes });
}

const banner = () => screen.findByRole('region', { name: 'Email verification' });

test('an unverified user is asked to verify, with Resend and a link to the security settings', async () => {
  storeSession('brand');
  serve({
    'GET /account/': { status: 200, data: unverified },
    'POST /email/verify/resend/': {
      status: 202,
      data: { detail: 'We sent a new link to brand@example.com.' },
    },
  });
  renderShell('/dashboard');

  const region = within(await banner());
  expect(
    region.getByText('Please verify your email address. We sent a link to brand@example.com.'),
  ).toBeInTheDocument();
  expect(region.getByRole('link', { name: 'Security settings' })).toHaveAttribute(
    'href',
    '/settings/security',
  );
  await userEvent.click(region.getByRole('button', { name: 'Resend' }));
  expect(await region.findByText('We sent a new link to brand@example.com.')).toHaveAttribute(
    'role',
    'status',
  );
});

test('a Resend asked too often shows the 429 sentence', async () => {
  storeSession('influencer');
  serve({
    'GET /account/': { status: 200, data: unverified },
    'POST /email/verify/resend/': {
      status: 429,
      data: { error: 'A link was sent a moment ago. Please wait a few minutes.' },
    },
  });
  renderShell('/dashboard');

  const region = within(await banner());
  await userEvent.click(region.getByRole('button', { name: 'Resend' }));
  expect(await region.findByRole('alert')).toHaveTextContent(
    'A link was sent a moment ago. Please wait a few minutes.',
  );
});

test('the banner hides once the account says verified, on coming back to the window', async () => {
  storeSession('brand');
  let account = unverified;
  serve({ 'GET /account/': () => ({ status: 200, data: account }) });
  renderShell('/dashboard');

  expect(await banner()).toBeInTheDocument();
  account = { ...unverified, email_verified: true };
  act(() => {
    fireEvent(window, new Event('visibilitychange'));
    fireEvent.focus(window);
  });

  await screen.findByText('page mfe_brand/DashboardPage');
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull(),
  );
});

test.each([
  ['verified', anAccount({ email_verified: true })],
  ['with verification off', anAccount({ email_verification: 'none' })],
])('nothing is shown to a user %s', async (_case, account) => {
  storeSession('brand');
  serve({ 'GET /account/': { status: 200, data: account } });
  renderShell('/dashboard');

  await screen.findByText('page mfe_brand/DashboardPage');
  expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull();
});

test('a visitor gets no banner and asks nothing of the account', async () => {
  storeSession(null);
  const requests = serve({});
  renderShell('/');

  await screen.findByText('page mfe_public/LandingPage');
  expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull();
  expect(requests.filter((request) => request.url === '/account/')).toEqual([]);
});

test('the security settings, which offer the same, show no banner', async () => {
  storeSession('brand');
  serve({ 'GET /account/': { status: 200, data: unverified } });
  renderShell('/settings/security');

  await screen.findByText('page mfe_public/SecuritySettingsPage');
  expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull();
});

test('in Bangla the banner is Bangla, the address as it is', async () => {
  storeSession('brand');
  serve({ 'GET /account/': { status: 200, data: unverified } });
  await chooseLanguage('bn');
  renderShell('/dashboard');

  const region = within(await screen.findByRole('region', { name: 'ইমেইল যাচাই' }));
  expect(
    region.getByText(
      'অনুগ্রহ করে আপনার ইমেইল ঠিকানা যাচাই করুন। brand@example.com ঠিকানায় আমরা একটি লিংক পাঠিয়েছি।',
    ),
  ).toBeInTheDocument();
  expect(region.getByRole('button', { name: 'আবার পাঠান' })).toBeInTheDocument();
  expect(region.getByRole('link', { name: 'নিরাপত্তা সেটিংস' })).toBeInTheDocument();
});
