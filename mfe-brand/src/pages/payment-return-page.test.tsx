import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTENT_POLL_MS, INTENT_POLLS } from '@portal/shared/api/checkout';
import type { PaymentIntent } from '@portal/shared/contract/checkout';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { serveApi, type FakeReply } from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import { leaveForGateway } from '../features/payments/components/gateway-checkout';
import PaymentReturnPage from './payment-return-page';

function anIntent(overrides: Partial<PaymentIntent> = {}): PaymentIntent {
  return {
    id: 9,
    application_id: 31,
    gateway: 'bkash',
    state: 'completed',
    amount: '12000.00',
    reference: 'C-31-0A1B2C3D',
    trx_id: 'TRX7K2M9Q4',
    failure_reason: null,
    created_at: '2026-11-29T10:00:00.000Z',
    updated_at: '2026-11-29T10:01:00.000Z',
    ...overrides,
  };
}

function showReturn(intent: FakeReply | (() => FakeReply), checkout?: FakeReply) {
  const requests = serveApi({
    'GET /payments/intents/9/': intent,
    ...(checkout === undefined ? {} : { 'POST /payments/checkout/': checkout }),
  });
  renderPage(<PaymentReturnPage />, {
    user: 'brand',
    url: '/payments/return/9',
    path: '/payments/return/:intentId',
  });
  return requests;
}

afterEach(async () => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  await chooseLanguage('en');
});

test('paid: held in escrow, with the transaction, the collaboration and Payments', async () => {
  showReturn({ status: 200, data: anIntent() });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wallet payment');
  expect(
    await screen.findByText('Paid: ৳12,000.00 is held in escrow until you approve the work.'),
  ).toBeVisible();
  expect(screen.getByText('bKash transaction ID: TRX7K2M9Q4')).toBeVisible();
  expect(screen.getByRole('link', { name: 'View collaboration' })).toHaveAttribute(
    'href',
    '/collaborations/31',
  );
  expect(screen.getByRole('link', { name: 'Go to Payments' })).toHaveAttribute('href', '/payments');
});

test('failed: the reason in the brand’s words', async () => {
  showReturn({
    status: 200,
    data: anIntent({
      state: 'failed',
      trx_id: null,
      failure_reason: 'Your bKash account did not have enough balance for this payment.',
    }),
  });
  expect(
    await screen.findByText(
      'The payment failed. Your bKash account did not have enough balance for this payment.',
    ),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

test('cancelled: Try again starts a new checkout and goes to bKash', async () => {
  const left: string[] = [];
  jest.spyOn(leaveForGateway, 'go').mockImplementation((url) => left.push(url));
  const requests = showReturn(
    { status: 200, data: anIntent({ state: 'cancelled', trx_id: null }) },
    {
      status: 201,
      data: { intent_id: 10, redirect_url: 'http://127.0.0.1:9000/bkash/pay?paymentID=X' },
    },
  );
  expect(
    await screen.findByText('You cancelled the payment on bKash. No money was taken.'),
  ).toBeVisible();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  await screen.findByRole('button', { name: 'Taking you to bKash...' });
  expect(requests.filter((request) => request.method === 'POST')).toEqual([
    expect.objectContaining({ body: { application_id: 31, gateway: 'bkash' } }),
  ]);
  expect(left).toEqual(['http://127.0.0.1:9000/bkash/pay?paymentID=X']);
});

test('processing: asks again a few times, then says to look later', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  let asked = 0;
  showReturn(() => {
    asked += 1;
    return { status: 200, data: anIntent({ state: 'executing', trx_id: null }) };
  });
  expect(
    await screen.findByText(
      'bKash is still processing the payment. This page checks again by itself.',
    ),
  ).toBeVisible();
  for (let poll = 0; poll < INTENT_POLLS + 2; poll += 1) {
    await act(() => jest.advanceTimersByTimeAsync(INTENT_POLL_MS));
  }
  expect(
    await screen.findByText(
      'bKash has not answered yet. Look at Payments again in a few minutes; nothing is charged twice.',
    ),
  ).toBeVisible();
  expect(asked).toBe(INTENT_POLLS + 1);
});

test('processing, then paid: the page shows the answer when it comes', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  let state: PaymentIntent['state'] = 'executing';
  showReturn(() => ({ status: 200, data: anIntent({ state }) }));
  await screen.findByText(
    'bKash is still processing the payment. This page checks again by itself.',
  );
  state = 'completed';
  await act(() => jest.advanceTimersByTimeAsync(INTENT_POLL_MS));
  expect(
    await screen.findByText('Paid: ৳12,000.00 is held in escrow until you approve the work.'),
  ).toBeVisible();
});

test('in Bangla', async () => {
  await chooseLanguage('bn');
  showReturn({
    status: 200,
    data: anIntent({
      state: 'failed',
      failure_reason: 'bKash-এ পেমেন্টটি সম্পন্ন হয়নি। কোনো টাকা কাটা হয়নি।',
    }),
  });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ওয়ালেট পেমেন্ট');
  expect(
    await screen.findByText('পেমেন্ট ব্যর্থ হয়েছে। bKash-এ পেমেন্টটি সম্পন্ন হয়নি। কোনো টাকা কাটা হয়নি।'),
  ).toBeVisible();
});

test('a paid Nagad intent names Nagad with its transaction', async () => {
  showReturn({
    status: 200,
    data: anIntent({ gateway: 'nagad', reference: 'C310A1B2C3D', trx_id: 'NG7K2M9Q' }),
  });
  expect(await screen.findByText('Nagad transaction ID: NG7K2M9Q')).toBeVisible();
});

test('a cancelled Nagad intent says so and Try again goes back to Nagad', async () => {
  const left: string[] = [];
  jest.spyOn(leaveForGateway, 'go').mockImplementation((url) => left.push(url));
  const requests = showReturn(
    { status: 200, data: anIntent({ gateway: 'nagad', state: 'cancelled', trx_id: null }) },
    { status: 201, data: { intent_id: 11, redirect_url: 'http://127.0.0.1:9000/nagad/pay' } },
  );
  expect(
    await screen.findByText('You cancelled the payment on Nagad. No money was taken.'),
  ).toBeVisible();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  await screen.findByRole('button', { name: 'Taking you to Nagad...' });
  expect(requests.filter((request) => request.method === 'POST')).toEqual([
    expect.objectContaining({ body: { application_id: 31, gateway: 'nagad' } }),
  ]);
  expect(left).toEqual(['http://127.0.0.1:9000/nagad/pay']);
});

test('a Nagad intent in Bangla', async () => {
  showReturn({
    status: 200,
    data: anIntent({ gateway: 'nagad', state: 'cancelled', trx_id: null }),
  });
  await chooseLanguage('bn');
  expect(
    await screen.findByText('আপনি Nagad-এ পেমেন্টটি বাতিল করেছেন। কোনো টাকা কাটা হয়নি।'),
  ).toBeVisible();
});

test('an address that is not an intent goes to Payments', () => {
  renderPage(<PaymentReturnPage />, {
    user: 'brand',
    url: '/payments/return/abc',
    path: '/payments/return/:intentId',
    routes: { '/payments': <p>Payments</p> },
  });
  expect(currentLocation()).toBe('/payments');
});
