import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { renderPage } from '@portal/shared/testing/render-page';
import LandingPage from './landing-page';

afterEach(() => chooseLanguage('en'));

test('in Bangla the landing page speaks Bangla, prices in Bengali digits, and English returns', async () => {
  await chooseLanguage('bn');
  renderPage(<LandingPage />, { url: '/' });

  expect(
    screen.getByRole('heading', {
      level: 1,
      name: 'যেখানে বাংলাদেশের ব্র্যান্ড আর ইনফ্লুয়েন্সাররা একসাথে কাজ করে',
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'আমি ব্র্যান্ড' })).toHaveAttribute(
    'href',
    '/register?role=brand',
  );
  expect(screen.getByRole('link', { name: 'আমি ইনফ্লুয়েন্সার' })).toBeInTheDocument();
  const numbers = screen.getByRole('list', { name: 'সংখ্যায় মার্কেটপ্লেস' });
  expect(within(numbers).getAllByRole('listitem')[0]).toHaveTextContent('৯৮%সফলতার হার');
  expect(screen.getByRole('heading', { level: 3, name: /^AI ম্যাচিং/ })).toHaveTextContent(
    'AI ম্যাচিংশিগগিরই আসছে',
  );
  // The claim's example amount and the offer's count, written at render in Bangla.
  expect(screen.getByText(/যেমন ৳১২,৫০,০০০;/)).toBeInTheDocument();
  expect(screen.getByText('প্রথম ৫০০টি ব্র্যান্ড পাবে আজীবন ছাড়।')).toBeInTheDocument();

  const plan = (name: string) =>
    screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
  expect(plan('প্রো')).toHaveTextContent('৳৯,৯০০ প্রতি মাসে');
  expect(plan('স্টার্টার')).toHaveTextContent('৳০ সবসময় ফ্রি');
  expect(plan('স্টার্টার')).toHaveTextContent('একসাথে ৩টি সক্রিয় ক্যাম্পেইন');
  expect(within(plan('প্রো')).getByRole('link', { name: 'প্রো বেছে নিন' })).toBeInTheDocument();

  const footer = screen.getByRole('navigation', { name: 'ফুটার' });
  expect(within(footer).getByRole('link', { name: 'গোপনীয়তা নীতি' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  expect(screen.getByText(/^© [০-৯]{4} Influencer Marketplace। সব অঙ্ক/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'English' }));

  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Where Bangladeshi brands and influencers work together',
    }),
  ).toBeInTheDocument();
  expect(plan('Pro')).toHaveTextContent('৳9,900 per month');
  expect(screen.getByText(/such as ৳12,50,000;/)).toBeInTheDocument();
  expect(screen.getByText(/^© \d{4} Influencer Marketplace\. All amounts/)).toBeInTheDocument();
});
