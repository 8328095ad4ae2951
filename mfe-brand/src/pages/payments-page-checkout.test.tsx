import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { serveApi, type FakeReply } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { anApplication, aPlatformConfig } from '@portal/shared/testing/contract-fixtures';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { leaveForGateway } from '../features/payments/components/gateway-checkout';
import PaymentsPage from './payments-page';

const BKASH_PAGE = 'http://127.0.0.1:9000/bkash/pay?paymentID=TR0011ABC';
const NAGAD_PAGE = 'http://127.0.0.1:9000/nagad/pay?payment_ref_id=MDEXNAGAD1';

let left: string[];
beforeEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
  left = [];
  // jsdom does not navigate: the test keeps where the browser was sent.
  jest.spyOn(leaveForGateway, 'go').mockImplementation((url) => left.push(url));
});
afterEach(async () => {
  jest.restoreAllMocks();
  await chooseLanguage('en');
});

function servePayNow(gateways: FakeReply, checkout: FakeReply = { status: 201, data: {} }) {
  return serveApi({
    'GET /applications/': {
      status: 200,
      data: [anApplication({ status: 'accepted', collaboration_status: 'awaiting_payment' })],
    },
    'GET /config/': { status: 200, data: aPlatformConfig() },
    'GET /payments/gateways/': gateways,
    'POST /payments/checkout/': checkout,
  });
}

async function openPayNow(user: ReturnType<typeof userEvent.setup>, dialogName: string) {
  renderPage(<PaymentsPage />, { user: 'brand', url: '/payments' });
  const table = await screen.findByRole('table');
  const [, first] = within(table).getAllByRole('row');
  await user.click(within(first as HTMLElement).getAllByRole('button')[0] as HTMLElement);
  return screen.getByRole('dialog', { name: dialogName });
}

test('Pay with bKash, above the manual steps, starts the checkout and sends the brand to bKash', async () => {
  const requests = servePayNow(
    { status: 200, data: { gateways: ['bkash'], test_mode: true } },
    { status: 201, data: { intent_id: 9, redirect_url: BKASH_PAGE } },
  );
  const user = userEvent.setup();
  const dialog = await openPayNow(user, 'Complete Your Payment');

  const pay = await within(dialog).findByRole('button', { name: 'Pay with bKash' });
  expect(
    within(dialog).getByText(
      'Test payment: this goes through the gateway simulator and no real money moves.',
    ),
  ).toBeVisible();
  // The manual transfer stays, below.
  const manual = within(dialog).getByRole('textbox', { name: 'Transaction ID' });
  expect(pay.compareDocumentPosition(manual) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  await user.click(pay);
  await within(dialog).findByRole('button', { name: 'Taking you to bKash...' });
  const sent = requests.filter((request) => request.method === 'POST');
  expect(sent).toEqual([
    expect.objectContaining({
      url: '/payments/checkout/',
      body: { application_id: 31, gateway: 'bkash' },
    }),
  ]);
  expect(left).toEqual([BKASH_PAGE]);
});

test('Pay with Nagad beside Pay with bKash when both are offered, sending the brand to Nagad', async () => {
  const requests = servePayNow(
    { status: 200, data: { gateways: ['bkash', 'nagad'], test_mode: true } },
    { status: 201, data: { intent_id: 10, redirect_url: NAGAD_PAGE } },
  );
  const user = userEvent.setup();
  const dialog = await openPayNow(user, 'Complete Your Payment');
  await within(dialog).findByRole('button', { name: 'Pay with bKash' });
  const nagad = within(dialog).getByRole('button', { name: 'Pay with Nagad' });

  await user.click(nagad);
  await within(dialog).findByRole('button', { name: 'Taking you to Nagad...' });
  expect(within(dialog).getByRole('button', { name: 'Pay with bKash' })).toBeDisabled();
  expect(requests.filter((request) => request.method === 'POST')).toEqual([
    expect.objectContaining({
      url: '/payments/checkout/',
      body: { application_id: 31, gateway: 'nagad' },
    }),
  ]);
  expect(left).toEqual([NAGAD_PAGE]);
});

test('Pay with Nagad in Bangla', async () => {
  servePayNow({ status: 200, data: { gateways: ['bkash', 'nagad'], test_mode: false } });
  await chooseLanguage('bn');
  const dialog = await openPayNow(userEvent.setup(), 'আপনার পেমেন্ট সম্পন্ন করুন');
  expect(
    await within(dialog).findByRole('button', { name: 'Nagad দিয়ে পেমেন্ট করুন' }),
  ).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'bKash দিয়ে পেমেন্ট করুন' })).toBeVisible();
});

test('without a gateway Pay Now is the manual transfer alone', async () => {
  const requests = servePayNow({ status: 200, data: { gateways: [], test_mode: false } });
  const user = userEvent.setup();
  const dialog = await openPayNow(user, 'Complete Your Payment');
  await within(dialog).findByRole('textbox', { name: 'Transaction ID' });
  expect(requests.map((request) => request.url)).toContain('/payments/gateways/');
  expect(within(dialog).queryByRole('button', { name: 'Pay with bKash' })).toBeNull();
  expect(within(dialog).queryByRole('button', { name: 'Pay with Nagad' })).toBeNull();
});

test('bKash itself (not the simulator): no test notice', async () => {
  servePayNow({ status: 200, data: { gateways: ['bkash'], test_mode: false } });
  const dialog = await openPayNow(userEvent.setup(), 'Complete Your Payment');
  await within(dialog).findByRole('button', { name: 'Pay with bKash' });
  expect(within(dialog).queryByRole('button', { name: 'Pay with Nagad' })).toBeNull();
  expect(within(dialog).queryByText(/Test payment/)).toBeNull();
});

test("says the server's refusal and stays, in Bangla", async () => {
  servePayNow(
    { status: 200, data: { gateways: ['bkash'], test_mode: true } },
    {
      status: 502,
      data: { error: 'bKash পেমেন্টটি শুরু করতে পারেনি। একটু পরে আবার চেষ্টা করুন।' },
    },
  );
  await chooseLanguage('bn');
  const user = userEvent.setup();
  const dialog = await openPayNow(user, 'আপনার পেমেন্ট সম্পন্ন করুন');
  await user.click(await within(dialog).findByRole('button', { name: 'bKash দিয়ে পেমেন্ট করুন' }));
  expect(
    await within(dialog).findByText('bKash পেমেন্টটি শুরু করতে পারেনি। একটু পরে আবার চেষ্টা করুন।'),
  ).toBeVisible();
  expect(
    within(dialog).getByText('টেস্ট পেমেন্ট: এটি গেটওয়ে সিমুলেটরের মাধ্যমে হয়, আসল কোনো টাকা যায় না।'),
  ).toBeVisible();
  expect(left).toEqual([]);
});
