import { Page } from '@portal/shared/ui/layout';
import { useInfluencerTexts } from '../texts';
import { CampaignBrowser } from '../features/campaigns/components/campaign-browser';

/** /campaigns for an influencer (see docs/screens.md); the filters live in the address's query. */
export default function CampaignsPage() {
  const { t } = useInfluencerTexts();
  return (
    <Page title={t('page.availableCampaigns')}>
      <CampaignBrowser />
    </Page>
  );
}
