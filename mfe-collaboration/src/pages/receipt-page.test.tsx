import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Receipt } from '@portal/shared/contract/receipts';
import { aReceipt } from '@portal/shared/testing/contract-fixtures';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import ReceiptPage from './receipt-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

function showReceipt(
  receipt: Receipt | { status: number },
  user: 'brand' | 'influencer' | 'admin' = 'brand',
  url = '/receipts/123',
) {
  const reply = 'number' in receipt ? { status: 200, data: receipt } : receipt;
  const requests = serveApi({ 'GET /receipts/123/': reply });
  renderPage(<ReceiptPage />, { user, url, path: '/receipts/:number' });
  return requests;
}

async function facts(): Promise<string[][]> {
  const list = (await screen.findByText('Issued')).closest('dl') as HTMLElement;
  return [...list.children].map((fact) => [
    within(fact as HTMLElement).getByRole('term').textContent ?? '',
    within(fact as HTMLElement).getByRole('definition').textContent ?? '',
  ]);
}

test('a payment receipt: its number, the platform, the parties, what was paid and the fee in it', async () => {
  showReceipt(aReceipt());

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Receipt No. 123' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Influencer Marketplace')).toBeInTheDocument();
  expect(screen.getByText('Payment received')).toBeInTheDocument();
  expect(await facts()).toEqual([
    ['Issued', '24 Nov 2026, 3:40 pm (Dhaka time)'],
    ['Brand', 'aarong_style'],
    ['Influencer', 'nusrat_styles'],
    ['Campaign', 'Eid Collection Launch'],
    ['Payment reference', 'C-31'],
    ['Payment method', 'bKash'],
    ['Amount paid', '৳12,000.00'],
    ['Platform fee included', '৳1,200.00'],
    ['Transaction ID', 'TXN12345678'],
  ]);
  expect(screen.getByRole('link', { name: '← Back to Statement' })).toHaveAttribute(
    'href',
    '/statement',
  );
});

test('a release shows the part released, the fee and what the influencer receives', async () => {
  showReceipt(
    aReceipt({
      kind: 'release',
      payment_method: null,
      amount: '6000.00',
      platform_fee: '600.00',
      net_amount: '5400.00',
      transaction_id: null,
    }),
    'influencer',
  );
  expect(await facts()).toEqual([
    ['Issued', '24 Nov 2026, 3:40 pm (Dhaka time)'],
    ['Brand', 'aarong_style'],
    ['Influencer', 'nusrat_styles'],
    ['Campaign', 'Eid Collection Launch'],
    ['Payment reference', 'C-31'],
    ['Released before the fee', '৳6,000.00'],
    ['Platform fee', '৳600.00'],
    ['Influencer receives', '৳5,400.00'],
  ]);
});

test('a payout names only the influencer, the wallet and the transfer, once recorded', async () => {
  showReceipt(
    aReceipt({
      kind: 'payout',
      brand: null,
      campaign_title: null,
      application_id: null,
      reference: null,
      payment_method: 'nagad',
      amount: '5000.00',
      platform_fee: null,
      transaction_id: null,
      wallet_number: '01712345678',
    }),
    'admin',
  );
  expect(await facts()).toEqual([
    ['Issued', '24 Nov 2026, 3:40 pm (Dhaka time)'],
    ['Influencer', 'nusrat_styles'],
    ['Payment method', 'Nagad'],
    ['Amount sent', '৳5,000.00'],
    ['Wallet number', '01712345678'],
    ['Transaction ID', 'Not recorded'],
  ]);
  expect(screen.getByText('Withdrawal paid to the influencer')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Back to Admin Panel' })).toHaveAttribute(
    'href',
    '/admin-panel',
  );
});

test('Print opens the browser print dialog', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  showReceipt(aReceipt());
  await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
});

test('a receipt the API does not show is not found', async () => {
  showReceipt({ status: 404 });
  expect(await screen.findByRole('heading', { name: 'Receipt not found.' })).toBeInTheDocument();
});

test('an address that is not a number asks nothing of the API', () => {
  const requests = showReceipt(aReceipt(), 'brand', '/receipts/abc');
  expect(screen.getByRole('heading', { name: 'Receipt not found.' })).toBeInTheDocument();
  expect(requests).toEqual([]);
});

test('a failed load offers Try again', async () => {
  showReceipt({ status: 500 });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch receipt');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
