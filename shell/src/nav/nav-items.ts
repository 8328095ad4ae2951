import type { Role } from '@portal/shared/contract/common';
import type { ShellTextKey } from '../texts';

export interface NavItem {
  to: string;
  label: ShellTextKey;
}

/** The navigation bar (see docs/screens.md). */
export const SIGNED_OUT_ITEMS: readonly NavItem[] = [
  { to: '/login', label: 'nav.login' },
  { to: '/register', label: 'nav.register' },
];

export const MESSAGES_PATH = '/messages';
/** A brand's sent offers and an influencer's received ones. */
const OFFERS_PATH = '/offers';

const DASHBOARD: NavItem = { to: '/dashboard', label: 'nav.dashboard' };
/** A brand's or an influencer's own profile and threads; an admin has neither. */
const PROFILE_AND_MESSAGES: readonly NavItem[] = [
  { to: '/profile', label: 'nav.profile' },
  { to: MESSAGES_PATH, label: 'nav.messages' },
];

/**
 * The docs/screens.md links per role, less those an admin cannot use: the route table sends an
 * admin's /profile and /messages back to the admin panel, so the admin's bar does not offer them.
 */
const ROLE_ITEMS: Record<Role, readonly NavItem[]> = {
  brand: [
    DASHBOARD,
    ...PROFILE_AND_MESSAGES,
    { to: '/campaigns', label: 'nav.myCampaigns' },
    // The applications to the brand's campaigns: without it the way there was the dashboard only.
    { to: '/applications', label: 'nav.applications' },
    { to: '/influencers', label: 'nav.findInfluencers' },
    { to: OFFERS_PATH, label: 'nav.offers' },
    { to: '/payments', label: 'nav.payments' },
  ],
  influencer: [
    DASHBOARD,
    ...PROFILE_AND_MESSAGES,
    { to: '/campaigns', label: 'nav.campaigns' },
    { to: '/applications', label: 'nav.myApplications' },
    { to: OFFERS_PATH, label: 'nav.offers' },
    { to: '/payments', label: 'nav.payments' },
    { to: '/withdrawals', label: 'nav.withdrawals' },
  ],
  admin: [
    DASHBOARD,
    { to: '/admin-panel', label: 'nav.adminPanel' },
    { to: '/users', label: 'nav.users' },
  ],
};

export function navItemsFor(role: Role | null): readonly NavItem[] {
  return role ? ROLE_ITEMS[role] : SIGNED_OUT_ITEMS;
}
