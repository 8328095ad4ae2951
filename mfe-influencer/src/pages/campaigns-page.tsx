import { Page } from '@portal/shared/ui/layout';
import { useInfluencerMessages } from '../messages';
import { CampaignBrowser } from '../features/campaigns/components/campaign-browser';

/** /campaigns for an influencer (spec §2); the filters live in the address's query. */
export default function CampaignsPage() {
  const { t } = useInfluencerMessages();
  return (
    <Page title={t('page.availableCampaigns')}>
      <CampaignBrowser />
    </Page>
  );
}
