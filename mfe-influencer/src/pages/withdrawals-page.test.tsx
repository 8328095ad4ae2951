import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  serveApi,
  type FakeReply,
  type FakeRequest,
  type FakeRoutes,
} from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { anAccount, aWithdrawal } from '@portal/shared/testing/contract-fixtures';
import { aBalance } from '../testing/fixtures';
import WithdrawalsPage from './withdrawals-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => chooseLanguage('en'));

function serveWithdrawals(
  post: (request: FakeRequest) => FakeReply = () => ({ status: 201 }),
  routes: FakeRoutes = {},
) {
  let withdrawals = [aWithdrawal()];
  let balance = aBalance();
  return serveApi({
    'GET /influencer/balance/': () => ({ status: 200, data: balance }),
    'GET /withdrawals/': () => ({ status: 200, data: withdrawals }),
    'POST /withdrawals/': (request) => {
      const reply = post(request);
      if (reply.status !== 201) return reply;
      const created = aWithdrawal({ id: 52, amount: '2500.00', phone_number: '01712345678' });
      withdrawals = [created, ...withdrawals];
      balance = aBalance({ balance: '2500.00', pending_withdrawals: '3500.00' });
      return { status: 201, data: created };
    },
    ...routes,
  });
}

function showWithdrawals() {
  return renderPage(<WithdrawalsPage />, { user: 'influencer', url: '/withdrawals' });
}

function posts(requests: FakeRequest[]) {
  return requests.filter((request) => request.method === 'POST');
}

type User = ReturnType<typeof userEvent.setup>;

async function request(
  user: User,
  { amount, wallet, number }: { amount?: string; wallet?: 'bKash' | 'Nagad'; number?: string },
) {
  if (amount) await user.type(screen.getByLabelText('Amount (৳)'), amount);
  if (wallet) await user.click(screen.getByRole('radio', { name: wallet }));
  if (number) await user.type(screen.getByLabelText(`${wallet ?? 'bKash'} Number`), number);
  await user.click(screen.getByRole('button', { name: 'Request Withdrawal' }));
}

/** The confirmation the form asks for once its values are checked. */
const confirmation = () => screen.findByRole('dialog', { name: 'Confirm your withdrawal' });

async function confirm(user: User) {
  await user.click(
    within(await confirmation()).getByRole('button', { name: 'Confirm Withdrawal' }),
  );
}

/** The form filled in and confirmed. */
async function requestAndConfirm(user: User, values: Parameters<typeof request>[1]) {
  await request(user, values);
  await confirm(user);
}

test('shows the balance, the minimum and the 2–5 working days note', async () => {
  serveWithdrawals();
  showWithdrawals();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Withdrawals');
  const balance = screen.getByRole('region', { name: 'Your balance' });
  await waitFor(() => expect(balance).toHaveTextContent('Current Balance৳5,000.00'));
  expect(balance).toHaveTextContent('Pending Withdrawals৳1,000.00');
  expect(screen.getByLabelText('Amount (৳)')).toHaveAccessibleDescription(
    'Minimum withdrawal ৳100.00.',
  );
  const rules = screen.getByRole('complementary', { name: 'How withdrawals work' });
  expect(within(rules).getByText('The minimum withdrawal is ৳100.00.')).toBeInTheDocument();
  expect(
    within(rules).getByText('Withdrawals are processed manually and take 2–5 working days.'),
  ).toBeInTheDocument();
});

test('bKash is the default wallet and the number field is labelled by the wallet', async () => {
  serveWithdrawals();
  const user = userEvent.setup();
  showWithdrawals();

  const wallet = screen.getByRole('group', { name: 'Payment Method' });
  expect(within(wallet).getByRole('radio', { name: 'bKash' })).toBeChecked();
  expect(screen.getByLabelText('bKash Number')).toBeInTheDocument();
  await user.click(within(wallet).getByRole('radio', { name: 'Nagad' }));
  expect(screen.getByLabelText('Nagad Number')).toBeInTheDocument();
  expect(screen.queryByLabelText('bKash Number')).not.toBeInTheDocument();
});

