import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import type { Role } from '@portal/shared/contract/common';
import { anAccount } from '@portal/shared/testing/contract-fixtures';
import { serveApi, type FakeReply, type FakeRequest } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import SecuritySettingsPage from './security-settings-page';

afterEach(() => chooseLanguage('en'));

function serve(
  wallets: () => FakeReply,
  put: (request: FakeRequest) => FakeReply = (request) => ({ status: 200, data: request.body }),
) {
  return serveApi({
    'GET /account/': { status: 200, data: anAccount() },
    'GET /account/sessions/': { status: 200, data: [] },
    'GET /account/wallets/': wallets,
    'PUT /account/wallets/': put,
  });
}

const open = (user: Role = 'brand') =>
  renderPage(<SecuritySettingsPage />, { url: '/settings/security', user });
const wallets = (name = 'Wallets') => within(screen.getByRole('region', { name }));

test('the saved numbers are shown; a changed one is saved, an emptied one removed', async () => {
  const requests = serve(() => ({
    status: 200,
    data: { bkash_number: '01712345678', nagad_number: null },
  }));
  open();

  const section = wallets();
  expect(
    section.getByText("Refunds are sent to your saved number of the refund's wallet."),
  ).toBeInTheDocument();
  await waitFor(() => expect(section.getByLabelText('bKash number')).toHaveValue('01712345678'));
  expect(section.getByLabelText('Nagad number')).toHaveValue('');

  await userEvent.clear(section.getByLabelText('bKash number'));
  await userEvent.type(section.getByLabelText('Nagad number'), '01812 345678');
  await userEvent.click(section.getByRole('button', { name: 'Save wallets' }));

  expect(await section.findByRole('status')).toHaveTextContent('Your wallets have been saved.');
  expect(requests.filter((request) => request.method === 'PUT').map((put) => put.body)).toEqual([
    { bkash_number: null, nagad_number: '01812345678' },
  ]);
  expect(section.getByLabelText('Nagad number')).toHaveValue('01812345678');
});

test('a number that is not a Bangladeshi mobile number is told beside its field, nothing sent', async () => {
  const requests = serve(() => ({ status: 200, data: { bkash_number: null, nagad_number: null } }));
  open('influencer');

  const section = wallets();
  expect(
    section.getByText('The withdrawal form fills in your saved number of the wallet you choose.'),
  ).toBeInTheDocument();
  await userEvent.type(await section.findByLabelText('bKash number'), '0121234');
  await userEvent.click(section.getByRole('button', { name: 'Save wallets' }));
  expect(section.getByLabelText('bKash number')).toHaveAccessibleDescription(
    expect.stringContaining('Enter a Bangladeshi mobile number such as 01712345678.'),
  );
  expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
});

test('a refusal of the server is told beside the field and in the section', async () => {
  serve(
    () => ({ status: 200, data: { bkash_number: null, nagad_number: null } }),
    () => ({
      status: 400,
      data: {
        error: 'Enter a Bangladeshi mobile number such as 01712345678.',
        fields: { nagad_number: ['Enter a Bangladeshi mobile number such as 01712345678.'] },
      },
    }),
  );
  open();

  const section = wallets();
  await userEvent.type(await section.findByLabelText('Nagad number'), '01712345678');
  await userEvent.click(section.getByRole('button', { name: 'Save wallets' }));
  expect(await section.findByRole('alert')).toHaveTextContent(
    'Enter a Bangladeshi mobile number such as 01712345678.',
  );
  expect(section.getByLabelText('Nagad number')).toHaveAccessibleDescription(
    expect.stringContaining('Enter a Bangladeshi mobile number such as 01712345678.'),
  );
});

test('loading, then a failure to load offers Try again', async () => {
  let fail = true;
  serve(() =>
    fail
      ? { status: 500 }
      : { status: 200, data: { bkash_number: '01712345678', nagad_number: null } },
  );
  open();

  expect(wallets().getByRole('status')).toHaveTextContent('Loading...');
  expect(await wallets().findByRole('alert')).toHaveTextContent(
    'Your wallets could not be loaded.',
  );
  fail = false;
  await userEvent.click(wallets().getByRole('button', { name: 'Try again' }));
  expect(await wallets().findByLabelText('bKash number')).toHaveValue('01712345678');
});

test('an admin keeps no wallets: no section', async () => {
  const requests = serve(() => ({ status: 200, data: { bkash_number: null, nagad_number: null } }));
  open('admin');
  expect(await screen.findByRole('region', { name: 'Sessions' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Wallets' })).not.toBeInTheDocument();
  expect(requests.some((request) => request.url === '/account/wallets/')).toBe(false);
});

test('in Bangla the section speaks Bangla and a number in Bengali digits is saved in Latin', async () => {
  const requests = serve(() => ({ status: 200, data: { bkash_number: null, nagad_number: null } }));
  await chooseLanguage('bn');
  open('influencer');

  const section = wallets('ওয়ালেট');
  await userEvent.type(await section.findByLabelText('bKash নম্বর'), '০১৭১২৩৪৫৬৭৮');
  expect(section.getByLabelText('Nagad নম্বর')).toBeInTheDocument();
  await userEvent.click(section.getByRole('button', { name: 'ওয়ালেট সংরক্ষণ করুন' }));
  expect(await section.findByRole('status')).toHaveTextContent('আপনার ওয়ালেট সংরক্ষণ করা হয়েছে।');
  expect(requests.filter((request) => request.method === 'PUT').map((put) => put.body)).toEqual([
    { bkash_number: '01712345678', nagad_number: null },
  ]);
});
