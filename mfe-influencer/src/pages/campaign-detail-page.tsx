import { useParams } from '@portal/shared/router';
import { idInputSchema } from '@portal/shared/contract/common';
import { CampaignNotFound } from '@portal/shared/ui/campaign-not-found';
import {
  AVAILABLE_CAMPAIGNS,
  CampaignDetail,
} from '../features/campaigns/components/campaign-detail';

/** /campaigns/:id for an influencer (design §3); an address that is not a campaign id is not found. */
export default function CampaignDetailPage() {
  const id = idInputSchema.safeParse(useParams().id ?? '');
  if (!id.success) return <CampaignNotFound list={AVAILABLE_CAMPAIGNS} />;
  return <CampaignDetail key={id.data} id={id.data} />;
}
