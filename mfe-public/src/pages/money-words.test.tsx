import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { aPlatformConfig } from '@portal/shared/testing/contract-fixtures';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import AboutPage from './about-page';
import LandingPage from './landing-page';
import PricingPage from './pricing-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfUsePage from './terms-of-use-page';

/**
 * What the public pages say about money is what the product does (docs/money.md): escrow, release
 * on approval or after the review window, disputes decided by an admin, refunds to the brand's
 * wallet, the platform fee from the platform's settings, withdrawals in 2-5 working days.
 */
afterEach(() => chooseLanguage('en'));

/** The page's text once the platform's settings (a 12.5 % fee, 48 hours to answer) are shown. */
async function textOf(path: string, page: ReactElement, shown: string | RegExp): Promise<string> {
  serveApi({
    'GET /config/': {
      status: 200,
      data: aPlatformConfig({ platform_fee_percent: 12.5, escrow_auto_release_hours: 48 }),
    },
  });
  renderPage(page, { url: path });
  await screen.findByText(shown, { exact: false });
  return document.body.textContent ?? '';
}

describe('in English', () => {
  test('the landing page promises escrow, release on approval and disputes, not a confirmation', async () => {
    const text = await textOf('/', <LandingPage />, 'and the money is held in escrow.');
    expect(text).toContain(
      'It reaches the influencer’s balance only when the brand approves the work, or automatically if the brand does not answer in time',
    );
    expect(text).toContain('a dispute is decided by our team: release, refund or split.');
    expect(text).not.toContain('confirms every payment before it reaches');
    expect(text).toContain('Once our team has matched the payment with its transaction');
    expect(text).not.toContain('Our team confirms the payment.');
  });

  test('the Terms describe escrow, release, disputes, refunds to the wallet and the fee rate', async () => {
    const text = await textOf('/terms-of-use', <TermsOfUsePage />, '12.5%');
    expect(screen.getByRole('heading', { level: 3, name: 'Delivery and release' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Disputes' })).toBeVisible();
    expect(text).toContain('The money is then held in escrow by the platform');
    expect(text).toContain('the money is released automatically');
    expect(text).toContain('The brand has 48 hours from each delivery to answer.');
    expect(text).toContain('open a dispute in the app');
    expect(text).toContain(
      'release everything to the influencer, refund everything to the brand, or split the amount between them.',
    );
    expect(text).toContain("to the brand's bKash or Nagad wallet");
    expect(text).toContain(
      'The platform fee is now 12.5% of the amount released to the influencer.',
    );
    // The spec's facts stay.
    expect(text).toContain('A small platform or service fee may be deducted.');
    expect(text).toContain('Withdrawals are processed manually and take 2–5 working days.');
    expect(text).toContain('automated payments are planned for later');
    expect(text).toContain('You must be at least 18 years old.');
    expect(text).toContain('Effective October 2025.');
    // What escrow replaced.
    expect(text).not.toContain('Only then is the amount added to the influencer');
    expect(text).not.toContain('Write to support with the transaction ID');
  });

  test('Pricing states the fee from the settings and answers the questions about money', async () => {
    const text = await textOf('/pricing', <PricingPage />, '12.5%');
    expect(screen.getByRole('heading', { level: 2, name: 'Platform fee' })).toBeVisible();
    expect(text).toContain("The platform fee is 12.5% of the influencer's fee.");
    expect(text).toContain('held in escrow until the brand approves the work');
    expect(text).not.toContain("confirmed by our team before it reaches the influencer's balance");
    expect(
      screen.getByRole('heading', { level: 2, name: 'Questions about payments' }),
    ).toBeVisible();
    const questions = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(questions).toEqual(
      expect.arrayContaining([
        'Where is the money before the work is approved?',
        'When does the influencer get paid?',
        'What if the work is not what was agreed?',
        'How does a brand get a refund?',
        'How long does a withdrawal take?',
      ]),
    );
    expect(text).toContain('The brand has 48 hours from each delivery to answer.');
    expect(text).toContain('an admin sees both sides and decides');
    expect(text).toContain('there is no need to write to support');
    expect(text).toContain('Withdrawals are processed manually and take 2–5 working days.');
  });

  test('About speaks of escrow, not of a check before the money counts', async () => {
    const text = await textOf('/about', <AboutPage />, 'held in escrow until you approve the work');
    expect(text).not.toContain('our team confirms every payment');
    expect(text).not.toContain('before they count');
  });

  test('the Privacy Policy says who reads messages in a dispute and where refunds go', async () => {
    const text = await textOf('/privacy-policy', <PrivacyPolicyPage />, 'who decide disputes');
    expect(text).toContain('to send you a withdrawal or a refund');
  });
});

describe('in Bangla', () => {
  beforeEach(() => chooseLanguage('bn'));

  test('the landing page promises escrow, release on approval and disputes', async () => {
    const text = await textOf('/', <LandingPage />, 'আর টাকা এসক্রোতে জমা থাকে।');
    expect(text).toContain(
      'ব্র্যান্ড কাজ অনুমোদন করলে, অথবা সময়মতো সাড়া না দিলে স্বয়ংক্রিয়ভাবে, টাকা ইনফ্লুয়েন্সারের ব্যালেন্সে যায়',
    );
    expect(text).toContain('বিরোধ হলে আমাদের টিম সিদ্ধান্ত নেয়: টাকা ছাড়, ফেরত বা ভাগ।');
    expect(text).toContain('প্ল্যাটফর্ম ফি বাদে আয় জমা হয় ইনফ্লুয়েন্সারের ব্যালেন্সে');
    expect(text).not.toContain('পৌঁছানোর আগে আমাদের টিম প্রতিটি পেমেন্ট যাচাই করে');
  });

  test('the Terms describe escrow, disputes, refunds and the fee in Bengali digits', async () => {
    const text = await textOf('/terms-of-use', <TermsOfUsePage />, '১২.৫%');
    expect(screen.getByRole('heading', { level: 3, name: 'কাজ জমা ও টাকা ছাড়' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'বিরোধ' })).toBeVisible();
    expect(text).toContain('এরপর টাকা প্ল্যাটফর্মের কাছে এসক্রোতে জমা থাকে');
    expect(text).toContain('প্রতিটি জমার পর সাড়া দিতে ব্র্যান্ড ৪৮ ঘণ্টা সময় পায়।');
    expect(text).toContain('অ্যাপেই বিরোধ জানাতে পারেন');
    expect(text).toContain('ব্র্যান্ডের bKash বা Nagad ওয়ালেটে পাঠায়');
    expect(text).toContain('বর্তমানে প্ল্যাটফর্ম ফি ইনফ্লুয়েন্সারকে ছাড় করা অঙ্কের ১২.৫%।');
    expect(text).toContain('সামান্য প্ল্যাটফর্ম বা সার্ভিস ফি কাটা হতে পারে।');
    expect(text).toContain('এবং ২–৫ কর্মদিবস সময় লাগে।');
    expect(text).not.toContain('কেবল তখনই অঙ্কটি ইনফ্লুয়েন্সারের ব্যালেন্সে যোগ হয়');
    expect(text).not.toContain('ট্রানজেকশন আইডিসহ সাপোর্টে লিখুন');
  });

  test('Pricing states the fee in Bengali digits and answers the questions about money', async () => {
    const text = await textOf('/pricing', <PricingPage />, '১২.৫%');
    expect(screen.getByRole('heading', { level: 2, name: 'প্ল্যাটফর্ম ফি' })).toBeVisible();
    expect(text).toContain('প্ল্যাটফর্ম ফি ইনফ্লুয়েন্সারের ফি-এর ১২.৫%।');
    expect(screen.getByRole('heading', { level: 2, name: 'পেমেন্ট নিয়ে প্রশ্ন' })).toBeVisible();
    expect(text).toContain('প্রতিটি জমার পর সাড়া দিতে ব্র্যান্ড ৪৮ ঘণ্টা সময় পায়।');
    expect(text).toContain('২–৫ কর্মদিবস সময় লাগে');
    expect(text).not.toContain('ইনফ্লুয়েন্সারের ব্যালেন্সে পৌঁছানোর আগে আমাদের টিম তা যাচাই করে');
  });

  test('About speaks of escrow', async () => {
    const text = await textOf('/about', <AboutPage />, 'আপনি কাজ অনুমোদন না করা পর্যন্ত');
    expect(text).not.toContain('প্রতিটি পেমেন্ট আমাদের টিম যাচাই করে');
  });

  test('the Privacy Policy says who reads messages in a dispute and where refunds go', async () => {
    const text = await textOf('/privacy-policy', <PrivacyPolicyPage />, 'বিরোধের সিদ্ধান্ত নেন');
    expect(text).toContain('আপনার তোলা টাকা বা রিফান্ড পাঠাতে');
  });
});
