import type { Role } from '@portal/shared/contract/common';
import type { ShellTextKey } from '../texts';

export type RemoteName =
  'mfe_public' | 'mfe_brand' | 'mfe_influencer' | 'mfe_collaboration' | 'mfe_admin';

/** A page exposed by a remote: `loadRemote('<remote>/<module>')`. */
export interface RemotePageRef {
  remote: RemoteName;
  module: string;
}

export interface Redirect {
  redirectTo: string;
}

/** A remote page as a route shows it. */
export interface RoutePage extends RemotePageRef {
  /** Its name in the browser's tab (`<title> – Influencer Marketplace`); null: the name alone. */
  title: ShellTextKey | null;
  /**
   * True when the page's h1 is this title in the UI kit's `Page` layout: the shell then shows
   * that heading while the page's code loads, where and as large as the page shows it, so the
   * page's largest text paints with the shell's first frame and nothing moves when the page comes.
   */
  titleIsHeading?: boolean;
}

export type RouteTarget = RoutePage | Redirect;

/** 'anyone' (no guard), 'signed-in' (any role), or the only roles allowed. */
export type Access = 'anyone' | 'signed-in' | readonly Role[];

export interface RouteEntry {
  path: string;
  access: Access;
  /** What the route shows; `byRole` overrides it for a signed-in role. */
  target: RouteTarget;
  byRole?: Partial<Record<Role, RouteTarget>>;
}

const pageOf =
  (remote: RemoteName) =>
  (module: string, title: ShellTextKey | null): RoutePage => ({ remote, module, title });
const publicPage = pageOf('mfe_public');
const brandPage = pageOf('mfe_brand');
const influencerPage = pageOf('mfe_influencer');
const adminPage = pageOf('mfe_admin');
const collaborationPage = pageOf('mfe_collaboration');
/** What a brand and an influencer do together: one page of the collaboration remote for both. */
const together = (module: string, title: ShellTextKey) => {
  const page = collaborationPage(module, title);
  return { brand: page, influencer: page };
};
const redirect = (redirectTo: string): Redirect => ({ redirectTo });
/** A page whose h1 is its title (RoutePage.titleIsHeading). */
const headed = (page: RoutePage): RoutePage => ({ ...page, titleIsHeading: true });

/**
 * Where a signed-out visitor, a user with the wrong role and an unknown path are sent (see
 * docs/screens.md).
 */
export const LOGIN_PATH = '/login';
export const WRONG_ROLE_PATH = '/dashboard';
export const UNKNOWN_PATH_REDIRECT = '/';

