import { useParams } from '@portal/shared/router';
import { idInputSchema } from '@portal/shared/contract/common';
import { CampaignNotFound } from '@portal/shared/ui/campaign-not-found';
import {
  CampaignApplications,
  useMyCampaignsLink,
} from '../features/applications/components/campaign-applications';
import { useCampaignLife } from '../features/campaigns/components/campaign-life';

/**
 * /campaigns/:id for a brand (see docs/screens.md): its campaign to edit, close or reopen
 * (docs/campaigns.md) and the applications to it; an address that is not a campaign id is not
 * found.
 */
export default function CampaignDetailPage() {
  const myCampaigns = useMyCampaignsLink();
  const life = useCampaignLife();
  const id = idInputSchema.safeParse(useParams().id ?? '');
  if (!id.success) return <CampaignNotFound list={myCampaigns} />;
  return (
    <CampaignApplications
      key={id.data}
      id={id.data}
      notice={life.notice}
      actions={life.actions}
      above={life.form}
    />
  );
}
