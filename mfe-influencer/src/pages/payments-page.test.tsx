import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { aBalance } from '../testing/fixtures';
import PaymentsPage from './payments-page';
import { anApplication } from '@portal/shared/testing/contract-fixtures';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

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
  }),
  anApplication({ ...accepted, id: 33, campaign_title: 'Gym Month', amount: '5000.00' }),
  anApplication({
    ...accepted,
    id: 34,
    campaign_title: 'Rejected Transfer',
    amount: '700.00',
    payment_status: 'rejected',
    payment_method: 'bkash',
    payment_transaction_id: 'BADTXN0001',
    transaction_id: 'BADTXN0001',
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
  });
  showEarnings();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Earnings');
  const table = await screen.findByRole('table', { name: 'My Earnings' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Campaign', 'Brand', 'Amount', 'Payment Method', 'Transaction ID', 'Payment Status']);
  const [, confirmed, pending, unpaid, rejected] = within(table).getAllByRole('row');
  expect(cellsOf(confirmed)).toEqual([
    'Eid Collection Launch',
    'aarong_style',
    '৳12,000.00',
    'bKash',
    'TXN12345678',
    'Confirmed',
  ]);
  expect(cellsOf(pending)).toEqual([
    'Tech Week',
    'walton_tech',
    '৳20,000.00',
    'Nagad',
    'NGD9876543',
    'Pending',
  ]);
  expect(cellsOf(unpaid)).toEqual(['Gym Month', 'aarong_style', '৳5,000.00', '—', '—', 'Unpaid']);
  expect(cellsOf(rejected)).toEqual([
    'Rejected Transfer',
    'aarong_style',
    '৳700.00',
    '—',
    '—',
    'Unpaid',
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

test('shows the totals on top, in taka', async () => {
  serveApi({
    'GET /applications/': { status: 200, data: earnings },
    'GET /influencer/balance/': { status: 200, data: aBalance() },
  });
  showEarnings();

  const totals = screen.getByRole('region', { name: 'Earnings totals' });
  expect(await within(totals).findByText('৳12,000.00')).toBeInTheDocument();
  expect(totals).toHaveTextContent('Total Earnings৳12,000.00');
  expect(totals).toHaveTextContent('Pending Earnings৳3,000.00');
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
