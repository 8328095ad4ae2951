import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application } from '@portal/shared/contract/applications';
import {
  deferredReply,
  serveApi,
  serveApiWith,
  type FakeReply,
  type FakeRequest,
} from '@portal/shared/testing/fake-api';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import PaymentsPage from './payments-page';
import {
  anAccount,
  anApplication,
  aPlatformConfig,
} from '@portal/shared/testing/contract-fixtures';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

function showPayments(url = '/payments') {
  return renderPage(<PaymentsPage />, { user: 'brand', url, path: '/payments' });
}

const accepted = { status: 'accepted' as const };
const payments: Application[] = [
  anApplication({ ...accepted, collaboration_status: 'awaiting_payment' }),
  anApplication({
    ...accepted,
    id: 32,
    campaign_title: 'Iftar Box',
    influencer_name: 'dhaka_foodie',
    expected_fee: null,
    amount: '20000.00',
    payment_status: 'pending',
    payment_method: 'nagad',
    payment_transaction_id: 'NGD9876543',
    transaction_id: 'NGD9876543',
    collaboration_status: 'awaiting_payment',
  }),
  anApplication({
    ...accepted,
    id: 33,
    campaign_title: 'Tech Week',
    influencer_name: 'tanvir_tech',
    amount: '5000.00',
    payment_status: 'confirmed',
    payment_method: 'bkash',
    payment_transaction_id: 'TXN12345678',
    transaction_id: 'TXN12345678',
    payment_receipt_number: 41,
    collaboration_status: 'in_escrow',
  }),
  anApplication({
    ...accepted,
    id: 34,
    campaign_title: 'Gym Month',
    influencer_name: 'fit_with_rafi',
    amount: '700.00',
    payment_status: 'rejected',
    payment_method: 'bkash',
    payment_transaction_id: 'BADTXN0001',
    transaction_id: 'BADTXN0001',
    collaboration_status: 'awaiting_payment',
  }),
];

/** The payments list, where a recorded payment turns its application pending. */
function servePayments(
  post: (request: FakeRequest) => FakeReply | Promise<FakeReply> = () => ({ status: 201 }),
) {
  let rows = payments;
  return serveApi({
    'GET /applications/': () => ({ status: 200, data: rows }),
    'GET /config/': { status: 200, data: aPlatformConfig() },
    'POST /payments/submit/': async (request) => {
      const reply = await post(request);
      if (reply.status !== 201) return reply;
      const body = request.body as { payment_method: 'bkash' | 'nagad'; transaction_id: string };
      rows = rows.map((row) =>
        row.id === 31
          ? {
              ...row,
              payment_status: 'pending',
              payment_method: body.payment_method,
              payment_transaction_id: body.transaction_id,
              transaction_id: body.transaction_id,
            }
          : row,
      );
      return { status: 201, data: recordedPayment(body) };
    },
  });
}

/** The server's answer to a payment of application 31 it recorded. */
function recordedPayment(body: { payment_method: 'bkash' | 'nagad'; transaction_id: string }) {
  return {
    id: 5,
    application_id: 31,
    campaign_title: 'Eid Collection Launch',
    brand_name: 'aarong_style',
    influencer_name: 'nusrat_styles',
    amount: '12000.00',
    platform_fee: '0.00',
    payment_method: body.payment_method,
    transaction_id: body.transaction_id,
    brand_transaction_id: body.transaction_id,
    reference: 'C-31',
    status: 'pending',
    rejection_reason: null,
    confirmed_by_gateway: null,
    created_at: '2026-05-12T04:00:00Z',
    decided_at: null,
  };
}

function posts(requests: FakeRequest[]) {
  return requests.filter((request) => request.method === 'POST');
}

