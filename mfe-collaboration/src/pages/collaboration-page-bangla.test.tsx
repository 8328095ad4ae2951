import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { serveApi } from '@portal/shared/testing/fake-api';
import {
  aCollaboration,
  aDeliveredCollaboration,
  AT_COLLABORATION,
} from '@portal/shared/testing/contract-fixtures';
import { renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import CollaborationPage from './collaboration-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => chooseLanguage('en'));

test('in Bangla the facts, the next steps, the buttons, the deliveries, the timeline and the form speak Bangla; English returns', async () => {
  await chooseLanguage('bn');
  serveApi({
    'GET /applications/31/': {
      status: 200,
      data: aDeliveredCollaboration({
        timeline: [
          ...aCollaboration().timeline,
          { event: 'delivered', at: '2026-11-24T09:40:00Z', reason: null, amount: null },
        ],
      }),
    },
  });
  const user = userEvent.setup();
  renderPage(<CollaborationPage />, { user: 'brand', ...AT_COLLABORATION });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Eid Collection Launch' }),
  ).toBeInTheDocument();
  const facts = screen.getByText('ব্র্যান্ড').closest('dl') as HTMLElement;
  expect(facts).toHaveTextContent(
    'ব্র্যান্ডaarong_styleইনফ্লুয়েন্সারnusrat_stylesসম্মত পরিমাণ৳১২,০০০.০০প্ল্যাটফর্ম ফি৳১,২০০.০০ইনফ্লুয়েন্সার পাবেন৳১০,৮০০.০০অবস্থাকাজ জমা হয়েছে',
  );
  const next = screen.getByRole('heading', { name: 'এরপর কী হবে' }).parentElement as HTMLElement;
  expect(next).toHaveTextContent(
    '২৭ নভেম্বর ২০২৬, দুপুর ৩:৪০-এর মধ্যে উত্তর না দিলে টাকা nusrat_styles-কে ছেড়ে দেওয়া হবে।',
  );
  expect(next).toHaveTextContent('আপনি আর ২ বার পরিবর্তন চাইতে পারবেন।');
  const actions = screen.getByRole('group', { name: 'অ্যাকশন' });
  expect(
    within(actions)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['অনুমোদন করে টাকা ছাড়ুন', 'পরিবর্তন চান', 'বিরোধ জানান']);
  expect(screen.getByRole('heading', { level: 3, name: 'জমা ১' })).toBeInTheDocument();
  expect(screen.getByText('জমা দেওয়া হয়েছে ২৪ নভেম্বর ২০২৬, দুপুর ৩:৪০')).toBeInTheDocument();
  expect(screen.getByText('ব্র্যান্ডের উত্তরের অপেক্ষায়।')).toBeInTheDocument();
  const timeline = screen.getByRole('list', { name: 'সময়রেখা' });
  expect(within(timeline).getAllByRole('listitem')[2]).toHaveTextContent(
    'পেমেন্ট নিশ্চিত: টাকা এসক্রোতে জমা৳১২,০০০.০০২১ নভেম্বর ২০২৬, দুপুর ২:০০',
  );

  await user.click(within(actions).getByRole('button', { name: 'পরিবর্তন চান' }));
  const form = screen.getByRole('dialog', { name: 'পরিবর্তন চান' });
  await user.type(within(form).getByRole('textbox', { name: 'কারণ' }), 'ছোট');
  expect(within(form).getByText('৩ / ১০০০')).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'পরিবর্তন চান' }));
  expect(await within(form).findByText('কমপক্ষে ১০ অক্ষর লিখুন।')).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'বাতিল' }));

  await act(() => chooseLanguage('en'));

  expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Approve and Release' })).toBeInTheDocument();
  expect(screen.getByText('Agreed amount').nextElementSibling).toHaveTextContent('৳12,000.00');
});

test('in Bangla a refund waiting with no saved wallet asks for one in Bangla', async () => {
  await chooseLanguage('bn');
  serveApi({
    'GET /applications/31/': {
      status: 200,
      data: aCollaboration({
        status: 'refunded',
        refunded_amount: '12000.00',
        refund: {
          id: 61,
          application_id: 31,
          campaign_title: 'Eid Collection Launch',
          brand: 11,
          brand_name: 'aarong_style',
          influencer_name: 'nusrat_styles',
          amount: '12000.00',
          cause: 'withdrawn',
          status: 'pending',
          paid_with: 'bkash',
          paid_transaction_id: 'TXN12345678',
          payment_method: null,
          phone_number: null,
          transaction_id: null,
          created_at: '2026-11-25T04:00:00Z',
          sent_at: null,
        },
      }),
    },
    'GET /account/wallets/': { status: 200, data: { bkash_number: null, nagad_number: null } },
  });
  renderPage(<CollaborationPage />, { user: 'brand', ...AT_COLLABORATION });

  expect(
    await screen.findByRole('link', { name: 'নিরাপত্তা সেটিংসে ওয়ালেট যোগ করুন' }),
  ).toHaveAttribute('href', '/settings/security');
  expect(
    screen.getByText('প্ল্যাটফর্ম যেন জানে কোথায় পাঠাতে হবে, তাই আপনার bKash বা Nagad নম্বর যোগ করুন।', {
      exact: false,
    }),
  ).toBeInTheDocument();
});

test('in Bangla says which offer or package a collaboration came from', async () => {
  await chooseLanguage('bn');
  serveApi({
    'GET /applications/31/': {
      status: 200,
      data: aCollaboration({ origin: 'package', campaign_title: 'Eid reel bundle' }),
    },
    'GET /applications/31/drafts/': { status: 200, data: [] },
  });
  renderPage(<CollaborationPage />, { user: 'brand', ...AT_COLLABORATION });

  expect(await screen.findByText('“Eid reel bundle” প্যাকেজ থেকে')).toBeInTheDocument();
});
