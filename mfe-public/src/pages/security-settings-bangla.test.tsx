import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { anAccount, anAccountSession } from '@portal/shared/testing/contract-fixtures';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import SecuritySettingsPage from './security-settings-page';

afterEach(() => chooseLanguage('en'));

const account = anAccount({ email: 'nusrat@example.com', email_verification: 'optional' });
const session = anAccountSession({ browser: 'Firefox', os: 'Android' });

test('in Bangla the sections, the times in Bengali digits and the password rules are Bangla', async () => {
  serveApi({
    'GET /account/': { status: 200, data: account },
    'GET /account/sessions/': { status: 200, data: [session] },
    'GET /account/email-preferences/': { status: 200, data: { off: ['dispute_opened'] } },
  });
  await chooseLanguage('bn');
  renderPage(<SecuritySettingsPage />, { url: '/settings/security', user: 'influencer' });

  expect(screen.getByRole('heading', { level: 1, name: 'নিরাপত্তা সেটিংস' })).toBeInTheDocument();
  const email = within(screen.getByRole('region', { name: 'ইমেইল' }));
  expect(await email.findByText('যাচাই করা হয়নি')).toBeInTheDocument();
  expect(email.getByRole('button', { name: 'আবার পাঠান' })).toBeInTheDocument();

  const sessions = within(screen.getByRole('region', { name: 'সেশন' }));
  const row = (await sessions.findAllByRole('row'))[1];
  expect(row).toHaveTextContent('Android-এ Firefox (এই ডিভাইস)');
  expect(row).toHaveTextContent('২৩ নভেম্বর ২০২৬, সকাল ১০:০৫');
  expect(sessions.getByRole('button', { name: 'এই ডিভাইস থেকে সাইন আউট করুন' })).toBeEnabled();

  const password = within(screen.getByRole('region', { name: 'পাসওয়ার্ড' }));
  await userEvent.type(password.getByLabelText('নতুন পাসওয়ার্ড'), 'short');
  await userEvent.click(password.getByRole('button', { name: 'পাসওয়ার্ড বদলান' }));
  expect(password.getByLabelText('বর্তমান পাসওয়ার্ড')).toHaveAccessibleDescription(
    'পাসওয়ার্ড বদলাতে এটি লাগবে। আপনার বর্তমান পাসওয়ার্ড দিন।',
  );

  const emails = within(screen.getByRole('region', { name: 'ইমেইলে নোটিফিকেশন' }));
  expect(await emails.findByRole('checkbox', { name: 'আপনার আবেদন গৃহীত হলে' })).toBeChecked();
  expect(emails.getByRole('checkbox', { name: 'বিরোধ তোলা হলে' })).not.toBeChecked();
  expect(
    emails.getByRole('checkbox', { name: 'কোনো ইনফ্লুয়েন্সার অনুমোদনের জন্য খসড়া পাঠালে' }),
  ).toBeChecked();
  expect(emails.getByRole('checkbox', { name: 'কোনো ব্র্যান্ড আপনার খসড়ার উত্তর দিলে' })).toBeChecked();
  expect(
    emails.getByRole('group', { name: 'কোন নোটিফিকেশন ইমেইলেও পাবেন তা বেছে নিন।' }),
  ).toBeInTheDocument();
});