function cellsOf(row: HTMLElement | undefined) {
  return within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

async function openPayNow(user: ReturnType<typeof userEvent.setup>) {
  const table = await screen.findByRole('table', { name: 'Campaign Payments' });
  const [, first] = within(table).getAllByRole('row');
  await user.click(within(first as HTMLElement).getByRole('button', { name: 'Pay Now' }));
  return screen.getByRole('dialog', { name: 'Complete Your Payment' });
}

test('lists the accepted applications with their payment; Pay Now only where unpaid or rejected', async () => {
  const requests = servePayments();
  showPayments();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Campaign Payments');
  const table = await screen.findByRole('table', { name: 'Campaign Payments' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Campaign',
    'Influencer',
    'Amount',
    'Payment Method',
    'Transaction ID',
    'Payment Status',
    'Status',
    'Receipt',
    'Action',
  ]);
  const [, unpaid, pending, confirmed, rejected] = within(table).getAllByRole('row');
  expect(cellsOf(unpaid)).toEqual([
    'Eid Collection Launch',
    'nusrat_styles',
    '৳12,000.00',
    '—',
    '—',
    'Unpaid',
    'Awaiting Payment',
    '—',
    'Pay NowMessage',
  ]);
  expect(cellsOf(pending)).toEqual([
    'Iftar Box',
    'dhaka_foodie',
    '৳20,000.00',
    'Nagad',
    'NGD9876543',
    'Pending',
    'Awaiting Payment',
    '—',
    'Message',
  ]);
  expect(cellsOf(confirmed)).toEqual([
    'Tech Week',
    'tanvir_tech',
    '৳5,000.00',
    'bKash',
    'TXN12345678',
    'Confirmed',
    'In Escrow',
    'No. 41',
    'Message',
  ]);
  expect(cellsOf(rejected)).toEqual([
    'Gym Month',
    'fit_with_rafi',
    '৳700.00',
    'bKash',
    'BADTXN0001',
    'Rejected',
    'Awaiting Payment',
    '—',
    'Pay NowMessage',
  ]);
  expect(within(table).getByText('Pending')).toBeVisible();
  expect(within(table).getByText('Confirmed')).toBeVisible();
  expect(within(table).getByText('Rejected')).toBeVisible();
  expect(within(table).getAllByRole('button', { name: 'Pay Now' })[0]).toHaveAccessibleDescription(
    '৳12,000.00 to nusrat_styles for Eid Collection Launch',
  );
  expect(screen.getByRole('link', { name: 'Statement and receipts →' })).toHaveAttribute(
    'href',
    '/statement',
  );
  expect(within(table).getByRole('link', { name: 'Receipt No. 41' })).toHaveAttribute(
    'href',
    '/receipts/41',
  );
  expect(within(table).getByRole('link', { name: 'dhaka_foodie' })).toHaveAttribute(
    'href',
    '/user/dhaka_foodie',
  );
  expect(requests.map((request) => [request.url, request.params])).toEqual([
    ['/applications/', { brand: 'true' }],
  ]);
});

test('every row has Message, opening the thread with its influencer', async () => {
  servePayments();
  showPayments();

  const table = await screen.findByRole('table', { name: 'Campaign Payments' });
  const [, unpaid] = within(table).getAllByRole('row');
  expect(
    within(unpaid as HTMLElement).getByRole('link', { name: 'Message nusrat_styles' }),
  ).toHaveAttribute('href', '/messages?with=21');
  expect(within(table).getAllByRole('link', { name: /^Message / })).toHaveLength(4);
});

test('each row shows where its collaboration stands, its campaign leading to it', async () => {
  servePayments();
  showPayments();

  const table = await screen.findByRole('table', { name: 'Campaign Payments' });
  const [, unpaid, , confirmed] = within(table).getAllByRole('row');
  const collaboration = within(unpaid as HTMLElement).getByRole('link', {
    name: 'Eid Collection Launch',
  });
  expect(collaboration).toHaveAttribute('href', '/collaborations/31');
  expect(collaboration).toHaveAccessibleDescription('View Collaboration');
  expect(within(confirmed as HTMLElement).getByRole('link', { name: 'Tech Week' })).toHaveAttribute(
    'href',
    '/collaborations/33',
  );
  expect(within(confirmed as HTMLElement).getByText('In Escrow')).toBeVisible();
  expect(within(unpaid as HTMLElement).getByRole('button', { name: 'Pay Now' })).toBeVisible();
});

test("Pay Now opens 'Complete Your Payment' with campaign, influencer, amount and bKash", async () => {
  servePayments();
  const user = userEvent.setup();
  showPayments();

  const dialog = await openPayNow(user);
  expect(dialog).toHaveTextContent('CampaignEid Collection Launch');
  expect(dialog).toHaveTextContent('Influencernusrat_styles');
  expect(dialog).toHaveTextContent('Amount৳12,000.00');
  const wallet = within(dialog).getByRole('group', { name: 'Payment Method' });
  expect(within(wallet).getByRole('radio', { name: 'bKash' })).toBeChecked();
  expect(within(wallet).getByRole('radio', { name: 'Nagad' })).not.toBeChecked();
  expect(within(dialog).getByLabelText('Transaction ID')).toHaveValue('');
  expect(within(dialog).getByRole('button', { name: 'Confirm Payment' })).toBeEnabled();
});

test('Pay Now tells how to pay with the chosen wallet: its number, the amount, the reference, the steps', async () => {
  servePayments();
  const user = userEvent.setup();
  showPayments();

  const dialog = await openPayNow(user);
  let how = await within(dialog).findByRole('region', { name: 'How to pay with bKash' });
  expect(await within(how).findByText('01700000001')).toBeVisible();
  expect(how).toHaveTextContent('bKash number to pay01700000001Copy number');
  expect(how).toHaveTextContent('Amount৳12,000.00Copy amount');
  expect(how).toHaveTextContent('ReferenceC-31Copy reference');
  expect(
    within(within(how).getByRole('list'))
      .getAllByRole('listitem')
      .map((step) => step.textContent),
  ).toEqual([
    'Open the bKash app on your phone.',
    'Choose Send Money for a personal number like this one, or Payment if it is a merchant number.',
    'Enter the number 01700000001.',
    'Enter the amount ৳12,000.00.',
    'Write C-31 as the reference.',
    'Enter your PIN to confirm.',
    'Copy the TrxID from the confirmation and paste it below.',
  ]);

  await user.click(within(dialog).getByRole('radio', { name: 'Nagad' }));
  how = within(dialog).getByRole('region', { name: 'How to pay with Nagad' });
  expect(how).toHaveTextContent('Nagad number to pay01800000002Copy number');
  expect(within(how).getByText('Enter the number 01800000002.')).toBeVisible();
  expect(within(how).getByText('Open the Nagad app on your phone.')).toBeVisible();
  expect(within(dialog).queryByText('01700000001')).not.toBeInTheDocument();
  // The amount stands alone once in the instructions, where the browser journeys find it.
  expect(within(how).getAllByText('৳12,000.00', { exact: true })).toHaveLength(1);
});

test('the copy buttons put the number, the amount and the reference on the clipboard and say Copied', async () => {
  servePayments();
  const user = userEvent.setup();
  const writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  showPayments();

  const dialog = await openPayNow(user);
  const how = await within(dialog).findByRole('region', { name: 'How to pay with bKash' });
  const number = await within(how).findByRole('button', { name: 'Copy number' });
  await user.click(number);
  await user.click(within(how).getByRole('button', { name: 'Copy amount' }));
  await user.click(within(how).getByRole('button', { name: 'Copy reference' }));

  expect(writeText.mock.calls).toEqual([['01700000001'], ['12000.00'], ['C-31']]);
  expect(
    within(how)
      .getAllByRole('status')
      .map((status) => status.textContent),
  ).toEqual(['Copied', 'Copied', 'Copied']);

  // Another wallet has another number: it is not said to be copied until it is.
  await user.click(within(dialog).getByRole('radio', { name: 'Nagad' }));
  const nagad = within(dialog).getByRole('region', { name: 'How to pay with Nagad' });
  expect(
    within(nagad)
      .getAllByRole('status')
      .map((status) => status.textContent),
  ).toEqual(['', 'Copied', 'Copied']);
  await user.click(within(nagad).getByRole('button', { name: 'Copy number' }));
  expect(writeText).toHaveBeenLastCalledWith('01800000002');
});

test('without a clipboard the value is selected to copy by hand, and the page says so', async () => {
  servePayments();
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  showPayments();

  const dialog = await openPayNow(user);
  const how = await within(dialog).findByRole('region', { name: 'How to pay with bKash' });
  await user.click(await within(how).findByRole('button', { name: 'Copy reference' }));

  expect(within(how).getAllByRole('status')[2]).toHaveTextContent(
    'Copying is not available here: it is selected, copy it by hand.',
  );
  expect(window.getSelection()?.toString()).toBe('C-31');
});

test('the payment details show loading, then a failure to try again; paying still works', async () => {
  const config = deferredReply();
  let calls = 0;
  serveApi({
    'GET /applications/': { status: 200, data: payments },
    'GET /config/': () =>
      ++calls === 1 ? config.promise : { status: 200, data: aPlatformConfig() },
  });
  const user = userEvent.setup();
  showPayments();

  const dialog = await openPayNow(user);
  const how = within(dialog).getByRole('region', { name: 'How to pay with bKash' });
  expect(within(how).getByRole('status')).toHaveTextContent('Loading the payment details...');
  expect(within(dialog).getByLabelText('Transaction ID')).toBeEnabled();
  config.resolve({ status: 503 });
  expect(await within(how).findByText('The payment details could not be loaded.')).toBeVisible();
  await user.click(within(how).getByRole('button', { name: 'Try again' }));
  expect(await within(how).findByText('01700000001')).toBeVisible();
});

test('/payments?pay=<id>, where Pay now after an accept leads, opens Pay Now for that application', async () => {
  servePayments();
  const user = userEvent.setup();
  showPayments('/payments?pay=34');

  const dialog = await screen.findByRole('dialog', { name: 'Complete Your Payment' });
  expect(dialog).toHaveTextContent('CampaignGym Month');
  expect(dialog).toHaveTextContent('Amount৳700.00');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(currentLocation()).toBe('/payments');
});

test('/payments?pay=<id> of a payment awaiting confirmation opens nothing', async () => {
  servePayments();
  showPayments('/payments?pay=32');

  await screen.findByRole('table', { name: 'Campaign Payments' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test.each([
  ['an empty', '', 'Please enter a transaction ID.'],
  ['a spaces-only', '   ', 'Please enter a transaction ID.'],
  ['a too short', 'ABC12', 'A transaction ID is 8-20 letters and digits.'],
])('%s transaction ID is refused and nothing is sent', async (_case, typed, message) => {
  const requests = servePayments();
  const user = userEvent.setup();
  showPayments();

  const dialog = await openPayNow(user);
  if (typed) await user.type(within(dialog).getByLabelText('Transaction ID'), typed);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));

  const field = within(dialog).getByLabelText('Transaction ID');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(field).toBeInvalid();
  expect(field).toHaveFocus();
  expect(posts(requests)).toEqual([]);
});

test('the success shows even when the list turns the row pending, closing the dialog, before the answer', async () => {
  const answer = deferredReply();
  let rows = payments;
  serveApi({
    'GET /applications/': () => ({ status: 200, data: rows }),
    'GET /config/': { status: 200, data: aPlatformConfig() },
    'POST /payments/submit/': async () => {
      // Recorded at once; the answer comes after the page has seen the row pending.
      rows = rows.map((row) => (row.id === 31 ? { ...row, payment_status: 'pending' } : row));
      return answer.promise;
    },
  });
  const user = userEvent.setup();
  const { queryClient } = showPayments();

  const dialog = await openPayNow(user);
  await user.type(within(dialog).getByLabelText('Transaction ID'), 'BK20260512X');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
  await act(() => queryClient.invalidateQueries({ queryKey: ['applications'] }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  answer.resolve({
    status: 201,
    data: recordedPayment({ payment_method: 'bkash', transaction_id: 'BK20260512X' }),
  });

  expect(await screen.findByRole('status')).toHaveTextContent(
    '✅ Payment submitted successfully! Awaiting admin confirmation.',
  );
});

test('a payment is sent as agreed, reads Processing..., then the row turns pending at once', async () => {
  const answer = deferredReply();
  const requests = servePayments(() => answer.promise);
  const user = userEvent.setup();
  showPayments();

  const dialog = await openPayNow(user);
  await user.click(within(dialog).getByRole('radio', { name: 'Nagad' }));
  await user.type(within(dialog).getByLabelText('Transaction ID'), ' ngd20260512x ');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));

  expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled();
  answer.resolve({ status: 201 });

  expect(await screen.findByRole('status')).toHaveTextContent(
    '✅ Payment submitted successfully! Awaiting admin confirmation.',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posts(requests).map((request) => request.body)).toEqual([
    {
      application_id: 31,
      amount: '12000.00',
      payment_method: 'nagad',
      transaction_id: 'NGD20260512X',
    },
  ]);
  const table = screen.getByRole('table', { name: 'Campaign Payments' });
  expect(cellsOf(within(table).getAllByRole('row')[1])).toEqual([
    'Eid Collection Launch',
    'nusrat_styles',
    '৳12,000.00',
    'Nagad',
    'NGD20260512X',
    'Pending',
    'Awaiting Payment',
    '—',
    'Message',
  ]);
});

test('a transaction ID pasted with spaces and dashes is sent as the wallet writes it', async () => {
  const requests = servePayments(() => ({ status: 201 }));
  const user = userEvent.setup();
  showPayments();

  const dialog = await openPayNow(user);
  await user.click(within(dialog).getByLabelText('Transaction ID'));
  await user.paste(' 9ab 3cd-4ef5 ');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));

  await screen.findByRole('status');
  expect(posts(requests).map((request) => request.body)).toEqual([
    expect.objectContaining({ transaction_id: '9AB3CD4EF5' }),
  ]);
});

test("a refused payment reads '❌ Payment failed. Please try again.' and the server's reason", async () => {
  const requests = servePayments(() => ({
    status: 409,
    data: { error: 'This transaction ID has already been used.' },
  }));
  const user = userEvent.setup();
  showPayments();

  const dialog = await openPayNow(user);
  await user.type(within(dialog).getByLabelText('Transaction ID'), 'TXN12345678');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    '❌ Payment failed. Please try again. This transaction ID has already been used.',
  );
  expect(within(dialog).getByLabelText('Transaction ID')).toHaveValue('TXN12345678');
  expect(within(dialog).getByRole('button', { name: 'Confirm Payment' })).toBeEnabled();
  expect(posts(requests)).toHaveLength(1);
});

