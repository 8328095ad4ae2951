import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/auth-store';
import type { Notification } from '@portal/shared/contract/notifications';
import { chooseLanguage, i18n } from '@portal/shared/i18n/i18n';
import { login } from '@portal/shared/session';
import { serveApiWith, type FakeReply, type FakeRequest } from '@portal/shared/testing/fake-api';
import { renderShell, storeSession } from '../testing/render-shell';

afterEach(() => chooseLanguage('en'));

/** The server words a notification in the language the request names, as the API does. */
const NOTIFICATION_TEXT = {
  en: 'Your payment for Eid Collection was confirmed.',
  bn: 'ঈদ কালেকশন-এর জন্য আপনার পেমেন্ট নিশ্চিত হয়েছে।',
};

function notification(language: 'en' | 'bn'): Notification {
  return {
    id: 1,
    kind: 'payment_decided',
    text: NOTIFICATION_TEXT[language],
    link: '/payments',
    read_at: null,
    created_at: '2026-11-23T04:00:00Z',
  };
}

interface Sent extends FakeRequest {
  language: unknown;
}

/**
 * A fake API: notifications in the asked language, PUT /profile/language/ as `saving` says, and a
 * login into an account saved in `accountLanguage`.
 */
function serveAccount(
  saving: (language: unknown) => FakeReply = (language) => ok({ language }),
  accountLanguage: 'en' | 'bn' = 'bn',
) {
  const sent: Sent[] = [];
  serveApiWith((request, headers) => {
    const language = headers.get('Accept-Language');
    sent.push({ ...request, language });
    const key = `${request.method} ${request.url}`;
    if (key === 'GET /notifications/') {
      return ok([notification(language === 'bn' ? 'bn' : 'en')]);
    }
    if (key === 'PUT /profile/language/') {
      return saving((request.body as { language?: unknown }).language);
    }
    if (key === 'POST /login/') {
      return ok({
        user: {
          id: 7,
          username: 'nusrat_styles',
          email: 'nusrat@example.com',
          role: 'influencer',
          language: accountLanguage,
        },
        access: 'access',
        refresh: 'refresh',
        device_token: 'device',
      });
    }
    return { status: 404, data: { error: `No fake route for ${key}` } };
  });
  return sent;
}

function ok(data: unknown): FakeReply {
  return { status: 200, data };
}

const saves = (sent: Sent[]) =>
  sent.filter((request) => request.url === '/profile/language/').map((request) => request.body);

async function switchTo(name: 'বাংলা' | 'English') {
  const nav = screen.getByRole('navigation', { name: name === 'বাংলা' ? 'Main' : 'প্রধান' });
  await userEvent.click(within(nav).getByRole('button', { name }));
}

test('a switch is kept on the account, and the notifications come again in the new language', async () => {
  storeSession('influencer', 'en');
  const sent = serveAccount();
  renderShell('/dashboard');

  const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  await userEvent.click(bell);
  expect(await screen.findByText(NOTIFICATION_TEXT.en)).toBeInTheDocument();

  await switchTo('বাংলা');

  // The switch closed the panel (a click outside it): opened again, it reads Bangla.
  await userEvent.click(await screen.findByRole('button', { name: 'নোটিফিকেশন, ১টি অপঠিত' }));
  expect(await screen.findByText(NOTIFICATION_TEXT.bn)).toBeInTheDocument();
  const time = screen.getByRole('region', { name: 'নোটিফিকেশন' }).querySelector('time');
  expect(time?.textContent).toMatch(/^[^0-9]*[০-৯][^0-9]*$/);
  await waitFor(() => expect(saves(sent)).toEqual([{ language: 'bn' }]));
  expect(useAuthStore.getState().user?.language).toBe('bn');
  expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ language: 'bn' });
  // Every request after the switch names Bangla; the notifications were asked for again in it.
  const afterSwitch = sent.slice(sent.findIndex((request) => request.method === 'PUT'));
  expect(afterSwitch.map((request) => request.language)).toEqual(afterSwitch.map(() => 'bn'));
  expect(afterSwitch.some((request) => request.url === '/notifications/')).toBe(true);

  await switchTo('English');

  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  expect(await screen.findByText(NOTIFICATION_TEXT.en)).toBeInTheDocument();
  await waitFor(() => expect(saves(sent)).toEqual([{ language: 'bn' }, { language: 'en' }]));
  expect(useAuthStore.getState().user?.language).toBe('en');
});

