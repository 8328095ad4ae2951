import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { deferredReply, serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { aBalance } from '../testing/fixtures';
import PaymentsPage from './payments-page';
import { anApplication, aPlatformConfig } from '@portal/shared/testing/contract-fixtures';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => chooseLanguage('en'));

function showEarnings() {
  return renderPage(<PaymentsPage />, { user: 'influencer', url: '/payments' });
}

const accepted = { status: 'accepted' as const };
const earnings = [
  anApplication({
    ...accepted,
    payment_status: 'confirmed',
    payment_method: 'bkash',
    payment_transaction_id: 'TXN12345678',
    transaction_id: 'TXN12345678',
    payment_platform_fee: '1200.00',
    collaboration_status: 'in_escrow',
  }),
  anApplication({
    ...accepted,
    id: 32,
    campaign_title: 'Tech Week',
    campaign_brand: 'walton_tech',
    expected_fee: null,
    amount: '20000.00',
    payment_status: 'pending',
    payment_method: 'nagad',
    payment_transaction_id: 'NGD9876543',
    transaction_id: 'NGD9876543',
    payment_platform_fee: '2000.00',
    collaboration_status: 'awaiting_payment',
  }),
  anApplication({
    ...accepted,
    id: 33,
    campaign_title: 'Gym Month',
    amount: '5000.00',
    collaboration_status: 'awaiting_payment',
  }),
  anApplication({
    ...accepted,
    id: 34,
    campaign_title: 'Rejected Transfer',
    amount: '700.00',
    payment_status: 'rejected',
    payment_method: 'bkash',
    payment_transaction_id: 'BADTXN0001',
    transaction_id: 'BADTXN0001',
    collaboration_status: 'awaiting_payment',
  }),
];

function cellsOf(row: HTMLElement | undefined) {
  return within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

test('lists each accepted application with its payment: Confirmed, Pending or Unpaid', async () => {
  const requests = serveApi({
    'GET /applications/': { status: 200, data: earnings },
    'GET /influencer/balance/': { status: 200, data: aBalance() },
    'GET /config/': { status: 200, data: aPlatformConfig({ platform_fee_percent: 10 }) },
  });
  showEarnings();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Earnings');
  const table = await screen.findByRole('table', { name: 'My Earnings' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Campaign',
    'Brand',
    'Amount',
    'You Receive',
    'Payment Method',
    'Transaction ID',
    'Payment Status',
    'Status',
  ]);
  const [, confirmed, pending, unpaid, rejected] = within(table).getAllByRole('row');
  expect(cellsOf(confirmed)).toEqual([
    'Eid Collection Launch',
    'aarong_style',
    '৳12,000.00',
    '৳10,800.00',
    'bKash',
    'TXN12345678',
    'Confirmed',
    'In Escrow',
  ]);
  expect(cellsOf(pending)).toEqual([
    'Tech Week',
    'walton_tech',
    '৳20,000.00',
    '৳18,000.00',
    'Nagad',
    'NGD9876543',
    'Pending',
    'Awaiting Payment',
  ]);
  expect(cellsOf(unpaid)).toEqual([
    'Gym Month',
    'aarong_style',
    '৳5,000.00',
    '৳4,500.00',
    '—',
    '—',
    'Unpaid',
    'Awaiting Payment',
  ]);
  expect(cellsOf(rejected)).toEqual([
    'Rejected Transfer',
    'aarong_style',
    '৳700.00',
    '৳630.00',
    '—',
    '—',
    'Unpaid',
    'Awaiting Payment',
  ]);
  expect(within(table).getByText('Confirmed')).toBeVisible();
  expect(within(table).getByText('Pending')).toBeVisible();
  expect(within(table).getByRole('link', { name: 'walton_tech' })).toHaveAttribute(
    'href',
    '/user/walton_tech',
  );
  expect(requests.find((request) => request.url === '/applications/')?.params).toEqual({
    influencer: 'true',
  });
});

test('each row shows where its collaboration stands, its campaign leading to it', async () => {
  serveApi({
    'GET /applications/': { status: 200, data: earnings },
    'GET /influencer/balance/': { status: 200, data: aBalance() },
  });
  showEarnings();

  const table = await screen.findByRole('table', { name: 'My Earnings' });
  const [, confirmed, pending] = within(table).getAllByRole('row');
  const collaboration = within(confirmed as HTMLElement).getByRole('link', {
    name: 'Eid Collection Launch',
  });
  expect(collaboration).toHaveAttribute('href', '/collaborations/31');
  expect(collaboration).toHaveAccessibleDescription('View Collaboration');
  expect(within(confirmed as HTMLElement).getByText('In Escrow')).toBeVisible();
  expect(within(pending as HTMLElement).getByRole('link', { name: 'Tech Week' })).toHaveAttribute(
    'href',
    '/collaborations/32',
  );
});

test("each earning shows what the influencer receives after the fee recorded with its payment, or today's fee before one, '—' until it is known", async () => {
  const config = deferredReply();
  serveApi({
    'GET /applications/': { status: 200, data: earnings },
    'GET /influencer/balance/': { status: 200, data: aBalance() },
    'GET /config/': () => config.promise,
  });
  showEarnings();

  const table = await screen.findByRole('table', { name: 'My Earnings' });
  const youReceive = () =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]?.textContent);
  expect(youReceive()).toEqual(['৳10,800.00', '৳18,000.00', '—', '—']);
  config.resolve({ status: 200, data: aPlatformConfig({ platform_fee_percent: 2.5 }) });
  await waitFor(() =>
    expect(youReceive()).toEqual(['৳10,800.00', '৳18,000.00', '৳4,875.00', '৳682.50']),
  );
});