test.each([
  ['no amount', {}, '⚠️ Please enter a valid amount.'],
  ['a zero amount', { amount: '0', number: '01712345678' }, '⚠️ Please enter a valid amount.'],
  ['no wallet number', { amount: '500' }, '⚠️ Please enter your phone number.'],
  ['a blank wallet number', { amount: '500', number: '   ' }, '⚠️ Please enter your phone number.'],
  [
    'more than the balance',
    { amount: '5000.01', number: '01712345678' },
    '⚠️ Insufficient balance.',
  ],
])('%s is refused before sending, in red', async (_case, input, message) => {
  const requests = serveWithdrawals();
  const user = userEvent.setup();
  showWithdrawals();
  await waitFor(() =>
    expect(screen.getByRole('region', { name: 'Your balance' })).toHaveTextContent('৳5,000.00'),
  );

  await request(user, input);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(posts(requests)).toEqual([]);
});

test('a request to a Nagad number is sent, confirmed, cleared and the lists reload', async () => {
  const requests = serveWithdrawals();
  const user = userEvent.setup();
  showWithdrawals();
  await screen.findByRole('table', { name: 'Recent Withdrawals' });

  await requestAndConfirm(user, { amount: '2500', wallet: 'Nagad', number: ' 01712345678 ' });

  expect(await screen.findByRole('status')).toHaveTextContent(
    '✅ Withdrawal request submitted successfully!',
  );
  expect(posts(requests).map((post) => post.body)).toEqual([
    { amount: '2500.00', payment_method: 'nagad', phone_number: '01712345678' },
  ]);
  expect(screen.getByLabelText('Amount (৳)')).toHaveValue('');
  expect(screen.getByRole('radio', { name: 'bKash' })).toBeChecked();
  expect(screen.getByLabelText('bKash Number')).toHaveValue('');
  expect(screen.getByRole('region', { name: 'Your balance' })).toHaveTextContent(
    'Current Balance৳2,500.00',
  );
  const table = screen.getByRole('table', { name: 'Recent Withdrawals' });
  expect(within(table).getAllByRole('row')).toHaveLength(3);
});

test('the number is filled in from the saved wallet of the chosen method, and stays editable', async () => {
  const requests = serveWithdrawals(undefined, {
    'GET /account/wallets/': {
      status: 200,
      data: { bkash_number: '01712345678', nagad_number: '01898765432' },
    },
  });
  const user = userEvent.setup();
  showWithdrawals();

  await waitFor(() => expect(screen.getByLabelText('bKash Number')).toHaveValue('01712345678'));
  await user.click(screen.getByRole('radio', { name: 'Nagad' }));
  expect(screen.getByLabelText('Nagad Number')).toHaveValue('01898765432');

  const number = screen.getByLabelText('Nagad Number');
  await user.clear(number);
  await user.type(number, '01611111111');
  // A number the influencer typed is kept when the wallet changes.
  await user.click(screen.getByRole('radio', { name: 'bKash' }));
  expect(screen.getByLabelText('bKash Number')).toHaveValue('01611111111');
  await user.click(screen.getByRole('radio', { name: 'Nagad' }));

  await requestAndConfirm(user, { amount: '2500' });
  expect(posts(requests).map((post) => post.body)).toEqual([
    { amount: '2500.00', payment_method: 'nagad', phone_number: '01611111111' },
  ]);
  // Cleared after the request: bKash again, with its saved number.
  expect(await screen.findByRole('status')).toHaveTextContent('✅');
  expect(screen.getByLabelText('bKash Number')).toHaveValue('01712345678');
});

test('with no saved wallet the number stays empty', async () => {
  serveWithdrawals(undefined, {
    'GET /account/wallets/': { status: 200, data: { bkash_number: null, nagad_number: null } },
  });
  const user = userEvent.setup();
  showWithdrawals();
  await screen.findByRole('table', { name: 'Recent Withdrawals' });
  expect(screen.getByLabelText('bKash Number')).toHaveValue('');
  await user.click(screen.getByRole('radio', { name: 'Nagad' }));
  expect(screen.getByLabelText('Nagad Number')).toHaveValue('');
});