test('a payment refused until the address is verified links to Security settings after the reason', async () => {
  servePayments(() => ({
    status: 403,
    data: {
      error: 'Verify your email address before you pay.',
      link: '/settings/security',
    },
  }));
  const user = userEvent.setup();
  showPayments();

  const dialog = await openPayNow(user);
  await user.type(within(dialog).getByLabelText('Transaction ID'), 'TXN12345678');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));

  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent(
    '❌ Payment failed. Please try again. Verify your email address before you pay. Go to Security settings',
  );
  expect(within(alert).getAllByRole('link')).toHaveLength(1);
  expect(within(alert).getByRole('link', { name: 'Go to Security settings' })).toHaveAttribute(
    'href',
    '/settings/security',
  );
});

test("a failure without a reason reads just '❌ Payment failed. Please try again.'", async () => {
  servePayments(() => ({ status: 503 }));
  const user = userEvent.setup();
  showPayments();

  const dialog = await openPayNow(user);
  await user.type(within(dialog).getByLabelText('Transaction ID'), 'TXN12345678');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    /^❌ Payment failed\. Please try again\.$/,
  );
});

test('a payment sent again after a failure carries the same Idempotency-Key; another ID, a new one', async () => {
  const keys: unknown[] = [];
  serveApi({
    'GET /applications/': { status: 200, data: payments },
    'GET /config/': { status: 200, data: aPlatformConfig() },
    'POST /payments/submit/': (_request, headers) => {
      keys.push(headers.get('Idempotency-Key'));
      return { status: 503 };
    },
  });
  const user = userEvent.setup();
  showPayments();

  const dialog = await openPayNow(user);
  const transactionId = within(dialog).getByLabelText('Transaction ID');
  await user.type(transactionId, 'TXN12345678');
  const pay = within(dialog).getByRole('button', { name: 'Confirm Payment' });
  await user.click(pay);
  await within(dialog).findByRole('alert');
  await user.click(pay);
  await waitFor(() => expect(keys).toHaveLength(2));
  await user.clear(transactionId);
  await user.type(transactionId, 'TXN12345679');
  await user.click(pay);
  await waitFor(() => expect(keys).toHaveLength(3));

  expect(keys[0]).toMatch(/^"[0-9a-f-]{36}"$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

test('closing the modal resets it', async () => {
  const requests = servePayments();
  const user = userEvent.setup();
  showPayments();

  let dialog = await openPayNow(user);
  await user.click(within(dialog).getByRole('radio', { name: 'Nagad' }));
  await user.type(within(dialog).getByLabelText('Transaction ID'), 'X');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  dialog = await openPayNow(user);
  expect(within(dialog).getByRole('radio', { name: 'bKash' })).toBeChecked();
  expect(within(dialog).getByLabelText('Transaction ID')).toHaveValue('');
  expect(within(dialog).getByLabelText('Transaction ID')).toBeValid();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posts(requests)).toEqual([]);
});

test("no accepted applications reads 'No applications found.'", async () => {
  serveApi({ 'GET /applications/': { status: 200, data: [] } });
  showPayments();

  expect(await screen.findByText('No applications found.')).toBeInTheDocument();
});

test('a loading state, then a load failure offers to try again', async () => {
  const first = deferredReply();
  let calls = 0;
  serveApiWith(() => (++calls === 1 ? first.promise : { status: 200, data: payments }));
  const user = userEvent.setup();
  showPayments();

  expect(screen.getByRole('status')).toHaveTextContent('Loading payments...');
  first.resolve({ status: 503 });
  expect(await screen.findByRole('alert')).toHaveTextContent('Your payments could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'Campaign Payments' })).toBeInTheDocument();
});

test('on a 360 px phone each payment is a card, Pay Now included', async () => {
  setViewportWidth(PHONE_WIDTH);
  servePayments();
  const user = userEvent.setup();
  showPayments();

  const cards = within(await screen.findByRole('list', { name: 'Campaign Payments' })).getAllByRole(
    'listitem',
  );
  expect(cards).toHaveLength(4);
  expect(cards[1]).toHaveTextContent('Payment StatusPending');
  await user.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'Pay Now' }));
  await waitFor(() =>
    expect(screen.getByRole('dialog', { name: 'Complete Your Payment' })).toBeInTheDocument(),
  );
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a rejected payment shows the reason and what to do next, a preset reason in Bangla on a Bangla page', async () => {
  const rejected = anApplication({
    ...accepted,
    id: 35,
    payment_status: 'rejected',
    payment_method: 'bkash',
    payment_transaction_id: 'BADTXN0002',
    transaction_id: 'BADTXN0002',
    payment_rejection_reason: 'Amount does not match',
    collaboration_status: 'awaiting_payment',
  });
  serveApi({ 'GET /applications/': { status: 200, data: [rejected] } });
  showPayments();

  const [, row] = within(await screen.findByRole('table')).getAllByRole('row');
  expect(row).toHaveTextContent(
    'RejectedReason: Amount does not matchPay again with the right transaction ID.',
  );
  expect(within(row as HTMLElement).getByRole('button', { name: 'Pay Now' })).toBeVisible();

  await act(() => chooseLanguage('bn'));
  await waitFor(() =>
    expect(row).toHaveTextContent(
      'কারণ: টাকার পরিমাণ মেলেনিসঠিক ট্রানজেকশন আইডি দিয়ে আবার পেমেন্ট করুন।',
    ),
  );
  await act(() => chooseLanguage('en'));
});