test('shows the totals on top, in taka', async () => {
  serveApi({
    'GET /applications/': { status: 200, data: earnings },
    'GET /influencer/balance/': { status: 200, data: aBalance() },
  });
  showEarnings();

  const totals = screen.getByRole('region', { name: 'Earnings totals' });
  expect(await within(totals).findByText('৳12,000.00')).toBeInTheDocument();
  expect(totals).toHaveTextContent('Total Earnings৳12,000.00released to you, after fees');
  expect(totals).toHaveTextContent(
    'Pending Earnings৳3,000.00accepted, not yet released; what you receive after fees',
  );
  expect(totals).toHaveTextContent(
    'In Escrow৳9,000.00What you receive after fees. Money in escrow becomes withdrawable when the brand approves your work.',
  );
  expect(totals).toHaveTextContent('Current Balance৳5,000.00');
  expect(totals).toHaveTextContent('Withdrawn৳6,000.00');
  expect(within(totals).getByRole('link', { name: 'Request a withdrawal' })).toHaveAttribute(
    'href',
    '/withdrawals',
  );
});

test("no accepted applications reads 'No applications found.'; unknown totals read '—'", async () => {
  serveApi({
    'GET /applications/': { status: 200, data: [] },
    'GET /influencer/balance/': { status: 503 },
  });
  showEarnings();

  expect(await screen.findByText('No applications found.')).toBeInTheDocument();
  const totals = screen.getByRole('region', { name: 'Earnings totals' });
  await waitFor(() => expect(totals).toHaveTextContent('Total Earnings—'));
  expect(totals).toHaveTextContent('Current Balance—');
});

test('a load failure says so and can be retried', async () => {
  let calls = 0;
  serveApi({
    'GET /applications/': () => (++calls === 1 ? { status: 503 } : { status: 200, data: earnings }),
    'GET /influencer/balance/': { status: 200, data: aBalance() },
  });
  const user = userEvent.setup();
  showEarnings();

  expect(await screen.findByRole('alert')).toHaveTextContent('Your earnings could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'My Earnings' })).toBeInTheDocument();
});

test('in Bangla the collaboration column and the money in escrow speak Bangla, and English returns', async () => {
  serveApi({
    'GET /applications/': { status: 200, data: earnings },
    'GET /influencer/balance/': { status: 200, data: aBalance() },
    'GET /config/': { status: 200, data: aPlatformConfig() },
  });
  await chooseLanguage('bn');
  showEarnings();

  const table = await screen.findByRole('table', { name: 'আমার আয়' });
  expect(within(table).getAllByRole('columnheader').at(-1)).toHaveTextContent('অবস্থা');
  const [, confirmed] = within(table).getAllByRole('row');
  expect(
    within(confirmed as HTMLElement)
      .getAllByRole('cell')
      .at(-1),
  ).toHaveTextContent('এসক্রোতে জমা');
  expect(within(table).getAllByRole('columnheader')[3]).toHaveTextContent('আপনি পাবেন');
  expect(
    await within(confirmed as HTMLElement).findByRole('cell', { name: '৳১০,৮০০.০০' }),
  ).toBeInTheDocument();
  const totals = screen.getByRole('region', { name: 'আয়ের হিসাব' });
  await waitFor(() =>
    expect(totals).toHaveTextContent(
      'এসক্রোতে জমা৳৯,০০০.০০ফি বাদে আপনি যা পাবেন। ব্র্যান্ড আপনার কাজ অনুমোদন করলে এসক্রোর টাকা তোলা যাবে।',
    ),
  );

  await act(() => chooseLanguage('en'));

  expect(screen.getByRole('region', { name: 'Earnings totals' })).toHaveTextContent(
    'In Escrow৳9,000.00',
  );
});

test.each([
  ['en', 'My Earnings', 'Refunded to the brand', 'Split by the admin: see the collaboration'],
  ['bn', 'আমার আয়', 'ব্র্যান্ডকে ফেরত দেওয়া হয়েছে', 'অ্যাডমিন ভাগ করেছেন: কোলাবরেশন দেখুন'],
] as const)(
  "in '%s' a refunded collaboration says it was refunded instead of what the influencer receives",
  async (language, caption, refunded, split) => {
    const paid = {
      ...accepted,
      amount: '8000.00',
      payment_status: 'confirmed' as const,
      payment_method: 'bkash' as const,
      payment_platform_fee: '800.00',
    };
    serveApi({
      'GET /applications/': {
        status: 200,
        data: [
          anApplication({ ...paid, id: 41, collaboration_status: 'refunded' }),
          anApplication({ ...paid, id: 42, collaboration_status: 'split' }),
          anApplication({ ...paid, id: 43, collaboration_status: 'released' }),
        ],
      },
      'GET /influencer/balance/': { status: 200, data: aBalance() },
      'GET /config/': { status: 200, data: aPlatformConfig({ platform_fee_percent: 10 }) },
    });
    await chooseLanguage(language);
    showEarnings();

    const table = await screen.findByRole('table', { name: caption });
    const youReceive = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]?.textContent);
    expect(youReceive).toEqual([refunded, split, language === 'en' ? '৳7,200.00' : '৳৭,২০০.০০']);
  },
);