test('the minimum withdrawal refused by the server is shown, beside the amount too', async () => {
  serveWithdrawals(() => ({
    status: 400,
    data: {
      error: 'The minimum withdrawal is ৳100.',
      fields: { amount: ['The minimum withdrawal is ৳100.'] },
    },
  }));
  const user = userEvent.setup();
  showWithdrawals();

  await requestAndConfirm(user, { amount: '50', number: '01712345678' });

  expect(await screen.findByRole('alert')).toHaveTextContent('⚠️ The minimum withdrawal is ৳100.');
  expect(screen.getByLabelText('Amount (৳)')).toHaveAccessibleDescription(
    expect.stringContaining('The minimum withdrawal is ৳100.'),
  );
  expect(screen.getByLabelText('Amount (৳)')).toHaveValue('50');
});

test('a wallet number that is not a Bangladeshi mobile number is refused beside the field', async () => {
  const requests = serveWithdrawals();
  const user = userEvent.setup();
  showWithdrawals();

  await request(user, { amount: '500', number: '12345' });

  expect(await screen.findByRole('alert')).toHaveTextContent(
    '⚠️ Enter a Bangladeshi mobile number such as 01712345678.',
  );
  const number = screen.getByLabelText('bKash Number');
  expect(number).toHaveAccessibleDescription(
    expect.stringContaining('Enter a Bangladeshi mobile number such as 01712345678.'),
  );
  expect(number).toBeInvalid();
  expect(number).toHaveFocus();
  expect(posts(requests)).toEqual([]);
});

test('a withdrawal refused until the address is verified links to Security settings after the reason', async () => {
  serveWithdrawals(() => ({
    status: 403,
    data: {
      error: 'Verify your email address before you withdraw.',
      link: '/settings/security',
    },
  }));
  const user = userEvent.setup();
  showWithdrawals();

  await requestAndConfirm(user, { amount: '500', number: '01712345678' });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    '⚠️ Verify your email address before you withdraw. Go to Security settings',
  );
  expect(within(alert).getByRole('link', { name: 'Go to Security settings' })).toHaveAttribute(
    'href',
    '/settings/security',
  );
});

test("any other failure reads '❌ Failed to request withdrawal. Please try again.'", async () => {
  serveWithdrawals(() => ({ status: 500, data: { error: 'Something went wrong on our side.' } }));
  const user = userEvent.setup();
  showWithdrawals();

  await requestAndConfirm(user, { amount: '500', number: '01712345678' });

  expect(await screen.findByRole('alert')).toHaveTextContent(
    '❌ Failed to request withdrawal. Please try again.',
  );
});

