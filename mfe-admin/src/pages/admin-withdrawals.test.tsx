import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminWithdrawal } from '@portal/shared/contract/withdrawals';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { anAdminWithdrawal } from '@portal/shared/testing/contract-fixtures';
import { nextPageLink, serveApi, type FakeRequest } from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { catchDownloads } from '../testing/downloads';
import AdminPanel from './admin-panel';

const pending = anAdminWithdrawal();
const approved = anAdminWithdrawal({
  id: 42,
  amount: '250000.00',
  payment_method: 'nagad',
  phone_number: '',
  status: 'approved',
  influencer_name: 'dhaka_foodie',
  requested_at: '2026-05-20T10:00:00Z',
  decided_at: '2026-05-21T04:00:00Z',
});

function openWithdrawals(url = '/admin-panel?tab=withdrawals') {
  return renderPage(<AdminPanel />, { user: 'admin', url, path: '/admin-panel' });
}

function serveWithdrawals(withdrawals: AdminWithdrawal[] = [pending, approved]) {
  let current = withdrawals;
  return serveApi({
    'GET /admin/withdrawals/': () => ({ status: 200, data: current }),
    'PUT /admin/withdrawals/41/': (request) => {
      const { status } = request.body as { status: AdminWithdrawal['status'] };
      current = current.map((withdrawal) =>
        withdrawal.id === 41 ? { ...withdrawal, status } : withdrawal,
      );
      return { status: 200, data: current[0] };
    },
    'GET /admin/withdrawals/export.csv': (request) => ({
      status: 200,
      data: new Blob([`id,status\r\n41,${request.params.status ?? 'all'}\r\n`], {
        type: 'text/csv',
      }),
      headers: { 'content-disposition': 'attachment; filename="withdrawals-2026-06-03.csv"' },
    }),
  });
}

const puts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'PUT');

afterEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
  jest.restoreAllMocks();
});

