import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { chooseLanguage, i18n, LANGUAGE_STORAGE_KEY } from '@portal/shared/i18n/i18n';
import { LanguageSwitch } from './language-switch';

afterEach(async () => {
  await chooseLanguage('en');
  localStorage.clear();
});

function renderSwitch() {
  render(
    <I18nextProvider i18n={i18n}>
      <LanguageSwitch />
    </I18nextProvider>,
  );
}

test('offers English and বাংলা, each in its own language, English shown by default', () => {
  renderSwitch();

  const group = screen.getByRole('group', { name: 'Language' });
  expect(group).toBeVisible();
  expect(screen.getByRole('button', { name: 'English', pressed: true })).toHaveAttribute(
    'lang',
    'en',
  );
  expect(screen.getByRole('button', { name: 'বাংলা', pressed: false })).toHaveAttribute(
    'lang',
    'bn',
  );
  expect(document.documentElement).toHaveAttribute('lang', 'en');
});

test('switching to বাংলা shows Bangla at once, sets <html lang> and remembers the choice', async () => {
  renderSwitch();

  await userEvent.click(screen.getByRole('button', { name: 'বাংলা' }));

  expect(await screen.findByRole('group', { name: 'ভাষা' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'বাংলা', pressed: true })).toBeVisible();
  expect(document.documentElement).toHaveAttribute('lang', 'bn');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');

  await userEvent.click(screen.getByRole('button', { name: 'English' }));

  expect(await screen.findByRole('group', { name: 'Language' })).toBeVisible();
  expect(document.documentElement).toHaveAttribute('lang', 'en');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
});

test('the next visit starts in the language chosen before', () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'bn');
  jest.isolateModules(() => {
    const { i18n: nextVisit } = require('@portal/shared/i18n/i18n');
    expect(nextVisit.language).toBe('bn');
    expect(document.documentElement).toHaveAttribute('lang', 'bn');
  });
});
