import { useParams } from '@portal/shared/router';
import { CampaignDetail } from '../features/campaigns/components/campaign-detail';
import { CampaignNotFound } from '../features/campaigns/components/campaign-not-found';

/** /campaigns/:id for an influencer (design §3); an id that is not a number is not found. */
export default function CampaignDetailPage() {
  const { id = '' } = useParams();
  if (!/^\d{1,10}$/.test(id) || Number(id) === 0) return <CampaignNotFound />;
  return <CampaignDetail key={id} id={Number(id)} />;
}