test('a failed save keeps the switch in the browser, shows no error, and the next switch saves', async () => {
  storeSession('brand', 'en');
  let failing = true;
  const sent = serveAccount((language) =>
    failing ? { status: 500, data: { error: 'Something went wrong.' } } : ok({ language }),
  );
  renderShell('/dashboard');
  await screen.findByRole('navigation', { name: 'Main' });

  await switchTo('বাংলা');

  expect(await screen.findByRole('navigation', { name: 'প্রধান' })).toBeInTheDocument();
  await waitFor(() => expect(saves(sent)).toEqual([{ language: 'bn' }]));
  expect(document.documentElement).toHaveAttribute('lang', 'bn');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  // The account still reads English: going back to it needs no save.
  expect(useAuthStore.getState().user?.language).toBe('en');
  await switchTo('English');
  await screen.findByRole('navigation', { name: 'Main' });
  expect(saves(sent)).toHaveLength(1);

  failing = false;
  await switchTo('বাংলা');

  await waitFor(() => expect(saves(sent)).toEqual([{ language: 'bn' }, { language: 'bn' }]));
  await waitFor(() => expect(useAuthStore.getState().user?.language).toBe('bn'));
});

test('a visitor’s switch is not saved anywhere but the browser', async () => {
  storeSession(null);
  const sent = serveAccount();
  renderShell('/');
  await screen.findByRole('navigation', { name: 'Main' });

  await switchTo('বাংলা');

  expect(await screen.findByRole('navigation', { name: 'প্রধান' })).toBeInTheDocument();
  expect(saves(sent)).toEqual([]);
});

test('after login the portal shows the account’s language, without saving it back', async () => {
  storeSession(null);
  const sent = serveAccount();
  renderShell('/login');
  await screen.findByRole('navigation', { name: 'Main' });
  expect(i18n.language).toBe('en');

  await act(async () => {
    await login({ email: 'nusrat@example.com', password: 'secret-pass' });
  });

  const nav = await screen.findByRole('navigation', { name: 'প্রধান' });
  expect(within(nav).getByText('(ইনফ্লুয়েন্সার)')).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'bn');
  expect(sent.find((request) => request.url === '/login/')?.language).toBe('en');
  expect(saves(sent)).toEqual([]);
});

test('a language chosen before login is kept after it, and saved on the account', async () => {
  storeSession(null);
  const sent = serveAccount(undefined, 'en');
  renderShell('/login');
  await switchTo('বাংলা');
  await screen.findByRole('navigation', { name: 'প্রধান' });

  await act(async () => {
    await login({ email: 'nusrat@example.com', password: 'secret-pass' });
  });

  await waitFor(() => expect(saves(sent)).toEqual([{ language: 'bn' }]));
  const nav = screen.getByRole('navigation', { name: 'প্রধান' });
  expect(within(nav).getByText('(ইনফ্লুয়েন্সার)')).toBeInTheDocument();
  expect(i18n.language).toBe('bn');
  expect(document.documentElement).toHaveAttribute('lang', 'bn');
  expect(localStorage.getItem('portal.language')).toBe('bn');
  // The server renders the next page in it too.
  expect(document.cookie).toContain('portal_language=bn');
  await waitFor(() => expect(useAuthStore.getState().user?.language).toBe('bn'));
  expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ language: 'bn' });
});

test('a language chosen before login that the account already has is not saved again', async () => {
  storeSession(null);
  const sent = serveAccount();
  renderShell('/login');
  await switchTo('বাংলা');

  await act(async () => {
    await login({ email: 'nusrat@example.com', password: 'secret-pass' });
  });

  expect(await screen.findByRole('navigation', { name: 'প্রধান' })).toBeInTheDocument();
  expect(i18n.language).toBe('bn');
  expect(saves(sent)).toEqual([]);
});