test("'Recent Withdrawals' lists Amount, Payment Method, Phone Number, Status and Date", async () => {
  serveWithdrawals();
  showWithdrawals();

  const table = await screen.findByRole('table', { name: 'Recent Withdrawals' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Amount', 'Payment Method', 'Phone Number', 'Status', 'Date', 'Receipt']);
  const [, row] = within(table).getAllByRole('row');
  expect(
    within(row as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['৳1,500.00', 'bKash', '01712345678', 'PendingCancel', '2 Jun 2026, 12:30 pm', '—']);
  expect(within(table).getByText('Pending')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Statement and receipts →' })).toHaveAttribute(
    'href',
    '/statement',
  );
});

test('shows the money held in escrow beside the balance, not to be withdrawn yet', async () => {
  serveWithdrawals();
  showWithdrawals();

  const balance = screen.getByRole('region', { name: 'Your balance' });
  await waitFor(() => expect(balance).toHaveTextContent('Current Balance৳5,000.00'));
  expect(balance).toHaveTextContent(
    'In Escrow৳9,000.00what you receive after fees, held until the brand approves your work; cannot be withdrawn yet',
  );
  expect(balance.textContent?.indexOf('In Escrow')).toBeGreaterThan(
    balance.textContent?.indexOf('Current Balance') ?? Infinity,
  );
});

test("no withdrawals reads 'No withdrawals yet.'; a failure to load offers to try again", async () => {
  let calls = 0;
  serveApi({
    'GET /influencer/balance/': { status: 200, data: aBalance() },
    'GET /withdrawals/': () => (++calls === 1 ? { status: 503 } : { status: 200, data: [] }),
  });
  const user = userEvent.setup();
  showWithdrawals();

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your withdrawals could not be loaded.',
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No withdrawals yet.')).toBeInTheDocument();
});

test('in Bangla the form speaks Bangla and an amount and number in Bengali digits are sent in Latin', async () => {
  const requests = serveWithdrawals();
  const user = userEvent.setup();
  await chooseLanguage('bn');
  showWithdrawals();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('টাকা তোলা');
  const balance = screen.getByRole('region', { name: 'আপনার ব্যালেন্স' });
  await waitFor(() => expect(balance).toHaveTextContent('বর্তমান ব্যালেন্স৳৫,০০০.০০'));
  expect(balance).toHaveTextContent(
    'এসক্রোতে জমা৳৯,০০০.০০ফি বাদে আপনি যা পাবেন, ব্র্যান্ড কাজ অনুমোদন না করা পর্যন্ত আটকে আছে, এখনো তোলা যাবে না',
  );
  expect(screen.getByRole('heading', { name: 'টাকা তোলার অনুরোধ করুন' })).toBeInTheDocument();
  const amount = screen.getByLabelText('পরিমাণ (৳)');
  expect(amount).toHaveAccessibleDescription('সর্বনিম্ন ৳১০০.০০ তোলা যায়।');
  const number = screen.getByLabelText('bKash নম্বর');
  expect(number).toHaveAccessibleDescription(
    'যে bKash অ্যাকাউন্টে টাকা পাঠানো হবে, যেমন ০১৭১২৩৪৫৬৭৮।',
  );
  const rules = screen.getByRole('complementary', { name: 'টাকা তোলার নিয়ম' });
  expect(within(rules).getByText('একবারে সর্বনিম্ন ৳১০০.০০ তোলা যায়।')).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'সাম্প্রতিক টাকা তোলা' });
  const [, row] = within(table).getAllByRole('row');
  const cells = within(row as HTMLElement).getAllByRole('cell');
  expect(cells[0]).toHaveTextContent('৳১,৫০০.০০');
  expect(cells[2]).toHaveTextContent('০১৭১২৩৪৫৬৭৮');
  expect(cells[4]).toHaveTextContent('২ জুন ২০২৬, দুপুর ১২:৩০');

  await user.type(amount, '৫০০০.০১');
  await user.type(number, '০১৭১২৩৪৫৬৭৮');
  await user.click(screen.getByRole('button', { name: 'টাকা তোলার অনুরোধ পাঠান' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('⚠️ পর্যাপ্ত ব্যালেন্স নেই।');
  expect(posts(requests)).toEqual([]);

  await user.clear(amount);
  await user.type(amount, '২৫০০');
  await user.click(screen.getByRole('button', { name: 'টাকা তোলার অনুরোধ পাঠান' }));
  const dialog = await screen.findByRole('dialog', { name: 'টাকা তোলার অনুরোধ নিশ্চিত করুন' });
  expect(dialog).toHaveTextContent('পরিমাণ৳২,৫০০.০০');
  expect(dialog).toHaveTextContent('bKash নম্বর০১৭১২৩৪৫৬৭৮');
  await user.click(within(dialog).getByRole('button', { name: 'অনুরোধ নিশ্চিত করুন' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    '✅ টাকা তোলার অনুরোধ সফলভাবে পাঠানো হয়েছে!',
  );
  expect(posts(requests).map((post) => post.body)).toEqual([
    { amount: '2500.00', payment_method: 'bkash', phone_number: '01712345678' },
  ]);

  await act(() => chooseLanguage('en'));

  expect(screen.getByLabelText('Amount (৳)')).toHaveAccessibleDescription(
    'Minimum withdrawal ৳100.00.',
  );
  expect(screen.getByRole('button', { name: 'Request Withdrawal' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Your balance' })).toHaveTextContent(
    'Current Balance৳2,500.00',
  );
});

test("a decided withdrawal shows the admin's payout reference, or the reason it was rejected and that the amount is back", async () => {
  const withdrawals = [
    aWithdrawal({
      id: 53,
      status: 'approved',
      payout_transaction_id: '8N7A6D5C4B',
      receipt_number: 77,
    }),
    aWithdrawal({ id: 54, status: 'rejected', rejection_reason: 'Wrong wallet' }),
    aWithdrawal({ id: 55, status: 'rejected', rejection_reason: 'Your Nagad account is locked' }),
  ];
  serveApi({
    'GET /influencer/balance/': { status: 200, data: aBalance() },
    'GET /withdrawals/': { status: 200, data: withdrawals },
  });
  showWithdrawals();

  const rows = within(await screen.findByRole('table')).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('ApprovedPayout reference: 8N7A6D5C4B');
  expect(
    within(rows[1] as HTMLElement).getByRole('link', { name: 'Receipt No. 77' }),
  ).toHaveAttribute('href', '/receipts/77');
  expect(rows[2]).toHaveTextContent(
    'RejectedReason: Wrong walletThe amount is back in your balance.',
  );
  expect(rows[3]).toHaveTextContent('Reason: Your Nagad account is locked');
});

test('in Bangla a preset reason reads in Bangla, a written one as typed', async () => {
  serveApi({
    'GET /influencer/balance/': { status: 200, data: aBalance() },
    'GET /withdrawals/': {
      status: 200,
      data: [
        aWithdrawal({ id: 54, status: 'rejected', rejection_reason: 'Wrong wallet' }),
        aWithdrawal({ id: 55, status: 'rejected', rejection_reason: 'Account locked' }),
        aWithdrawal({ id: 56, status: 'approved', payout_transaction_id: '8N7A6D5C4B' }),
      ],
    },
  });
  await chooseLanguage('bn');
  showWithdrawals();

  const rows = within(await screen.findByRole('table')).getAllByRole('row');
  await waitFor(() =>
    expect(rows[1]).toHaveTextContent('কারণ: ভুল ওয়ালেটটাকাটি আপনার ব্যালেন্সে ফেরত গেছে।'),
  );
  expect(rows[2]).toHaveTextContent('কারণ: Account locked');
  expect(rows[3]).toHaveTextContent('পেআউট রেফারেন্স: 8N7A6D5C4B');
});

const UUID_KEY = /^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/;

test('a checked request is shown once more: Back sends nothing, Confirm sends it once with an Idempotency-Key', async () => {
  const keys: unknown[] = [];
  let answer = (_reply: FakeReply) => {};
  serveApi({
    'GET /influencer/balance/': { status: 200, data: aBalance() },
    'GET /withdrawals/': { status: 200, data: [aWithdrawal()] },
    'POST /withdrawals/': (_request, headers) => {
      keys.push(headers.get('Idempotency-Key'));
      return new Promise<FakeReply>((resolve) => {
        answer = resolve;
      });
    },
  });
  const user = userEvent.setup();
  showWithdrawals();
  await screen.findByRole('table', { name: 'Recent Withdrawals' });

  await request(user, { amount: '2500', wallet: 'Nagad', number: '01712345678' });
  let dialog = await confirmation();
  expect(
    within(dialog).getByText(
      'Check the amount and the wallet: the money is sent to this number only.',
    ),
  ).toBeVisible();
  expect(dialog).toHaveTextContent('Amount৳2,500.00');
  expect(dialog).toHaveTextContent('Payment MethodNagad');
  expect(dialog).toHaveTextContent('Nagad Number01712345678');
  await user.click(within(dialog).getByRole('button', { name: 'Back' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Amount (৳)')).toHaveValue('2500');
  expect(keys).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Request Withdrawal' }));
  dialog = await confirmation();
  await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm Withdrawal' }));
  expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(UUID_KEY);

  act(() => answer({ status: 201, data: aWithdrawal({ id: 52, amount: '2500.00' }) }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    '✅ Withdrawal request submitted successfully!',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(keys).toHaveLength(1);
});

/** A withdrawals page whose POSTs answer `answers` in turn, recording each Idempotency-Key. */
function serveKeyedPosts(answers: FakeReply[]) {
  const keys: unknown[] = [];
  serveApi({
    'GET /influencer/balance/': { status: 200, data: aBalance() },
    'GET /withdrawals/': { status: 200, data: [] },
    'POST /withdrawals/': (_request, headers) => {
      keys.push(headers.get('Idempotency-Key'));
      return answers.shift() ?? { status: 201, data: aWithdrawal({ id: 60 }) };
    },
  });
  return keys;
}

test('sent again after a failure, the same values carry the same key', async () => {
  const keys = serveKeyedPosts([{ status: 503 }]);
  const user = userEvent.setup();
  showWithdrawals();
  await screen.findByText('No withdrawals yet.');

  await requestAndConfirm(user, { amount: '1000', number: '01712345678' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '❌ Failed to request withdrawal. Please try again.',
  );
  await user.click(screen.getByRole('button', { name: 'Request Withdrawal' }));
  await confirm(user);
  await screen.findByText('✅ Withdrawal request submitted successfully!');
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(UUID_KEY);
  expect(keys[1]).toBe(keys[0]);
});

test('changed values, or the same values asked for again after a success, get a new key', async () => {
  const keys = serveKeyedPosts([{ status: 503 }]);
  const user = userEvent.setup();
  showWithdrawals();
  await screen.findByText('No withdrawals yet.');

  await requestAndConfirm(user, { amount: '1000', number: '01712345678' });
  await screen.findByRole('alert');
  await user.type(screen.getByLabelText('Amount (৳)'), '.5');
  await user.click(screen.getByRole('button', { name: 'Request Withdrawal' }));
  await confirm(user);
  await screen.findByText('✅ Withdrawal request submitted successfully!');
  await requestAndConfirm(user, { amount: '1000.5', number: '01712345678' });
  await waitFor(() => expect(keys).toHaveLength(3));
  expect(new Set(keys).size).toBe(3);
});

function serveCancellable(cancel: (request: FakeRequest) => FakeReply) {
  let withdrawals = [aWithdrawal(), aWithdrawal({ id: 50, status: 'approved' })];
  let balance = aBalance();
  return serveApi({
    'GET /influencer/balance/': () => ({ status: 200, data: balance }),
    'GET /withdrawals/': () => ({ status: 200, data: withdrawals }),
    'POST /withdrawals/41/cancel/': (request) => {
      const reply = cancel(request);
      if (reply.status !== 200) return reply;
      withdrawals = withdrawals.map((withdrawal) =>
        withdrawal.id === 41
          ? { ...withdrawal, status: 'cancelled', decided_at: '2026-05-20T05:00:30Z' }
          : withdrawal,
      );
      balance = aBalance({ balance: '6000.00', pending_withdrawals: '0.00' });
      return { status: 200, data: withdrawals[0] };
    },
  });
}

test('Cancel on a pending withdrawal asks first, then its amount is back in the balance', async () => {
  const requests = serveCancellable(() => ({ status: 200 }));
  const user = userEvent.setup();
  showWithdrawals();

  const table = await screen.findByRole('table', { name: 'Recent Withdrawals' });
  const [, pendingRow, approvedRow] = within(table).getAllByRole('row');
  expect(within(approvedRow as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  const cancel = within(pendingRow as HTMLElement).getByRole('button', {
    name: 'Cancel the withdrawal of ৳1,500.00 to 01712345678',
  });
  await user.click(cancel);
  let question = await screen.findByRole('dialog', { name: 'Cancel this withdrawal?' });
  expect(question).toHaveTextContent(
    '৳1,500.00 will not be sent to bKash number 01712345678, and the amount goes back to your balance.',
  );
  await user.click(within(question).getByRole('button', { name: 'Keep It' }));
  expect(requests.filter((sent) => sent.url.endsWith('/cancel/'))).toEqual([]);

  await user.click(cancel);
  question = await screen.findByRole('dialog', { name: 'Cancel this withdrawal?' });
  await user.click(within(question).getByRole('button', { name: 'Cancel Withdrawal' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Withdrawal cancelled. ৳1,500.00 is back in your balance.',
  );
  expect(requests.filter((sent) => sent.url.endsWith('/cancel/'))).toHaveLength(1);
  const row = within(screen.getByRole('table', { name: 'Recent Withdrawals' })).getAllByRole(
    'row',
  )[1] as HTMLElement;
  await waitFor(() =>
    expect(row).toHaveTextContent('CancelledThe amount is back in your balance.'),
  );
  expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Your balance' })).toHaveTextContent(
    'Current Balance৳6,000.00',
  );
  expect(
    screen.getByText(
      'You can cancel a request while it is pending; its amount returns to your balance.',
    ),
  ).toBeInTheDocument();
});

test('a withdrawal the admin decided first cannot be cancelled: the server says why', async () => {
  serveCancellable(() => ({
    status: 409,
    data: {
      error: 'This withdrawal has already been approved and sent, so it cannot be cancelled.',
    },
  }));
  const user = userEvent.setup();
  showWithdrawals();

  await user.click(
    await screen.findByRole('button', {
      name: 'Cancel the withdrawal of ৳1,500.00 to 01712345678',
    }),
  );
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Withdrawal' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '⚠️ This withdrawal has already been approved and sent, so it cannot be cancelled.',
  );
});

test('in Bangla, Cancel and its question speak Bangla', async () => {
  serveCancellable(() => ({ status: 200 }));
  const user = userEvent.setup();
  await chooseLanguage('bn');
  showWithdrawals();

  await user.click(
    await screen.findByRole('button', {
      name: '০১৭১২৩৪৫৬৭৮ নম্বরে ৳১,৫০০.০০ তোলার অনুরোধ বাতিল করুন',
    }),
  );
  const question = await screen.findByRole('dialog', { name: 'এই অনুরোধটি বাতিল করবেন?' });
  expect(question).toHaveTextContent(
    'bKash নম্বর ০১৭১২৩৪৫৬৭৮-এ ৳১,৫০০.০০ পাঠানো হবে না, টাকাটি আপনার ব্যালেন্সে ফিরে যাবে।',
  );
  await user.click(within(question).getByRole('button', { name: 'অনুরোধ বাতিল করুন' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'অনুরোধটি বাতিল করা হয়েছে। ৳১,৫০০.০০ আপনার ব্যালেন্সে ফেরত গেছে।',
  );
  const row = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
  await waitFor(() => expect(row).toHaveTextContent('বাতিল'));
});

test.each([
  [
    'en',
    'Request a Withdrawal',
    'A withdrawal is accepted only from a verified email address. Open the link we sent to brand@example.com before you request one, or send a new link.',
    'Resend',
  ],
  [
    'bn',
    'টাকা তোলার অনুরোধ করুন',
    'শুধু যাচাই করা ইমেইল ঠিকানা থেকেই টাকা তোলার অনুরোধ গ্রহণ করা হয়। অনুরোধ করার আগে brand@example.com ঠিকানায় আমাদের পাঠানো লিংকটি খুলুন, অথবা নতুন লিংক পাঠান।',
    'আবার পাঠান',
  ],
] as const)(
  "in '%s' an unverified influencer is told why before filling the form, with Resend",
  async (language, title, sentence, resendName) => {
    const requests = serveApi({
      'GET /influencer/balance/': { status: 200, data: aBalance() },
      'GET /withdrawals/': { status: 200, data: [] },
      'GET /account/': { status: 200, data: anAccount() },
      'POST /email/verify/resend/': { status: 202, data: { detail: 'Sent.' } },
    });
    const user = userEvent.setup();
    await chooseLanguage(language);
    showWithdrawals();

    const card = (await screen.findByRole('heading', { name: title })).parentElement as HTMLElement;
    const verify = await within(card).findByRole('region');
    expect(verify).toHaveTextContent(sentence);
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(card).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(verify).getByRole('button', { name: resendName }));
    expect(await within(verify).findByRole('status')).toHaveTextContent('Sent.');
    expect(posts(requests).map((request) => request.url)).toEqual(['/email/verify/resend/']);
  },
);
