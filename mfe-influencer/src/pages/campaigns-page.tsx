import { Page } from '@portal/shared/ui/layout';
import { CampaignBrowser } from '../features/campaigns/components/campaign-browser';

/** /campaigns for an influencer (spec §2); the filters live in the address's query. */
export default function CampaignsPage() {
  return (
    <Page title="Available Campaigns">
      <CampaignBrowser />
    </Page>
  );
}
