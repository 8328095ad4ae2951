import { act, screen } from '@testing-library/react';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { aPlatformConfig } from '@portal/shared/testing/contract-fixtures';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import TermsOfUsePage from './terms-of-use-page';

afterEach(() => chooseLanguage('en'));

test('in Bangla the Terms state their facts in Bangla words and digits, and English returns', async () => {
  await chooseLanguage('bn');
  serveApi({ 'GET /config/': { status: 200, data: aPlatformConfig() } });
  renderPage(<TermsOfUsePage />, { url: '/terms-of-use' });

  expect(screen.getByRole('heading', { level: 1, name: 'ব্যবহারের শর্তাবলি' })).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { level: 2, name: '৪. পেমেন্ট ও রিফান্ড নীতি' }),
  ).toBeInTheDocument();
  const text = () => document.body.textContent ?? '';
  expect(text()).toContain('কার্যকর: অক্টোবর ২০২৫।');
  expect(text()).toContain('আপনার বয়স অন্তত ১৮ বছর হতে হবে।');
  expect(text()).toContain('প্রতিবার অন্তত ৳১০০,');
  expect(text()).toContain('এবং ২–৫ কর্মদিবস সময় লাগে।');
  expect(screen.getByRole('link', { name: 'গোপনীয়তা নীতি' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  expect(screen.getByRole('link', { name: 'যোগাযোগ' })).toHaveAttribute('href', '/contact');

  await act(() => chooseLanguage('en'));

  expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
  expect(text()).toContain('Effective October 2025.');
  expect(text()).toContain('at least ৳100 at a time');
  expect(text()).toContain('Withdrawals are processed manually and take 2–5 working days.');
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
});
