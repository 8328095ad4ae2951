import { screen } from '@testing-library/react';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { aReceipt } from '@portal/shared/testing/contract-fixtures';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import ReceiptPage from './receipt-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => chooseLanguage('en'));

test('in Bangla the receipt, its number, time and amounts speak Bangla', async () => {
  await chooseLanguage('bn');
  serveApi({
    'GET /receipts/123/': {
      status: 200,
      data: aReceipt({
        kind: 'release',
        payment_method: null,
        amount: '6000.00',
        platform_fee: '600.00',
        net_amount: '5400.00',
        transaction_id: null,
      }),
    },
  });
  renderPage(<ReceiptPage />, {
    user: 'influencer',
    url: '/receipts/123',
    path: '/receipts/:number',
  });

  expect(await screen.findByRole('heading', { level: 1, name: 'রসিদ নং ১২৩' })).toBeInTheDocument();
  const facts = screen.getByText('ইস্যুর সময়').closest('dl') as HTMLElement;
  expect(facts).toHaveTextContent(
    'ইস্যুর সময়২৪ নভেম্বর ২০২৬, দুপুর ৩:৪০ (ঢাকার সময়)ব্র্যান্ডaarong_styleইনফ্লুয়েন্সারnusrat_stylesক্যাম্পেইনEid Collection Launchপেমেন্ট রেফারেন্সC-31ফি কাটার আগে রিলিজ৳৬,০০০.০০প্ল্যাটফর্ম ফি৳৬০০.০০ইনফ্লুয়েন্সার পাবেন৳৫,৪০০.০০',
  );
  expect(screen.getByRole('button', { name: 'প্রিন্ট করুন' })).toBeInTheDocument();
});
