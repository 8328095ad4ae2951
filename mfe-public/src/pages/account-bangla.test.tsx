import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { serveApiWith } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import LoginPage from './login-page';
import RegisterPage from './register-page';

afterEach(() => chooseLanguage('en'));

const routes = { '/dashboard': <p>dashboard reached</p> };

test("in Bangla the login form's labels and its own failure are Bangla, and English returns", async () => {
  serveApiWith(() => ({ status: 502, data: 'Bad gateway' }));
  await chooseLanguage('bn');
  renderPage(<LoginPage />, { url: '/login', routes });

  expect(screen.getByRole('heading', { level: 1, name: 'লগইন' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'অ্যাকাউন্ট নেই? নিবন্ধন করুন' })).toHaveAttribute(
    'href',
    '/register',
  );
  await userEvent.type(screen.getByLabelText('ইমেইল'), 'rahim@example.com');
  await userEvent.type(screen.getByLabelText('পাসওয়ার্ড'), 'secret-pass');
  await userEvent.click(screen.getByRole('button', { name: 'লগইন' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('লগইন করা যায়নি');

  await act(() => chooseLanguage('en'));

  // The failure already shown follows the language too.
  expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
});

test('in Bangla the register form offers the roles in Bangla; a server sentence is shown as it came', async () => {
  serveApiWith(() => ({ status: 409, data: { error: 'Email is already registered.' } }));
  await chooseLanguage('bn');
  renderPage(<RegisterPage />, { url: '/register?role=brand', path: '/register', routes });

  expect(screen.getByRole('heading', { level: 1, name: 'অ্যাকাউন্ট খুলুন' })).toBeInTheDocument();
  const role = screen.getByRole('combobox', { name: 'ভূমিকা' });
  expect(role).toHaveValue('brand');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'ইনফ্লুয়েন্সার',
    'ব্র্যান্ড',
  ]);
  expect(screen.getByText('আগে থেকেই অ্যাকাউন্ট আছে?')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'লগইন' })).toHaveAttribute('href', '/login');

  await userEvent.type(screen.getByLabelText('ইউজারনেম'), 'nadia');
  await userEvent.type(screen.getByLabelText('ইমেইল'), 'nadia@example.com');
  await userEvent.type(screen.getByLabelText('পাসওয়ার্ড'), 'long-enough');
  await userEvent.click(screen.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Email is already registered.');
});
