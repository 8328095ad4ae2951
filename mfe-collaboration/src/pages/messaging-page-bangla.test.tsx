import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage, TEST_USERS } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import MessagingPage from './messaging-page';

const BRAND = TEST_USERS.brand;
const NUSRAT = 21;

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => chooseLanguage('en'));

function showMessaging() {
  serveApi({
    'GET /messages/connections/': {
      status: 200,
      data: [
        {
          id: NUSRAT,
          username: 'nusrat_styles',
          role: 'influencer',
          has_existing_messages: true,
          unread_count: 12,
          last_message_at: '2026-11-23T05:00:00Z',
          collaboration_id: 31,
        },
        {
          id: 22,
          username: 'dhaka_foodie',
          role: 'influencer',
          has_existing_messages: false,
          unread_count: 0,
          last_message_at: null,
          collaboration_id: null,
        },
      ],
    },
    'GET /messages/': (request) => ({
      status: 200,
      data:
        request.params.with === undefined
          ? []
          : [
              {
                id: 1,
                sender: NUSRAT,
                receiver: BRAND.id,
                sender_name: 'nusrat_styles',
                receiver_name: BRAND.username,
                content: 'Posted the reel!',
                timestamp: '2026-11-23T04:05:00.000Z',
              },
            ],
    }),
    'POST /messages/read/': { status: 200, data: { updated: 12 } },
  });
  renderPage(<MessagingPage />, { user: 'brand', url: '/messages', path: '/messages' });
}

test('in Bangla the list, the welcome, the unread count and the thread speak Bangla; English returns', async () => {
  await chooseLanguage('bn');
  showMessaging();

  expect(screen.getByRole('heading', { level: 1, name: 'মেসেজ' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'মেসেজে স্বাগতম' })).toBeVisible();
  const active = within(await screen.findByRole('region', { name: 'চলমান কথোপকথন' }));
  expect(active.getByRole('button').textContent).toBe('nusrat_stylesইনফ্লুয়েন্সার১২, ১২টি অপঠিত');
  const available = within(screen.getByRole('region', { name: 'যাদের সাথে কথা বলা যায়' }));
  expect(available.getByRole('button', { name: /dhaka_foodie/ })).toHaveTextContent(
    'ইনফ্লুয়েন্সার · কথোপকথন শুরু করুন',
  );

  await userEvent.click(active.getByRole('button', { name: /nusrat_styles/ }));
  const thread = await screen.findByRole('log', { name: 'nusrat_styles-এর সাথে মেসেজ' });
  // The time in Dhaka (UTC+6), the Bangla way.
  expect(within(thread).getByText('২৩ নভেম্বর ২০২৬, সকাল ১০:০৫')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'মেসেজ' })).toHaveAttribute(
    'placeholder',
    'আপনার মেসেজ লিখুন...',
  );
  expect(screen.getByRole('button', { name: 'পাঠান' })).toBeDisabled();
  expect(screen.getByText('০ / ২০০০')).toBeInTheDocument();

  await act(() => chooseLanguage('en'));

  expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Active Conversations' })).toBeInTheDocument();
  expect(screen.getByRole('log', { name: 'Messages with nusrat_styles' })).toHaveTextContent(
    '23 Nov 2026, 10:05 am',
  );
  expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  expect(screen.getByText('0 / 2000')).toBeInTheDocument();
});

test('in Bangla a refused message says why and names the refused part', async () => {
  await chooseLanguage('bn');
  showMessaging();
  const active = within(await screen.findByRole('region', { name: 'চলমান কথোপকথন' }));
  await userEvent.click(active.getByRole('button', { name: /nusrat_styles/ }));
  await screen.findByRole('log', { name: 'nusrat_styles-এর সাথে মেসেজ' });
  const box = screen.getByRole('textbox', { name: 'মেসেজ' });

  await userEvent.type(box, 'পেমেন্ট করে দিয়েছি');
  await userEvent.click(screen.getByRole('button', { name: 'পাঠান' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'আপনার মেসেজে নিষিদ্ধ শব্দ আছে। সেগুলো সরিয়ে দিন। আটকে দেওয়া হয়েছে: “পেমেন্ট”',
  );

  await userEvent.clear(box);
  await userEvent.type(box, 'আমার নম্বর ০১৭১১ ১২৩৪৫৬');
  await userEvent.click(screen.getByRole('button', { name: 'পাঠান' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'আপনার মেসেজে যোগাযোগের তথ্য আছে। কথাবার্তা প্ল্যাটফর্মেই রাখুন। আটকে দেওয়া হয়েছে: “০১৭১১ ১২৩৪৫৬”',
  );
});
