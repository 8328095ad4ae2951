import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/auth-store';
import type { Account } from '@portal/shared/contract/accounts';
import { anAccount, anAccountSession } from '@portal/shared/testing/contract-fixtures';
import {
  nextPageLink,
  serveApi,
  type FakeReply,
  type FakeRoutes,
} from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import SecuritySettingsPage from './security-settings-page';

const account = anAccount();

const phone = anAccountSession({
  id: '0a9b8c7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d',
  browser: 'Safari',
  os: 'iOS',
  ip_address: '37.111.200.9',
  current: false,
});
const unknown = anAccountSession({
  id: '11111111-2222-4333-8444-555555555555',
  browser: null,
  os: null,
  ip_address: null,
  current: false,
});

function serve(routes: FakeRoutes = {}) {
  return serveApi({
    'GET /account/': { status: 200, data: account },
    'GET /account/sessions/': { status: 200, data: [anAccountSession(), phone, unknown] },
    'GET /account/email-preferences/': { status: 200, data: { off: [] } },
    ...routes,
  });
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const open = () =>
  renderPage(<SecuritySettingsPage />, {
    url: '/settings/security',
    user: 'brand',
    routes: { '/login': <p>login reached</p> },
  });

test('the email section shows the address unverified, and Resend tells what the server did', async () => {
  serve({
    'POST /email/verify/resend/': {
      status: 202,
      data: { detail: 'We sent a new link to brand@example.com.' },
    },
  });
  open();

  expect(screen.getByRole('heading', { level: 1, name: 'Security Settings' })).toBeInTheDocument();
  const email = section('Email');
  expect(await email.findByText('brand@example.com')).toBeInTheDocument();
  expect(email.getByText('Not verified')).toBeInTheDocument();
  await userEvent.click(email.getByRole('button', { name: 'Resend' }));
  await waitFor(() =>
    expect(email.getByRole('status')).toHaveTextContent('We sent a new link to brand@example.com.'),
  );
});

test('a Resend asked too often shows the 429 sentence', async () => {
  serve({
    'POST /email/verify/resend/': {
      status: 429,
      data: { error: 'A link was sent a moment ago. Please wait a few minutes.' },
    },
  });
  open();

  await userEvent.click(await section('Email').findByRole('button', { name: 'Resend' }));
  expect(await section('Email').findByRole('alert')).toHaveTextContent(
    'A link was sent a moment ago. Please wait a few minutes.',
  );
});

test('a verified address offers no Resend; with verification off no status is shown', async () => {
  serve({ 'GET /account/': { status: 200, data: { ...account, email_verification: 'none' } } });
  open();

  expect(await section('Email').findByText('brand@example.com')).toBeInTheDocument();
  expect(section('Email').queryByText('Not verified')).not.toBeInTheDocument();
  expect(section('Email').queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
});

test('changing the address sends it with the current password, then shows where the link went', async () => {
  const pending: Account = { ...account, email_verified: true, pending_email: 'new@example.com' };
  let current = { ...account, email_verified: true };
  const requests = serve({
    'GET /account/': () => ({ status: 200, data: current }),
    'PUT /account/email/': () => {
      current = pending;
      return { status: 200, data: pending };
    },
  });
  open();

  const email = section('Email');
  await userEvent.type(email.getByLabelText('New email'), 'New@Example.com');
  await userEvent.type(email.getByLabelText('Current password'), 'secret-pass');
  await userEvent.click(email.getByRole('button', { name: 'Change email' }));

  expect(
    await email.findByText(
      'We sent a verification link to new@example.com. Your address changes once you open it.',
    ),
  ).toHaveAttribute('role', 'status');
  expect(requests).toContainEqual(
    expect.objectContaining({
      method: 'PUT',
      url: '/account/email/',
      body: { email: 'new@example.com', current_password: 'secret-pass' },
    }),
  );
  expect(await email.findByText('Waiting for verification')).toBeInTheDocument();
  expect(email.getByLabelText('New email')).toHaveValue('');
});

test('with verification off the new address counts at once, also in the session', async () => {
  const changed: Account = { ...account, email: 'new@example.com', email_verification: 'none' };
  serve({ 'PUT /account/email/': { status: 200, data: changed } });
  open();

  const email = section('Email');
  await userEvent.type(email.getByLabelText('New email'), 'new@example.com');
  await userEvent.type(email.getByLabelText('Current password'), 'secret-pass');
  await userEvent.click(email.getByRole('button', { name: 'Change email' }));

  expect(await email.findByText('Your email address has been changed.')).toBeInTheDocument();
  expect(useAuthStore.getState().user?.email).toBe('new@example.com');
});

test('an address taken is told beside the field', async () => {
  serve({
    'PUT /account/email/': {
      status: 400,
      data: {
        error: 'Email is already registered.',
        fields: { email: ['Email is already registered.'] },
      },
    },
  });
  open();

  const email = section('Email');
  await userEvent.type(email.getByLabelText('New email'), 'taken@example.com');
  await userEvent.type(email.getByLabelText('Current password'), 'secret-pass');
  await userEvent.click(email.getByRole('button', { name: 'Change email' }));

  expect(await email.findByRole('alert')).toHaveTextContent('Email is already registered.');
  expect(email.getByLabelText('New email')).toHaveAccessibleDescription(
    'Email is already registered.',
  );
});

test('changing the password says the other sessions were signed out', async () => {
  const requests = serve({ 'PUT /account/password/': { status: 204 } });
  open();

  const password = section('Password');
  await userEvent.type(password.getByLabelText('Current password'), 'old-secret');
  await userEvent.type(password.getByLabelText('New password'), 'new-secret-1');
  await userEvent.type(password.getByLabelText('Confirm new password'), 'new-secret-1');
  await userEvent.click(password.getByRole('button', { name: 'Change password' }));

  expect(await password.findByRole('status')).toHaveTextContent(
    'Your password has been changed. Your other sessions have been signed out.',
  );
  expect(requests).toContainEqual(
    expect.objectContaining({
      method: 'PUT',
      url: '/account/password/',
      body: { current_password: 'old-secret', new_password: 'new-secret-1' },
    }),
  );
  expect(password.getByLabelText('Current password')).toHaveValue('');
});

test('a wrong current password is told beside it; a copy that differs is not sent', async () => {
  const requests = serve({
    'PUT /account/password/': {
      status: 400,
      data: {
        error: 'Current password is incorrect.',
        fields: { current_password: ['Current password is incorrect.'] },
      },
    },
  });
  open();

  const password = section('Password');
  await userEvent.type(password.getByLabelText('Current password'), 'wrong');
  await userEvent.type(password.getByLabelText('New password'), 'new-secret-1');
  await userEvent.type(password.getByLabelText('Confirm new password'), 'new-secret-2');
  await userEvent.click(password.getByRole('button', { name: 'Change password' }));
  expect(password.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
    'Passwords do not match.',
  );
  expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);

  await userEvent.clear(password.getByLabelText('Confirm new password'));
  await userEvent.type(password.getByLabelText('Confirm new password'), 'new-secret-1');
  await userEvent.click(password.getByRole('button', { name: 'Change password' }));
  expect(await password.findByRole('alert')).toHaveTextContent('Current password is incorrect.');
  expect(password.getByLabelText('Current password')).toHaveAccessibleDescription(
    expect.stringContaining('Current password is incorrect.'),
  );
});

test('the sessions table names each device, its address and its times in Dhaka', async () => {
  serve();
  open();

  const table = await section('Sessions').findByRole('table', { name: 'Your signed-in devices' });
  const rows = within(table).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'DeviceAddressSigned inLast usedActions',
    'Chrome on Windows (This device)103.48.16.220 Nov 2026, 10:05 am23 Nov 2026, 10:05 amSign out',
    'Safari on iOS37.111.200.920 Nov 2026, 10:05 am23 Nov 2026, 10:05 amSign out',
    'Unknown deviceUnknown20 Nov 2026, 10:05 am23 Nov 2026, 10:05 amSign out',
  ]);
});

