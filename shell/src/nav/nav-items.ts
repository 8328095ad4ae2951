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

const EVERY_ROLE_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/profile', label: 'Profile' },
  { to: '/messages', label: 'Messages' },
];

const ROLE_ITEMS: Record<Role, readonly NavItem[]> = {
  brand: [
    { to: '/campaigns', label: 'My Campaigns' },
    { to: '/influencers', label: 'Find Influencers' },
    { to: '/payments', label: 'Payments' },
  ],
  influencer: [
    { to: '/applications', label: 'My Applications' },
    { to: '/payments', label: 'Payments' },
    { to: '/withdrawals', label: 'Withdrawals' },
  ],
  admin: [
    { to: '/admin-panel', label: 'Admin Panel' },
    { to: '/users', label: 'Users' },
  ],
};

export function navItemsFor(role: Role | null): readonly NavItem[] {
  return role ? [...EVERY_ROLE_ITEMS, ...ROLE_ITEMS[role]] : SIGNED_OUT_ITEMS;
}
