import type { Role } from './contract/common';
import type { UiMessageKey } from './ui/ui-messages';

/** What each role can do, as the generic dashboard lists it (spec §2): keys of the `ui` texts. */
export const ROLE_FEATURES: Record<Role, readonly UiMessageKey[]> = {
  brand: ['feature.createCampaigns', 'feature.reviewApplications', 'feature.messageInfluencers'],
  influencer: ['feature.browseCampaigns', 'feature.applyToCampaigns', 'feature.messageBrands'],
  admin: ['feature.viewAllUsers', 'feature.monitorCampaigns', 'feature.platformManagement'],
};