test('lists influencer, amount in taka, method, phone (N/A if missing), status and requested date', async () => {
  serveWithdrawals();
  openWithdrawals();

  const table = await screen.findByRole('table', { name: 'Withdrawal requests' });
  const rows = within(table).getAllByRole('row');
  expect(rows[0]).toHaveTextContent('InfluencerAmountMethodPhoneStatusRequestedActions');
  expect(rows[1]).toHaveTextContent(
    'nusrat_styles৳1,500.00bKash01712345678Pending2 Jun 2026, 12:30 pmApproveReject',
  );
  expect(rows[2]).toHaveTextContent(
    'dhaka_foodie৳2,50,000.00NagadN/AApproved20 May 2026, 4:00 pmDecided 21 May 2026',
  );
  expect(within(rows[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  expect(document.body.textContent).not.toContain('$');
});

test("Approve asks for the transaction ID of the transfer, naming the amount and the wallet number; then 'Withdrawal approved successfully'", async () => {
  const requests = serveWithdrawals();
  openWithdrawals();

  await userEvent.click(
    await screen.findByRole('button', {
      name: 'Approve withdrawal of ৳1,500.00 for nusrat_styles',
    }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Approve withdrawal' });
  expect(dialog).toHaveTextContent(
    'Approve the withdrawal of ৳1,500.00 to bKash number 01712345678 for nusrat_styles? Send exactly ৳1,500.00 to that number.',
  );
  const payout = within(dialog).getByRole('textbox', { name: 'Transaction ID of your transfer' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(payout).toHaveAccessibleDescription(
    expect.stringContaining('Please enter a transaction ID.'),
  );
  await userEvent.type(payout, 'AB-1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(payout).toHaveAccessibleDescription(
    expect.stringContaining('A transaction ID is 8-20 letters and digits.'),
  );
  expect(puts(requests)).toEqual([]);
  await userEvent.clear(payout);
  await userEvent.type(payout, ' 8n7a6d5c4b ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

  const banner = await screen.findByRole('status');
  expect(banner).toHaveTextContent('Withdrawal approved successfully');
  expect(puts(requests)).toEqual([
    expect.objectContaining({
      url: '/admin/withdrawals/41/',
      body: { status: 'approved', transaction_id: '8N7A6D5C4B' },
    }),
  ]);
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument(),
  );
});

test("Reject asks for a reason that fits payouts and says 'Withdrawal rejected successfully'; Cancel sends nothing", async () => {
  const requests = serveWithdrawals();
  openWithdrawals();

  const reject = await screen.findByRole('button', {
    name: 'Reject withdrawal of ৳1,500.00 for nusrat_styles',
  });
  await userEvent.click(reject);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(puts(requests)).toEqual([]);

  await userEvent.click(reject);
  const dialog = screen.getByRole('dialog', { name: 'Reject withdrawal' });
  expect(dialog).toHaveTextContent(
    'Reject the withdrawal of ৳1,500.00 to bKash number 01712345678 for nusrat_styles? The amount goes back to their balance.',
  );
  expect(
    within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['The wallet number does not receive payments', 'Wrong wallet', 'Other']);
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Wrong wallet' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Withdrawal rejected successfully');
  expect(puts(requests)[0]?.body).toEqual({ status: 'rejected', reason: 'Wrong wallet' });
});

test("a payout ID used before reads 'Error processing withdrawal' in red in the dialog with the reason", async () => {
  serveApi({
    'GET /admin/withdrawals/': { status: 200, data: [pending] },
    'PUT /admin/withdrawals/41/': {
      status: 409,
      data: { error: 'This payout transaction ID has already been used for this wallet.' },
    },
  });
  openWithdrawals();

  await userEvent.click(await screen.findByRole('button', { name: /^Approve withdrawal/ }));
  const dialog = screen.getByRole('dialog', { name: 'Approve withdrawal' });
  await userEvent.type(within(dialog).getByRole('textbox'), 'BKP7Q2M9X4');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Error processing withdrawal: This payout transaction ID has already been used for this wallet.',
  );
});

test('filters by status through the address', async () => {
  const requests = serveWithdrawals();
  openWithdrawals();
  await screen.findByRole('table', { name: 'Withdrawal requests' });

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');

  expect(currentLocation()).toBe('/admin-panel?tab=withdrawals&status=pending');
  await waitFor(() => expect(requests.at(-1)?.params).toEqual({ status: 'pending' }));

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'All statuses');
  expect(currentLocation()).toBe('/admin-panel?tab=withdrawals');
});

test('an unknown status in the address is ignored', async () => {
  const requests = serveWithdrawals();
  openWithdrawals('/admin-panel?tab=withdrawals&status=stolen');
  await screen.findByRole('table', { name: 'Withdrawal requests' });
  expect(requests[0]?.params).toEqual({});
  expect(screen.getByLabelText('Status')).toHaveValue('');
});

test('Export CSV downloads the current filter through the API client, never a token in a URL', async () => {
  const saved = catchDownloads();
  const requests = serveWithdrawals();
  openWithdrawals('/admin-panel?tab=withdrawals&status=approved');
  await screen.findByRole('table', { name: 'Withdrawal requests' });

  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

  await waitFor(() =>
    expect(saved).toEqual([
      { filename: 'withdrawals-2026-06-03.csv', text: 'id,status\r\n41,approved\r\n' },
    ]),
  );
  const exported = requests.find((request) => request.url === '/admin/withdrawals/export.csv');
  expect(exported).toEqual(
    expect.objectContaining({
      params: { status: 'approved' },
      authorization: 'Bearer test-access',
    }),
  );
});

test("a failed export reads 'Error exporting withdrawals' in red", async () => {
  catchDownloads();
  serveApi({
    'GET /admin/withdrawals/': { status: 200, data: [pending] },
    'GET /admin/withdrawals/export.csv': { status: 503 },
  });
  openWithdrawals();
  await screen.findByRole('table', { name: 'Withdrawal requests' });

  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error exporting withdrawals');
});

test('empty lists say so, with or without a filter', async () => {
  serveWithdrawals([]);
  const { unmount } = openWithdrawals();
  expect(await screen.findByText('No withdrawal requests yet.')).toBeInTheDocument();
  unmount();

  openWithdrawals('/admin-panel?tab=withdrawals&status=pending');
  expect(await screen.findByText('No pending withdrawal requests.')).toBeInTheDocument();
});

test('Load more fetches the next page with the filter', async () => {
  const requests = serveApi({
    'GET /admin/withdrawals/': (request) =>
      request.params.cursor === 'NDE'
        ? { status: 200, data: [approved] }
        : { status: 200, data: [pending], headers: nextPageLink('/admin/withdrawals/', 'NDE') },
  });
  openWithdrawals('/admin-panel?tab=withdrawals&status=pending');

  await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('dhaka_foodie')).toBeInTheDocument();
  expect(requests.at(-1)?.params).toEqual({ status: 'pending', cursor: 'NDE' });
});

test("a load failure reads 'Error loading withdrawal requests', and Try again recovers", async () => {
  let calls = 0;
  serveApi({
    'GET /admin/withdrawals/': () =>
      ++calls === 1 ? { status: 500 } : { status: 200, data: [pending] },
  });
  openWithdrawals();

  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading withdrawal requests');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('nusrat_styles')).toBeInTheDocument();
});

test('on a 360 px phone each request is a card with Approve and Reject', async () => {
  setViewportWidth(PHONE_WIDTH);
  serveWithdrawals();
  openWithdrawals();

  const cards = within(
    await screen.findByRole('list', { name: 'Withdrawal requests' }),
  ).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(within(cards[0] as HTMLElement).getAllByRole('button')).toHaveLength(2);
  expect(cards[1]).toHaveTextContent('PhoneN/A');
});

test('a request that may have been sent twice is marked, saying why; approving it warns first', async () => {
  const twice = [
    anAdminWithdrawal({ id: 44, amount: '5000.00', possible_duplicate: true }),
    anAdminWithdrawal({ id: 43, amount: '5000.00', possible_duplicate: true }),
  ];
  serveWithdrawals([...twice, approved]);
  openWithdrawals();

  const table = await screen.findByRole('table', { name: 'Withdrawal requests' });
  const [, first, second, other] = within(table).getAllByRole('row') as HTMLElement[];
  const why =
    'the same influencer asked for the same amount to the same wallet within a minute of this request';
  for (const row of [first, second]) {
    const mark = within(row as HTMLElement).getByText('Possible duplicate');
    expect(mark).toHaveTextContent(`Possible duplicate: ${why}`);
    expect(mark).toHaveAttribute('title', why);
  }
  expect(other).not.toHaveTextContent('Possible duplicate');

  await userEvent.click(
    within(first as HTMLElement).getByRole('button', {
      name: 'Approve withdrawal of ৳5,000.00 for nusrat_styles',
    }),
  );
  expect(await screen.findByRole('dialog', { name: 'Approve withdrawal' })).toHaveTextContent(
    'This may be a request sent twice: the same amount to the same wallet was asked for within a minute. Check the other request before you send money.',
  );
});

test('a request the influencer cancelled reads Cancelled, with nothing to decide; the filter finds them', async () => {
  const cancelled = anAdminWithdrawal({
    id: 45,
    status: 'cancelled',
    decided_at: '2026-06-02T06:31:00Z',
  });
  const requests = serveWithdrawals([cancelled]);
  openWithdrawals();

  const table = await screen.findByRole('table', { name: 'Withdrawal requests' });
  const [, row] = within(table).getAllByRole('row') as HTMLElement[];
  expect(row).toHaveTextContent('nusrat_styles৳1,500.00bKash01712345678Cancelled2 Jun 2026');
  expect(row).not.toHaveTextContent('Decided');
  expect(within(row as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
  expect(currentLocation()).toBe('/admin-panel?tab=withdrawals&status=cancelled');
  await waitFor(() => expect(requests.at(-1)?.params).toEqual({ status: 'cancelled' }));
});

test('an empty list of cancelled requests says so', async () => {
  serveWithdrawals([]);
  openWithdrawals('/admin-panel?tab=withdrawals&status=cancelled');
  expect(await screen.findByText('No cancelled withdrawal requests.')).toBeInTheDocument();
});

test('in Bangla the mark and the cancelled status speak Bangla', async () => {
  serveWithdrawals([
    anAdminWithdrawal({ id: 44, possible_duplicate: true }),
    anAdminWithdrawal({ id: 45, status: 'cancelled' }),
  ]);
  await act(() => chooseLanguage('bn'));
  try {
    openWithdrawals();
    const table = await screen.findByRole('table', { name: 'টাকা তোলার অনুরোধ' });
    const [, marked, cancelled] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(marked as HTMLElement).getByText('সম্ভবত দুবার পাঠানো')).toHaveAttribute(
      'title',
      'একই ইনফ্লুয়েন্সার এই অনুরোধের এক মিনিটের মধ্যে একই ওয়ালেটে একই পরিমাণ টাকা চেয়েছেন',
    );
    expect(cancelled).toHaveTextContent('বাতিল');
    expect(
      within(screen.getByLabelText('অবস্থা')).getByRole('option', {
        name: 'বাতিল',
      }),
    ).toBeInTheDocument();
  } finally {
    await act(() => chooseLanguage('en'));
  }
});
