import { screen } from '@testing-library/react';
import type { Role } from '@portal/shared/contract/common';
import { renderShell, storeSession } from '../testing/render-shell';

type Audience = 'signed out' | Role;

/** Where each audience ends up: the final URL and the remote page shown there. */
type Expected = Record<Audience, string>;

const LOGIN = '/login mfe_public/LoginPage';
const LANDING = '/ mfe_public/LandingPage';
const BRAND_HOME = '/dashboard mfe_brand/DashboardPage';
const INFLUENCER_HOME = '/dashboard mfe_influencer/DashboardPage';
const ADMIN_HOME = '/admin-panel mfe_admin/AdminPanel';

/** An open page: every audience sees it at its own path. */
function openPage(path: string, module: string): Expected {
  const shown = `${path} mfe_public/${module}`;
  return { 'signed out': shown, brand: shown, influencer: shown, admin: shown };
}

const CASES: Record<string, Expected> = {
  '/': { 'signed out': LANDING, brand: LANDING, influencer: LANDING, admin: LANDING },
  '/login': { 'signed out': LOGIN, brand: LOGIN, influencer: LOGIN, admin: LOGIN },
  '/register': openPage('/register', 'RegisterPage'),
  '/about': openPage('/about', 'AboutPage'),
  '/contact': openPage('/contact', 'ContactPage'),
  '/pricing': openPage('/pricing', 'PricingPage'),
  '/success-stories': openPage('/success-stories', 'SuccessStoriesPage'),
  '/browse-campaigns': openPage('/browse-campaigns', 'BrowseCampaignsPage'),
  '/application-tips': openPage('/application-tips', 'ApplicationTipsPage'),
  '/community': openPage('/community', 'CommunityPage'),
  '/resources': openPage('/resources', 'ResourcesPage'),
  '/privacy-policy': openPage('/privacy-policy', 'PrivacyPolicyPage'),
  '/terms-of-use': openPage('/terms-of-use', 'TermsOfUsePage'),
  '/user/rahim': openPage('/user/rahim', 'PublicProfilePage'),
  '/forgot-password': openPage('/forgot-password', 'ForgotPasswordPage'),
  '/reset-password?token=t': openPage('/reset-password?token=t', 'ResetPasswordPage'),
  '/verify-email?token=t': openPage('/verify-email?token=t', 'VerifyEmailPage'),
  '/settings/security': {
    'signed out': LOGIN,
    brand: '/settings/security mfe_public/SecuritySettingsPage',
    influencer: '/settings/security mfe_public/SecuritySettingsPage',
    admin: '/settings/security mfe_public/SecuritySettingsPage',
  },
  '/dashboard': {
    'signed out': LOGIN,
    brand: BRAND_HOME,
    influencer: INFLUENCER_HOME,
    admin: ADMIN_HOME,
  },
  '/profile': {
    'signed out': LOGIN,
    brand: '/profile mfe_brand/ProfilePage',
    influencer: '/profile mfe_influencer/ProfilePage',
    admin: ADMIN_HOME,
  },
  '/campaigns': {
    'signed out': LOGIN,
    brand: '/campaigns mfe_brand/CampaignsPage',
    influencer: '/campaigns mfe_influencer/CampaignsPage',
    admin: '/admin-panel?tab=campaigns mfe_admin/AdminPanel',
  },
  '/campaigns/7': {
    'signed out': LOGIN,
    brand: '/campaigns/7 mfe_brand/CampaignDetailPage',
    influencer: '/campaigns/7 mfe_influencer/CampaignDetailPage',
    admin: '/campaigns/7 mfe_admin/CampaignDetailPage',
  },
  '/applications': {
    'signed out': LOGIN,
    brand: '/applications mfe_brand/ApplicationsPage',
    influencer: '/applications mfe_influencer/ApplicationsPage',
    admin: ADMIN_HOME,
  },
  '/messages': {
    'signed out': LOGIN,
    brand: '/messages mfe_collaboration/MessagingPage',
    influencer: '/messages mfe_collaboration/MessagingPage',
    admin: ADMIN_HOME,
  },
  '/collaborations/31': {
    'signed out': LOGIN,
    brand: '/collaborations/31 mfe_collaboration/CollaborationPage',
    influencer: '/collaborations/31 mfe_collaboration/CollaborationPage',
    admin: '/admin-panel?tab=disputes mfe_admin/AdminPanel',
  },
  '/influencers': {
    'signed out': LOGIN,
    brand: '/influencers mfe_brand/InfluencerSearchPage',
    influencer: INFLUENCER_HOME,
    admin: ADMIN_HOME,
  },
  '/shortlist': {
    'signed out': LOGIN,
    brand: '/shortlist mfe_brand/ShortlistPage',
    influencer: INFLUENCER_HOME,
    admin: ADMIN_HOME,
  },
  '/payments': {
    'signed out': LOGIN,
    brand: '/payments mfe_brand/PaymentsPage',
    influencer: '/payments mfe_influencer/PaymentsPage',
    admin: '/admin-panel?tab=payments&status=pending mfe_admin/AdminPanel',
  },
  '/payments/return/5': {
    'signed out': LOGIN,
    brand: '/payments/return/5 mfe_brand/PaymentReturnPage',
    influencer: INFLUENCER_HOME,
    admin: ADMIN_HOME,
  },
  '/withdrawals': {
    'signed out': LOGIN,
    brand: BRAND_HOME,
    influencer: '/withdrawals mfe_influencer/WithdrawalsPage',
    admin: ADMIN_HOME,
  },
  '/statement': {
    'signed out': LOGIN,
    brand: '/statement mfe_collaboration/StatementPage',
    influencer: '/statement mfe_collaboration/StatementPage',
    admin: ADMIN_HOME,
  },
  '/receipts/12': {
    'signed out': LOGIN,
    brand: '/receipts/12 mfe_collaboration/ReceiptPage',
    influencer: '/receipts/12 mfe_collaboration/ReceiptPage',
    admin: '/receipts/12 mfe_collaboration/ReceiptPage',
  },
  '/admin-panel': {
    'signed out': LOGIN,
    brand: BRAND_HOME,
    influencer: INFLUENCER_HOME,
    admin: ADMIN_HOME,
  },
  '/create-campaign': {
    'signed out': LOGIN,
    brand: '/campaigns?create=1 mfe_brand/CampaignsPage',
    influencer: INFLUENCER_HOME,
    admin: ADMIN_HOME,
  },
  '/influencer-search': {
    'signed out': LOGIN,
    brand: '/influencers mfe_brand/InfluencerSearchPage',
    influencer: INFLUENCER_HOME,
    admin: ADMIN_HOME,
  },
  '/users': {
    'signed out': LOGIN,
    brand: BRAND_HOME,
    influencer: INFLUENCER_HOME,
    admin: '/admin-panel?tab=users mfe_admin/AdminPanel',
  },
  '/no-such-page': { 'signed out': LANDING, brand: LANDING, influencer: LANDING, admin: LANDING },
};

const AUDIENCES: readonly Audience[] = ['signed out', 'brand', 'influencer', 'admin'];

const table = Object.entries(CASES).flatMap(([path, expected]) =>
  AUDIENCES.map((audience) => [path, audience, expected[audience]] as const),
);

test.each(table)('%s for %s ends at %s', async (path, audience, expected) => {
  storeSession(audience === 'signed out' ? null : audience);
  const [location, page] = expected.split(' ');

  renderShell(path);

  expect(await screen.findByText(`page ${page}`)).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(location ?? '');
});