/**
 * Every route of the portal (see docs/screens.md): path + role -> remote page or redirect.
 * Paths are written out: this table runs in the shell's entry, before the async boundary that
 * negotiates the shared modules, so it imports nothing of @portal/shared at run time (a test holds
 * the account pages' paths to those the e-mails link to, `@portal/shared/account-paths`).
 */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', access: 'anyone', target: publicPage('LandingPage', null) },
  { path: '/login', access: 'anyone', target: publicPage('LoginPage', 'title.login') },
  {
    path: '/register',
    access: 'anyone',
    target: publicPage('RegisterPage', 'title.createAccount'),
  },
  // The pages the account e-mails link to (see docs/accounts.md), open to anyone holding the link.
  {
    path: '/forgot-password',
    access: 'anyone',
    target: publicPage('ForgotPasswordPage', 'title.forgotPassword'),
  },
  {
    path: '/reset-password',
    access: 'anyone',
    target: publicPage('ResetPasswordPage', 'title.resetPassword'),
  },
  {
    path: '/verify-email',
    access: 'anyone',
    target: publicPage('VerifyEmailPage', 'title.verifyEmail'),
  },
  {
    path: '/settings/security',
    access: 'signed-in',
    target: publicPage('SecuritySettingsPage', 'title.securitySettings'),
  },
  { path: '/about', access: 'anyone', target: publicPage('AboutPage', 'title.aboutUs') },
  { path: '/contact', access: 'anyone', target: publicPage('ContactPage', 'title.contact') },
  { path: '/pricing', access: 'anyone', target: publicPage('PricingPage', 'title.pricing') },
  {
    path: '/success-stories',
    access: 'anyone',
    target: publicPage('SuccessStoriesPage', 'title.successStories'),
  },
  {
    path: '/browse-campaigns',
    access: 'anyone',
    target: publicPage('BrowseCampaignsPage', 'title.browseCampaigns'),
  },
  {
    path: '/application-tips',
    access: 'anyone',
    target: publicPage('ApplicationTipsPage', 'title.applicationTips'),
  },
  { path: '/community', access: 'anyone', target: publicPage('CommunityPage', 'title.community') },
  { path: '/resources', access: 'anyone', target: publicPage('ResourcesPage', 'title.resources') },
  {
    path: '/privacy-policy',
    access: 'anyone',
    target: publicPage('PrivacyPolicyPage', 'title.privacyPolicy'),
  },
  {
    path: '/terms-of-use',
    access: 'anyone',
    target: publicPage('TermsOfUsePage', 'title.termsOfUse'),
  },
  {
    path: '/user/:username',
    access: 'anyone',
    target: publicPage('PublicProfilePage', 'title.profile'),
  },
  {
    path: '/dashboard',
    access: 'signed-in',
    target: publicPage('GenericDashboard', 'title.dashboard'),
    byRole: {
      brand: headed(brandPage('DashboardPage', 'title.brandDashboard')),
      influencer: headed(influencerPage('DashboardPage', 'title.influencerDashboard')),
      admin: redirect('/admin-panel'),
    },
  },
  {
    path: '/profile',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      brand: brandPage('ProfilePage', 'title.brandProfile'),
      influencer: influencerPage('ProfilePage', 'title.influencerProfile'),
      admin: redirect('/admin-panel'),
    },
  },
  {
    path: '/campaigns',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      brand: brandPage('CampaignsPage', 'title.myCampaigns'),
      influencer: influencerPage('CampaignsPage', 'title.availableCampaigns'),
      admin: redirect('/admin-panel?tab=campaigns'),
    },
  },
  {
    path: '/campaigns/:id',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      // The brand's own campaign with its applications; the influencer's with Apply; the admin's
      // with activation (see docs/screens.md).
      brand: brandPage('CampaignDetailPage', 'title.campaign'),
      influencer: influencerPage('CampaignDetailPage', 'title.campaign'),
      admin: adminPage('CampaignDetailPage', 'title.campaign'),
    },
  },
  {
    path: '/applications',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      brand: brandPage('ApplicationsPage', 'title.campaignApplications'),
      influencer: influencerPage('ApplicationsPage', 'title.myApplications'),
      admin: redirect('/admin-panel'),
    },
  },
  {
    path: '/messages',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      ...together('MessagingPage', 'title.messages'),
      // Admins have no collaborations to message about.
      admin: redirect('/admin-panel'),
    },
  },
  {
    path: '/collaborations/:id',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      // The accepted application's escrow page (see docs/money.md); an admin decides disputes in
      // the panel.
      ...together('CollaborationPage', 'title.collaboration'),
      admin: redirect('/admin-panel?tab=disputes'),
    },
  },
  {
    path: '/influencers',
    access: ['brand'],
    target: brandPage('InfluencerSearchPage', 'title.findInfluencers'),
  },
  {
    // A brand's saved influencers; reached from Find Influencers and the dashboard (see
    // docs/screens.md), not the navigation bar.
    path: '/shortlist',
    access: ['brand'],
    target: brandPage('ShortlistPage', 'title.shortlist'),
  },
  {
    path: '/payments',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      brand: brandPage('PaymentsPage', 'title.campaignPayments'),
      influencer: influencerPage('PaymentsPage', 'title.myEarnings'),
      admin: redirect('/admin-panel?tab=payments&status=pending'),
    },
  },
  {
    // Where bKash's callback sends the brand back (see docs/payment-gateways.md).
    path: '/payments/return/:intentId',
    access: ['brand'],
    target: brandPage('PaymentReturnPage', 'title.paymentResult'),
  },
  {
    path: '/withdrawals',
    access: ['influencer'],
    target: influencerPage('WithdrawalsPage', 'title.withdrawals'),
  },
  {
    path: '/statement',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      ...together('StatementPage', 'title.statement'),
      admin: redirect('/admin-panel'),
    },
  },
  {
    // A brand's sent offers and an influencer's received ones (see docs/collaboration.md).
    path: '/offers',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      ...together('OffersPage', 'title.offers'),
      admin: redirect('/admin-panel'),
    },
  },
  {
    // A numbered receipt (see docs/money.md), for its brand, its influencer and admins.
    path: '/receipts/:number',
    access: 'signed-in',
    target: collaborationPage('ReceiptPage', 'title.receipt'),
  },
  {
    path: '/admin-panel',
    access: ['admin'],
    target: headed(adminPage('AdminPanel', 'title.adminPanel')),
  },
  { path: '/create-campaign', access: ['brand'], target: redirect('/campaigns?create=1') },
  { path: '/influencer-search', access: ['brand'], target: redirect('/influencers') },
  { path: '/users', access: ['admin'], target: redirect('/admin-panel?tab=users') },
];