test('signing another session out asks first, then ends it and refetches the list', async () => {
  let sessions = [anAccountSession(), phone, unknown];
  const requests = serve({
    'GET /account/sessions/': () => ({ status: 200, data: sessions }),
    [`DELETE /account/sessions/${phone.id}/`]: (): FakeReply => {
      sessions = [anAccountSession(), unknown];
      return { status: 204 };
    },
  });
  open();

  const list = section('Sessions');
  await userEvent.click(
    await list.findByRole('button', { name: 'Sign out Safari on iOS (37.111.200.9)' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Sign out this session?' });
  expect(dialog).toHaveTextContent('Safari on iOS (37.111.200.9) will be signed out.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);

  await userEvent.click(
    list.getByRole('button', { name: 'Sign out Safari on iOS (37.111.200.9)' }),
  );
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Sign out this session?' })).getByRole('button', {
      name: 'Sign out',
    }),
  );

  expect(await list.findByText('The session has been signed out.')).toBeInTheDocument();
  await waitFor(() => expect(list.queryByText('Safari on iOS')).not.toBeInTheDocument());
});

test("'Sign out everywhere else' asks first, then signs the others out", async () => {
  const requests = serve({ 'POST /account/sessions/sign-out-others/': { status: 204 } });
  open();

  await userEvent.click(
    await section('Sessions').findByRole('button', { name: 'Sign out everywhere else' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere else?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));

  expect(
    await section('Sessions').findByText('Your other sessions have been signed out.'),
  ).toBeInTheDocument();
  expect(requests).toContainEqual(
    expect.objectContaining({ method: 'POST', url: '/account/sessions/sign-out-others/' }),
  );
});

test('signing this device out is a logout and leads to /login', async () => {
  const requests = serve({ 'POST /logout/': { status: 204 } });
  open();

  await userEvent.click(
    await section('Sessions').findByRole('button', { name: 'Sign out of this device' }),
  );

  expect(await screen.findByText('login reached')).toBeInTheDocument();
  expect(currentLocation()).toBe('/login');
  expect(useAuthStore.getState().user).toBeNull();
  expect(requests).toContainEqual(expect.objectContaining({ method: 'POST', url: '/logout/' }));
});

test('a long list of sessions follows its Link header with Load more', async () => {
  serve({
    'GET /account/sessions/': (request) =>
      request.params.cursor === 'Mg'
        ? { status: 200, data: [unknown] }
        : {
            status: 200,
            data: [anAccountSession(), phone],
            headers: nextPageLink('/account/sessions/', 'Mg'),
          },
  });
  open();

  const list = section('Sessions');
  await userEvent.click(await list.findByRole('button', { name: 'Load more' }));
  expect(await list.findByText('Unknown device')).toBeInTheDocument();
  expect(list.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test("a single session offers no 'Sign out everywhere else'", async () => {
  serve({ 'GET /account/sessions/': { status: 200, data: [anAccountSession()] } });
  open();

  expect(
    await section('Sessions').findByRole('button', { name: 'Sign out of this device' }),
  ).toBeInTheDocument();
  expect(
    section('Sessions').queryByRole('button', { name: 'Sign out everywhere else' }),
  ).not.toBeInTheDocument();
});

test('loading, failure with Try again, and an empty list', async () => {
  let fail = true;
  serve({
    'GET /account/': () => (fail ? { status: 500 } : { status: 200, data: account }),
    'GET /account/sessions/': () => (fail ? { status: 500 } : { status: 200, data: [] }),
  });
  open();

  expect(section('Sessions').getByRole('status')).toHaveTextContent('Loading...');
  expect(await section('Sessions').findByRole('alert')).toHaveTextContent(
    'Your sessions could not be loaded.',
  );
  expect(await section('Email').findByRole('alert')).toHaveTextContent(
    'Your account could not be loaded.',
  );

  fail = false;
  await userEvent.click(section('Sessions').getByRole('button', { name: 'Try again' }));
  expect(await section('Sessions').findByText('No active sessions.')).toBeInTheDocument();
  await userEvent.click(section('Email').getByRole('button', { name: 'Try again' }));
  expect(await section('Email').findByText('brand@example.com')).toBeInTheDocument();
});

test('a checkbox per kind of e-mail, all ticked by default; unticking one switches it off at once', async () => {
  let off: string[] = [];
  const requests = serve({
    'GET /account/email-preferences/': () => ({ status: 200, data: { off } }),
    'PUT /account/email-preferences/': (request) => {
      off = (request.body as { off: string[] }).off;
      return { status: 200, data: { off } };
    },
  });
  open();

  const emails = section('Email notifications');
  const labels = [
    'An application of yours is accepted',
    'A payment is confirmed',
    'Work is delivered to you',
    'Changes are requested to your work',
    'A payment is released',
    'A withdrawal is approved or sent',
    'A dispute is opened',
    'A dispute is decided',
    'A refund is sent',
    'A brand sends you an offer',
    'A brand buys one of your packages',
    'An influencer sends you a draft to approve',
    'A brand answers your draft',
  ];
  for (const name of labels) {
    expect(await emails.findByRole('checkbox', { name })).toBeChecked();
  }
  await userEvent.click(emails.getByRole('checkbox', { name: 'A refund is sent' }));
  expect(await emails.findByText('Your email notifications were saved.')).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  expect(off).toEqual(['refund_sent']);
  await waitFor(() =>
    expect(emails.getByRole('checkbox', { name: 'A refund is sent' })).not.toBeChecked(),
  );
});

test('a refused save says why and keeps the box as it was', async () => {
  serve({
    'PUT /account/email-preferences/': { status: 400, data: { error: 'Invalid input.' } },
  });
  open();
  const emails = section('Email notifications');
  await userEvent.click(await emails.findByRole('checkbox', { name: 'A dispute is opened' }));
  expect(await emails.findByText('Invalid input.')).toBeInTheDocument();
  expect(emails.getByRole('checkbox', { name: 'A dispute is opened' })).toBeChecked();
});
