import { useInfluencerTexts } from './texts';

/**
 * The ways to the campaign list, in the reader's language: 'Browse campaigns' from an empty
 * list or the dashboard, and 'Available Campaigns', where a campaign's detail leads back to.
 */
export function useCampaignLinks() {
  const { t } = useInfluencerTexts();
  return {
    browse: { to: '/campaigns', label: t('common.browseCampaigns') },
    availableCampaigns: { to: '/campaigns', label: t('page.availableCampaigns') },
  };
}
