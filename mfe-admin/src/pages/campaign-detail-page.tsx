import { useParams } from '@portal/shared/router';
import { CampaignDetail } from '../features/campaigns/components/campaign-detail';
import { CampaignNotFound } from '../features/campaigns/components/campaign-not-found';

/** /campaigns/:id for an admin (design §3): the whole campaign, with Activate/Deactivate. */
export default function CampaignDetailPage() {
  const { id = '' } = useParams();
  const campaignId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  if (campaignId < 1 || campaignId > 2_147_483_647) return <CampaignNotFound id={id} />;
  return <CampaignDetail key={campaignId} id={campaignId} />;
}
