import { act, screen } from '@testing-library/react';
import { useAuthStore } from '@portal/shared/auth-store';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { renderPage } from '@portal/shared/testing/render-page';
import GenericDashboard from './generic-dashboard';

test.each([
  ['brand', ['Create campaigns', 'Review applications', 'Message influencers']],
  ['influencer', ['Browse campaigns', 'Apply to campaigns', 'Message brands']],
  ['admin', ['View all users', 'Monitor campaigns and applications', 'Platform management']],
] as const)('greets a %s by name and role and lists its features', (role, features) => {
  renderPage(<GenericDashboard />, { url: '/dashboard-generic' });
  const user = { id: 1, username: 'rahim', email: 'r@example.com', role };
  act(() => useAuthStore.getState().signIn({ user, access: 'a', refresh: 'r' }));

  expect(screen.getByText(/Welcome,/)).toHaveTextContent(
    `Welcome, rahim! You are signed in as ${role}.`,
  );
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(features);
});

test('in Bangla the greeting keeps the name and the role in bold where Bangla puts them', async () => {
  await chooseLanguage('bn');
  try {
    renderPage(<GenericDashboard />, { url: '/dashboard-generic' });
    const user = {
      id: 1,
      username: 'aarong_style',
      email: 'b@example.com',
      role: 'brand' as const,
    };
    act(() => useAuthStore.getState().signIn({ user, access: 'a', refresh: 'r' }));

    const greeting = await screen.findByText(/স্বাগতম/);
    expect(greeting).toHaveTextContent('স্বাগতম, aarong_style! আপনি ব্র্যান্ড হিসেবে লগইন করেছেন।');
    expect([...greeting.querySelectorAll('strong')].map((bold) => bold.textContent)).toEqual([
      'aarong_style',
      'ব্র্যান্ড',
    ]);
    expect(screen.getByText('ক্যাম্পেইন তৈরি করুন', { selector: 'li' })).toBeInTheDocument();
  } finally {
    await act(() => chooseLanguage('en'));
  }
});
