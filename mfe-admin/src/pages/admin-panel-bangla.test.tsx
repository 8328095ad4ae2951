import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { SIGNED_IN_ADMIN, aDashboard, aPayment, aUser, anAuditEntry } from '../testing/fixtures';
import AdminPanel from './admin-panel';

/**
 * The admin panel in Bangla (see docs/i18n.md): the admin remote's own texts, figures in Bengali
 * digits, amounts in taka and dates as Bangla writes them; English again without a reload. The UI
 * kit's texts (status badges, Approve/Reject, Cancel) are the kit's tests' business.
 */

function openAt(url: string) {
  return renderPage(<AdminPanel />, { user: 'admin', url, path: '/admin-panel' });
}

beforeEach(() => chooseLanguage('bn'));
afterEach(() => chooseLanguage('en'));

test('the tabs and the dashboard speak Bangla, figures in Bengali digits; English returns', async () => {
  serveApi({ 'GET /dashboard/admin/': { status: 200, data: aDashboard() } });
  openAt('/admin-panel');

  expect(screen.getByRole('heading', { level: 1, name: 'অ্যাডমিন প্যানেল' })).toBeInTheDocument();
  expect(screen.getByRole('tablist', { name: 'অ্যাডমিন প্যানেলের বিভাগ' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'ড্যাশবোর্ড',
    'ব্যবহারকারী',
    'ক্যাম্পেইন',
    'টাকা তোলা',
    'পেমেন্ট',
    'গেটওয়ে',
    'বিরোধ',
    'রিফান্ড',
    'অডিট লগ',
  ]);
  const totals = await screen.findByRole('region', { name: 'প্ল্যাটফর্মের মোট হিসাব' });
  expect(totals).toHaveTextContent('মোট ব্যবহারকারী৯৩টি ব্র্যান্ড, ৫ জন ইনফ্লুয়েন্সার');
  expect(totals).toHaveTextContent('মোট ক্যাম্পেইন৬১৪টি আবেদন');
  expect(totals).toHaveTextContent('মোট পেমেন্ট৪৳১২,৩৪,৫৬৭.০০ নিশ্চিত হয়েছে');
  const waiting = screen.getByRole('region', { name: 'আপনার সিদ্ধান্তের অপেক্ষায়' });
  expect(within(waiting).getByRole('link', { name: 'পেমেন্টগুলো দেখুন' })).toBeInTheDocument();
  expect(waiting).toHaveTextContent('চলমান বিরোধ৩বিরোধগুলো দেখুন');
  expect(waiting).toHaveTextContent('অপেক্ষমাণ রিফান্ড২রিফান্ডগুলো দেখুন');
  const recentUsers = screen.getByRole('table', { name: 'নতুন ব্যবহারকারী' });
  expect(within(recentUsers).getAllByRole('row')[1]).toHaveTextContent(
    'nusrat_stylesnusrat@example.comইনফ্লুয়েন্সার',
  );
  expect(within(recentUsers).getAllByRole('row')[1]).toHaveTextContent('১ এপ্রিল ২০২৬');

  await act(() => chooseLanguage('en'));

  expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Withdrawals' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Platform totals' })).toHaveTextContent(
    'Total Users93 brands, 5 influencers',
  );
  expect(screen.getByRole('table', { name: 'Recent Users' })).toHaveTextContent('1 Apr 2026');
});

test('a payment reads in Bangla: columns, ৳ in Bengali digits, a Bangla date, the question', async () => {
  serveApi({
    'GET /admin/payments/': { status: 200, data: [aPayment({ platform_fee: '1200.00' })] },
  });
  openAt('/admin-panel?tab=payments');

  const table = await screen.findByRole('table', { name: 'পেমেন্ট' });
  const [header, row] = within(table).getAllByRole('row') as HTMLElement[];
  expect(header).toHaveTextContent(
    // The Actions column is the kit's DecisionList's.
    'ক্যাম্পেইনইনফ্লুয়েন্সারপরিমাণমাধ্যমট্রানজেকশন আইডিঅবস্থাতৈরির তারিখ',
  );
  expect(row).toHaveTextContent(
    'Eid Collection Launchaarong_style থেকেnusrat_styles৳১২,০০০.০০bKashBKX12345678',
  );
  expect(row).toHaveTextContent('১ জুন ২০২৬, দুপুর ৩:১৫');
  expect(screen.getByRole('combobox', { name: 'অবস্থা' })).toHaveDisplayValue('সব অবস্থা');
  expect(screen.getByRole('searchbox', { name: 'ট্রানজেকশন আইডি' })).toHaveAttribute(
    'placeholder',
    'আইডির যেকোনো অংশ',
  );
  expect(screen.getByRole('button', { name: 'CSV এক্সপোর্ট' })).toBeInTheDocument();

  // The first of the row's buttons approves.
  await userEvent.click(within(row as HTMLElement).getAllByRole('button')[0] as HTMLElement);
  expect(screen.getByRole('dialog')).toHaveTextContent(
    'aarong_style-এর পাঠানো ৳১২,০০০.০০-এর bKash পেমেন্ট (ট্রানজেকশন আইডি BKX12345678) অনুমোদন করবেন? আপনার bKash স্টেটমেন্টে থাকলে তবেই অনুমোদন করুন; টাকা এসক্রোতে জমা থাকবে, আর কাজ অনুমোদনের পর ৳১,২০০.০০ প্ল্যাটফর্ম ফি বাদে nusrat_styles পাবেন ৳১০,৮০০.০০।',
  );
  await userEvent.keyboard('{Escape}');

  await act(() => chooseLanguage('en'));

  const english = await screen.findByRole('table', { name: 'Payments' });
  expect(within(english).getAllByRole('row')[1]).toHaveTextContent(
    'Eid Collection Launchfrom aarong_stylenusrat_styles৳12,000.00bKashBKX12345678',
  );
  expect(within(english).getAllByRole('row')[1]).toHaveTextContent('1 Jun 2026, 3:15 pm');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All statuses');
});