test('an unverified brand is told before paying, instead of the steps, and can ask for a new link', async () => {
  const requests = serveApi({
    'GET /applications/': { status: 200, data: payments },
    'GET /config/': { status: 200, data: aPlatformConfig() },
    'GET /account/': { status: 200, data: anAccount() },
    'POST /email/verify/resend/': {
      status: 202,
      data: { detail: 'A new verification link is on its way.' },
    },
  });
  const user = userEvent.setup();
  showPayments();

  const dialog = await openPayNow(user);
  const verify = await within(dialog).findByRole('region', {
    name: 'Verify your email address first',
  });
  expect(verify).toHaveTextContent(
    'A payment is accepted only from a verified email address. Open the link we sent to brand@example.com before you send any money, or send a new link.',
  );
  expect(within(dialog).queryByRole('region', { name: /How to pay/ })).not.toBeInTheDocument();
  expect(within(dialog).queryByLabelText('Transaction ID')).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Confirm Payment' })).not.toBeInTheDocument();
  expect(within(verify).getByRole('link', { name: 'Go to Security settings' })).toHaveAttribute(
    'href',
    '/settings/security',
  );

  await user.click(within(verify).getByRole('button', { name: 'Resend' }));
  expect(await within(verify).findByRole('status')).toHaveTextContent(
    'A new verification link is on its way.',
  );
  expect(posts(requests).map((request) => request.url)).toEqual(['/email/verify/resend/']);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("a verified brand sees the steps; a refusal is announced and scrolled into the dialog's view", async () => {
  const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
  serveApi({
    'GET /applications/': { status: 200, data: payments },
    'GET /config/': { status: 200, data: aPlatformConfig() },
    'GET /account/': { status: 200, data: anAccount({ email_verified: true }) },
    'POST /payments/submit/': {
      status: 409,
      data: { error: 'This transaction ID has already been used.' },
    },
  });
  const user = userEvent.setup();
  showPayments();

  const dialog = await openPayNow(user);
  expect(
    await within(dialog).findByRole('region', { name: 'How to pay with bKash' }),
  ).toBeVisible();
  await user.type(within(dialog).getByLabelText('Transaction ID'), 'TXN99999999');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));

  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('This transaction ID has already been used.');
  expect(scrolled.mock.contexts).toContain(alert);
  scrolled.mockRestore();
});

