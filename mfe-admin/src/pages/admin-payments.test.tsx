import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payment } from '@portal/shared/contract/payments';
import { nextPageLink, serveApi, type FakeRequest } from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { catchDownloads } from '../testing/downloads';
import { aPayment } from '../testing/fixtures';
import AdminPanel from './admin-panel';

const pending = aPayment();
const confirmed = aPayment({
  id: 52,
  campaign_title: 'Gadget Review Week',
  brand_name: 'walton_tech',
  influencer_name: 'tanvir_tech',
  amount: '250000.00',
  payment_method: 'nagad',
  transaction_id: 'NGD98765432',
  brand_transaction_id: 'NGD98765432',
  status: 'confirmed',
  created_at: '2026-05-30T18:30:00Z',
  decided_at: '2026-05-31T04:00:00Z',
});

function openPayments(url = '/admin-panel?tab=payments') {
  return renderPage(<AdminPanel />, { user: 'admin', url, path: '/admin-panel' });
}

function servePayments(payments: Payment[] = [pending, confirmed]) {
  let current = payments;
  return serveApi({
    'GET /admin/payments/': () => ({ status: 200, data: current }),
    'PUT /admin/payments/51/': (request) => {
      const { status } = request.body as { status: Payment['status'] };
      current = current.map((payment) => (payment.id === 51 ? { ...payment, status } : payment));
      return { status: 200, data: current[0] };
    },
    'GET /admin/payments/export.csv': (request) => ({
      status: 200,
      data: new Blob([`id,transaction_id\r\n51,${request.params.transaction_id ?? ''}\r\n`]),
      headers: { 'content-disposition': 'attachment; filename="payments-2026-06-03.csv"' },
    }),
  });
}

const puts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'PUT');

afterEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
  jest.restoreAllMocks();
});

