import type { Role } from './contract/common';

/** What each role can do, as the generic dashboard lists it (spec §2). */
export const ROLE_FEATURES: Record<Role, readonly string[]> = {
  brand: ['Create campaigns', 'Review applications', 'Message influencers'],
  influencer: ['Browse campaigns', 'Apply to campaigns', 'Message brands'],
  admin: ['View all users', 'Monitor campaigns and applications', 'Platform management'],
};