test('a reload or Back keeps an open Pay Now with its wallet and typed TrxID; Cancel forgets them', async () => {
  servePayments();
  const user = userEvent.setup();
  const first = showPayments();

  let dialog = await openPayNow(user);
  expect(currentLocation()).toBe('/payments?pay=31');
  await user.click(within(dialog).getByRole('radio', { name: 'Nagad' }));
  await user.type(within(dialog).getByLabelText('Transaction ID'), 'NGD7A1B2C3');
  first.unmount();

  const reloaded = renderPage(<PaymentsPage />, {
    user: 'brand',
    url: '/payments?pay=31',
    path: '/payments',
    reload: true,
  });
  dialog = await screen.findByRole('dialog', { name: 'Complete Your Payment' });
  expect(dialog).toHaveTextContent('CampaignEid Collection Launch');
  await waitFor(() =>
    expect(within(dialog).getByLabelText('Transaction ID')).toHaveValue('NGD7A1B2C3'),
  );
  expect(within(dialog).getByRole('radio', { name: 'Nagad' })).toBeChecked();

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(currentLocation()).toBe('/payments');
  reloaded.unmount();

  renderPage(<PaymentsPage />, {
    user: 'brand',
    url: '/payments?pay=31',
    path: '/payments',
    reload: true,
  });
  dialog = await screen.findByRole('dialog', { name: 'Complete Your Payment' });
  expect(within(dialog).getByLabelText('Transaction ID')).toHaveValue('');
  expect(within(dialog).getByRole('radio', { name: 'bKash' })).toBeChecked();
});

test('a sent payment forgets its draft', async () => {
  servePayments();
  const user = userEvent.setup();
  showPayments();

  const dialog = await openPayNow(user);
  await user.type(within(dialog).getByLabelText('Transaction ID'), 'TXN55554444');
  expect(sessionStorage.getItem('portal.draft.pay-now.31')).toContain('TXN55554444');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sessionStorage.getItem('portal.draft.pay-now.31')).toBeNull();
});
