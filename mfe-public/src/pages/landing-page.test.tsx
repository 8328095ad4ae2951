import { act, screen, within } from '@testing-library/react';
import { useAuthStore } from '@portal/shared/auth-store';
import { renderPage } from '@portal/shared/testing/render-page';
import LandingPage from './landing-page';

function signInAsBrand() {
  const user = { id: 1, username: 'rahim', email: 'r@example.com', role: 'brand' as const };
  act(() => useAuthStore.getState().signIn({ user, access: 'a', refresh: 'r' }));
}

test('signed out: a role button for brands and one for influencers', () => {
  renderPage(<LandingPage />, { url: '/' });
  expect(screen.getByRole('link', { name: "I'm a Brand" })).toHaveAttribute(
    'href',
    '/register?role=brand',
  );
  expect(screen.getByRole('link', { name: "I'm an Influencer" })).toHaveAttribute(
    'href',
    '/register?role=influencer',
  );
  expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
});

test("signed in: 'Go to Dashboard' and no sign-up buttons", () => {
  renderPage(<LandingPage />, { url: '/' });
  signInAsBrand();
  expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect(screen.queryByRole('link', { name: "I'm a Brand" })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: "I'm an Influencer" })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Choose Pro' })).not.toBeInTheDocument();
});

test('one h1, then the claims with AI matching marked as coming soon', () => {
  renderPage(<LandingPage />, { url: '/' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  for (const claim of ['Escrow-protected payments', 'Multi-currency support', 'Analytics']) {
    expect(screen.getByRole('heading', { level: 3, name: claim })).toBeInTheDocument();
  }
  expect(screen.getByRole('heading', { level: 3, name: /^AI matching/ })).toHaveTextContent(
    'AI matchingComing soon',
  );
});

test('the marketing statements', () => {
  renderPage(<LandingPage />, { url: '/' });
  expect(screen.getAllByText('A free phase is currently running.').length).toBeGreaterThan(0);
  expect(screen.getByText('The first 500 brands get lifetime discounts.')).toBeInTheDocument();
  const numbers = screen.getByRole('list', { name: 'Marketplace in numbers' });
  expect(
    within(numbers)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['98%success rate', '15K+active users', '4.9/5rating']);
});

test('the three plans with taka prices, their lines and sign-up links', () => {
  renderPage(<LandingPage />, { url: '/' });
  const plan = (name: string) =>
    screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

  expect(plan('Starter')).toHaveTextContent('৳0 free forever');
  expect(plan('Starter')).toHaveTextContent('3 active campaigns');
  expect(plan('Starter')).toHaveTextContent('Basic analytics');
  expect(plan('Starter')).toHaveTextContent('Email support');

  expect(plan('Pro')).toHaveTextContent('৳9,900 per month');
  for (const line of ['Unlimited campaigns', 'Advanced analytics', 'Priority support']) {
    expect(plan('Pro')).toHaveTextContent(line);
  }
  expect(plan('Pro')).toHaveTextContent('AI recommendationsComing soon');
  expect(within(plan('Pro')).getByRole('link', { name: 'Choose Pro' })).toHaveAttribute(
    'href',
    '/register?role=brand',
  );

  expect(plan('Influencer')).toHaveTextContent('৳0 free forever');
  for (const line of ['Unlimited applications', 'Global payment options', 'Portfolio showcase']) {
    expect(plan('Influencer')).toHaveTextContent(line);
  }
  expect(
    within(plan('Influencer')).getByRole('link', { name: 'Join as an influencer' }),
  ).toHaveAttribute('href', '/register?role=influencer');
});

test('the footer links to all nine pages', () => {
  renderPage(<LandingPage />, { url: '/' });
  const footer = screen.getByRole('navigation', { name: 'Footer' });
  expect(
    within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .sort(),
  ).toEqual(
    [
      '/create-campaign',
      '/influencer-search',
      '/pricing',
      '/browse-campaigns',
      '/application-tips',
      '/about',
      '/privacy-policy',
      '/contact',
      '/terms-of-use',
    ].sort(),
  );
  expect(
    screen.getByRole('link', { name: 'support@influencermarketplace.com.bd' }),
  ).toHaveAttribute('href', 'mailto:support@influencermarketplace.com.bd');
});

test('the hero offers English and বাংলা, English shown', () => {
  renderPage(<LandingPage />, { url: '/' });
  const hero = screen.getByRole('region', {
    name: 'Where Bangladeshi brands and influencers work together',
  });
  const language = within(hero).getByRole('group', { name: 'Language' });
  expect(within(language).getByRole('button', { name: 'English', pressed: true })).toBeVisible();
  expect(within(language).getByRole('button', { name: 'বাংলা', pressed: false })).toBeVisible();
});