test('user search in Bangla: the field, a search without a match, the deactivate question', async () => {
  serveApi({
    'GET /users/all/': (request) => ({
      status: 200,
      data: request.params.search ? [] : [SIGNED_IN_ADMIN, aUser()],
    }),
  });
  openAt('/admin-panel?tab=users');

  const table = await screen.findByRole('table', { name: 'ব্যবহারকারী' });
  const rows = within(table).getAllByRole('row');
  expect(rows[0]).toHaveTextContent('ইউজারনেমইমেইলভূমিকাঅবস্থাঅ্যাকশন');
  expect(rows[1]).toHaveTextContent('adminadmin@example.comঅ্যাডমিন');
  expect(rows[1]).toHaveTextContent('আপনি');
  expect(rows[2]).toHaveTextContent('nusrat_stylesnusrat@example.comইনফ্লুয়েন্সার');

  await userEvent.click(
    within(rows[2] as HTMLElement).getByRole('button', { name: 'nusrat_styles নিষ্ক্রিয় করুন' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'ব্যবহারকারী নিষ্ক্রিয় করুন' });
  expect(dialog).toHaveTextContent(
    'nusrat_styles-কে নিষ্ক্রিয় করবেন? সঙ্গে সঙ্গে তাঁকে লগআউট করা হবে, আর আপনি আবার সক্রিয় না করা পর্যন্ত তিনি লগইন করতে পারবেন না।',
  );
  await userEvent.keyboard('{Escape}');

  const search = screen.getByRole('searchbox', { name: 'ব্যবহারকারী খুঁজুন' });
  expect(search).toHaveAttribute('placeholder', 'নাম বা ইমেইল');
  await userEvent.type(search, 'rahim');
  await userEvent.click(screen.getByRole('button', { name: 'খুঁজুন' }));

  expect(
    await screen.findByText('"rahim" এর সাথে মেলে এমন কোনো ব্যবহারকারী নেই।'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'মুছে ফেলুন' })).toBeInTheDocument();

  await act(() => chooseLanguage('en'));

  expect(await screen.findByText('No users match "rahim".')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search users' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
});

test('the audit log in Bangla: the action, the object by its number, the changed fields', async () => {
  serveApi({ 'GET /admin/audit-log/': { status: 200, data: [anAuditEntry()] } });
  openAt('/admin-panel?tab=audit-log');

  const table = await screen.findByRole('table', { name: 'অডিট লগ' });
  const [header, row] = within(table).getAllByRole('row');
  expect(header).toHaveTextContent('সময়অ্যাডমিনঅ্যাকশনবিষয়আগেপরে');
  expect(row).toHaveTextContent(
    '৩ জুন ২০২৬, সকাল ১১:০০adminপেমেন্ট নিশ্চিত করেছেনপেমেন্ট #৫১' +
      'অবস্থা: অপেক্ষমাণসিদ্ধান্তের সময়: —সিদ্ধান্ত নিয়েছেন: —' +
      'অবস্থা: নিশ্চিতসিদ্ধান্তের সময়: ৩ জুন ২০২৬, সকাল ১১:০০সিদ্ধান্ত নিয়েছেন: admin',
  );

  await act(() => chooseLanguage('en'));

  await waitFor(() =>
    expect(
      within(screen.getByRole('table', { name: 'Audit log' })).getAllByRole('row')[1],
    ).toHaveTextContent('3 Jun 2026, 11:00 amadminConfirmed paymentPayment #51status: pending'),
  );
});
