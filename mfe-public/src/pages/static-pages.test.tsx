import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { aPlatformConfig } from '@portal/shared/testing/contract-fixtures';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import AboutPage from './about-page';
import ContactPage from './contact-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfUsePage from './terms-of-use-page';

const SUPPORT = 'support@influencermarketplace.com.bd';

function show(path: string, page: ReactElement) {
  serveApi({ 'GET /config/': { status: 200, data: aPlatformConfig() } });
  renderPage(page, { url: path });
  const headings = screen.getAllByRole('heading');
  // One h1 first, and no level skipped on the way down.
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const levels = headings.map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, index) => expect(level).toBeLessThanOrEqual(levels[index]! + 1));
  return document.body.textContent ?? '';
}

test('About tells what the marketplace does for brands and influencers', () => {
  const text = show('/about', <AboutPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'For brands' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'For influencers' })).toBeInTheDocument();
  expect(text).toContain('bKash or Nagad');
  expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
});

test('Contact gives the support e-mail as a mail link', () => {
  show('/contact', <ContactPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`);
  expect(screen.getByText(/never ask for your bKash or Nagad PIN/)).toBeInTheDocument();
});

test('the Privacy Policy states the age limit, the effective date and the public fields', () => {
  const text = show('/privacy-policy', <PrivacyPolicyPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  expect(text).toContain('Effective October 2025.');
  expect(text).toContain('aged 18 or over');
  expect(text).toContain('Your e-mail address is never shown on a public profile.');
  expect(screen.getByRole('link', { name: SUPPORT })).toBeInTheDocument();
});

test('the Terms hold the payment and refund policy with the constants', () => {
  const text = show('/terms-of-use', <TermsOfUsePage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
  expect(text).toContain('Effective October 2025.');
  expect(text).toContain('You must be at least 18 years old.');
  expect(screen.getByRole('heading', { name: '4. Payment and refund policy' })).toBeInTheDocument();
  for (const name of [
    'How a brand pays',
    'Rejected payments',
    'Delivery and release',
    'Disputes',
    'Refunds',
    'Fees',
    'Withdrawals',
  ]) {
    expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
  }
  expect(text).toContain(
    "An administrator checks the transaction against the platform's bKash or Nagad wallet and confirms the payment.",
  );
  expect(text).toContain(
    'the payment is rejected. The application stays accepted and the brand can pay again',
  );
  expect(text).toContain('Withdrawals are processed manually and take 2–5 working days.');
  expect(text).toContain('A small platform or service fee may be deducted');
  expect(text).toContain('automated payments are planned for later');
  expect(text).toContain('at least ৳100 at a time');
});
