import { useParams } from '@portal/shared/router';
import { idInputSchema } from '@portal/shared/contract/common';
import { CampaignApplications } from '../features/applications/components/campaign-applications';
import { CampaignNotFound } from '../features/applications/components/campaign-not-found';

/** /campaigns/:id for a brand (design §3); an address that is not a campaign id is not found. */
export default function CampaignDetailPage() {
  const id = idInputSchema.safeParse(useParams().id ?? '');
  if (!id.success) return <CampaignNotFound />;
  return <CampaignApplications key={id.data} id={id.data} />;
}
