import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStatementLine } from '@portal/shared/testing/contract-fixtures';
import { catchDownloads } from '@portal/shared/testing/downloads';
import { nextPageLink, serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import StatementPage from './statement-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

const withdrawal = aStatementLine({
  id: 'w3',
  kind: 'withdrawal',
  direction: 'out',
  amount: '5000.00',
  balance: '5800.00',
  application_id: null,
  campaign_title: null,
  counterparty: null,
  fee: null,
  created_at: '2026-11-25T04:00:00Z',
  receipt_number: null,
});

function showStatement(user: 'brand' | 'influencer' = 'influencer') {
  return renderPage(<StatementPage />, {
    user,
    url: '/statement',
    routes: { '/receipts/:number': <p>receipt page</p> },
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

test("an influencer's lines newest first, with the balance after each and the receipt of each", async () => {
  serveApi({ 'GET /statement/': { status: 200, data: [withdrawal, aStatementLine()] } });
  showStatement();

  const table = await screen.findByRole('table', { name: 'Statement' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Date',
    'Type',
    'Campaign',
    'Other party',
    'Amount',
    'Platform fee',
    'Balance',
    'Transaction ID',
    'Receipt',
  ]);
  expect(rowsOf(table)).toEqual([
    ['25 Nov 2026, 10:00 am', 'Withdrawal', '—', '—', '−৳5,000.00', '—', '৳5,800.00', '—', '—'],
    [
      '24 Nov 2026, 3:40 pm',
      'Release',
      'Eid Collection Launch',
      'aarong_style',
      '+৳10,800.00',
      '৳1,200.00',
      '৳10,800.00',
      '—',
      'No. 12',
    ],
  ]);
  await userEvent.click(screen.getByRole('link', { name: 'Receipt No. 12' }));
  expect(await screen.findByText('receipt page')).toBeInTheDocument();
});

test("a brand's statement has no balance column", async () => {
  serveApi({
    'GET /statement/': {
      status: 200,
      data: [
        aStatementLine({
          id: 'p5',
          kind: 'payment',
          direction: 'out',
          amount: '12000.00',
          balance: null,
          counterparty: 'nusrat_styles',
          fee: null,
          transaction_id: 'TXN12345678',
          receipt_number: 4,
        }),
      ],
    },
  });
  showStatement('brand');

  const table = await screen.findByRole('table', { name: 'Statement' });
  expect(within(table).queryByRole('columnheader', { name: 'Balance' })).toBeNull();
  expect(rowsOf(table)[0]).toEqual([
    '24 Nov 2026, 3:40 pm',
    'Payment',
    'Eid Collection Launch',
    'nusrat_styles',
    '−৳12,000.00',
    '—',
    'TXN12345678',
    'No. 4',
  ]);
  expect(
    screen.getByText('Every payment you made and every refund you received, newest first.'),
  ).toBeInTheDocument();
});

test('Load more follows the next page', async () => {
  const requests = serveApi({
    'GET /statement/': (request) =>
      request.params.cursor === 'Mg'
        ? { status: 200, data: [aStatementLine()] }
        : { status: 200, data: [withdrawal], headers: nextPageLink('/statement/', 'Mg') },
  });
  showStatement();
  const table = await screen.findByRole('table', { name: 'Statement' });
  expect(rowsOf(table)).toHaveLength(1);

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

  await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
  expect(requests.map((request) => request.params.cursor)).toEqual([undefined, 'Mg']);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test('an empty statement says so', async () => {
  serveApi({ 'GET /statement/': { status: 200, data: [] } });
  showStatement();
  expect(await screen.findByText('No money has moved yet.')).toBeInTheDocument();
});

test('a failed load offers Try again', async () => {
  let fail = true;
  serveApi({
    'GET /statement/': () => (fail ? { status: 500 } : { status: 200, data: [aStatementLine()] }),
  });
  showStatement();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch statement');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'Statement' })).toBeInTheDocument();
});

test('Download CSV saves the whole statement as the server names it', async () => {
  const saved = catchDownloads();
  const requests = serveApi({
    'GET /statement/': { status: 200, data: [aStatementLine()] },
    'GET /statement/export/': {
      status: 200,
      data: new Blob(['time_dhaka,kind\r\n']),
      headers: { 'content-disposition': 'attachment; filename="statement-2026-11-25.csv"' },
    },
  });
  showStatement();
  await screen.findByRole('table', { name: 'Statement' });

  await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

  await waitFor(() =>
    expect(saved).toEqual([{ filename: 'statement-2026-11-25.csv', text: 'time_dhaka,kind\r\n' }]),
  );
  expect(requests.find((request) => request.url === '/statement/export/')?.authorization).toBe(
    'Bearer test-access',
  );
});

test('a failed download says so in red', async () => {
  serveApi({
    'GET /statement/': { status: 200, data: [aStatementLine()] },
    'GET /statement/export/': { status: 500 },
  });
  showStatement();
  await screen.findByRole('table', { name: 'Statement' });
  await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The statement could not be downloaded. Please try again.',
  );
});
