import type { Role } from '@portal/shared/contract/common';

export type RemoteName = 'mfe_public' | 'mfe_brand' | 'mfe_influencer' | 'mfe_admin';

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
  title: string | null;
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
  (module: string, title: string | null): RoutePage => ({ remote, module, title });
const publicPage = pageOf('mfe_public');
const brandPage = pageOf('mfe_brand');
const influencerPage = pageOf('mfe_influencer');
const adminPage = pageOf('mfe_admin');
const redirect = (redirectTo: string): Redirect => ({ redirectTo });

/** Where a signed-out visitor, a user with the wrong role and an unknown path are sent (spec §2). */
export const LOGIN_PATH = '/login';
export const WRONG_ROLE_PATH = '/dashboard';
export const UNKNOWN_PATH_REDIRECT = '/';

/** Every route of the portal (spec §2 and design §3): path + role -> remote page or redirect. */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', access: 'anyone', target: publicPage('LandingPage', null) },
  { path: '/login', access: 'anyone', target: publicPage('LoginPage', 'Login') },
  { path: '/register', access: 'anyone', target: publicPage('RegisterPage', 'Create Account') },
  { path: '/about', access: 'anyone', target: publicPage('AboutPage', 'About Us') },
  { path: '/contact', access: 'anyone', target: publicPage('ContactPage', 'Contact') },
  { path: '/pricing', access: 'anyone', target: publicPage('PricingPage', 'Pricing') },
  {
    path: '/success-stories',
    access: 'anyone',
    target: publicPage('SuccessStoriesPage', 'Success Stories'),
  },
  {
    path: '/browse-campaigns',
    access: 'anyone',
    target: publicPage('BrowseCampaignsPage', 'Browse Campaigns'),
  },
  {
    path: '/application-tips',
    access: 'anyone',
    target: publicPage('ApplicationTipsPage', 'Application Tips'),
  },
  { path: '/community', access: 'anyone', target: publicPage('CommunityPage', 'Community') },
  { path: '/resources', access: 'anyone', target: publicPage('ResourcesPage', 'Resources') },
  {
    path: '/privacy-policy',
    access: 'anyone',
    target: publicPage('PrivacyPolicyPage', 'Privacy Policy'),
  },
  { path: '/terms-of-use', access: 'anyone', target: publicPage('TermsOfUsePage', 'Terms of Use') },
  { path: '/user/:username', access: 'anyone', target: publicPage('PublicProfilePage', 'Profile') },
  {
    path: '/dashboard',
    access: 'signed-in',
    target: publicPage('GenericDashboard', 'Dashboard'),
    byRole: {
      brand: brandPage('DashboardPage', 'Brand Dashboard'),
      influencer: influencerPage('DashboardPage', 'Influencer Dashboard'),
      admin: redirect('/admin-panel'),
    },
  },
  {
    path: '/profile',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      brand: brandPage('ProfilePage', 'Brand Profile'),
      influencer: influencerPage('ProfilePage', 'Influencer Profile'),
      admin: redirect('/admin-panel'),
    },
  },
  {
    path: '/campaigns',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      brand: brandPage('CampaignsPage', 'My Campaigns'),
      influencer: influencerPage('CampaignsPage', 'Available Campaigns'),
      admin: redirect('/admin-panel?tab=campaigns'),
    },
  },
  {
    path: '/campaigns/:id',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      // The brand's own campaign with its applications; the influencer's with Apply; the admin's
      // with activation (design §3).
      brand: brandPage('CampaignDetailPage', 'Campaign'),
      influencer: influencerPage('CampaignDetailPage', 'Campaign'),
      admin: adminPage('CampaignDetailPage', 'Campaign'),
    },
  },
  {
    path: '/applications',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      brand: brandPage('ApplicationsPage', 'Campaign Applications'),
      influencer: influencerPage('ApplicationsPage', 'My Applications'),
      admin: redirect('/admin-panel'),
    },
  },
  {
    path: '/messages',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      brand: brandPage('MessagesPage', 'Messages'),
      influencer: influencerPage('MessagesPage', 'Messages'),
      // Admins have no collaborations to message about.
      admin: redirect('/admin-panel'),
    },
  },
  {
    path: '/influencers',
    access: ['brand'],
    target: brandPage('InfluencerSearchPage', 'Find Influencers'),
  },
  {
    path: '/payments',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      brand: brandPage('PaymentsPage', 'Campaign Payments'),
      influencer: influencerPage('PaymentsPage', 'My Earnings'),
      admin: redirect('/admin-panel?tab=payments'),
    },
  },
  {
    path: '/withdrawals',
    access: ['influencer'],
    target: influencerPage('WithdrawalsPage', 'Withdrawals'),
  },
  { path: '/admin-panel', access: ['admin'], target: adminPage('AdminPanel', 'Admin Panel') },
  { path: '/create-campaign', access: ['brand'], target: redirect('/campaigns?create=1') },
  { path: '/influencer-search', access: ['brand'], target: redirect('/influencers') },
  { path: '/users', access: ['admin'], target: redirect('/admin-panel?tab=users') },
];