test("lists campaign and influencer, amount in taka, method, the brand's transaction ID with the reference, status with the wait and date", async () => {
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-06-01T11:30:00Z'));
  servePayments();
  openPayments();

  const table = await screen.findByRole('table', { name: 'Payments' });
  const rows = within(table).getAllByRole('row');
  expect(rows[0]).toHaveTextContent(
    'CampaignInfluencerAmountMethodTransaction IDStatusCreatedActions',
  );
  expect(rows[1]).toHaveTextContent(
    'Eid Collection Launchfrom aarong_stylenusrat_styles৳12,000.00bKashBKX12345678Reference C-31PendingWaiting 2 h 15 min1 Jun 2026, 3:15 pmApproveReject',
  );
  expect(rows[2]).toHaveTextContent(
    'Gadget Review Weekfrom walton_techtanvir_tech৳2,50,000.00NagadNGD98765432Reference C-31Confirmed31 May 2026, 12:30 amDecided 31 May 2026',
  );
  expect(within(rows[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  expect(within(rows[1] as HTMLElement).getByText('Pending')).toBeVisible();
  expect(within(rows[2] as HTMLElement).getByText('Confirmed')).toBeVisible();
});

test('a payment the gateway confirmed, with no admin, reads so with its gateway transaction ID', async () => {
  servePayments([
    aPayment({
      id: 53,
      transaction_id: 'BKT0000GATE1',
      brand_transaction_id: 'BKT0000GATE1',
      status: 'confirmed',
      confirmed_by_gateway: 'bkash',
      decided_at: '2026-06-01T09:16:00Z',
    }),
  ]);
  openPayments('/admin-panel?tab=payments&status=confirmed');

  const table = await screen.findByRole('table', { name: 'Payments' });
  const [, row] = within(table).getAllByRole('row');
  expect(row).toHaveTextContent(
    'ConfirmedConfirmed by the gateway (bKash, transaction ID BKT0000GATE1)',
  );
  expect(within(row as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
});

test("Approve asks first, naming the transfer and what the influencer receives; then 'Payment confirmed successfully'", async () => {
  const requests = servePayments([{ ...pending, platform_fee: '1200.00' }, confirmed]);
  openPayments();

  await userEvent.click(await screen.findByRole('button', { name: 'Approve payment BKX12345678' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve payment' });
  expect(dialog).toHaveTextContent(
    'Approve the bKash payment of ৳12,000.00 from aarong_style (transaction ID BKX12345678)? Approve only if it is on your bKash statement; it is held in escrow, and nusrat_styles receives ৳10,800.00 after the ৳1,200.00 platform fee once the work is approved.',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

  const banner = await screen.findByRole('status');
  expect(banner).toHaveTextContent('Payment confirmed successfully');
  expect(puts(requests)).toEqual([
    expect.objectContaining({ url: '/admin/payments/51/', body: { status: 'confirmed' } }),
  ]);
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument(),
  );
});

test("Reject asks for the reason in a dialog and says 'Payment rejected successfully'; Cancel sends nothing", async () => {
  const requests = servePayments();
  openPayments();

  const reject = await screen.findByRole('button', { name: 'Reject payment BKX12345678' });
  await userEvent.click(reject);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(puts(requests)).toEqual([]);

  await userEvent.click(reject);
  const dialog = screen.getByRole('dialog', { name: 'Reject payment' });
  expect(dialog).toHaveTextContent(
    'Reject the bKash payment of ৳12,000.00 from aarong_style (transaction ID BKX12345678)? The brand can then submit the payment again.',
  );
  const reasons = within(dialog).getByRole('group', { name: 'Reason (shown to the user)' });
  expect(
    within(reasons)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual([
    'Transaction ID not found on our statement',
    'Amount does not match',
    'Wrong wallet',
    'Other',
  ]);
  expect(
    within(reasons).getByRole('radio', { name: 'Transaction ID not found on our statement' }),
  ).toBeChecked();
  await userEvent.click(within(reasons).getByRole('radio', { name: 'Amount does not match' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Payment rejected successfully');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(puts(requests)[0]?.body).toEqual({ status: 'rejected', reason: 'Amount does not match' });
});

test('Other needs the reason written (3-500 characters) and sends it as written', async () => {
  const requests = servePayments();
  openPayments();

  await userEvent.click(await screen.findByRole('button', { name: 'Reject payment BKX12345678' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject payment' });
  expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
  const reason = within(dialog).getByRole('textbox', { name: 'Your reason' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(reason).toHaveAccessibleDescription(expect.stringContaining('Please give a reason.'));
  await userEvent.type(reason, 'ab');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(reason).toHaveAccessibleDescription(
    expect.stringContaining('Write at least 3 characters.'),
  );
  expect(puts(requests)).toEqual([]);

  await userEvent.type(reason, 'c: the screenshot shows another number');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() =>
    expect(puts(requests)[0]?.body).toEqual({
      status: 'rejected',
      reason: 'abc: the screenshot shows another number',
    }),
  );
});

test("a refused rejection stays in its dialog with the server's sentence", async () => {
  serveApi({
    'GET /admin/payments/': { status: 200, data: [pending] },
    'PUT /admin/payments/51/': {
      status: 409,
      data: { error: 'This payment has already been decided.' },
    },
  });
  openPayments();

  await userEvent.click(await screen.findByRole('button', { name: 'Reject payment BKX12345678' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject payment' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Error updating payment: This payment has already been decided.',
  );
});

test("a failed decision reads 'Error updating payment' in red", async () => {
  serveApi({
    'GET /admin/payments/': { status: 200, data: [pending] },
    'PUT /admin/payments/51/': { status: 502 },
  });
  openPayments();

  await userEvent.click(await screen.findByRole('button', { name: 'Approve payment BKX12345678' }));
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));

  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent(/^Error updating payment$/);
});

test('filters by status at once and by part of a transaction ID on Search, read as IDs are', async () => {
  const requests = servePayments();
  openPayments();
  await screen.findByRole('table', { name: 'Payments' });

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
  expect(currentLocation()).toBe('/admin-panel?tab=payments&status=pending');
  await waitFor(() => expect(requests.at(-1)?.params).toEqual({ status: 'pending' }));

  await userEvent.type(screen.getByLabelText('Transaction ID'), ' bkx-12 3 ');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(currentLocation()).toBe('/admin-panel?tab=payments&status=pending&transaction_id=BKX123');
  await waitFor(() =>
    expect(requests.at(-1)?.params).toEqual({ status: 'pending', transaction_id: 'BKX123' }),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(currentLocation()).toBe('/admin-panel?tab=payments&status=pending');
  expect(screen.getByLabelText('Transaction ID')).toHaveValue('');
});

test('Export CSV downloads what the filters show, with the bearer token in the header', async () => {
  const saved = catchDownloads();
  const requests = servePayments();
  openPayments('/admin-panel?tab=payments&status=pending&transaction_id=BKX1');
  await screen.findByRole('table', { name: 'Payments' });
  expect(screen.getByLabelText('Transaction ID')).toHaveValue('BKX1');

  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

  await waitFor(() =>
    expect(saved).toEqual([
      { filename: 'payments-2026-06-03.csv', text: 'id,transaction_id\r\n51,BKX1\r\n' },
    ]),
  );
  expect(requests.find((request) => request.url === '/admin/payments/export.csv')).toEqual(
    expect.objectContaining({
      params: { status: 'pending', transaction_id: 'BKX1' },
      authorization: 'Bearer test-access',
    }),
  );
});

test('an export without a file name from the server is saved as payments.csv', async () => {
  const saved = catchDownloads();
  serveApi({
    'GET /admin/payments/': { status: 200, data: [pending] },
    'GET /admin/payments/export.csv': { status: 200, data: new Blob(['id\r\n']) },
  });
  openPayments();
  await screen.findByRole('table', { name: 'Payments' });

  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(saved).toEqual([{ filename: 'payments.csv', text: 'id\r\n' }]));
});

test("a failed export reads 'Error exporting payments' in red", async () => {
  catchDownloads();
  serveApi({
    'GET /admin/payments/': { status: 200, data: [pending] },
    'GET /admin/payments/export.csv': { status: 500 },
  });
  openPayments();
  await screen.findByRole('table', { name: 'Payments' });

  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error exporting payments');
});

test('empty lists say so, with or without filters', async () => {
  servePayments([]);
  const { unmount } = openPayments();
  expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
  unmount();

  openPayments('/admin-panel?tab=payments&transaction_id=NOPE');
  expect(await screen.findByText('No payments match these filters.')).toBeInTheDocument();
});

test('Load more fetches the next page with the filters', async () => {
  const requests = serveApi({
    'GET /admin/payments/': (request) =>
      request.params.cursor === 'NTE'
        ? { status: 200, data: [confirmed] }
        : { status: 200, data: [pending], headers: nextPageLink('/admin/payments/', 'NTE') },
  });
  openPayments('/admin-panel?tab=payments&status=pending');

  await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('NGD98765432')).toBeInTheDocument();
  expect(requests.at(-1)?.params).toEqual({ status: 'pending', cursor: 'NTE' });
});

test("a load failure reads 'Error loading payments', and Try again recovers", async () => {
  let calls = 0;
  serveApi({
    'GET /admin/payments/': () =>
      ++calls === 1 ? { status: 500 } : { status: 200, data: [pending] },
  });
  openPayments();

  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading payments');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('BKX12345678')).toBeInTheDocument();
});

test('on a 360 px phone each payment is a card with Approve and Reject', async () => {
  setViewportWidth(PHONE_WIDTH);
  servePayments();
  openPayments();

  const cards = within(await screen.findByRole('list', { name: 'Payments' })).getAllByRole(
    'listitem',
  );
  expect(cards).toHaveLength(2);
  expect(within(cards[0] as HTMLElement).getAllByRole('button')).toHaveLength(2);
});

test("a notification's link (&id=) points out its payment and scrolls to it, keeping the status filter", async () => {
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  const requests = servePayments();
  openPayments('/admin-panel?tab=payments&status=pending&id=52');

  const table = await screen.findByRole('table', { name: 'Payments' });
  const rows = within(table).getAllByRole('row');
  expect(rows[2]).toHaveAttribute('aria-current', 'true');
  expect(rows[1]).not.toHaveAttribute('aria-current');
  expect(scrolled).toHaveBeenCalledTimes(1);
  expect(requests[0]?.params).toEqual({ status: 'pending' });
  expect(screen.getByLabelText('Status')).toHaveValue('pending');
});
