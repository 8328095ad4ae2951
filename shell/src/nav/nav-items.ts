import type { Role } from '@portal/shared/contract/common';

export interface NavItem {
  to: string;
  label: string;
}

/** The navigation bar of spec §2. */
export const SIGNED_OUT_ITEMS: readonly NavItem[] = [
  { to: '/login', label: 'Login' },
  { to: '/register', label: 'Register' },
];

export const MESSAGES_PATH = '/messages';

const DASHBOARD: NavItem = { to: '/dashboard', label: 'Dashboard' };
/** A brand's or an influencer's own profile and threads; an admin has neither. */
const PROFILE_AND_MESSAGES: readonly NavItem[] = [
  { to: '/profile', label: 'Profile' },
  { to: MESSAGES_PATH, label: 'Messages' },
];

/**
 * Spec §2's links per role, less those an admin cannot use: the route table sends an admin's
 * /profile and /messages back to the admin panel, so the admin's bar does not offer them.
 */
const ROLE_ITEMS: Record<Role, readonly NavItem[]> = {
  brand: [
    DASHBOARD,
    ...PROFILE_AND_MESSAGES,
    { to: '/campaigns', label: 'My Campaigns' },
    { to: '/influencers', label: 'Find Influencers' },
    { to: '/payments', label: 'Payments' },
  ],
  influencer: [
    DASHBOARD,
    ...PROFILE_AND_MESSAGES,
    { to: '/applications', label: 'My Applications' },
    { to: '/payments', label: 'Payments' },
    { to: '/withdrawals', label: 'Withdrawals' },
  ],
  admin: [
    DASHBOARD,
    { to: '/admin-panel', label: 'Admin Panel' },
    { to: '/users', label: 'Users' },
  ],
};

export function navItemsFor(role: Role | null): readonly NavItem[] {
  return role ? ROLE_ITEMS[role] : SIGNED_OUT_ITEMS;
}
