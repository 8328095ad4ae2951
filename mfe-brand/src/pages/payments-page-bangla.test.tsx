import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import {
  anAccount,
  anApplication,
  aPlatformConfig,
} from '@portal/shared/testing/contract-fixtures';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import PaymentsPage from './payments-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => chooseLanguage('en'));

test('in Bangla the payments and the payment dialog speak Bangla, amounts in Bengali digits; English returns', async () => {
  serveApi({
    'GET /applications/': {
      status: 200,
      data: [
        anApplication({
          status: 'accepted',
          amount: '125000.00',
          collaboration_status: 'awaiting_payment',
        }),
      ],
    },
    'GET /config/': {
      status: 200,
      data: aPlatformConfig(),
    },
    'POST /payments/submit/': {
      status: 409,
      data: { error: 'This transaction ID has already been used.' },
    },
  });
  const user = userEvent.setup();
  await chooseLanguage('bn');
  renderPage(<PaymentsPage />, { user: 'brand', url: '/payments' });

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ক্যাম্পেইনের পেমেন্ট');
  const table = await screen.findByRole('table', { name: 'ক্যাম্পেইনের পেমেন্ট' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual([
    'ক্যাম্পেইন',
    'ইনফ্লুয়েন্সার',
    'পরিমাণ',
    'পেমেন্টের মাধ্যম',
    'ট্রানজেকশন আইডি',
    'পেমেন্টের অবস্থা',
    'অবস্থা',
    'রসিদ',
    'অ্যাকশন',
  ]);
  expect(within(table).getByRole('cell', { name: '৳১,২৫,০০০.০০' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: 'পেমেন্টের অপেক্ষায়' })).toBeInTheDocument();
  expect(
    within(table).getByRole('link', { name: 'Eid Collection Launch' }),
  ).toHaveAccessibleDescription('কোলাবরেশন দেখুন');
  const payNow = within(table).getByRole('button', { name: 'এখনই পেমেন্ট করুন' });
  expect(payNow).toHaveAccessibleDescription(
    'Eid Collection Launch ক্যাম্পেইনের জন্য nusrat_styles-কে ৳১,২৫,০০০.০০',
  );

  await user.click(payNow);
  const dialog = screen.getByRole('dialog', { name: 'আপনার পেমেন্ট সম্পন্ন করুন' });
  expect(dialog).toHaveTextContent('ক্যাম্পেইনEid Collection Launch');
  expect(dialog).toHaveTextContent('ইনফ্লুয়েন্সারnusrat_styles');
  expect(dialog).toHaveTextContent('পরিমাণ৳১,২৫,০০০.০০');
  const transaction = within(dialog).getByLabelText('ট্রানজেকশন আইডি');
  expect(transaction).toHaveAccessibleDescription(
    '৳১,২৫,০০০.০০ পাঠানোর bKash ট্রানজেকশন আইডি, ৮ থেকে ২০টি অক্ষর ও সংখ্যা।',
  );
  expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
  const how = await within(dialog).findByRole('region', { name: 'bKash দিয়ে যেভাবে পেমেন্ট করবেন' });
  expect(await within(how).findByText('০১৭০০০০০০০১')).toBeVisible();
  expect(how).toHaveTextContent('যে bKash নম্বরে পাঠাবেন০১৭০০০০০০০১নম্বর কপি করুন');
  expect(how).toHaveTextContent('রেফারেন্সC-31রেফারেন্স কপি করুন');
  expect(within(how).getByText('টাকার অঙ্ক ৳১,২৫,০০০.০০ লিখুন।')).toBeVisible();
  expect(
    within(how).getByText(
      'এই নম্বরের মতো ব্যক্তিগত নম্বরে সেন্ড মানি বেছে নিন, মার্চেন্ট নম্বর হলে পেমেন্ট।',
    ),
  ).toBeVisible();

  await user.click(transaction);
  await user.paste('TXN12345678');
  await user.click(within(dialog).getByRole('button', { name: 'পেমেন্ট নিশ্চিত করুন' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent(
    '❌ পেমেন্ট ব্যর্থ হয়েছে। আবার চেষ্টা করুন। This transaction ID has already been used.',
  );

  // The open dialog follows the switch, its refusal included.
  await act(() => chooseLanguage('en'));

  expect(screen.getByRole('dialog', { name: 'Complete Your Payment' })).toHaveTextContent(
    'Amount৳1,25,000.00',
  );
  expect(alert).toHaveTextContent(
    '❌ Payment failed. Please try again. This transaction ID has already been used.',
  );
  expect(within(dialog).getByLabelText('Transaction ID')).toHaveAccessibleDescription(
    'The bKash transaction ID of your transfer of ৳1,25,000.00, 8-20 letters and digits.',
  );
  expect(screen.getByRole('table', { name: 'Campaign Payments' })).toHaveTextContent('Pay Now');
});

test('in Bangla an unverified brand reads why it cannot pay yet, before any transfer, and Resend', async () => {
  serveApi({
    'GET /applications/': {
      status: 200,
      data: [anApplication({ status: 'accepted', collaboration_status: 'awaiting_payment' })],
    },
    'GET /config/': { status: 200, data: aPlatformConfig() },
    'GET /account/': { status: 200, data: anAccount() },
  });
  const user = userEvent.setup();
  await chooseLanguage('bn');
  renderPage(<PaymentsPage />, { user: 'brand', url: '/payments' });

  await user.click(await screen.findByRole('button', { name: 'এখনই পেমেন্ট করুন' }));
  const dialog = screen.getByRole('dialog', { name: 'আপনার পেমেন্ট সম্পন্ন করুন' });
  const verify = await within(dialog).findByRole('region', {
    name: 'আগে আপনার ইমেইল ঠিকানা যাচাই করুন',
  });
  expect(verify).toHaveTextContent(
    'শুধু যাচাই করা ইমেইল ঠিকানা থেকেই পেমেন্ট গ্রহণ করা হয়। কোনো টাকা পাঠানোর আগে brand@example.com ঠিকানায় আমাদের পাঠানো লিংকটি খুলুন, অথবা নতুন লিংক পাঠান।',
  );
  expect(within(verify).getByRole('button', { name: 'আবার পাঠান' })).toBeVisible();
  expect(within(dialog).queryByRole('list')).toBeNull();
  expect(within(verify).getByRole('link', { name: 'নিরাপত্তা সেটিংসে যান' })).toBeVisible();
  expect(within(dialog).queryByRole('button', { name: 'পেমেন্ট নিশ্চিত করুন' })).toBeNull();
});
