import { useParams } from '@portal/shared/router';
import { idInputSchema } from '@portal/shared/contract/common';
import { CampaignNotFound } from '@portal/shared/ui/campaign-not-found';
import { CampaignDetail } from '../features/campaigns/components/campaign-detail';
import { useCampaignLinks } from '../campaign-links';

/**
 * /campaigns/:id for an influencer (see docs/screens.md); an address that is not a campaign id is
 * not found.
 */
export default function CampaignDetailPage() {
  const { availableCampaigns } = useCampaignLinks();
  const id = idInputSchema.safeParse(useParams().id ?? '');
  if (!id.success) return <CampaignNotFound list={availableCampaigns} />;
  return <CampaignDetail key={id.data} id={id.data} />;
}
