import { useParams } from '@portal/shared/router';
import { idInputSchema } from '@portal/shared/contract/common';
import { CampaignNotFound } from '@portal/shared/ui/campaign-not-found';
import { adminCampaigns, CampaignDetail } from '../features/campaigns/components/campaign-detail';
import { useAdminTexts } from '../texts';

/**
 * /campaigns/:id for an admin (see docs/screens.md): the whole campaign, with Activate/Deactivate.
 */
export default function CampaignDetailPage() {
  const { t } = useAdminTexts();
  const id = idInputSchema.safeParse(useParams().id ?? '');
  if (!id.success) return <CampaignNotFound list={adminCampaigns(t)} />;
  return <CampaignDetail key={id.data} id={id.data} />;
}
