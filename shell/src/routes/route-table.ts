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

export type RouteTarget = RemotePageRef | Redirect;

/** 'anyone' (no guard), 'signed-in' (any role), or the only roles allowed. */
export type Access = 'anyone' | 'signed-in' | readonly Role[];

export interface RouteEntry {
  path: string;
  access: Access;
  /** What the route shows; `byRole` overrides it for a signed-in role. */
  target: RouteTarget;
  byRole?: Partial<Record<Role, RouteTarget>>;
}

const publicPage = (module: string): RemotePageRef => ({ remote: 'mfe_public', module });
const brandPage = (module: string): RemotePageRef => ({ remote: 'mfe_brand', module });
const influencerPage = (module: string): RemotePageRef => ({ remote: 'mfe_influencer', module });
const adminPage = (module: string): RemotePageRef => ({ remote: 'mfe_admin', module });
const redirect = (redirectTo: string): Redirect => ({ redirectTo });

/** Where a signed-out visitor, a user with the wrong role and an unknown path are sent (spec §2). */
export const LOGIN_PATH = '/login';
export const WRONG_ROLE_PATH = '/dashboard';
export const UNKNOWN_PATH_REDIRECT = '/';

/** Every route of the portal (spec §2 and design §3): path + role -> remote page or redirect. */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', access: 'anyone', target: publicPage('LandingPage') },
  { path: '/login', access: 'anyone', target: publicPage('LoginPage') },
  { path: '/register', access: 'anyone', target: publicPage('RegisterPage') },
  { path: '/about', access: 'anyone', target: publicPage('AboutPage') },
  { path: '/contact', access: 'anyone', target: publicPage('ContactPage') },
  { path: '/pricing', access: 'anyone', target: publicPage('PricingPage') },
  { path: '/success-stories', access: 'anyone', target: publicPage('SuccessStoriesPage') },
  { path: '/browse-campaigns', access: 'anyone', target: publicPage('BrowseCampaignsPage') },
  { path: '/application-tips', access: 'anyone', target: publicPage('ApplicationTipsPage') },
  { path: '/community', access: 'anyone', target: publicPage('CommunityPage') },
  { path: '/resources', access: 'anyone', target: publicPage('ResourcesPage') },
  { path: '/privacy-policy', access: 'anyone', target: publicPage('PrivacyPolicyPage') },
  { path: '/terms-of-use', access: 'anyone', target: publicPage('TermsOfUsePage') },
  { path: '/user/:username', access: 'anyone', target: publicPage('PublicProfilePage') },
  {
    path: '/dashboard',
    access: 'signed-in',
    target: publicPage('GenericDashboard'),
    byRole: {
      brand: brandPage('DashboardPage'),
      influencer: influencerPage('DashboardPage'),
      admin: redirect('/admin-panel'),
    },
  },
  {
    path: '/profile',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      brand: brandPage('ProfilePage'),
      influencer: influencerPage('ProfilePage'),
      admin: redirect('/admin-panel'),
    },
  },
  {
    path: '/campaigns',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      brand: brandPage('CampaignsPage'),
      influencer: influencerPage('CampaignsPage'),
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
      brand: brandPage('CampaignDetailPage'),
      influencer: influencerPage('CampaignDetailPage'),
      admin: adminPage('CampaignDetailPage'),
    },
  },
  {
    path: '/applications',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      brand: brandPage('ApplicationsPage'),
      influencer: influencerPage('ApplicationsPage'),
      admin: redirect('/admin-panel'),
    },
  },
  {
    path: '/messages',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      brand: brandPage('MessagesPage'),
      influencer: influencerPage('MessagesPage'),
      // Admins have no collaborations to message about.
      admin: redirect('/admin-panel'),
    },
  },
  { path: '/influencers', access: ['brand'], target: brandPage('InfluencerSearchPage') },
  {
    path: '/payments',
    access: 'signed-in',
    target: redirect('/dashboard'),
    byRole: {
      brand: brandPage('PaymentsPage'),
      influencer: influencerPage('PaymentsPage'),
      admin: redirect('/admin-panel?tab=payments'),
    },
  },
  { path: '/withdrawals', access: ['influencer'], target: influencerPage('WithdrawalsPage') },
  { path: '/admin-panel', access: ['admin'], target: adminPage('AdminPanel') },
  { path: '/create-campaign', access: ['brand'], target: redirect('/campaigns?create=1') },
  { path: '/influencer-search', access: ['brand'], target: redirect('/influencers') },
  { path: '/users', access: ['admin'], target: redirect('/admin-panel?tab=users') },
];
