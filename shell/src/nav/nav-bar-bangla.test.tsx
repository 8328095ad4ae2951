import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { renderShell, storeSession } from '../testing/render-shell';

afterEach(() => chooseLanguage('en'));

/** The bar of `role` in Bangla on its dashboard, once shown. */
async function banglaBar(role: 'brand' | 'influencer'): Promise<HTMLElement> {
  storeSession(role);
  await chooseLanguage('bn');
  renderShell('/dashboard');
  return screen.findByRole('navigation', { name: 'প্রধান' });
}

test('in Bangla the bar, the role and the tab speak Bangla, and English returns without a reload', async () => {
  const nav = await banglaBar('brand');
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'ড্যাশবোর্ড',
    'প্রোফাইল',
    'মেসেজ',
    'আমার ক্যাম্পেইন',
    'আবেদন',
    'ইনফ্লুয়েন্সার খুঁজুন',
    'অফার',
    'পেমেন্ট',
    'demo_brand (ব্র্যান্ড) নিরাপত্তা সেটিংস',
  ]);
  expect(within(nav).getByText('(ব্র্যান্ড)')).toBeInTheDocument();
  expect(within(nav).getByRole('button', { name: 'লগআউট' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'মেনু' })).toBeInTheDocument();
  await screen.findByText('page mfe_brand/DashboardPage');
  expect(document.title).toBe('ব্র্যান্ড ড্যাশবোর্ড – Influencer Marketplace');
  expect(document.documentElement).toHaveAttribute('lang', 'bn');

  await userEvent.click(within(nav).getByRole('button', { name: 'English' }));

  expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My Campaigns' })).toBeInTheDocument();
  expect(document.title).toBe('Brand Dashboard – Influencer Marketplace');
  expect(document.documentElement).toHaveAttribute('lang', 'en');
});

test("in Bangla the influencer's bar has its eight links, Campaigns among them, then the account's", async () => {
  const nav = await banglaBar('influencer');
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['ড্যাশবোর্ড', '/dashboard'],
    ['প্রোফাইল', '/profile'],
    ['মেসেজ', '/messages'],
    ['ক্যাম্পেইন', '/campaigns'],
    ['আমার আবেদন', '/applications'],
    ['অফার', '/offers'],
    ['পেমেন্ট', '/payments'],
    ['টাকা তোলা', '/withdrawals'],
    ['demo_influencer (ইনফ্লুয়েন্সার) নিরাপত্তা সেটিংস', '/settings/security'],
  ]);
});
