import { useParams } from '@portal/shared/router';
import { idInputSchema } from '@portal/shared/contract/common';
import { CampaignNotFound } from '@portal/shared/ui/campaign-not-found';
import {
  CampaignApplications,
  useMyCampaignsLink,
} from '../features/applications/components/campaign-applications';

/**
 * /campaigns/:id for a brand (see docs/screens.md); an address that is not a campaign id is not
 * found.
 */
export default function CampaignDetailPage() {
  const myCampaigns = useMyCampaignsLink();
  const id = idInputSchema.safeParse(useParams().id ?? '');
  if (!id.success) return <CampaignNotFound list={myCampaigns} />;
  return <CampaignApplications key={id.data} id={id.data} />;
}
